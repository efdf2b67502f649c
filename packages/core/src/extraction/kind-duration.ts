import { kindLeadThen } from "./kind-lead-then.js";
import { timeCount, timeUnit } from "./time-words.js";

/**
 * "Appointment slots are fifteen minutes long, except first visits, which take thirty", "trial periods last 14 days": how
 * long every thing of a kind of the product's lasts (decision 0612), a count and a unit of time after "are … long" or
 * "last", or is accepted, valid, honoured or kept for ("returns are accepted for 30 days, except on sale items"; decision
 * 0621), or is due within ("invoices are due within 14 days of issue"; decision 0622), what is excepted after a comma at most ("except first visits, which take thirty"). The kind is a plural or a
 * mass noun of the project's, not of the moment; "my classes are an hour long" is a person's.
 */
const lasts = new RegExp(
  String.raw`^\s+(?:(?:is|are)\s+(?:always\s+)?${timeCount}\s+${timeUnit}\s+long|(?:always\s+)?(?:last|lasts)\s+${timeCount}\s+${timeUnit}|(?:is|are)\s+(?:only\s+)?(?:accepted|allowed|valid|honou?red|refundable|returnable|redeemable|kept|retained)\s+for\s+(?:up\s+to\s+)?${timeCount}\s+${timeUnit}|(?:is|are)\s+(?:due|payable)\s+(?:within|in)\s+${timeCount}\s+${timeUnit}(?:\s+of\s+(?:the\s+)?(?:[\w-]{1,30}\s+)?[\w-]{2,30})?)(?:,\s+(?:except|unless|but)\s+(?:for\s+|on\s+|in\s+)?(?:[\w'’-]{1,30}\s+){0,3}?[\w'’-]{2,30}(?:,\s+which\s+(?:take|last|are|run)\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30})?)?\s*[.!]?$`,
  "i",
);

/** Whether `s` says how long every thing of a kind lasts (see above). */
export function statesKindDuration(s: string): boolean {
  return kindLeadThen(s, lasts);
}
