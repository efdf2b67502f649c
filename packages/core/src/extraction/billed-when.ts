import { kindLeadThen } from "./kind-lead-then.js";
import { timeCount, timeUnit } from "./time-words.js";

/**
 * "Annual plans are billed upfront and can't be refunded after 14 days", "usage is invoiced monthly in arrears": when a
 * kind of the product's things is billed (decision 0616), upfront, in advance or in arrears, or each period, with what it
 * can't be after a time at most ("can't be refunded after 14 days"), or on an event (`onEvent`): the product's rule, where "can't" is no fault. The
 * kind is a plural or a mass noun of the project's, not of the moment; "my bills are paid monthly" is a person's.
 */
const when = String.raw`(?:upfront|up\s+front|in\s+advance|in\s+arrears|monthly|annually|yearly|quarterly|weekly|per\s+(?:seat|user|month|year))`;
/**
 * Or on an event of the thing's own: "preorders are charged when the book ships, not when they're placed" (decision 0619),
 * "when", "once" or "as soon as" one or they ship, are delivered, confirmed, placed …, with the event it is not charged on
 * after "not" at most.
 */
const onEvent = String.raw`(?:when|once|as\s+soon\s+as)\s+(?:(?:the|an?|each|every|their|its)\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}|they|it)(?:['’]re|['’]s|\s+(?:is|are|gets?))?\s+(?:ships?|shipped|delivered|arrives?|goes\s+live|go\s+live|confirmed|accepted|renews?|renewed|starts?|started|ends?|placed|booked|fulfilled|dispatched|activated|redeemed)\b`;
const billed = new RegExp(
  String.raw`^\s+(?:are|is)\s+(?:always\s+|only\s+)?(?:billed|charged|invoiced)\s+(?:${when}(?:\s+${when})?|${onEvent}(?:,?\s+(?:not|never)\s+${onEvent})?)(?:(?:,\s+|\s+and\s+)(?:can['’]?t|cannot|can\s+not)\s+be\s+(?:refunded|cancelled|canceled|downgraded|changed)(?:\s+(?:after|within)\s+(?:the\s+first\s+)?${timeCount}\s+${timeUnit})?)?\s*[.!]?$`,
  "i",
);

/** Whether `s` says when a kind of the product's things is billed (see above). */
export function statesWhenBilled(s: string): boolean {
  return kindLeadThen(s, billed);
}
