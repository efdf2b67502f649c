import type { SessionExcerpt } from "@engram/core";
import type { ConsolidationRun } from "./scenario/consolidation-run.js";
import type { SessionFacts } from "./scenario/session-facts.js";
import type { SessionRun } from "./scenario/session-run.js";

/** One day of the scenario: the session as it ran and what the store held after it. */
export interface DayResult {
  readonly run: SessionRun;
  readonly facts: SessionFacts;
}

/** What a whole scenario run produced, for the report and the tests. */
export interface ScenarioResult {
  readonly storeDir: string;
  /** False when the store lived in a temp directory that is now removed. */
  readonly kept: boolean;
  readonly days: readonly DayResult[];
  readonly consolidations: readonly ConsolidationRun[];
  readonly crossSession: { readonly query: string; readonly excerpts: readonly SessionExcerpt[] };
}
