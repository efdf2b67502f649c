import { massNoun, plural, word } from "./kind-words.js";
import { lastingLead } from "./moment-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { codePlace } from "./project-parts.js";

/**
 * "Keep pricing logic out of the route handlers", "keep secrets out of the repo": where a kind of the project's things
 * never goes, told as an imperative (decision 0630), the rule "never put it there" says. The kind is a plural, a mass
 * noun or a kind of logic, in up to three words, not of the moment ("keep it out of the PR", "keep the dog out of the
 * kitchen" name things at hand and no place of the code); the place is a part of the project, the code or a kind of its
 * files or layers (`codePlace`), closing the sentence.
 */
const keptOut = new RegExp(
  String.raw`^(?:(?:please|${lastingLead})[\s,]+)?(?:always\s+)?keep\s+((?:${word}\s+){0,2}(?:${plural}|${massNoun}|logic))\s+out\s+of\s+(?:(?:the|our|any|all|every)\s+)?(?:[\w-]{1,30}\s+){0,2}?${codePlace}\s*[.!]?$`,
  "i",
);

/** Whether `s` tells, as an imperative, where a kind of the project's things never goes (see above). */
export function keepsKindOut(s: string): boolean {
  const found = keptOut.exec(s);
  return found !== null && subjectNamesAKind(found[1]);
}
