import { anyKindLeadPattern } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { partLeadPattern, partSubject } from "./project-parts.js";

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

/**
 * "Payment webhooks are retried by the provider for up to three days", "failed jobs are retried by Sidekiq up to 25
 * times": how long or how often the things of a kind, or a part, are retried (decision 0582), who retries them said in at
 * most three words after "by", then a count of times or a count and a unit of time closing the sentence. A kind is a
 * plural or a mass noun of the project's (`subjectNamesAKind`); "the photos were retried twice" tells what happened.
 */
const spanCount = String.raw`(?:\d{1,4}|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty-eight|sixty|seventy-two)`;
const retriedFor = new RegExp(
  String.raw`^\s+(?:is|are)\s+(?:only\s+|always\s+|automatically\s+)?retried\s+(?:by\s+(?:the\s+)?[\w.-]{1,30}(?:\s+[\w.-]{1,30}){0,2}?\s+)?(?:(?:for\s+)?(?:up\s+to\s+|at\s+most\s+)?${spanCount}\s+(?:seconds?|minutes?|hours?|days?|weeks?)|(?:up\s+to\s+|at\s+most\s+)?(?:${spanCount}\s+times|once|twice))(?:\s+with\s+(?:exponential\s+|linear\s+)?backoff)?\s*[.!]?$`,
  "i",
);

/** The words before a kind that say its things failed, which is what a retry is for: no fault of the moment. */
export const retriedThings = /^(?:failed|failing|undelivered|rejected|bounced|timed-out)\s+/i;

/** Whether `s` says how long or how often a kind's things or a part are retried (see above). */
export function statesRetrySpan(s: string): boolean {
  const things = s.replace(retriedThings, "");
  const kind = anyKindLeadPattern.exec(things);
  if (kind !== null && subjectNamesAKind(kind[1]) && retriedFor.test(things.slice(kind[0].length))) return true;
  const part = partLeadPattern.exec(things);
  return part !== null && retriedFor.test(things.slice(part[0].length));
}
