import { narrowingWord, plural, word } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Public methods without Javadoc don't pass review", "migrations with raw SQL never get through CI": a kind of the
 * project's work that a check or a review turns back (decision 0387), a rule of what each one needs. The kind is a plural
 * that a phrase with "without" or "with" may narrow; "this PR doesn't pass review" is one at hand.
 */
const turnedBack = new RegExp(
  String.raw`^((?:${word}\s+){0,2}${plural})(?:\s+(?:without|with|lacking|missing)\s+(?:${narrowingWord}\s+){0,2}${narrowingWord})?\s+(?:don['’]t|do not|never|won['’]t|will not|can['’]t|cannot)\s+(?:pass|get through|make it through|clear|get past)\s+(?:code\s+)?(?:review|CI|QA)\s*[.!]?$`,
  "i",
);

/** Whether `s` says what a review or a check turns back of a kind (`turnedBack`). */
export function statesKindTurnedBack(s: string): boolean {
  return subjectNamesAKind(turnedBack.exec(s)?.[1]);
}
