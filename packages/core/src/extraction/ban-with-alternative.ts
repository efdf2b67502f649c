import { plural, word } from "./kind-words.js";

/**
 * "No dynamic allocation in the hot path; use the arena allocator", "no raw SQL in the controllers, go through the
 * repository": what a part of the project may not hold, with what to do instead (decision 0341). The alternative after
 * a semicolon or a comma is what makes it a rule: "No errors in the log" and "no luck on the staging box" report what
 * was seen. The "no" is a determiner, never the correction's "No, …" ("No we use pnpm" opens with a pronoun). Read in
 * plain steps: the ban and its place, then the clause after the first separator within a bound.
 */
const banInPart = new RegExp(
  String.raw`^no\s+(?!(?:we|it|that|this|you|i|they|he|she|the|just|not|need|worries|problems?|thanks|thank|way|idea|one|doubt|wait|sorry|ok|okay|matter|rush|luck|chance|more|longer)\b)(?:${word}\s+){0,3}${word}\s+(?:in|inside|across|within|on|anywhere in)\s+(?:the|our|this|any|every)\s+\S`,
  "i",
);
/**
 * "Macros are a last resort here; prefer static inline functions": a kind the team avoids, said as its last resort
 * (decision 0370) or a no-go ("Raw SQL strings are a no-go; everything goes through the query builder"; decision 0376),
 * with what to do instead as the ban has it; "these macros" are at hand.
 */
const lastResort = new RegExp(
  String.raw`^(?!(?:these|those|this|that|the|my|your|his|her|their)\b)(?:${word}\s+){0,2}${plural}\s+(?:are|should be)\s+(?:(?:only\s+)?(?:a|the)\s+last\s+resort|an?\s+(?:absolute\s+)?no-(?:go|no))\b`,
  "i",
);

/** What is seen, not held: a ban of it is a report ("No errors in the log, …", "no output on the console, …"). */
const observed =
  /\b(?:errors?|warnings?|output|responses?|results?|data|difference|changes?|logs?|traffic|hits?|matches|replies|reply|issues?|failures?|crash(?:es)?|complaints?)\b/i;
/**
 * What to do instead, as the clause after the ban opens: "use …", "go through …", "put it in …", or where everything
 * goes instead ("everything goes through the query builder"; decision 0376).
 */
const alternative =
  /^\s*(?:(?:just|always|instead)\s+)?(?:use|go through|put|call|prefer|write|pass|return|keep|stick to|route|reuse|allocate|read|load|do)\b|^\s*(?:everything|all of it|it all)\s+(?:goes|runs)\s+through\s+\S/i;
/** The longest ban before its separator. */
const maxBanChars = 100;

/** Whether `s` bans something from a part of the project and says what to do instead (see the module's comment). */
export function bansWithAlternative(s: string): boolean {
  if (!banInPart.test(s) && !lastResort.test(s)) return false;
  const at = s.search(/[;,]/);
  return at > 0 && at <= maxBanChars && !observed.test(s.slice(0, at)) && alternative.test(s.slice(at + 1));
}
