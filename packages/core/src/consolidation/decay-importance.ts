import { dayMs } from "../util/calendar-days.js";
import type { EntryRecord } from "../store/records.js";
import type { ConsolidationWorkingSet } from "./working-set.js";

/** When an entry was last used, or else last updated: what decay and age pruning count from. */
export function lastTouchedAt(entry: EntryRecord): number {
  return Date.parse(entry.lastUsedAt ?? entry.updatedAt);
}

/**
 * Importance × `factor` for every full `afterDays` an unpinned current entry has gone unused, counting
 * only the periods completed since the previous run (`since`), so running daily or monthly decays alike:
 * unused for 30 days, ×0.9 once; for 60, twice. Rounded to four decimals.
 */
export function decayImportance(set: ConsolidationWorkingSet, decay: { readonly afterDays: number; readonly factor: number }, since: number | undefined): void {
  const periodMs = decay.afterDays * dayMs;
  const periods = (ms: number): number => Math.floor(Math.max(0, ms) / periodMs);
  for (const entry of set.current()) {
    if (entry.pinned) continue;
    const touched = lastTouchedAt(entry);
    const steps = periods(set.nowMs - touched) - (since !== undefined && since > touched ? periods(since - touched) : 0);
    if (steps <= 0) continue;
    const to = Math.round(entry.importance * decay.factor ** steps * 10_000) / 10_000;
    if (to === entry.importance) continue;
    // updatedAt stays: decay is not an edit, and retention counts from the last real update.
    set.update(entry.id, { importance: to });
    const days = Math.floor((set.nowMs - touched) / dayMs);
    set.record({
      action: "decayed",
      id: entry.id,
      from: entry.importance,
      to,
      reason: `unused for ${days} days (×${decay.factor} per ${decay.afterDays} days)`,
    });
  }
}
