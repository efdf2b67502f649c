import { doerSubject, partSubject } from "./project-parts.js";

/**
 * "The warehouse API rate-limits us to 10 requests per second", "the search API allows 600 calls a minute", "the
 * payments API is rate-limited to 100 requests per minute" ("rate limited" in two words too; decision 0580): how many
 * calls a part takes in a time (decision 0525), what a
 * later session keeps under before it adds a loop, a retry or a batch job against it. The subject is a part
 * (`partSubject`), the rate a number, what is counted and a unit of time.
 */
const rate = String.raw`(?:up\s+to\s+|at\s+most\s+|about\s+)?\d[\d,.]{0,8}\s?[kK]?\s+(?:requests|calls|queries|messages|writes|reads|events|emails|jobs|req|reqs)\s+(?:per|a|an|each|every)\s+(?:second|minute|hour|day|sec|min)\b`;
const partRateLimit = new RegExp(
  String.raw`^${partSubject}\s+(?:(?:rate[- ]?limits|throttles|caps|limits)\s+(?:us|clients|callers|each\s+(?:client|key|token|tenant|user|IP)|every\s+(?:client|key|token|tenant|user|IP))\s+(?:to|at)\s+|(?:allows|accepts|takes|handles)\s+(?:only\s+)?|(?:is|are)\s+(?:rate[- ]?limited|throttled|capped|limited)\s+(?:to|at)\s+)${rate}`,
);

/**
 * Or how many of a thing a part sends at most in a time: "The notifier sends at most one SMS per customer per hour"
 * (decision 0547), the part a part of the project or a doer of its work (`doerSubject`), the count with "at most", "up
 * to" or "no more than", per one of something at most, then a unit of time.
 */
const sendRate = new RegExp(
  String.raw`^(?:${partSubject}|${doerSubject})\s+(?:only\s+)?(?:sends|send|makes|fires|emits|pushes|polls)\s+(?:at\s+most|up\s+to|no\s+more\s+than)\s+(?:one|two|three|four|five|ten|\d[\d,]{0,8})\s+[\w-]{2,30}\s+(?:per|a|an|each|every)\s+(?:[\w-]{2,30}\s+(?:per|a|an|each|every)\s+)?(?:second|minute|hour|day|week|sec|min)\b`,
);

/** Whether `s` says how many calls a part of the project takes in a time, or how many of a thing it sends (see above). */
export function statesRateLimit(s: string): boolean {
  return partRateLimit.test(s) || sendRate.test(s);
}
