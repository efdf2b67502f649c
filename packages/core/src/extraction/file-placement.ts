import { namesAKind } from "./not-a-noun.js";

/**
 * Where a kind of file goes: "tests go in test/ next to src", "migrations belong under db/"; a word may say which
 * kind ("Widget tests go next to the widget", "API docs go under docs/api"; decision 0320), unless it names no kind
 * ("these tests") or a state of this moment ("flaky tests"). "Into a …" is a state ("go into an infinite loop").
 */
const placement =
  /^(?:(?:the|our|all|new)\s+){0,2}(?:([\w-]{1,30})\s+)?(?:tests?|specs?|test files|fixtures|docs|migrations|components|types|helpers|scripts|stories|mocks|snapshots|benchmarks|examples|assets|styles|hooks|utils)\s+(?:always\s+)?(?:go|goes|should go|must go|belong|belongs|should live|must live)\s+(?:in|under|into(?!\s+an?\b)|next to|beside|alongside)\s+\S/i;
/** Whether `s` says where a kind of file goes (`placement`). */
export function placesAKind(s: string): boolean {
  const found = placement.exec(s);
  if (found === null) return false;
  const which = found[1];
  return which === undefined || namesAKind([which]);
}
