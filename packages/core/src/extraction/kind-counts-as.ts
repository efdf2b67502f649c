import { pluralKindLead } from "./kind-words.js";
import { kindStatement } from "./kind-statement.js";

/**
 * "Force unwraps count as a code smell", "schema changes are treated as breaking changes": what every thing of a kind
 * counts as in review (decision 0411), a plural kind as its subject (a kind of change too) and a word of how it is judged; people ("users count
 * as active …"), things at hand and a fault are none. Read in plain steps: the kind and its verb, then what it counts as,
 * closing the sentence.
 */
const kindCounts = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:count\s+as|are\s+(?:treated|considered|flagged)\s+as|are\s+considered)\s+`, "i");
/** How a thing is judged: a smell, a bug, a breaking change, tech debt, a blocker. */
const judged =
  /^(?:an?\s+)?(?:(?:code|design|test)\s+smells?|bugs?|breaking\s+changes?|tech(?:nical)?\s+debt|blockers?|regressions?|incidents?|security\s+issues?|red\s+flags?)\s*[.!]?$/i;

/** Whether `s` says what every thing of a kind counts as (see the module's comment). */
export function statesKindCountsAs(s: string): boolean {
  return kindStatement(s, kindCounts, judged);
}
