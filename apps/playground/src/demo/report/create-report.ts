import type { SessionExcerpt } from "@engram/core";
import type { DayResult, ScenarioResult } from "../scenario-result.js";
import type { ConsolidationRun } from "../scenario/consolidation-run.js";
import type { SessionFacts } from "../scenario/session-facts.js";
import type { SessionRun } from "../scenario/session-run.js";
import type { Style } from "../style.js";
import { printClosing } from "./print-closing.js";
import { printConsolidation } from "./print-consolidation.js";
import { printCrossSession } from "./print-cross-session.js";
import { printHeader, type HeaderFacts } from "./print-header.js";
import { printSession } from "./print-session.js";
import { createOutput } from "./report-output.js";

/** The scenario's terminal report, one method per moment of the story; layout lives in the print-* files. */
export interface ScenarioReport {
  header(facts: HeaderFacts): void;
  session(run: SessionRun, facts: SessionFacts): void;
  consolidation(run: ConsolidationRun): void;
  crossSession(query: string, excerpts: readonly SessionExcerpt[]): void;
  closing(result: ScenarioResult): void;
}

export function createReport(write: (line: string) => void, style: Style): ScenarioReport {
  const out = createOutput(write, style);
  return {
    header: (facts) => printHeader(out, facts),
    session: (run, facts) => printSession(out, { run, facts } satisfies DayResult),
    consolidation: (run) => printConsolidation(out, run),
    crossSession: (query, excerpts) => printCrossSession(out, query, excerpts),
    closing: (result) => printClosing(out, result),
  };
}
