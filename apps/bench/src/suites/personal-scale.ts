import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { formatNumber, percentile, withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { defaultCacheRoot, ensureDataset, type Dataset } from "../personal/dataset-cache.js";
import { migrateDataset } from "../personal/migrate-dataset.js";
import { runPersonalProbe, type PersonalProbeReport } from "../personal/personal-probe.js";
import { warmFsIndex } from "../personal/fs-index-warmup.js";
import { personalQueries } from "../personal/personal-queries.js";
import { personalRecallScope } from "../personal/year-of-sessions.js";
import {
  stepCaseName,
  personalScaleMetrics as metrics,
  personalScalePlan,
  personalScaleSuiteName,
  stepSize,
  type PersonalStep,
} from "./personal-scale-plan.js";

const mib = 1024 * 1024;

/**
 * The step as this run measures it: skipped when `ENGRAM_BENCH_PERSONAL_CASES` is set and the case name
 * contains none of its parts separated by "|"; `ENGRAM_BENCH_PERSONAL_PROBES` sets the fresh processes per case.
 */
export function chosenStep(step: PersonalStep, caseName: string, env: NodeJS.ProcessEnv): PersonalStep | undefined {
  const parts = env.ENGRAM_BENCH_PERSONAL_CASES?.split("|").filter((part) => part.length > 0) ?? [];
  if (parts.length > 0 && !parts.some((part) => caseName.includes(part))) return undefined;
  const probes = Number(env.ENGRAM_BENCH_PERSONAL_PROBES);
  return Number.isInteger(probes) && probes > 0 ? { ...step, probes } : step;
}
const median = (values: readonly number[]): number => percentile(values, 50);

interface StepResult {
  readonly step: PersonalStep;
  readonly caseName: string;
  readonly dataset: Dataset;
  readonly probes: readonly PersonalProbeReport[];
  /** The 1-minute load average as each probe started: the targets are absolute, so a report says the load. */
  readonly loads: readonly number[];
  /** fs: the open (in the bench's process) that brought the derived index up to date before the probes. */
  readonly warmupMs?: number;
}

function stepRows(result: StepResult): Omit<BenchRow, "ratio">[] {
  const { probes, dataset } = result;
  const rows: Omit<BenchRow, "ratio">[] = [];
  const row = (metric: string, value: number, unit: string): void => {
    rows.push({ suite: personalScaleSuiteName, case: result.caseName, metric, value, unit, baseline: null });
  };
  const recalls = probes.flatMap((probe) => probe.recallMs);
  const sessions = probes.flatMap((probe) => probe.recallSessionsMs);
  row(metrics.open, median(probes.map((probe) => probe.openMs)), "ms");
  row(metrics.firstRecall, median(probes.map((probe) => probe.firstRecallMs)), "ms");
  row(metrics.rssOpen, median(probes.map((probe) => probe.rssOpenBytes / mib)), "MiB");
  row(metrics.rssRecalls, median(probes.map((probe) => probe.rssAfterRecallsBytes / mib)), "MiB");
  row(metrics.rssPeak, Math.max(...probes.map((probe) => probe.rssPeakBytes / mib)), "MiB");
  row(metrics.recallP50, percentile(recalls, 50), "ms");
  row(metrics.recallP95, percentile(recalls, 95), "ms");
  row(metrics.sessionsP50, percentile(sessions, 50), "ms");
  row(metrics.sessionsP95, percentile(sessions, 95), "ms");
  if (result.step.warmUp === true) row(metrics.warmUp, median(probes.map((probe) => probe.warmUpMs)), "ms");
  // The dataset's own rows once, on the case measured with Node's default flags and no warm-up.
  if (result.step.nodeFlags === undefined && result.step.warmUp !== true) {
    row(metrics.generate, (dataset.appendMs + dataset.putMs) / 1000, "s");
    row(metrics.disk, dataset.diskBytes / mib, "MiB");
  }
  return rows;
}

function stepNote(result: StepResult, rssAfterRecalls: number): string {
  const { dataset, probes } = result;
  const list = (values: readonly number[], digits = 0): string => values.map((value) => value.toFixed(digits)).join(" / ");
  const recallItems = probes.flatMap((probe) => probe.recallItems);
  const excerpts = probes.flatMap((probe) => probe.sessionExcerpts);
  return [
    `${result.caseName}: ${dataset.sessions.toLocaleString("en-US")} sessions; ` +
      `${dataset.reused ? `generated ${dataset.generatedAt} (reused from the cache)` : "generated in this run"}: ` +
      `appends ${formatNumber(dataset.appendMs / 1000)} s, puts ${formatNumber(dataset.putMs / 1000)} s, ${formatNumber(dataset.diskBytes / mib)} MiB on disk.`,
    `  ${probes.length} fresh process(es), 1-minute load average as each started ${list(result.loads, 1)}: import ${list(probes.map((p) => p.importMs))} ms, open ${list(probes.map((p) => p.openMs))} ms, settleHeap ${list(probes.map((p) => p.settleMs))} ms, ` +
      (result.step.warmUp === true
        ? `warm-up ${list(probes.map((p) => p.warmUpMs))} ms, first recall answered ${list(probes.map((p) => p.firstRecallMs))} ms after the warm-up, `
        : `first recall answered ${list(probes.map((p) => p.firstRecallMs))} ms after the open call, `) +
      `ready ${list(probes.map((p) => p.processReadyMs))} ms after process start; ` +
      `RSS MiB imported ${list(probes.map((p) => p.rssImportedBytes / mib))}, open ${list(probes.map((p) => p.rssOpenBytes / mib))}, ` +
      `after ${rssAfterRecalls} recalls ${list(probes.map((p) => p.rssAfterRecallsBytes / mib))}, peak ${list(probes.map((p) => p.rssPeakBytes / mib))}; ` +
      `heap MiB open ${list(probes.map((p) => p.heapOpenBytes / mib))}, after recalls ${list(probes.map((p) => p.heapAfterRecallsBytes / mib))}.`,
    ...(result.warmupMs === undefined ? [] : [`  an open before the probes brought the derived index up to date in ${formatNumber(result.warmupMs)} ms.`]),
    `  ${recallItems.length} recalls (${recallItems.filter((n) => n > 0).length} with items, ${formatNumber(median(recallItems))} items median), ` +
      `${excerpts.length} recallSessions (${excerpts.filter((n) => n > 0).length} with excerpts).`,
  ].join("\n");
}

/**
 * A year of one heavy coding-agent user's memory (issue 19): 500,000 archived messages and 20,000
 * entries, written once through each store's public API into a cache directory that later runs reuse,
 * then measured in fresh child processes as `engram mcp` starts per agent session: open time, time to
 * the first recall, resident memory, recall and recallSessions p50/p95.
 */
export const personalScaleSuite: Suite = {
  name: personalScaleSuiteName,
  description: "a year of heavy use (500,000 archived messages, 20,000 entries): open, RSS and recall in a fresh process per store",
  defaultRun: false,
  async run(context: SuiteContext): Promise<SuiteResult> {
    const plan = personalScalePlan(context.quick);
    // A quick run generates into a temp dir it removes; a measurement keeps its datasets for the next run.
    const cacheRoot = context.quick ? await mkdtemp(join(tmpdir(), "engram-bench-personal-")) : defaultCacheRoot();
    const queries = personalQueries(plan.queries);
    try {
      const results: StepResult[] = [];
      for (const planned of plan.steps) {
        const size = stepSize(plan, planned);
        const caseName = stepCaseName(plan, planned);
        const step = chosenStep(planned, caseName, process.env);
        if (step === undefined) continue;
        context.log(`personal-scale: ${caseName}: dataset`);
        const dataset = await ensureDataset(cacheRoot, step.store, size, context.log);
        if (step.store === "sqlite") {
          const ms = await migrateDataset(dataset);
          context.log(`personal-scale: ${caseName}: opened once before the probes (${formatNumber(ms)} ms, the migrations a cached dataset needs included)`);
        }
        const warmupMs = step.store === "fs" ? await warmFsIndex(dataset.location) : undefined;
        const probes: PersonalProbeReport[] = [];
        const loads: number[] = [];
        for (let i = 0; i < step.probes; i++) {
          context.log(`personal-scale: ${caseName}: fresh process ${i + 1}/${step.probes}`);
          loads.push(loadavg()[0]!);
          probes.push(
            await runPersonalProbe({
              store: step.store,
              location: dataset.location,
              scope: personalRecallScope,
              queries,
              rssAfterRecalls: plan.rssAfterRecalls,
              budgetMs: plan.budgetMs,
              nodeFlags: step.nodeFlags ?? [],
              warmUp: step.warmUp === true,
            }),
          );
        }
        results.push({ step, caseName, dataset, probes, loads, ...(warmupMs === undefined ? {} : { warmupMs }) });
      }
      const rows = withRatios(results.flatMap(stepRows));
      const notes = [
        `Recall scope ${JSON.stringify(personalRecallScope)}; ${queries.length} queries (recall with markUsed: false, so the dataset stays as generated; ` +
          `recallSessions with its defaults). Each probe opens the store as \`engram mcp\` does: the open call, then core's settleHeap (a memory-reducing collection when the open grew V8's young generation past 64 MiB, decision 0229), counted in the first recall's time. Memory readings are the process's RSS as the OS sees it; peak is the process's own high-water mark (VmHWM; getrusage's maxRSS would carry the bench's at fork).`,
        ...results.map((result) => stepNote(result, plan.rssAfterRecalls)),
        context.quick
          ? "Datasets were generated into a temp directory, removed at the end."
          : `Datasets are cached in ${cacheRoot} (ENGRAM_BENCH_CACHE to move it); delete it to free the disk or to generate them again.`,
      ];
      return { rows, notes };
    } finally {
      if (context.quick) await rm(cacheRoot, { recursive: true, force: true });
    }
  },
};
