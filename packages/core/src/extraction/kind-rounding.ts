import { kindLeadThen } from "./kind-lead-then.js";
import { moneyUnit } from "./money-words.js";

/**
 * "Invoice totals round half up to the nearest cent", "prices are rounded to the nearest 5 cents", "durations are
 * always rounded up to the next minute": how every amount of a kind is rounded (decision 0622), a rule a later session
 * needs before it touches the arithmetic. A way of rounding (half up, half to even, up, down …), what it rounds to (the
 * nearest or the next unit, count or whole number), or both, closing the sentence. The kind is a plural or a mass noun of
 * the project's, not of the moment; "my grades round up to the nearest whole number" is a person's.
 */
const way = String.raw`(?:half[\s-](?:up|down|to\s+even|even|away\s+from\s+zero)|up|down|to\s+even|towards?\s+zero|away\s+from\s+zero|(?:like|as)\s+the\s+bank\s+does)`;
const unit = String.raw`(?:${moneyUnit}|units?|minutes?|seconds?|hours?|days?|integer|whole\s+(?:number|unit|cent|dollar|euro)|decimal(?:\s+place)?|place|\d{1,4}(?:\.\d{1,4})?(?:\s+(?:cents?|pence|minutes?|seconds?|units?))?|(?:one|two|three|four|five|ten)\s+(?:cents?|pence|minutes?|seconds?|units?|decimal\s+places?))`;
const target = String.raw`to\s+(?:the\s+)?(?:nearest|next|closest)\s+${unit}|to\s+(?:two|three|four|\d)\s+decimal\s+places|to\s+whole\s+(?:numbers|units|cents)`;
const rounds = new RegExp(
  String.raw`^\s+(?:(?:always|only)\s+)?(?:round|rounds|(?:are|is)\s+(?:always\s+)?rounded)\s+(?:${way}(?:\s+(?:${target}))?|${target})\s*[.!]?$`,
  "i",
);

/** Whether `s` says how every amount of a kind of the project's is rounded (see above). */
export function statesKindRounding(s: string): boolean {
  return kindLeadThen(s, rounds);
}
