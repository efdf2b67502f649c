import { timeCount, timeUnit } from "./time-words.js";
import { anyKindLeadPattern } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { partLeadPattern } from "./project-parts.js";

/**
 * "Product pages are cached at the edge for ten minutes", "API responses are cached in Redis for 60 seconds": how long
 * the things of a kind, or a part, stay in a cache (decision 0551), where they are cached said at most in a few words
 * before "for", then a count in digits or words and a unit of time closing the sentence. A kind is a plural or a mass
 * noun of the project's (`subjectNamesAKind`); "the photos were cached for a day" tells a moment, not how it is kept.
 */
const cachedFor = new RegExp(
  String.raw`^\s+(?:is|are)\s+(?:only\s+|always\s+)?cached\s+(?:(?:at|in|on|by)\s+(?:the\s+)?[\w.-]{1,30}(?:\s+[\w.-]{1,30}){0,2}?\s+)?for\s+(?:up\s+to\s+|at\s+most\s+)?${timeCount}\s+(?:seconds?|minutes?|hours?|days?|weeks?)\s*[.!]?$`,
  "i",
);

/**
 * "Carts expire after 30 days of inactivity, enforced by an Oban job", "sessions time out after 20 minutes": how long the
 * things of a kind last before they expire (decision 0578), a count and a unit of time after "after", of inactivity at
 * most, what follows after a comma; "my passport expires after ten years" is a person's. Or the time before "after" and
 * the event it counts from, under a law or a policy at most ("Gift cards expire three years after purchase under state
 * law"; decision 0597), or the event said as what was done to them ("Points expire eighteen months after they are earned")
 * or the last of a kind of use ("after the last request"; decision 0608).
 */
const expiresAfter = new RegExp(
  String.raw`^\s+(?:expire|expires|time\s+out|times\s+out|are\s+(?:deleted|purged|archived|expired|evicted))\s+(?:after\s+${timeCount}\s+${timeUnit}(?:\s+of\s+(?:inactivity|idle\s+time|disuse))?|${timeCount}\s+${timeUnit}\s+after\s+(?:(?:the|their|its)\s+)?(?:purchase|issue|issuance|creation|signup|sign-up|activation|delivery|payment|upload|last\s+use|first\s+use|last\s+(?:request|login|sign-?in|activity|visit|access|update)|(?:they|it)\s+(?:are|is|were|was|get|gets|got)\s+(?:first\s+)?(?:earned|issued|created|bought|purchased|sent|granted|awarded|uploaded|activated|redeemed|opened|made|paid|signed|published|posted|added|generated)))(?:\s+(?:under|by|per)\s+(?:[\w-]{2,30}\s+){0,2}?(?:law|rules?|policy|regulations?|contract|terms))?\s*(?:[.!]?$|,\s+\S)`,
  "i",
);

/** Whether `s` says how long a kind's things or a part stay cached, or last before they expire (see above). */
export function statesCacheLifetime(s: string): boolean {
  const kind = anyKindLeadPattern.exec(s);
  if (kind !== null && subjectNamesAKind(kind[1]) && (cachedFor.test(s.slice(kind[0].length)) || expiresAfter.test(s.slice(kind[0].length)))) {
    return true;
  }
  const part = partLeadPattern.exec(s);
  return part !== null && cachedFor.test(s.slice(part[0].length));
}
