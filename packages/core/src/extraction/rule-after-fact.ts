import { statesKindRule } from "./kind-rules.js";

/**
 * A rule after a fact and its semicolon, which makes the sentence a convention as a whole: an imperative ("…; never edit
 * it by hand", "…; always regenerate it with make gen"; decision 0353), or a kind's rule ("The ledger database is
 * append-only; corrections are new rows, never updates"; decision 0545). Moved from project-facts.ts when it reached three
 * hundred lines.
 */
const imperativeAfter = /;\s+(?:never|always|don['’]t|do not)\s+[a-z]/i;
export function ruleAfterFact(said: string): boolean {
  const semicolon = said.indexOf(";");
  return semicolon >= 0 && (imperativeAfter.test(said) || statesKindRule(said.slice(semicolon + 1).trim()));
}
