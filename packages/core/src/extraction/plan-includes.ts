import { kindLeadThen } from "./kind-lead-then.js";
import { moneyUnit, signedAmount } from "./money-words.js";

/**
 * "The team tier includes five seats; every seat after that is 30 dollars a month", "the starter plan includes up to 3
 * projects": what a tier or a plan of the product's includes (decision 0616), a count and what is counted, and what each
 * one past it costs after a semicolon at most. "The" or "our" and the tier's name in up to two words; "the party package
 * includes a cake" names no count of the product's.
 */
const count = String.raw`(?:up\s+to\s+)?(?:\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred|unlimited)`;
const price = String.raw`(?:[$€£]\s?\d[\d.,]{0,8}|\d[\d.,]{0,8}\s?(?:dollars|euros|pounds|USD|EUR|GBP|[$€£]))\s+(?:a|per)\s+(?:month|year|seat|user)`;
const planIncludes = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:tier|plan|package|subscription|license|licence|edition)\s+includes\s+${count}\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}(?:;\s+(?:every|each)\s+(?:extra\s+|additional\s+)?[\w-]{2,30}\s+(?:after|beyond|over|past)\s+(?:that|those|them)\s+(?:is|costs)\s+${price})?\s*[.!]?$`,
  "i",
);

/**
 * Or what every thing of a kind of the product's includes: "Rentals include 200 km per day; extra kilometres cost 30 cents
 * each" (decision 0626), a count and what is counted, per a period or a thing at most, and what each extra one costs
 * after a semicolon at most. The kind is a plural of the project's, not of the moment; "my lunches include a drink" names
 * no count.
 */
const extraCosts = String.raw`;\s+(?:extra|additional)\s+[\w-]{2,30}\s+(?:cost|are)\s+(?:${signedAmount}|\d[\d.,]{0,8}\s?${moneyUnit})\s+(?:each|apiece|(?:a|per)\s+[\w-]{2,30})`;
const kindIncludes = new RegExp(
  String.raw`^\s+(?:always\s+)?include\s+${count}\s+(?:[\w-]{1,30}\s+)?[\w-]{1,30}(?:\s+(?:per|a|each|every)\s+(?:day|night|week|month|year|hour|seat|user|order|booking|rental|trip))?(?:${extraCosts})?\s*[.!]?$`,
  "i",
);

/** Whether `s` says what a tier or a plan of the product's, or every thing of a kind, includes (see above). */
export function statesPlanIncludes(s: string): boolean {
  return planIncludes.test(s) || kindLeadThen(s, kindIncludes);
}
