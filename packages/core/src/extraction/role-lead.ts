/**
 * A person named with what they are, at a sentence's start, then a later clause that speaks of them by a pronoun: "Liam
 * is the release manager; nothing ships … without his okay" (decision 0326), "Noor is our OCaml person, she reviews
 * anything with functors" (decision 0331). Read in three plain steps (a short pattern, a search for the separator
 * within a bound, a check of the words between), where one pattern spanning them took the ReDoS checker of core's
 * tests minutes.
 */
const personIs = /^(\p{Lu}\p{Ll}{1,30})\s+is\s+(?:the|our)\s/u;
/** What the person is: a few words ("release manager", "OCaml person"). */
const roleWords = /^[\w -]{1,40}$/;

/** The person a lead names and where the clause after it starts, with `separator` between, if `s` opens with one. */
export function roleLead(s: string, separator: RegExp): { name: string; length: number } | undefined {
  const person = personIs.exec(s);
  if (person === null) return undefined;
  const after = s.slice(person[0].length, person[0].length + 60);
  const found = separator.exec(after);
  if (found === null || !roleWords.test(after.slice(0, found.index))) return undefined;
  return { name: person[1]!, length: person[0].length + found.index + found[0].length };
}
