import { kindLeadThen } from "./kind-lead-then.js";
import { timeCount, timeUnit } from "./time-words.js";

/**
 * "Appointments can be moved up to 24 hours before they start", "bookings can be cancelled for free until 48 hours before
 * check-in", "orders can only be edited within 10 minutes of checkout": up to when a thing of a kind of the product's can
 * be changed (decision 0625), as customer-window.ts reads what its customers can do, a participle, "for free" at most, a
 * count and a unit of time after "up to", "until", "within" or "no later than", and before or after an event in up to
 * three words, or "they start (begin, ship, end …)", closing the sentence. The kind is a plural or a mass noun of the
 * project's, not of the moment; "my kids can be picked up until 6 pm" names people and no count of time.
 */
const event = String.raw`(?:(?:they|it)\s+(?:start|starts|begin|begins|ship|ships|end|ends|expire|expires|go\s+live|goes\s+live|close|closes|open|opens)|(?:the\s+|their\s+|its\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})`;
const canBeUntil = new RegExp(
  String.raw`^\s+can\s+(?:only\s+)?be\s+[a-z]{3,20}(?:ed|en|led)(?:\s+for\s+free)?\s+(?:up\s+to|until|within|no\s+later\s+than)\s+${timeCount}\s+${timeUnit}(?:\s+(?:before|after|of|from)\s+${event})?\s*[.!]?$`,
  "i",
);

/** Whether `s` says up to when a thing of a kind of the product's can be changed (see above). */
export function statesKindWindow(s: string): boolean {
  return kindLeadThen(s, canBeUntil);
}
