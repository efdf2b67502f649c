import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Form requests own all validation", "repositories own every SQL query", "controllers handle all routing": the kind that
 * owns, handles or does all of a kind of the project's work (decision 0570), a rule of where that work goes; "all",
 * "every" or "each" before the work, a place after it at most ("… in the app"). "Parents own all the decisions" names no
 * kind of the project's things, and the work is no thing at hand ("all of it", "all the …").
 */
const ownsAll = new RegExp(
  String.raw`${pluralKindLead}\s+(?:alone\s+)?(?:own|handle|do|perform)\s+(?:all|every|each)\s+(?!(?:the|of|my|our|their|your|it|this|that|these|those)\b)(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}(?:\s+(?:in|for|across)\s+(?:the|our)\s+[\w-]{2,30})?\s*[.!]?$`,
  "i",
);

/** Whether `s` says which kind owns all of a kind of the project's work (see the module's comment). */
export function statesKindOwnsAll(s: string): boolean {
  const found = ownsAll.exec(s);
  return found !== null && subjectNamesAKind(found[1]);
}
