import { partSubject } from "./project-parts.js";

/**
 * "The warehouse API rate-limits us to 10 requests per second", "the search API allows 600 calls a minute", "the
 * payments API is rate-limited to 100 requests per minute": how many calls a part takes in a time (decision 0525), what a
 * later session keeps under before it adds a loop, a retry or a batch job against it. The subject is a part
 * (`partSubject`), the rate a number, what is counted and a unit of time.
 */
const rate = String.raw`(?:up\s+to\s+|at\s+most\s+|about\s+)?\d[\d,.]{0,8}\s?[kK]?\s+(?:requests|calls|queries|messages|writes|reads|events|emails|jobs|req|reqs)\s+(?:per|a|an|each|every)\s+(?:second|minute|hour|day|sec|min)\b`;
const partRateLimit = new RegExp(
  String.raw`^${partSubject}\s+(?:(?:rate-?limits|throttles|caps|limits)\s+(?:us|clients|callers|each\s+(?:client|key|token|tenant|user|IP)|every\s+(?:client|key|token|tenant|user|IP))\s+(?:to|at)\s+|(?:allows|accepts|takes|handles)\s+(?:only\s+)?|(?:is|are)\s+(?:rate-?limited|throttled|capped|limited)\s+(?:to|at)\s+)${rate}`,
);

/** Whether `s` says how many calls a part of the project takes in a time (see above). */
export function statesRateLimit(s: string): boolean {
  return partRateLimit.test(s);
}
