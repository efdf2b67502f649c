import { partSubject } from "./project-parts.js";

/**
 * "The partner webhook retries failed deliveries up to five times over an hour", "the worker retries failed jobs three
 * times with exponential backoff": how a part of the project retries what failed (decision 0541), what a later session
 * needs before it makes a handler idempotent or reads a duplicate as a bug. The part (`partSubject`) retries, redelivers
 * or resends, up to a count of times or with backoff; its "failed" names what is retried, no fault of the moment, so the
 * rest of the sentence is read for one apart (project-facts.ts). "The build retried twice" tells what happened.
 */
const count = String.raw`(?:\d{1,3}|twice|three|four|five|six|seven|eight|nine|ten|twenty)`;
const retries = new RegExp(
  String.raw`^${partSubject}\s+(?:(?:automatically|only|always)\s+)?(?:retries|redelivers|resends|re-sends|replays)\s+(?:(?:failed|failing|undelivered|rejected|timed-out)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:(?:up\s+to\s+|at\s+most\s+)?(?:${count}\s+times|once|twice)|with\s+(?:exponential\s+|linear\s+)?backoff)\b`,
);
/** Whether `s` says how a part retries (see above), what follows the retries reporting no fault by `faulty`. */
export function statesRetryPolicy(s: string, faulty: (rest: string) => boolean): boolean {
  const found = retries.exec(s);
  return found !== null && !faulty(s.slice(found[0].length));
}
