import type { SampleOptions } from "../harness.js";
import type { StoreKind } from "../stores/open-stores.js";

export const storesSuiteName = "stores";

export const storesMetrics = {
  append: "append_events_per_s",
  put: "put_records_per_s",
  searchP50: "search_ms_p50",
  searchP95: "search_ms_p95",
  rss: "rss_mb",
} as const;

/** One size a store is filled to, and what is measured there. */
export interface FillStep {
  readonly entries: number;
  readonly search: boolean;
  /** Resident memory of the opened store (fs only). */
  readonly rss: boolean;
}

export interface StorePlan {
  readonly steps: readonly FillStep[];
  /** Puts in flight while filling (the first `putRecords` are always one at a time). */
  readonly fillConcurrency: number;
  /**
   * Time spent putting (searches between fills not counted) after which filling stops, even short of
   * a step; what the unreached steps would measure is then measured at the size reached, and the case
   * name says so.
   */
  readonly fillBudgetMs: number;
}

export interface StoresPlan {
  /** Session events appended one per call, per store. */
  readonly appendEvents: number;
  /** The first puts into the empty search store, one per call and awaited: the write-throughput sample. */
  readonly putRecords: number;
  readonly queries: number;
  readonly stores: Readonly<Record<StoreKind, StorePlan>>;
  readonly search: SampleOptions;
  readonly naive: SampleOptions;
}

const full = (entries: number, search: boolean, rss = false): FillStep => ({ entries, search, rss });

/**
 * The sizes and sample counts. SQLite and Redis are searched at 1k, 10k and 100k entries. The fs
 * store's search target is at 10k and its memory row at 100k (about 3 minutes of puts on the bench
 * machine); every store's fill has a time budget as a guard, not expected to be reached (see README). The naive baseline loads everything per search, so it gets a few samples within a
 * time budget; the stores get every query at least once.
 */
export function storesPlan(quick: boolean): StoresPlan {
  if (quick) {
    const step = [full(200, true)];
    return {
      appendEvents: 40,
      putRecords: 50,
      queries: 50,
      stores: {
        fs: { steps: [full(200, true, true)], fillConcurrency: 1, fillBudgetMs: 60_000 },
        sqlite: { steps: step, fillConcurrency: 1, fillBudgetMs: 60_000 },
        redis: { steps: step, fillConcurrency: 16, fillBudgetMs: 60_000 },
      },
      search: { warmup: 2, iterations: 8 },
      naive: { warmup: 1, iterations: 3 },
    };
  }
  const searchSteps = [full(1_000, true), full(10_000, true), full(100_000, true)];
  return {
    appendEvents: 2_000,
    putRecords: 1_000,
    queries: 50,
    stores: {
      fs: { steps: [full(1_000, true), full(10_000, true), full(100_000, false, true)], fillConcurrency: 1, fillBudgetMs: 300_000 },
      sqlite: { steps: searchSteps, fillConcurrency: 1, fillBudgetMs: 420_000 },
      redis: { steps: searchSteps, fillConcurrency: 32, fillBudgetMs: 420_000 },
    },
    search: { warmup: 10, iterations: 100, budgetMs: 4_000, minIterations: 50 },
    naive: { warmup: 1, iterations: 50, budgetMs: 4_000, minIterations: 3 },
  };
}

const count = (n: number): string => n.toLocaleString("en-US");

export function appendCaseName(store: StoreKind, events: number): string {
  return `${store} / ${count(events)} events, 1 per call`;
}

export function putCaseName(store: StoreKind, entries: number): string {
  return `${store} / ${count(entries)} entries, 1 per call`;
}

/** "sqlite / 100,000 entries", or "fs / 3,210 entries (10,000 not reached in 120 s)" when the fill stopped short. */
export function sizeCaseName(store: StoreKind, entries: number, planned: number, budgetMs: number): string {
  const base = `${store} / ${count(entries)} entries`;
  return entries >= planned ? base : `${base} (${count(planned)} not reached in ${Math.round(budgetMs / 1000)} s)`;
}

export function rssCaseName(sizeCase: string, phase: "opened" | "opened + 1 search"): string {
  return `${sizeCase}, ${phase}`;
}

/** The store and entry count in a size case name (the targets read them back). */
export function parseSizeCase(name: string): { store: string; entries: number; reached: boolean } | undefined {
  const match = /^(\w+) \/ ([\d,]+) entries( \(|$)/.exec(name);
  if (match === null) return undefined;
  return { store: match[1]!, entries: Number(match[2]!.replaceAll(",", "")), reached: match[3] === "" };
}
