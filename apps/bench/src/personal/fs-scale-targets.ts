import { formatNumber, type BenchRow } from "../harness.js";
import { personalCaseName, personalScaleMetrics as metrics, planOfRows, personalScaleSuiteName, stepSize } from "../suites/personal-scale-plan.js";
import type { TargetResult } from "../target-result.js";

/**
 * Issue 29's "the fs store scales like the others", at the year's archived messages beside 100,000 entries
 * (the plan's large-entry step): open within 1 s and RSS within 300 MiB after the open and after the
 * recalls, each beside the issue's figure for the fs store at 100,000 entries ("now", measured without
 * the messages); and search within 2x of SQLite on the same data in the same run (recall and
 * recallSessions, p50 and p95).
 */
const issue29Fs = [
  { metric: metrics.open, label: "open", now: "11.1 s", limit: 1_000, unit: "ms" },
  { metric: metrics.rssOpen, label: "RSS after open", now: "963 MiB", limit: 300, unit: "MiB" },
  { metric: metrics.rssRecalls, label: "RSS after the recalls", now: "not measured by the issue", limit: 300, unit: "MiB" },
] as const;

const withinSqlite = [
  { metric: metrics.recallP50, label: "recall p50" },
  { metric: metrics.recallP95, label: "recall p95" },
  { metric: metrics.sessionsP50, label: "recallSessions p50" },
  { metric: metrics.sessionsP95, label: "recallSessions p95" },
] as const;

const maxRatio = 2;

export function fsScaleTargets(rows: readonly BenchRow[]): TargetResult[] {
  const mine = rows.filter((row) => row.suite === personalScaleSuiteName);
  const plan = planOfRows(mine);
  const step = plan.steps.find((candidate) => candidate.store === "fs" && candidate.entries !== undefined);
  if (step === undefined) return [];
  const size = stepSize(plan, step);
  const fs = personalCaseName("fs", size.messages, size.entries, 1);
  const sqlite = personalCaseName("sqlite", size.messages, size.entries, 1);
  const value = (name: string, metric: string): number | undefined => mine.find((row) => row.case === name && row.metric === metric)?.value;
  const absolute = issue29Fs.map((target): TargetResult => {
    const name = `issue 29: fs ${target.label} <= ${formatNumber(target.limit)} ${target.unit} at ${fs} (issue's now: ${target.now})`;
    const found = value(fs, target.metric);
    if (found === undefined) return { status: "SKIP", name, detail: "not measured in this run" };
    return { status: found <= target.limit ? "PASS" : "FAIL", name, detail: `${formatNumber(found)} ${target.unit}` };
  });
  const relative = withinSqlite.map((target): TargetResult => {
    const name = `issue 29: fs ${target.label} within ${maxRatio}x of SQLite's at ${fs}`;
    const mineMs = value(fs, target.metric);
    const theirs = value(sqlite, target.metric);
    if (mineMs === undefined || theirs === undefined) return { status: "SKIP", name, detail: "not measured in this run (both stores are needed)" };
    const ratio = mineMs / theirs;
    return {
      status: ratio <= maxRatio ? "PASS" : "FAIL",
      name,
      detail: `${formatNumber(mineMs)} ms against ${formatNumber(theirs)} ms: ${formatNumber(ratio)}x`,
    };
  });
  return [...absolute, ...relative];
}
