import { formatNumber, formatRatio, type BenchRow } from "../harness.js";
import { frameworks } from "./adapter-system.js";
import { mastraMemoryConfigs } from "./mastra-memory-system.js";
import { adaptersCaseName, adaptersMetrics, adaptersSuiteName, maxOverheadMs, targetMessages } from "../suites/adapters-plan.js";
import type { TargetResult } from "../target-result.js";

function find(rows: readonly BenchRow[], name: string, metric: string, baseline: string | null): BenchRow | undefined {
  return rows.find((row) => row.suite === adaptersSuiteName && row.case === name && row.metric === metric && row.baseline === baseline);
}

/**
 * Per adapter at 1,000 messages: the overhead p50 within 5 ms (PASS/FAIL), then how it compares
 * with Mastra Memory's overhead in each configuration (INFO: the issue asks for the ratio, not a bound).
 */
export function adapterTargets(rows: readonly BenchRow[]): TargetResult[] {
  return frameworks.flatMap((framework): TargetResult[] => {
    const name = adaptersCaseName(framework, targetMessages);
    const label = `${framework} adapter overhead p50 <= ${maxOverheadMs} ms at ${name}`;
    const p50 = find(rows, name, adaptersMetrics.overheadP50, null);
    const p95 = find(rows, name, adaptersMetrics.overheadP95, null);
    if (!p50 || !p95) return [{ status: "SKIP", name: label, detail: "not measured in this run" }];
    const call = find(rows, name, adaptersMetrics.callP50, null);
    const bare = find(rows, name, adaptersMetrics.bareP50, null);
    const ratios = mastraMemoryConfigs.flatMap((config): TargetResult[] => {
      const theirs = find(rows, name, adaptersMetrics.overheadP50, config.name);
      if (!theirs) return [];
      return [
        {
          status: "INFO",
          name: `${framework} adapter vs ${config.name} (overhead p50, not a target)`,
          detail: `engram ${formatNumber(p50.value)} ms vs ${formatNumber(theirs.value)} ms = ${formatRatio(theirs.ratio)}`,
        },
      ];
    });
    return [
      {
        status: p50.value <= maxOverheadMs ? "PASS" : "FAIL",
        name: label,
        detail: `overhead p50 ${formatNumber(p50.value)} ms, p95 ${formatNumber(p95.value)} ms (call p50 ${formatNumber(call?.value ?? Number.NaN)} ms, bare p50 ${formatNumber(bare?.value ?? Number.NaN)} ms)`,
      },
      ...ratios,
    ];
  });
}
