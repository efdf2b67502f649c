/**
 * "The coverage target goes up one point each release", "our bundle budget is lowered by 5 KB every quarter": a bar the
 * project holds itself to that moves on a schedule (decision 0474), what a later session should expect when a check that
 * passed last time fails. The bar is named ("target", "threshold", "budget", "floor"…) with "the" or "our"; it moves by
 * an amount each period, so "the target goes up" alone tells no schedule, and "the target went up" is a past. The amount
 * and its unit are read with one space between, where a run of spaces on both sides was more than linear.
 */
const bar = "targets?|thresholds?|floors?|minimums?|limits?|budgets?|baselines?|bars?|caps?|quotas?|ceilings?";
const moves = String.raw`goes\s+(?:up|down)|go\s+(?:up|down)|rises|rise|drops|drop|increases|increase|decreases|decrease|grows|shrinks|moves\s+(?:up|down)|ratchets\s+(?:up|down)|(?:is|are|gets|get)\s+(?:raised|lowered|bumped|tightened|loosened|increased|decreased|reduced)`;
const amount = String.raw`(?:by\s+)?(?:one|two|three|four|five|ten|half\sa|a|an|\d{1,4}(?:\.\d{1,2})?(?:%|\s?(?:KB|kB|MB|ms))?)(?:\s(?:(?:percentage\s)?points?|percent|per\scent|seconds?|minutes?))?`;
const period = "release|sprint|quarter|month|week|year|milestone|version|cycle";
const measureSchedule = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur)\s+(?:[\w.-]{1,30}\s+){0,3}?(?:${bar})\s+(?:${moves})\s+${amount}\s+(?:each|every|per|with\s+(?:each|every))\s+(?:${period})\b`,
);

/** Whether `s` says how a bar of the project moves on a schedule (see above). */
export function statesMeasureSchedule(s: string): boolean {
  return measureSchedule.test(s);
}
