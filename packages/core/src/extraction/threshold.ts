import { productFeature, toolingPart } from "./project-parts.js";

/**
 * "Free shipping kicks in at 50 euros for Germany and 80 for the rest of the EU", "the bulk discount starts at 10 seats",
 * "autoscaling kicks in above 70% CPU": the amount at which a feature of the project or a part of how it runs takes effect
 * (decision 0574), a money, a share or a count of the project's things after "at", "above", "over" or "from"; what
 * follows it may go on. A time ("the medication kicks in after 30 minutes") and a person's subject ("my …") are none.
 */
const feature = String.raw`(?:free\s+shipping|shipping|discounts?|(?:[\w-]{1,20}\s+)?(?:discount|fee|surcharge|tax|VAT|pricing|tier|plan)|rate\s+limiting|throttling|autoscaling|scaling|caching|2FA|MFA|captcha|fraud\s+checks?|manual\s+review|approval|${productFeature}|${toolingPart})`;
const thresholdLead = new RegExp(
  String.raw`^(?:(?:the|our)\s+)?(?!(?:my|his|her|their|your)\b)(?:[\w-]{1,30}\s+)?${feature}\s+(?:kicks\s+in|kick\s+in|starts|start|applies|apply|is\s+applied|are\s+applied|triggers|trigger)\s+(?:at|above|over|from|beyond)\s+`,
  "i",
);
const amount =
  /^(?:[$€£]\s?\d[\d,.]{0,12}|\d[\d,.]{0,12}\s?(?:%|percent|euros?|dollars?|pounds?|EUR|USD|GBP|seats|users|orders|items|requests|calls|jobs|messages|connections|GB|MB|TB|%\s+CPU|percent\s+CPU))/i;

/** Whether `s` says at which amount a feature of the project takes effect (see the module's comment). */
export function statesThreshold(s: string): boolean {
  const lead = thresholdLead.exec(s);
  return lead !== null && amount.test(s.slice(lead[0].length));
}
