import { dayMs } from "../util/calendar-days.js";
import type { EntryRecord } from "../store/records.js";
import { compareForIndex } from "./render-memory-index.js";
import { lastTouchedAt } from "./decay-importance.js";
import type { RetentionPolicy } from "./retention-policy.js";
import type { ConsolidationWorkingSet } from "./working-set.js";

export interface PruneRules {
  readonly maxAgeDays: number | null;
  readonly minConfidence: number;
  readonly maxEntries: number;
}

function prune(set: ConsolidationWorkingSet, entry: EntryRecord, rule: "age" | "confidence" | "cap" | "superseded", reason: string): void {
  set.remove(entry.id);
  set.record({ action: "pruned", id: entry.id, rule, reason });
}

/**
 * CLIO's prune_ltm and CoClaw's cap, pins always exempt: superseded entries `maxAgeDays` after they
 * stopped being valid; current ones unused for `maxAgeDays` (except the types the retention policy keeps
 * forever), then those below `minConfidence`, then the least important beyond `maxEntries` (pinned ones
 * count toward the cap but are never removed).
 */
export function pruneEntries(set: ConsolidationWorkingSet, rules: PruneRules, retention: RetentionPolicy): void {
  const age = (from: number): number => Math.floor((set.nowMs - from) / dayMs);
  for (const entry of set.all()) {
    if (entry.pinned || entry.validTo === undefined || Date.parse(entry.validTo) > set.nowMs) continue;
    if (rules.maxAgeDays !== null && age(Date.parse(entry.validTo)) >= rules.maxAgeDays) {
      prune(set, entry, "superseded", `superseded ${age(Date.parse(entry.validTo))} days ago (kept ${rules.maxAgeDays} days)`);
    }
  }
  for (const entry of set.current()) {
    if (entry.pinned) continue;
    const unused = age(lastTouchedAt(entry));
    if (rules.maxAgeDays !== null && unused >= rules.maxAgeDays && !retention.keepTypes.includes(entry.type)) {
      prune(set, entry, "age", `unused for ${unused} days (limit ${rules.maxAgeDays})`);
    } else if (entry.confidence < rules.minConfidence) {
      prune(set, entry, "confidence", `confidence ${entry.confidence} below ${rules.minConfidence}`);
    }
  }
  const current = set.current();
  const excess = current.length - rules.maxEntries;
  if (excess <= 0) return;
  const removable = current
    .filter((entry) => !entry.pinned)
    .sort(compareForIndex)
    .reverse();
  for (const entry of removable.slice(0, excess)) {
    prune(set, entry, "cap", `over the cap of ${rules.maxEntries} entries, among the least important`);
  }
}
