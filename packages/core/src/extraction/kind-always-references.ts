import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Credit notes always reference the invoice they correct", "migrations always include a down step": what every thing of
 * a kind always refers to, includes or carries (decision 0613), a plural of the project's (which a phrase may narrow),
 * "always" and a verb of one thing naming or holding another, what it names in up to seven words closing the sentence.
 * "always" before another verb ("tests always fail on CI") is as often a fault reported, and people or things at hand
 * are none.
 */
const alwaysReferences = new RegExp(
  String.raw`${pluralKindLead}\s+always\s+(?:reference|include|carry|contain|cite|name|mention|declare|specify|list|link\s+(?:back\s+)?to|point\s+(?:back\s+)?to)\s+(?:[\w'’.-]{1,30}\s+){0,6}?[\w'’.-]{1,30}\s*[.!]?$`,
  "i",
);

/** Whether `s` says what every thing of a kind always refers to, includes or carries (see above). */
export function statesKindAlwaysReferences(s: string): boolean {
  return subjectNamesAKind(alwaysReferences.exec(s)?.[1]);
}
