import { kindLeadThen } from "./kind-lead-then.js";
import { timeCount, timeUnit } from "./time-words.js";

/**
 * "Meeting rooms are booked in 30-minute slots", "calls are billed in increments of six seconds", "desks are rented by
 * the month": the unit of time a thing of a kind of the product's is booked, billed, charged, rented, sold or scheduled
 * in (decision 0630), or the one thing it is paid or charged per ("teachers are paid per lesson taught, not per hour";
 * decision 0631), a rule a later session needs before it touches a price, a payout or a calendar. A count and a unit
 * joined by a hyphen before "slots" (increments, blocks, intervals, chunks), the same said "of" a count and a unit, "by
 * the" unit, or "per" a unit or one thing with a participle of what was done at most, and what it is not per after ",
 * not" at most, closing the sentence. The kind is a plural or a mass noun of the project's, not of the moment; "my
 * lessons are booked in one-hour slots" is a person's.
 */
const slots = "(?:slots|increments|blocks|intervals|chunks|units)";
const singleUnit = "(?:second|minute|hour|day|night|week|month|year)";
/** One thing a kind is paid or charged per: a unit of time, or a word of a thing done with its participle ("lesson taught"). */
const perOne = String.raw`per\s+(?:${singleUnit}|[a-z][\w-]{2,20}(?:\s+(?:taught|delivered|booked|sold|worked|completed|attended|shipped|placed|served))?)`;
const unit = String.raw`(?:in\s+${timeCount}-${singleUnit}\s+${slots}|in\s+${slots}\s+of\s+${timeCount}\s+${timeUnit}|by\s+the\s+${singleUnit}|${perOne})`;
const inUnits = new RegExp(
  String.raw`^\s+(?:(?:are|is)\s+(?:always\s+|only\s+)?(?:booked|billed|charged|rented|leased|sold|scheduled|reserved|priced|metered|invoiced|paid)|can\s+(?:only\s+)?be\s+(?:booked|rented|reserved|scheduled))\s+${unit}(?:,?\s+(?:not|rather\s+than)\s+(?:by\s+the\s+${singleUnit}|${perOne}))?\s*[.!]?$`,
  "i",
);

/** Where what a kind is not paid or charged per begins: ", not per hour" is the rule's, no fault. */
const notPer = /,?\s(?:not|rather\s+than)\s(?:by\s+the|per)\s/i;

/**
 * Whether `s` says the unit a thing of a kind of the product's is booked, billed or paid in or per (see above), and
 * `faulty` finds no fault before what it is not per.
 */
export function statesKindUnit(s: string, faulty: (s: string) => boolean): boolean {
  if (!kindLeadThen(s, inUnits)) return false;
  const not = s.search(notPer);
  return !faulty(not < 0 ? s : s.slice(0, not));
}
