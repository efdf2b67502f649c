import { moneyChargedLead } from "./amount-basis.js";
import { kindLeadThen } from "./kind-lead-then.js";
import { moneyUnit } from "./money-words.js";
import { notAPersons } from "./product-people.js";

/**
 * "Late fees accrue daily at 0.1% of the outstanding balance", "interest compounds monthly at 1.5% on unpaid invoices":
 * the rate a kind of the product's money or points accrues, is charged or is earned at (decision 0618), or a kind of its
 * things is taxed at ("books are taxed at the reduced 7% rate in Germany"; decision 0620), each period before or after it
 * at most, and what it is a share of or counted per, up to four words, or the place it holds in, closing the sentence. The kind is a plural of the project's, not of the moment, or a word of money charged
 * (interest, tax, commission); "my savings accrue at 4%" is a person's.
 */
const period = String.raw`(?:daily|weekly|monthly|quarterly|yearly|annually|hourly|nightly|per\s+(?:day|week|month|quarter|year|hour)|(?:a|each|every)\s+(?:day|week|month|quarter|year|hour))`;
const rate = String.raw`(?:\d{1,6}(?:\.\d{1,4})?\s?(?:%|percent\b|per\s+cent\b|points?\b|cents?\b)|[$€£]\d{1,6}(?:\.\d{1,2})?|\d{1,6}(?:\.\d{1,2})?\s?(?:USD|EUR|GBP|${moneyUnit})\b)`;
/** What the rate is a share of or counted per: up to four words. */
const of = String.raw`\s+(?:of|on|per|for\s+each|for\s+every)\s+(?:the\s+)?(?:[\w'’-]{1,30}\s+){0,3}?[\w'’-]{1,30}`;
/** Where a rate holds: "in Germany", "in the EU", up to two words, never a person's ("in my state"). */
const place = String.raw`\s+in\s+${notAPersons}(?:the\s+)?[a-z][\w.-]{1,30}(?:\s+[a-z][\w.-]{1,30})?`;
const accrues = new RegExp(
  String.raw`^\s+(?:accrues?|accumulates?|compounds?|(?:is|are)\s+(?:accrued|charged|levied|earned|awarded|paid\s+out|taxed))(?:\s+${period})?\s+at\s+(?:a\s+(?:flat\s+)?rate\s+of\s+|(?:the|a)\s+(?:[\w-]{1,20}\s+)?)?${rate}(?:\s+rate)?(?:${of})?(?:${place})?(?:,?\s+${period})?\s*[.!]?$`,
  "i",
);
const moneyThen = new RegExp(`${moneyChargedLead}${accrues.source.slice(1)}`, "i");

/** Whether `s` says the rate a kind of the product's money or points accrues or is charged at (see above). */
export function statesAccrualRate(s: string): boolean {
  if (kindLeadThen(s, accrues)) return true;
  return moneyThen.test(s.trim());
}
