import { subjectNamesAKind } from "./not-a-noun.js";
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
  /^(?:[$€£]\s?\d[\d,.]{0,12}|\d[\d,.]{0,12}\s?(?:%|percent|euros?|dollars?|pounds?|EUR|USD|GBP|seats|users|orders|items|requests|calls|jobs|messages|connections|GB|MB|TB|%\s+CPU|percent\s+CPU|kg|g|grams|kilograms|lbs?|tonnes|km|miles))/i;

/** Whether `s` says at which amount a feature of the project takes effect (see the module's comment). */
export function statesThreshold(s: string): boolean {
  const lead = thresholdLead.exec(s);
  return lead !== null && amount.test(s.slice(lead[0].length));
}

/**
 * "Refunds over 500 euros need a second approver", "orders above $1,000 are flagged for manual review": what the things of
 * a kind past an amount need or go through (decision 0586), a plural kind of the project's (`subjectNamesAKind`), "over",
 * "above", "under" or "below" an amount, then a verb of what they need or are put through, or how they ship ("Parcels over
 * 30 kg go by freight, which …"; decision 0605, a weight an amount too); "my bills over 100 euros …" is a person's.
 */
const kindPast =
  /^(?!(?:my|his|her|their|your|these|those|the)\b)((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30}s)\s+(?:over|above|under|below|of\s+more\s+than|larger\s+than)\s+/i;
const needsWhat =
  /^\s+(?:always\s+)?(?:need|require|go\s+to|go\s+by|ship\s+(?:by|via|with)|are\s+(?:flagged|held|routed|sent|shipped|queued|blocked|rejected|escalated|reviewed|split))\s+(?!(?:it|this|that|them)\b)\S/i;

/**
 * Whether `s` says what the things of a kind past an amount need or go through (see above), the rest reporting no fault
 * by `faulty` once the amount is left out: "500" is a server's error as often as an amount.
 */
export function statesPastAmount(s: string, faulty: (rest: string) => boolean): boolean {
  const lead = kindPast.exec(s);
  if (lead === null || !subjectNamesAKind(lead[1])) return false;
  const rest = s.slice(lead[0].length);
  const size = amount.exec(rest);
  const after = size === null ? "" : rest.slice(size[0].length);
  return size !== null && needsWhat.test(after) && !faulty(`${lead[0]}${after}`);
}
