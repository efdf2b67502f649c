import type { MemoryStore, Scope } from "@engram/core";
import { isVisibleIn, type SearchTarget } from "@engram/core/store";
import { sampleCallMs, sampleMs, summarize, type SampleOptions, type SampleSummary } from "../harness.js";
import { naiveSearch } from "./naive-scan.js";

/** What every measured search asks: text in a scope, entries only, the best 10. */
export interface BenchSearch {
  readonly scope: Scope;
  readonly targets: readonly SearchTarget[];
  readonly limit: number;
}

export interface SearchSampling {
  readonly summary: SampleSummary;
  /** Timed searches (warmups excluded) that returned at least one hit. */
  readonly withHits: number;
}

/**
 * Samples `search` over the queries in order (sample i asks query i mod n). After each call, untimed:
 * the result must hold at most `limit` hits, each an entry visible in the scope; the run aborts if not.
 */
async function sampleQueries(
  queries: readonly string[],
  options: SampleOptions,
  limit: number,
  scope: Scope,
  search: (text: string) => Promise<ReadonlyArray<{ readonly kind: string; readonly scope: Scope }>>,
  label: string,
): Promise<SearchSampling> {
  let withHits = 0;
  let last: ReadonlyArray<{ readonly kind: string; readonly scope: Scope }> = [];
  const samples = await sampleMs<string>(
    {
      setup: (i) => queries[i % queries.length]!,
      run: async (text) => {
        last = await search(text);
      },
      after: (text, i) => {
        if (last.length > limit) throw new Error(`${label}: "${text}" returned ${last.length} hits, limit ${limit}.`);
        const stray = last.find((hit) => hit.kind !== "entry" || !isVisibleIn(hit.scope, scope));
        if (stray !== undefined) throw new Error(`${label}: "${text}" returned a ${stray.kind} outside the scope: ${JSON.stringify(stray.scope)}.`);
        if (i >= options.warmup && last.length > 0) withHits += 1;
      },
    },
    options,
  );
  return { summary: summarize(samples), withHits };
}

/** The store's own `search`. */
export function sampleStoreSearch(store: MemoryStore, queries: readonly string[], search: BenchSearch, options: SampleOptions): Promise<SearchSampling> {
  return sampleQueries(
    queries,
    options,
    search.limit,
    search.scope,
    async (text) => {
      const hits = await store.search({ text, scope: search.scope, targets: search.targets, limit: search.limit });
      return hits.map((hit) => (hit.target === "record" ? hit.record : { kind: "message", scope: {} }));
    },
    "store search",
  );
}

/** The naive baseline on the same store, queries and scope. */
export function sampleNaiveSearch(store: MemoryStore, queries: readonly string[], search: BenchSearch, options: SampleOptions): Promise<SearchSampling> {
  return sampleQueries(
    queries,
    options,
    search.limit,
    search.scope,
    async (text) => (await naiveSearch(store, { text, scope: search.scope, limit: search.limit })).map((hit) => hit.record),
    "naive search",
  );
}

/** `count` of the scope's entries: a read that does no search work, so it shows a store's fixed cost per call. */
export async function sampleCount(store: MemoryStore, scope: Scope, iterations: number): Promise<SampleSummary> {
  return summarize(await sampleCallMs(() => store.count({ kind: "entry", scope }), { warmup: 1, iterations }));
}
