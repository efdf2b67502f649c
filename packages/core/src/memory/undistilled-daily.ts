import { loadForgottenFilter } from "../recall/forgotten-filter.js";
import type { MemoryStore } from "../store/memory-store.js";
import { consolidatedTag, type DailyRecord, type EntryType } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { layerOf, type ScopeLayer } from "./layered-recall.js";

/** How many of a context's newest daily items are read at most, before they are filtered and ordered. */
const dailyPool = 200;

/** A daily item and the index of its layer. */
export interface LayeredDaily {
  readonly layer: number;
  readonly record: DailyRecord;
}

/**
 * The newest daily items visible in `context` (at most 200 read, from `fromDate` and of `types` when
 * given) that consolidation has not distilled into entries yet (those are in MEMORY.md), that come from no
 * forgotten entry, that belong to one of `layers` and are not among `excludeIds`: newest first, each with
 * its layer. What the recent daily log and the standing rules of a memory block are made of.
 */
export async function undistilledDaily(options: {
  readonly store: MemoryStore;
  readonly context: Scope;
  readonly layers: readonly ScopeLayer[];
  readonly fromDate?: string;
  readonly types?: readonly EntryType[];
  readonly excludeIds?: readonly string[];
}): Promise<LayeredDaily[]> {
  const { store, context, layers } = options;
  const page = await store.query({
    kind: "daily",
    scope: context,
    ...(options.fromDate === undefined ? {} : { fromDate: options.fromDate }),
    ...(options.types === undefined ? {} : { types: options.types }),
    order: "updated-desc",
    limit: dailyPool,
  });
  const forgotten = await loadForgottenFilter(store, context);
  const found: LayeredDaily[] = [];
  for (const record of page.records) {
    if (record.tags.includes(consolidatedTag) || forgotten?.dropsDaily(record) || options.excludeIds?.includes(record.id)) continue;
    const layer = layerOf(record.scope, layers);
    if (layer !== -1) found.push({ layer, record });
  }
  return found;
}
