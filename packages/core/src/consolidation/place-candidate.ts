import { trustRank } from "../store/trust.js";
import type { EntryRecord } from "../store/records.js";
import { keyForNewValue, renameChain } from "./chain-key.js";
import { mergeIntoEntry, supersedeEntry } from "./merge-entries.js";
import { relateEntries, type MemoryRelation, type RelateOptions } from "./relate-entries.js";
import { uniqueKey } from "./unique-key.js";
import { validFromOf, type ConsolidationWorkingSet } from "./working-set.js";

/** A distilled entry not yet in the set, and the daily items it came from. */
export interface Candidate {
  readonly entry: EntryRecord;
  readonly dailyIds: readonly string[];
}

interface Match {
  readonly target: EntryRecord;
  readonly relation: MemoryRelation;
}

const comparable = (set: ConsolidationWorkingSet, entry: EntryRecord) => {
  const vector = set.vectors.get(entry.id);
  return { type: entry.type, key: entry.key, content: entry.content, ...(vector ? { vector } : {}) };
};

/** The current entry `entry` relates to most closely: the same key first, then the highest similarity, then id. */
export function closestRelated(
  set: ConsolidationWorkingSet,
  entry: EntryRecord,
  options: RelateOptions,
  among: readonly EntryRecord[] = set.current(),
): Match | undefined {
  let best: Match | undefined;
  for (const target of among) {
    if (target.id === entry.id) continue;
    const relation = relateEntries(comparable(set, entry), comparable(set, target), options);
    if (!relation) continue;
    const rank = (m: Match) => [m.target.key === entry.key ? 1 : 0, m.relation.similarity] as const;
    const candidate = { target, relation };
    if (!best) {
      best = candidate;
      continue;
    }
    const [keyA, simA] = rank(candidate);
    const [keyB, simB] = rank(best);
    if (keyA > keyB || (keyA === keyB && (simA > simB || (simA === simB && target.id < best.target.id)))) best = candidate;
  }
  return best;
}

/**
 * Puts a distilled candidate into the set: merged into the current entry it duplicates, superseding
 * the one it contradicts (or, when the candidate is the older statement, stored as already superseded
 * history), or created. A contradiction from a less trusted source than the current value is skipped
 * and reported, so a web page or tool output cannot overwrite what the user said.
 */
export function placeCandidate(set: ConsolidationWorkingSet, candidate: Candidate, options: RelateOptions, via: "heuristic" | "model"): void {
  const { entry, dailyIds } = candidate;
  const match = closestRelated(set, entry, options);
  if (!match) {
    const key = uniqueKey(set, entry.key, entry.id);
    set.set({ ...entry, key });
    set.record({ action: "created", id: entry.id, key, fromDaily: dailyIds, via, reason: "no near-duplicate or contradicted entry" });
    return;
  }
  const { target, relation } = match;
  if (relation.kind === "duplicate") {
    mergeIntoEntry(set, target.id, entry);
    set.vectors.delete(entry.id);
    set.record({ action: "merged", id: target.id, fromDaily: dailyIds, via, reason: relation.reason });
    return;
  }
  if (trustRank[entry.provenance.trust] < trustRank[target.provenance.trust]) {
    set.vectors.delete(entry.id);
    set.record({
      action: "skipped",
      fromDaily: dailyIds,
      via,
      reason: `contradicts ${target.id} (${relation.reason}) from a more trusted source (${target.provenance.trust})`,
    });
    return;
  }
  if (Date.parse(validFromOf(entry)) >= Date.parse(validFromOf(target))) {
    const key = keyForNewValue(set, target, entry.content, entry.id);
    const validTo = supersedeEntry(set, target.id, { ...entry, key });
    if (key !== target.key) renameChain(set, target.id, target.key, key);
    set.record({ action: "created", id: entry.id, key, fromDaily: dailyIds, via, reason: `newer value of ${target.id}` });
    set.record({ action: "superseded", id: target.id, by: entry.id, validTo, via, reason: relation.reason });
    return;
  }
  // The candidate is the older statement (a late daily item): it becomes history behind the current entry.
  const key = target.key;
  const validTo = validFromOf(target);
  set.set({ ...entry, key, validTo, supersededBy: target.id });
  if (target.supersedes === undefined) set.update(target.id, { supersedes: entry.id, updatedAt: set.now });
  set.record({ action: "created", id: entry.id, key, fromDaily: dailyIds, via, reason: `older value of ${target.id}, stored as history` });
  set.record({ action: "superseded", id: entry.id, by: target.id, validTo, via, reason: relation.reason });
}
