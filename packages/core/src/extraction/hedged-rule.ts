import { withoutFinalStop } from "./excluding.js";

/**
 * A hedge closing a sentence: "Every function has full type hints, mostly", "migrations are reviewed by the DBA, usually",
 * "we squash merges, mostly" say what holds most of the time, no rule of the project's (decision 0434's test, read again
 * when decision 0590 read "has"; the review of decisions 0582-0593 found it true of every rule's reader). Read in plain
 * steps: the sentence's end without its stop, then the word or phrase after the last comma.
 */
const hedge = /^(?:mostly|usually|sometimes|often|in theory|ideally|more or less|for the most part|where possible)$/i;

/** Whether `s` closes with a hedge after a comma (see above). */
export function closesWithHedge(s: string): boolean {
  const body = withoutFinalStop(s);
  const comma = body.lastIndexOf(",");
  return comma >= 0 && hedge.test(body.slice(comma + 1).trim());
}
