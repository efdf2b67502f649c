import type { MemoryStore } from "../store/memory-store.js";
import type { RecalledItem } from "./recall-types.js";

/**
 * Records that recalled entries were used: `lastUsedAt` = now, `useCount` + 1 (other fields and
 * `updatedAt` unchanged, so using a memory does not make it look edited). Daily items and turns have no
 * use counters. Returns how many entries were updated; an entry deleted meanwhile is skipped.
 */
export async function markRecalledUsed(store: MemoryStore, items: readonly RecalledItem[], now: string | Date): Promise<number> {
  const at = typeof now === "string" ? new Date(Date.parse(now)).toISOString() : now.toISOString();
  const ids = new Set<string>();
  for (const item of items) if (item.source.kind === "entry") ids.add(item.source.id);
  let updated = 0;
  for (const id of ids) {
    const entry = await store.get("entry", id);
    if (!entry) continue;
    await store.put({ ...entry, lastUsedAt: at, useCount: entry.useCount + 1 });
    updated++;
  }
  return updated;
}
