import { isKin, notANoun } from "./not-a-noun.js";

/**
 * A person named at a sentence's start, then a later clause that speaks of them by a pronoun. The lead says what the
 * person is ("Liam is the release manager; nothing ships … without his okay", decision 0326; "Noor is our OCaml person,
 * she reviews anything with functors", decision 0331) or what they did for a part of the project ("Priya wrote the
 * original parser, she's the person to ask …", decision 0327; "Marta did the original port …", decision 0337: "did" only with what came first, never "did the dishes"), or what they review as a habit
 * ("Tomasz reviews Ecto migrations; loop him in …", decision 0354: a kind, never "it" or "this" at hand), or run, lead or
 * manage ("Bea runs the docs site and is the one to ask …", decision 0359), or ran or led ("Tamsin ran the accessibility
 * audit last spring and knows …", decision 0456; what is run once is this task's, "ran the tests"), or holds the keys to ("Rosa has the keys to our
 * Hex organisation; publishing goes through her", decision 0375). Read in three plain steps (a short pattern, a search for
 * the separator within a bound, a check of the words between), where one pattern spanning them took the ReDoS checker
 * of core's tests minutes. No one in particular and kin are no person of the project.
 */
const personIs = /^(\p{Lu}\p{Ll}{1,30})\s+is\s+(?:the|our)\s/u;
const personDid =
  /^(\p{Lu}\p{Ll}{1,30})\s+(?:(?:(?:wrote|built|designed|created|started|set up|owns|maintains|knows|ported|rewrote|runs|leads|manages|(?:has|holds)\s+the\s+keys\s+to)\s+(?:the|our|most of the|all of the)|(?:ran|led)\s+(?:the|our)(?=\s+(?!(?:tests?|test\s+suite|builds?|scripts?|commands?|migrations?|numbers|quer(?:y|ies)|show)\b))|did\s+(?:the|our)\s+(?:original|first|initial))\s|(?:reviews|approves)\s+(?!(?:it|this|that|these|those|them|my|your|his|her|its|their|a|an)\b)(?=\p{L}))/u;
/** What the person is: a few words ("release manager", "OCaml person"). */
const roleWords = /^[\w -]{1,40}$/;
/** What the person did it for: up to 80 characters of one clause ("original parser", "CI matrix"). */
const didWords = /^[^,;]{1,80}$/;

/** The person a lead names and where the clause after it starts, `separator` between, if `s` opens with one. */
export function personLead(s: string, separator: RegExp): { name: string; length: number } | undefined {
  const role = personIs.exec(s);
  const person = role ?? personDid.exec(s);
  if (person === null) return undefined;
  const name = person[1]!;
  if (notANoun.has(name.toLowerCase()) || isKin(name)) return undefined;
  const after = s.slice(person[0].length, person[0].length + (role === null ? 100 : 60));
  const found = separator.exec(after);
  if (found === null || !(role === null ? didWords : roleWords).test(after.slice(0, found.index))) return undefined;
  return { name, length: person[0].length + found.index + found[0].length };
}
