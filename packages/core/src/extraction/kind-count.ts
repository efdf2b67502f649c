import { faultInFirstClause } from "./fault-words.js";
import { eachOfAKind, narrowing, pluralKindLead } from "./kind-words.js";
import { namesOneOfAKind, subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Service objects expose exactly one public method, call", "functions take at most three arguments", "every handler
 * returns exactly one response": how many of something every thing of a kind has, takes or does, a limit the team keeps
 * (decision 0372), "does" among the verbs ("Each migration does exactly one thing"; decision 0457), the kind after "every"
 * narrowed by a phrase ("Every module in src/ has exactly one default export"; decision 0500) as after "sets"
 * (kind-gets.ts). The count is said with "exactly", "only", "at most", "no more than", "just" or "a single", or as what
 * it has "and nothing else" closing the sentence ("Each system in src/systems/ exposes an update function and nothing
 * else"; decision 0501); a length of
 * time ("builds take only two minutes") is a measure, not a rule, and people ("users have exactly one account"), things
 * at hand ("these functions take …") or a fault ("failing tests …") are no kind.
 */
const verbs = "expose|export|have|take|accept|return|touch|change|own|define|contain|hold|render|import|handle|call|assert|emit|raise|throw|wrap|do";
/** The verbs after "every" or "each": "has", "does", "touches", the others with an "s". */
const singularVerbs = verbs
  .split("|")
  .map((verb) => (verb === "have" ? "has" : verb === "do" ? "does" : verb.endsWith("ch") ? `${verb}es` : `${verb}s`))
  .join("|");
const pluralCount = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:${verbs})\s+(?=\S)`, "i");
const everyCount = new RegExp(String.raw`^${eachOfAKind}${narrowing}\s+(?:always\s+)?(?:${singularVerbs})\s+(?=\S)`, "i");
const count =
  /^(?:(?:exactly|only|at most|no more than|just|precisely)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|a single|\d{1,3})|a single|one and only one)\s+(?:[\w-]{2,30}\s+){0,2}?[\w-]{2,30}\b|^(?:an?\s+|one\s+)?(?:[\w-]{2,30}\s+){0,3}?[\w-]{2,30}\s+and\s+nothing\s+(?:else|more)\s*[.!]?$/i;
/** A length of time among the counted words: "only two minutes of work" is a measure (decision 0457). */
const timeWord = /\b(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|times?|ms|secs?|mins?)\b/i;

/** Whether `s` states how many of something every thing of a kind has, takes or does (`count`), no length of time. */
export function statesKindCount(s: string): boolean {
  const plural = pluralCount.exec(s);
  const found = plural ?? everyCount.exec(s);
  if (found === null || faultInFirstClause(s)) return false;
  // After "every" a person or a moment is no kind either ("every user in the beta has exactly one account"), as in kind-gets.ts.
  if (plural !== null ? !subjectNamesAKind(plural[1]) : !namesOneOfAKind(found[1]!.split(/\s+/))) return false;
  const counted = count.exec(s.slice(found[0].length));
  return counted !== null && !timeWord.test(counted[0]);
}
