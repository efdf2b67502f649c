import type { MemoryStore } from "../store/memory-store.js";
import type { RecalledItem } from "./recall-types.js";

/**
 * Records that recalled entries were used: `lastUsedAt` = now, `useCount` + 1, in one atomic store
 * call (other fields and `updatedAt` unchanged, so using a memory does not make it look edited). Daily
 * items and turns have no use counters. Returns how many entries were updated; an entry deleted
 * meanwhile is skipped.
 */
export async function markRecalledUsed(store: MemoryStore, items: readonly RecalledItem[], now: string | Date): Promise<number> {
  const at = typeof now === "string" ? now : now.toISOString();
  const ids = items.flatMap((item) => (item.source.kind === "entry" ? [item.source.id] : []));
  return ids.length === 0 ? 0 : store.markUsed(ids, at);
}
