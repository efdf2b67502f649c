import { kindLeadThen } from "./kind-lead-then.js";
import { timeCount, timeUnit } from "./time-words.js";

/**
 * "Meeting rooms are booked in 30-minute slots", "calls are billed in increments of six seconds", "desks are rented by
 * the month": the unit of time a thing of a kind of the product's is booked, billed, charged, rented, sold or scheduled
 * in (decision 0630), a rule a later session needs before it touches a price or a calendar. A count and a unit joined by
 * a hyphen before "slots" (increments, blocks, intervals, chunks), the same said "of" a count and a unit, or "by the"
 * (per) unit, closing the sentence. The kind is a plural or a mass noun of the project's, not of the moment; "my
 * lessons are booked in one-hour slots" is a person's.
 */
const slots = "(?:slots|increments|blocks|intervals|chunks|units)";
const singleUnit = "(?:second|minute|hour|day|night|week|month|year)";
const inUnits = new RegExp(
  String.raw`^\s+(?:(?:are|is)\s+(?:always\s+|only\s+)?(?:booked|billed|charged|rented|leased|sold|scheduled|reserved|priced|metered|invoiced)|can\s+(?:only\s+)?be\s+(?:booked|rented|reserved|scheduled))\s+(?:in\s+${timeCount}-${singleUnit}\s+${slots}|in\s+${slots}\s+of\s+${timeCount}\s+${timeUnit}|by\s+the\s+${singleUnit}|per\s+${singleUnit})\s*[.!]?$`,
  "i",
);

/** Whether `s` says the unit of time a thing of a kind of the product's is booked or billed in (see above). */
export function statesKindTimeUnit(s: string): boolean {
  return kindLeadThen(s, inUnits);
}
