import type { MemoryStore, ScopeMode } from "../store/memory-store.js";
import type { EntryRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { collectRecords } from "../store-ops/collect-records.js";
import { isValidAt } from "./working-set.js";

/**
 * What was true at `at`: the entries of `scope` (exactly, by default) that had started (`validFrom`,
 * else `createdAt`) and not yet been superseded (`validTo`) at that time, oldest first. Superseded
 * entries stay in the store until pruned, so the answer before a change still shows the old value.
 */
export async function entriesAsOf(store: MemoryStore, scope: Scope, at: string | Date, options: { scopeMode?: ScopeMode } = {}): Promise<EntryRecord[]> {
  const instant = typeof at === "string" ? Date.parse(at) : at.getTime();
  const entries = await collectRecords(store, { kind: "entry", scope, scopeMode: options.scopeMode ?? "exact", order: "created-asc" });
  return entries.filter((entry) => isValidAt(entry, instant));
}
