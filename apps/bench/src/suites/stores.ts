import type { MemoryStore } from "@engram/core";
import { alignColumns, formatNumber, withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { generateEntry, searchScope } from "../stores/entry-generator.js";
import { fillStore } from "../stores/fill-store.js";
import { naiveBaseline } from "../stores/naive-scan.js";
import { storeKinds, StoreWorkspace, type StoreKind } from "../stores/open-stores.js";
import { hasRedisServer, redisServerBinary } from "@engram/store-redis/testing";
import { measureFsRss } from "../stores/rss-probe.js";
import { sampleCount, sampleNaiveSearch, sampleStoreSearch, type BenchSearch } from "../stores/search-sampling.js";
import { generateQueries } from "../stores/search-queries.js";
import { appendThroughput, putThroughput, sessionEvents } from "../stores/write-throughput.js";
import {
  appendCaseName,
  putCaseName,
  rssCaseName,
  sizeCaseName,
  storesMetrics,
  storesPlan,
  storesSuiteName,
  type FillStep,
  type StorePlan,
  type StoresPlan,
} from "./stores-plan.js";

type RowDraft = Omit<BenchRow, "ratio">;

const benchSearch: BenchSearch = { scope: searchScope, targets: ["entry"], limit: 10 };
/** Puts into a throwaway store before the put sample, so the sample does not pay for a cold JIT. */
const warmupPuts = 20;

interface StoreRun {
  readonly drafts: RowDraft[];
  /** store, entries, seconds, entries/s, puts in flight */
  readonly fills: string[][];
  /** case, store samples (with hits), naive samples (with hits), count() p50 */
  readonly searches: string[][];
  readonly notes: string[];
}

function row(name: string, metric: string, value: number, unit: string, baseline: string | null = null): RowDraft {
  return { suite: storesSuiteName, case: name, metric, value, unit, baseline };
}

const count = (n: number): string => n.toLocaleString("en-US");
const gc = (): void => globalThis.gc?.();

/** Appends (own session store), then puts one at a time, fills step by step, searches at each step, probes memory. */
async function measureStore(
  kind: StoreKind,
  workspace: StoreWorkspace,
  plan: StoresPlan,
  queries: readonly string[],
  context: SuiteContext,
): Promise<StoreRun> {
  const storePlan: StorePlan = plan.stores[kind];
  const run: StoreRun = { drafts: [], fills: [], searches: [], notes: [] };
  const log = (line: string): void => context.log(`stores: ${kind}: ${line}`);

  // Appends, on a store of their own; then the put warmup on the same throwaway store.
  const appendStore = await workspace.open(kind, "append");
  await appendThroughput(appendStore.store, "warmup-session", searchScope, sessionEvents(20, 0xa11));
  gc();
  log(`append ${plan.appendEvents} events, 1 per call`);
  const appendRate = await appendThroughput(appendStore.store, "agent-session", searchScope, sessionEvents(plan.appendEvents));
  run.drafts.push(row(appendCaseName(kind, plan.appendEvents), storesMetrics.append, appendRate, "events/s"));
  for (let i = 0; i < warmupPuts; i++) await appendStore.store.put({ ...generateEntry(i, 0x3a3a), id: `warmup-${i}` });
  await appendStore.close();

  const searchStore = await workspace.open(kind, "search");
  const store = searchStore.store;
  gc();
  log(`put ${plan.putRecords} entries, 1 per call`);
  // The fill budget counts time spent putting only, not the searches measured between fills.
  const putStart = Date.now();
  const putRate = await putThroughput(store, 0, plan.putRecords);
  let fillMs = Date.now() - putStart;
  run.drafts.push(row(putCaseName(kind, plan.putRecords), storesMetrics.put, putRate, "entries/s"));
  run.fills.push([kind, `0 → ${count(plan.putRecords)}`, formatNumber(fillMs / 1000), formatNumber(putRate), "1"]);

  let size = plan.putRecords;
  let rss: { readonly entries: number; readonly planned: number } | undefined;
  const steps: readonly FillStep[] = storePlan.steps;
  for (const [index, step] of steps.entries()) {
    if (step.entries > size && fillMs < storePlan.fillBudgetMs) {
      log(`fill ${count(size)} → ${count(step.entries)} (${storePlan.fillConcurrency} in flight)`);
      const deadline = Date.now() + storePlan.fillBudgetMs - fillMs;
      const fill = await fillStore(store, { from: size, to: step.entries }, { concurrency: storePlan.fillConcurrency, deadline });
      fillMs += fill.ms;
      const seconds = fill.ms / 1000;
      run.fills.push([
        kind,
        `${count(size)} → ${count(fill.reached)}`,
        formatNumber(seconds),
        formatNumber((fill.reached - size) / seconds),
        String(storePlan.fillConcurrency),
      ]);
      size = fill.reached;
    }
    const reached = size >= step.entries;
    // A fill that stopped short measures here whatever the later steps would have measured.
    const pending = reached ? [step] : steps.slice(index);
    const searchStep = pending.find((candidate) => candidate.search);
    if (searchStep !== undefined)
      await measureSearch(store, size, sizeCaseName(kind, size, searchStep.entries, storePlan.fillBudgetMs), queries, plan, run, log);
    const rssStep = pending.find((candidate) => candidate.rss);
    if (rssStep !== undefined) rss = { entries: size, planned: rssStep.entries };
    if (!reached) {
      log(`fill budget of ${storePlan.fillBudgetMs / 1000} s spent at ${count(size)} entries; the later steps are measured here`);
      break;
    }
  }
  await searchStore.close();

  if (rss !== undefined) {
    if (kind !== "fs") throw new Error(`The memory probe opens fs stores only (asked for ${kind}).`);
    log(`memory of the opened store at ${count(rss.entries)} entries (child processes)`);
    const sizeCase = sizeCaseName(kind, rss.entries, rss.planned, storePlan.fillBudgetMs);
    const memory = await measureFsRss(searchStore.location, { ...benchSearch, text: queries[0]! });
    run.drafts.push(row(rssCaseName(sizeCase, "opened"), storesMetrics.rss, memory.openMb, "MiB"));
    run.drafts.push(row(rssCaseName(sizeCase, "opened + 1 search"), storesMetrics.rss, memory.searchMb, "MiB"));
    const mb = (bytes: number | undefined): string => formatNumber((bytes ?? 0) / (1024 * 1024));
    run.notes.push(
      `Memory (${sizeCase}): the empty baseline process (node + @engram/store-fs loaded, nothing opened) has RSS ${mb(memory.baseline.rssStartBytes)} MiB; ` +
        `the probe process starts at ${mb(memory.probe.rssStartBytes)} MiB, is at ${mb(memory.probe.rssOpenBytes)} MiB after openFsStore ` +
        `(${formatNumber(memory.probe.openMs ?? 0)} ms, ${count(memory.probe.entries ?? 0)} entries) and ${mb(memory.probe.rssSearchBytes)} MiB after one search ` +
        `(${formatNumber(memory.probe.searchMs ?? 0)} ms, ${memory.probe.hits ?? 0} hits). V8 heap in use: ${mb(memory.probe.heapStartBytes)} → ` +
        `${mb(memory.probe.heapOpenBytes)} → ${mb(memory.probe.heapSearchBytes)} MiB. The rows are RSS minus the baseline process's; every reading follows a full GC.`,
    );
  }
  return run;
}

async function measureSearch(
  store: MemoryStore,
  size: number,
  name: string,
  queries: readonly string[],
  plan: StoresPlan,
  run: StoreRun,
  log: (line: string) => void,
): Promise<void> {
  log(`search at ${count(size)} entries`);
  gc();
  const countMs = await sampleCount(store, benchSearch.scope, 10);
  const own = await sampleStoreSearch(store, queries, benchSearch, plan.search);
  gc();
  log(`naive load-and-scan at ${count(size)} entries`);
  const naive = await sampleNaiveSearch(store, queries, benchSearch, plan.naive);
  gc();
  run.drafts.push(
    row(name, storesMetrics.searchP50, own.summary.p50, "ms"),
    row(name, storesMetrics.searchP95, own.summary.p95, "ms"),
    row(name, storesMetrics.searchP50, naive.summary.p50, "ms", naiveBaseline),
    row(name, storesMetrics.searchP95, naive.summary.p95, "ms", naiveBaseline),
  );
  run.searches.push([
    name,
    `${own.summary.count} (${own.withHits} with hits)`,
    `${naive.summary.count} (${naive.withHits} with hits)`,
    formatNumber(countMs.p50),
  ]);
}

async function runStoresSuite(context: SuiteContext): Promise<SuiteResult> {
  const plan = storesPlan(context.quick);
  const queries = generateQueries(plan.queries);
  const notes: string[] = [];
  const redis = hasRedisServer();
  if (!redis) {
    const message = `redis-server not found at ${redisServerBinary} (apt-get install redis-server, or set REDIS_SERVER)`;
    if (process.env["CI"] === "true") throw new Error(`${message}; CI must have it.`);
    context.log(`*** stores: ${message}: the redis rows are SKIPPED ***`);
    notes.push(`SKIPPED: the redis rows. ${message}.`);
  }
  const kinds = storeKinds.filter((kind) => kind !== "redis" || redis);
  const drafts: RowDraft[] = [];
  const fills: string[][] = [];
  const searches: string[][] = [];
  const storeNotes: string[] = [];
  const workspace = await StoreWorkspace.create({ redis });
  try {
    for (const kind of kinds) {
      const run = await measureStore(kind, workspace, plan, queries, context);
      drafts.push(...run.drafts);
      fills.push(...run.fills);
      searches.push(...run.searches);
      storeNotes.push(...run.notes);
    }
  } finally {
    await workspace.dispose();
  }
  notes.push(
    [
      `Fills. Every entry goes in through the store's own put; the first ${count(plan.putRecords)} one at a time (the put_records_per_s sample),`,
      "the rest with the given number of puts in flight. A fill stops at its time budget wherever it is.",
      "",
      alignColumns(["store", "entries", "seconds", "entries/s", "in flight"], fills, new Set([2, 3, 4])),
    ].join("\n"),
    [
      `Searches. ${queries.length} queries, text only, scope ${JSON.stringify(benchSearch.scope)}, entries, limit ${benchSearch.limit}; sample i asks query i mod ${queries.length}.`,
      "Every result was checked: at most the limit, only entries visible in the scope. 'count p50' is count({ kind: \"entry\", scope }):",
      "a read with no search work, i.e. what each call costs the store before it searches.",
      "",
      alignColumns(["case", "store samples", "naive samples", "count p50 ms"], searches, new Set([3])),
    ].join("\n"),
    ...storeNotes,
  );
  return { rows: withRatios(drafts), notes };
}

export const storesSuite: Suite = {
  name: storesSuiteName,
  description: "The fs, SQLite and Redis stores: append and put throughput, search latency at 1k-100k entries vs a naive load-and-scan, fs memory.",
  run: runStoresSuite,
};
