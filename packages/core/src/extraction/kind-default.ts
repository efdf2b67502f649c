import { faultInFirstClause } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Policies under policy/ deny by default and allow only what a rule names", "buckets are private by default", "new
 * endpoints require auth by default": what every thing of a kind does or is unless set otherwise (decision 0516), a rule
 * of the team's. A plural kind, which a phrase may narrow, its verb in the present or "are" and a word, up to four words
 * after it, then "by default". People ("users are admins by default"), things at hand and a fault in the first clause are
 * none.
 */
const kindByDefault = new RegExp(
  String.raw`${pluralKindLead}\s+(?:(?:are|stay|start)\s+(?:[\w-]{2,30}\s+){0,2}?[\w-]{2,30}|(?!(?:were|was|had|did)\b)[a-z]{2,20}(?<!ed)(?:\s+(?:[\w\x60'’.-]{1,30}\s+){0,3}?[\w\x60'’.-]{1,30})?)\s+by\s+default\b`,
  "i",
);

/**
 * "Feature flags default to off in every environment", "new buckets default to private": the same told with "default
 * to" and the value (decision 0522), up to three words, then at most where it holds ("in every environment",
 * "everywhere"), closing the sentence.
 */
const kindDefaultsTo = new RegExp(
  String.raw`${pluralKindLead}\s+default\s+to\s+(?:[\w\x60'’.-]{1,30}\s+){0,2}?[\w\x60'’.-]{1,30}(?:\s+(?:(?:in|on|for|across)\s+(?:every|each|all)\s+[\w-]{2,30}|everywhere))?\s*[.!]?$`,
  "i",
);

/** Whether `s` says what every thing of a kind does or is by default (see above). */
export function statesKindDefault(s: string): boolean {
  const found = kindByDefault.exec(s) ?? kindDefaultsTo.exec(s);
  return found !== null && subjectNamesAKind(found[1]) && !faultInFirstClause(s);
}
