import { kindLeadThen } from "./kind-lead-then.js";

/**
 * "Orders placed after 2 pm ship the next business day", "refunds requested before noon are paid the same day": when a
 * kind of the product's things goes out, by the time of day it came in (decision 0617), a cut-off after "placed",
 * "received", "submitted", "requested" or "made" and the same or the next (business) day. The kind is a plural of the
 * project's, not of the moment.
 */
const clock = String.raw`(?:\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?(?:\s+[A-Z]{2,4})?|noon|midnight|midday)`;
const cutoff = new RegExp(
  String.raw`^\s+(?:placed|received|submitted|requested|made|paid|booked)\s+(?:after|before|by)\s+${clock}\s+(?:ship|ships|are\s+shipped|go\s+out|are\s+sent|are\s+paid|are\s+processed|are\s+delivered)\s+(?:on\s+)?the\s+(?:same|next|following)\s+(?:business\s+|working\s+)?day\s*[.!]?$`,
  "i",
);

/** Whether `s` says when a kind of the product's things goes out by the time it came in (see above). */
export function statesCutoffTime(s: string): boolean {
  return kindLeadThen(s, cutoff);
}
