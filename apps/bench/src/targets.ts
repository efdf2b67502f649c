import { formatNumber, formatRatio, systemOf, type BenchRow } from "./harness.js";
import { caseName, pipelineMetrics, pipelineSuiteName, windows } from "./suites/pipeline-plan.js";
import { langChainBaseline } from "./systems/langchain-system.js";
import { mastraBaseline, mastraContiguousBaseline } from "./systems/mastra-system.js";

export interface TargetResult {
  readonly status: "PASS" | "FAIL" | "SKIP" | "INFO";
  readonly name: string;
  readonly detail: string;
}

const targetMessages = 1000;
const maxWarmMs = 1;
const minSpeedup = 10;
/** The competitors the speed-up target is set against, in their default configuration. */
const targetCompetitors = [mastraBaseline, langChainBaseline];

function find(rows: readonly BenchRow[], name: string, metric: string, baseline: string | null): BenchRow | undefined {
  return rows.find((row) => row.suite === pipelineSuiteName && row.case === name && row.metric === metric && row.baseline === baseline);
}

/**
 * The pipeline's targets at 1,000 messages: a warm call (p50) within 1 ms, and at least 10x faster
 * than Mastra's TokenLimiterProcessor and LangChain's trimMessages on the same warm call. Mastra's
 * contiguous mode is reported alongside, not as a target.
 */
export function evaluateTargets(rows: readonly BenchRow[]): TargetResult[] {
  const results: TargetResult[] = [];
  for (const window of windows) {
    const name = caseName(targetMessages, window.label);
    const p50 = find(rows, name, pipelineMetrics.warmP50, null);
    const p95 = find(rows, name, pipelineMetrics.warmP95, null);
    if (!p50 || !p95) {
      results.push({ status: "SKIP", name: `warm call <= ${maxWarmMs} ms at ${name}`, detail: "not measured in this run" });
      continue;
    }
    results.push({
      status: p50.value <= maxWarmMs ? "PASS" : "FAIL",
      name: `warm call <= ${maxWarmMs} ms at ${name}`,
      detail: `engram p50 ${formatNumber(p50.value)} ms (p95 ${formatNumber(p95.value)} ms)`,
    });
    for (const competitor of [...targetCompetitors, mastraContiguousBaseline]) {
      const target = targetCompetitors.includes(competitor);
      const label = `>= ${minSpeedup}x faster than ${competitor} at ${name} (warm p50)`;
      const theirs = find(rows, name, pipelineMetrics.warmP50, competitor);
      if (!theirs || theirs.ratio === null) {
        results.push({ status: "SKIP", name: label, detail: "not measured in this run" });
        continue;
      }
      const pass = theirs.ratio >= minSpeedup;
      results.push({
        status: target ? (pass ? "PASS" : "FAIL") : "INFO",
        name: target ? label : `vs ${systemOf(theirs)} at ${name} (warm p50, not a target)`,
        detail: `engram ${formatNumber(p50.value)} ms vs ${formatNumber(theirs.value)} ms = ${formatRatio(theirs.ratio)}`,
      });
    }
  }
  return results;
}

export function formatTargets(results: readonly TargetResult[]): string {
  return results.map((result) => `${result.status.padEnd(4)}  ${result.name}: ${result.detail}`).join("\n");
}
