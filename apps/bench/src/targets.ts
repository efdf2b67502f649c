import { adapterTargets } from "./adapters/adapter-targets.js";
import { fsScaleTargets } from "./personal/fs-scale-targets.js";
import { personalScaleTargets } from "./personal/personal-targets.js";
import { recallTargets } from "./personal/recall-targets.js";
import { postgresScaleTargets } from "./postgres-scale/scale-targets.js";
import { formatNumber, formatRatio, systemOf, type BenchRow } from "./harness.js";
import { caseName, pipelineMetrics, pipelineSuiteName, windows } from "./suites/pipeline-plan.js";
import { naiveBaseline } from "./stores/naive-scan.js";
import type { StoreKind } from "./stores/open-stores.js";
import { personalScaleSuiteName } from "./suites/personal-scale-plan.js";
import { parseSizeCase, sizeCaseName, storesMetrics, storesSuiteName } from "./suites/stores-plan.js";
import { langChainBaseline } from "./systems/langchain-system.js";
import type { TargetResult } from "./target-result.js";
import { mastraBaseline, mastraContiguousBaseline } from "./systems/mastra-system.js";

const targetMessages = 1000;
const maxWarmMs = 1;
const minSpeedup = 10;
/** The competitors the speed-up target is set against, in their default configuration. */
const targetCompetitors = [mastraBaseline, langChainBaseline];

function find(rows: readonly BenchRow[], name: string, metric: string, baseline: string | null): BenchRow | undefined {
  return rows.find((row) => row.suite === pipelineSuiteName && row.case === name && row.metric === metric && row.baseline === baseline);
}

/**
 * Every target of the run: the pipeline's, the stores', the adapters', then personal-scale's and
 * postgres-scale's (only when they ran: they are not part of the default run). Other suites that did not run give SKIP lines.
 */
export function evaluateTargets(rows: readonly BenchRow[]): TargetResult[] {
  const personal = rows.some((row) => row.suite === personalScaleSuiteName)
    ? [...personalScaleTargets(rows), ...recallTargets(rows), ...fsScaleTargets(rows)]
    : [];
  return [...pipelineTargets(rows), ...storeTargets(rows), ...adapterTargets(rows), ...personal, ...postgresScaleTargets(rows)];
}

/**
 * The pipeline's targets at 1,000 messages: a warm call (p50) within 1 ms, and at least 10x faster
 * than Mastra's TokenLimiterProcessor and LangChain's trimMessages on the same warm call. Mastra's
 * contiguous mode is reported alongside, not as a target.
 */
export function pipelineTargets(rows: readonly BenchRow[]): TargetResult[] {
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

/** Search latency targets: text search p50 at a store size, limit 10, in a scope. */
export const storeSearchTargets: ReadonlyArray<{ readonly store: StoreKind; readonly entries: number; readonly maxMs: number }> = [
  { store: "sqlite", entries: 100_000, maxMs: 5 },
  { store: "redis", entries: 100_000, maxMs: 10 },
  { store: "fs", entries: 10_000, maxMs: 20 },
];

function storeRow(rows: readonly BenchRow[], name: string, metric: string, baseline: string | null): BenchRow | undefined {
  return rows.find((row) => row.suite === storesSuiteName && row.case === name && row.metric === metric && row.baseline === baseline);
}

/**
 * The stores' search targets. When a store's fill stopped short of the target size (its time budget ran
 * out), the row at the size reached decides: search cost does not shrink as entries are added, so a p50
 * already over the limit there is a FAIL; under it, the target stays unmeasured (SKIP).
 */
export function storeTargets(rows: readonly BenchRow[]): TargetResult[] {
  return storeSearchTargets.map(({ store, entries, maxMs }) => {
    const name = `${store} search p50 <= ${maxMs} ms at ${entries.toLocaleString("en-US")} entries`;
    const exact = sizeCaseName(store, entries, entries, 0);
    const p50 = storeRow(rows, exact, storesMetrics.searchP50, null);
    if (p50 !== undefined) {
      const p95 = storeRow(rows, exact, storesMetrics.searchP95, null);
      const naive = storeRow(rows, exact, storesMetrics.searchP50, naiveBaseline);
      const extra = [
        p95 === undefined ? undefined : `p95 ${formatNumber(p95.value)} ms`,
        naive === undefined ? undefined : `naive load-and-scan p50 ${formatNumber(naive.value)} ms = ${formatRatio(naive.ratio)}`,
      ].filter((part) => part !== undefined);
      return {
        status: p50.value <= maxMs ? "PASS" : "FAIL",
        name,
        detail: `p50 ${formatNumber(p50.value)} ms${extra.length > 0 ? ` (${extra.join("; ")})` : ""}`,
      };
    }
    const shortFills = rows
      .flatMap((row) => {
        if (row.suite !== storesSuiteName || row.metric !== storesMetrics.searchP50 || row.baseline !== null) return [];
        const size = parseSizeCase(row.case);
        return size !== undefined && size.store === store && !size.reached && size.entries < entries ? [{ row, entries: size.entries }] : [];
      })
      .sort((a, b) => b.entries - a.entries);
    const largest = shortFills[0];
    if (largest === undefined) return { status: "SKIP", name, detail: "not measured in this run" };
    const at = `the fill stopped at ${largest.entries.toLocaleString("en-US")} entries, where p50 is ${formatNumber(largest.row.value)} ms`;
    return largest.row.value > maxMs
      ? { status: "FAIL", name, detail: `not reached: ${at}, already over ${maxMs} ms` }
      : { status: "SKIP", name, detail: `not reached: ${at}` };
  });
}

export function formatTargets(results: readonly TargetResult[]): string {
  return results.map((result) => `${result.status.padEnd(4)}  ${result.name}: ${result.detail}`).join("\n");
}
