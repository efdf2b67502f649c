import { fault } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { namesAKind, subjectNamesAKind } from "./not-a-noun.js";

/**
 * Where a kind of file goes: "tests go in test/ next to src", "migrations belong under db/"; a word may say which
 * kind ("Widget tests go next to the widget", "API docs go under docs/api"; decision 0320), unless it names no kind
 * ("these tests") or a state of this moment ("flaky tests"). "Into a …" is a state ("go into an infinite loop").
 */
const placement =
  /^(?:(?:the|our|all|new)\s+){0,2}(?:([\w-]{1,30})\s+)?(?:tests?|specs?|test files|fixtures|docs|migrations|components|types|helpers|scripts|stories|mocks|snapshots|benchmarks|examples|assets|styles|hooks|utils)\s+(?:always\s+)?(?:go|goes|should go|must go|belong|belongs|should live|must live)\s+(?:in|under|into(?!\s+an?\b)|next to|beside|alongside)\s+\S/i;
/**
 * "Screenshots go in docs/assets", "fixtures belong under test/data": where any plural kind goes, when the place is a
 * path (decision 0360); "screenshots go in the ticket" names no place of the project.
 */
const pathPlacement = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:go|should go|must go|belong|should live|must live)\s+(?:in|under|into|next to)\s+(?=[\w.\x60-]{0,60}\/)`,
  "i",
);
/**
 * "New code goes in src/modern", "all styling lives under web/styles": where the new or every piece of a mass of the
 * project's work goes, when the place is a path (decision 0539); "new code goes in the next release" names no place.
 */
const massPlacement =
  /^(?:new|all|any)\s+(?:[\w-]{1,30}\s+)?(?:code|logic|work|styling|CSS|SQL|config|configuration|documentation)\s+(?:always\s+)?(?:goes|should\s+go|must\s+go|belongs|lives|should\s+live|must\s+live)\s+(?:in|under|into)\s+(?=[\w.\x60-]{0,60}\/)/i;

/** Whether `s` says where a kind of file goes (`placement`, `pathPlacement`, `massPlacement`). */
export function placesAKind(s: string): boolean {
  if (massPlacement.test(s)) return true;
  const found = placement.exec(s);
  if (found === null) {
    const kind = pathPlacement.exec(s)?.[1];
    return subjectNamesAKind(kind) && !fault.test(kind ?? "");
  }
  const which = found[1];
  return which === undefined || namesAKind([which]);
}
