import { pluralKindLead } from "./kind-words.js";
import { kindStatement } from "./kind-statement.js";

/**
 * "Security fixes jump the queue", "hotfixes skip the release train", "data migrations take priority over features": how
 * every thing of a kind is put ahead of the rest (decision 0409), a plural kind (a kind of change too) as its subject;
 * people ("users come first"), things at hand and a fault are none. Read in plain steps: the kind and its idiom, then
 * what it is put ahead of, bounded.
 */
const kindAhead = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:jumps?\s+the\s+(?:queue|line)|skips?\s+the\s+(?:queue|line|release\s+train|backlog)|takes?\s+priority|gets?\s+(?:top\s+)?priority|(?:goes|go|comes|come)\s+first)`,
  "i",
);
/** What may follow the idiom: nothing, or what it is put ahead of ("over features", "in triage"), one short clause. */
const aheadOf = /^(?:\s+(?:over|before|in|during|at)\s+[\w\x60.'’/-]{1,30}(?:\s+[\w\x60.'’/-]{1,30}){0,3})?\s*[.!]?$/i;

/** Whether `s` says how every thing of a kind is put ahead of the rest (see the module's comment). */
export function statesKindAhead(s: string): boolean {
  return kindStatement(s, kindAhead, aheadOf);
}
