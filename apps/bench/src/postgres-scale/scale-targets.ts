import { formatNumber, type BenchRow } from "../harness.js";
import type { TargetResult } from "../target-result.js";
import { postgresScaleSuiteName, scaleMetrics, scaleTargets } from "./scale-plan.js";

/** Issue 28's targets, per measured row: search p50 and p95, recall p50 (its p95 is INFO). */
export function postgresScaleTargets(rows: readonly BenchRow[]): TargetResult[] {
  const mine = rows.filter((row) => row.suite === postgresScaleSuiteName);
  const results: TargetResult[] = [];
  for (const row of mine) {
    const recall = row.case.includes(": recall");
    const limit = row.metric === scaleMetrics.p50 ? (recall ? scaleTargets.recallP50 : scaleTargets.searchP50) : recall ? undefined : scaleTargets.searchP95;
    const name = `postgres ${row.metric === scaleMetrics.p50 ? "p50" : "p95"}${limit === undefined ? "" : ` <= ${limit} ms`}: ${row.case}`;
    const detail = `${formatNumber(row.value)} ms`;
    results.push({ status: limit === undefined ? "INFO" : row.value <= limit ? "PASS" : "FAIL", name, detail });
  }
  return results;
}
