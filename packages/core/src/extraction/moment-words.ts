import { timeCount, timeUnit } from "./time-words.js";

/**
 * Word lists the sentence rules share: what binds a sentence to this task or this moment, what says it lasts, the
 * person's own words, and verbs of the past (a report of what happened, not a rule).
 */

/**
 * The words that say what follows lasts: "from now on", "going forward", "from here on (out)", "moving forward",
 * "henceforth", "in (the) future" (decision 0284). One source for every rule that reads past them.
 */
export const lastingLead = "(?:from now on|from here on(?: out)?|going forward|moving forward|henceforth|in (?:the )?future)";

/**
 * A sentence bound to this task or this moment. "until" a count of time before or after an event is a deadline that
 * lasts ("Guests can cancel for free until 48 hours before check-in"; decision 0609), not a moment, and so is "until the
 * day of the show", the day of an event named with "the" (decision 0627).
 */
export const momentary = new RegExp(
  String.raw`\b(?:yet|now|right now|for now|this time|today|tonight|tomorrow|until(?!\s+${timeCount}\s+${timeUnit}\s+(?:before|after)\b|\s+the\s+(?:day|night|week|morning)\s+(?:of|before)\s+(?:the|their|its)\s)|this (?:file|function|pr|branch|change|commit|task|ticket|session|release|sprint|week|feature|bug|issue))\b`,
  "i",
);
/** A move's sentence may say where things are now ("…, everything is on Vitest now"); the others may not. */
export const momentaryBesidesNow = new RegExp(momentary.source.replace("|now|", "|"), "i");
/** The person's own words: a clause holding one is the person's, and lasts no longer than they say. */
export const personsWords = /\b(?:I|I['’]m|I['’]d|me|my|mine)\b/i;
/** Verbs of the past: a sentence with one after its subject tells what happened. */
export const pastVerbs = String.raw`\w+ed|got|went|had|did|made|said|saw|took|came|found|knew|thought|told|gave|ran|was|were|been|lost|broke|wrote|sent|built|paid|spent|left`;
