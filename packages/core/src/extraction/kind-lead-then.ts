import { wholeKindLeadPattern } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * Whether `s` opens with a kind of the project's things, a plural or a mass noun (which a phrase may narrow) ending where
 * a word ends (`wholeKindLeadPattern`) and naming no one and nothing at hand (`subjectNamesAKind`), and `rest` reads what
 * follows it: the one way the readers of decisions 0612 onward read a rule or a fact said of a kind.
 */
export function kindLeadThen(s: string, rest: RegExp): boolean {
  const kind = wholeKindLeadPattern.exec(s);
  return kind !== null && subjectNamesAKind(kind[1]) && rest.test(s.slice(kind[0].length));
}
