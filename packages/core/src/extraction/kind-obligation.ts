import { massNoun, narrowing, plural, word } from "./kind-words.js";

/** Subjects a rule never has: pronouns, determiners of what is at hand, counts of this task's things. */
export const taskSubject =
  /^(?:the|these|those|this|that|both|my|your|our|his|her|their|its|some|we|you|they|it|i|us|things|fixes|edits|results|numbers|two|three|four|five|\d)\b/i;

/**
 * "Screenshots in PRs are mandatory for any UI change", "type hints are required in new modules": a kind of thing
 * (a plural or a mass noun, which a phrase may narrow) said to be required or forbidden (decision 0292). What a
 * review asks of this task ("changes are required", "fixes are needed") names no kind.
 */
export const kindObligation = new RegExp(
  String.raw`^(?:all\s+)?(?!(?:changes|updates|fixes|edits|tweaks|improvements|some|more|further|two|three)\b)(?:${word}\s+){0,2}(?:${plural}|${massNoun})${narrowing}\s+(?:are|is)\s+(?:(?:always|strictly|absolutely)\s+)?(?:mandatory|required|compulsory|obligatory|forbidden|prohibited|banned|not allowed|disallowed|a must)\b`,
  "i",
);

/**
 * Whether `s` says a kind of thing is required or forbidden (`kindObligation`), of no subject at hand (`taskSubject`):
 * read by the standing rules, and by the project's facts to leave the sentence to them ("Multi-stage builds are a must
 * for anything that ships to prod" is a rule, not where something ships; decision 0352).
 */
export function obligesAKind(s: string): boolean {
  return kindObligation.test(s) && !taskSubject.test(s);
}
