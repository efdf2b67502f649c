import { consolidatedTag } from "../store/records.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { DailyRecord, IndexRecord } from "../store/records.js";
import { sameRecord } from "../store-kit/same-record.js";
import type { ConsolidationChange } from "./consolidation-report.js";

import type { ConsolidationWorkingSet } from "./working-set.js";

const conflictReason = "changed by another writer during the run; left as it is, considered again at the next run";

/**
 * Writes a run's results back, each record with a compare-and-set against what the run read, so a
 * concurrent `remember`, edit, pin or use mark is never overwritten: such a record is skipped and
 * reported as a conflict. What depends on a skipped entry is skipped too: the entries it absorbed stay,
 * and the daily items distilled into it stay unconsumed (the next run distills them again). Returns
 * the conflicts and the daily items actually consumed.
 */
export async function writeResults(
  store: MemoryStore,
  set: ConsolidationWorkingSet,
  pending: readonly DailyRecord[],
  index: { readonly next: IndexRecord; readonly read: IndexRecord | undefined } | undefined,
): Promise<{ conflicts: ConsolidationChange[]; consumed: string[] }> {
  const conflicts: ConsolidationChange[] = [];
  const skipped = new Set<string>();
  const conflict = (kind: "entry" | "daily" | "index", id: string): void => {
    conflicts.push({ action: "conflict", kind, id, reason: conflictReason });
  };
  const { write, remove } = set.pending();
  for (const entry of write) {
    if ((await store.putIf(entry, set.asRead(entry.id) ?? null)) !== undefined) continue;
    skipped.add(entry.id);
    conflict("entry", entry.id);
  }
  const absorbedInto = new Map(
    set.changes.flatMap((change) => (change.action === "merged" && change.absorbed !== undefined ? [[change.absorbed, change.id] as const] : [])),
  );
  for (const id of remove) {
    const read = set.asRead(id);
    if (read === undefined) continue;
    const survivor = absorbedInto.get(id);
    if (survivor !== undefined && skipped.has(survivor)) continue;
    // The contract has no delete-if: the entry is compared right before it is deleted.
    const current = await store.get("entry", id);
    if (current === undefined) continue;
    if (!sameRecord(current, read)) {
      conflict("entry", id);
      continue;
    }
    await store.delete("entry", id);
  }
  // Marked last: a run that fails half way distills these items again, and they merge as duplicates.
  const blocked = new Set(
    set.changes.flatMap((change) => ((change.action === "created" || change.action === "merged") && skipped.has(change.id) ? change.fromDaily : [])),
  );
  const consumed: string[] = [];
  for (const item of pending) {
    if (blocked.has(item.id)) continue;
    if ((await store.putIf({ ...item, tags: [...item.tags, consolidatedTag], updatedAt: set.now }, item)) === undefined) conflict("daily", item.id);
    else consumed.push(item.id);
  }
  if (!index) return { conflicts, consumed };
  // Rendered from the run's entries: with one of them skipped it would show what the store does not hold.
  if (skipped.size > 0)
    conflicts.push({
      action: "conflict",
      kind: "index",
      id: index.next.id,
      reason: "not regenerated: entries changed during the run; the next run regenerates it",
    });
  else if ((await store.putIf(index.next, index.read ?? null)) === undefined) conflict("index", index.next.id);
  return { conflicts, consumed };
}
