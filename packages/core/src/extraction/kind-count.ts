import { faultInFirstClause } from "./fault-words.js";
import { eachOfAKind, pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Service objects expose exactly one public method, call", "functions take at most three arguments", "every handler
 * returns exactly one response": how many of something every thing of a kind has, takes or does, a limit the team keeps
 * (decision 0372). The count is said with "exactly", "only", "at most", "no more than", "just" or "a single"; a length of
 * time ("builds take only two minutes") is a measure, not a rule, and people ("users have exactly one account"), things
 * at hand ("these functions take …") or a fault ("failing tests …") are no kind.
 */
const verbs = "expose|export|have|take|accept|return|touch|change|own|define|contain|hold|render|import|handle|call|assert|emit|raise|throw|wrap";
/** The verbs after "every" or "each": "has", "touches", the others with an "s". */
const singularVerbs = verbs
  .split("|")
  .map((verb) => (verb === "have" ? "has" : verb.endsWith("ch") ? `${verb}es` : `${verb}s`))
  .join("|");
const pluralCount = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:${verbs})\s+(?=\S)`, "i");
const everyCount = new RegExp(String.raw`^${eachOfAKind}\s+(?:always\s+)?(?:${singularVerbs})\s+(?=\S)`, "i");
const count =
  /^(?:(?:exactly|only|at most|no more than|just|precisely)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|a single|\d{1,3})|a single|one and only one)\s+(?:[\w-]{2,30}\s+){0,2}?(?!(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|times?|ms|secs?|mins?)\b)[\w-]{2,30}\b/i;

/** Whether `s` states how many of something every thing of a kind has, takes or does (`count`). */
export function statesKindCount(s: string): boolean {
  const found = pluralCount.exec(s) ?? everyCount.exec(s);
  if (found === null || !subjectNamesAKind(found[1]) || faultInFirstClause(s)) return false;
  return count.test(s.slice(found[0].length));
}
