import { kindLeadThen } from "./kind-lead-then.js";
import { timeCount, timeUnit } from "./time-words.js";

/**
 * "Appointments can be moved up to 24 hours before they start", "bookings can be cancelled for free until 48 hours before
 * check-in", "orders can only be edited within 10 minutes of checkout": up to when a thing of a kind of the product's can
 * be changed (decision 0625), as customer-window.ts reads what its customers can do, a participle, "for free" at most, a
 * count and a unit of time after "up to", "until", "within" or "no later than", and before or after an event in up to
 * three words, or "they start (begin, ship, end …)", closing the sentence. A kind held back, kept or reserved up to a time
 * ("wheelchair spaces are held back until 48 hours before the show"), one changed to or into something, "until the day of
 * the show", and what it is not before "but" ("tickets are non-refundable but can be transferred to another name …") are
 * read too (decision 0627). The kind is a plural or a mass noun of the
 * project's, not of the moment; "my kids can be picked up until 6 pm" names people and no count of time.
 */
const event = String.raw`(?:(?:they|it)\s+(?:start|starts|begin|begins|ship|ships|end|ends|expire|expires|go\s+live|goes\s+live|close|closes|open|opens)|(?:the\s+|their\s+|its\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})`;
/** Up to when: a count and a unit of time before or after an event, or "until the day of (before) the show". */
const upTo = String.raw`(?:(?:up\s+to|until|within|no\s+later\s+than)\s+${timeCount}\s+${timeUnit}(?:\s+(?:before|after|of|from)\s+${event})?|until\s+the\s+(?:day|night|week|morning)\s+(?:of|before)\s+(?:the\s+|their\s+)?[\w-]{2,30})`;
/** Held back, kept or reserved, as "can be" changed (decision 0627). */
const held = String.raw`(?:are|is)\s+(?:held(?:\s+back)?|kept|reserved|blocked|locked)`;
/** What a kind is not, before "but": "are non-refundable but can be transferred …" (decision 0627). */
const notButCan = String.raw`(?:are|is)\s+(?:non-?refundable|non-?transferable|final)\s+but\s+`;
/**
 * From when: once (after, when) a share of its whole is used, spent or reached: "prescriptions can be refilled once 75
 * percent of the supply is used" (decision 0633).
 */
const onceShare = String.raw`(?:once|after|when)\s+(?:\d{1,3}\s?(?:%|percent)|half|a\s+third|two\s+thirds|three\s+quarters)\s+of\s+(?:the|its|their)\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}\s+(?:is|are|has\s+been|have\s+been)\s+(?:used(?:\s+up)?|spent|consumed|paid|delivered|completed|reached)`;
const canBeUntil = new RegExp(
  String.raw`^\s+(?:(?:${notButCan})?can\s+(?:only\s+)?be\s+[a-z]{3,20}(?:ed|en|led)(?:\s+for\s+free)?(?:\s+(?:to|into|onto|between)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})?|${held})\s+(?:${upTo}|${onceShare})\s*[.!]?$`,
  "i",
);

/** Whether `s` says up to when a thing of a kind of the product's can be changed (see above). */
export function statesKindWindow(s: string): boolean {
  return kindLeadThen(s, canBeUntil);
}
