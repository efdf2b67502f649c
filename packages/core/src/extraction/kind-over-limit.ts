import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Functions over 60 lines get split before review", "PRs with more than 400 lines are split", "files longer than 500
 * lines get flagged": what is done to every thing of a kind past a size (decision 0353). A kind (a plural, which a
 * phrase may narrow), the size ("over", "above", "longer than", "with more than" a number and its unit), then what is
 * done; people and things at hand are none.
 */
const overLimit = new RegExp(
  String.raw`${pluralKindLead}\s+(?:over|above|longer than|larger than|bigger than|with more than)\s+\d{1,7}\s+[a-z]{2,12}\s+(?:always\s+)?(?:get|are|must be|should be)\s+(?:split|broken up|refactored|flagged|rejected|extracted|moved|paginated|chunked)\b`,
  "i",
);

/** Whether `s` says what is done to every thing of a kind past a size (`overLimit`). */
export function statesOverLimit(s: string): boolean {
  const kind = overLimit.exec(s)?.[1];
  return subjectNamesAKind(kind);
}
