import { collectRecords } from "../store-ops/collect-records.js";
import { memoryIndexRecord } from "./memory-index-record.js";
import { memoryIndexLimits, type IndexLimits } from "./truncate-index-content.js";
import { isCurrent } from "./working-set.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { IndexRecord } from "../store/records.js";
import { scopeLabel, type Scope } from "../store/scope.js";
import { untilStored } from "../store-ops/until-stored.js";

/**
 * Regenerates MEMORY.md (the index record) of exactly `scope` from its current entries, as
 * consolidation renders it (`memoryIndexRecord`), and stores it unless it already says the same. Called
 * after every change to long-term memory (remember, edit, forget, pin, import), so the index injected
 * into prompts never shows what was just changed or forgotten. Reads the index, then the scope's entries,
 * then writes with a compare-and-set against the index as read: of concurrent refreshers, the last to
 * store read every entry written before it, so the index ends up showing them all. Returns the index as
 * stored; undefined (nothing written) for a scope without an index and without entries.
 */
export async function refreshMemoryIndex(
  store: MemoryStore,
  scope: Scope,
  options: { now: Date | string; limits?: IndexLimits },
): Promise<IndexRecord | undefined> {
  const now = new Date(options.now).toISOString();
  const nowMs = Date.parse(now);
  const limits = { ...memoryIndexLimits, ...options.limits };
  const result = await untilStored(`MEMORY.md of scope ${scopeLabel(scope)}`, async (): Promise<{ index: IndexRecord | undefined } | undefined> => {
    const [existing] = (await store.query({ kind: "index", scope, scopeMode: "exact", limit: 1 })).records;
    const entries = await collectRecords(store, { kind: "entry", scope, scopeMode: "exact" });
    const current = entries.filter((entry) => isCurrent(entry, nowMs));
    // A scope that never had an index and has nothing to show gets none.
    if (existing === undefined && current.length === 0) return { index: undefined };
    const { index, changed } = memoryIndexRecord(scope, current, existing, now, limits);
    if (!changed) return { index: existing };
    const stored = await store.putIf(index, existing ?? null);
    return stored === undefined ? undefined : { index: stored };
  });
  return result.index;
}
