import { trustRank } from "../store/trust.js";
import type { EntryRecord } from "../store/records.js";
import { mergeIntoEntry, supersedeEntry } from "./merge-entries.js";
import { closestRelated } from "./place-candidate.js";
import type { RelateOptions } from "./relate-entries.js";
import { validFromOf, type ConsolidationWorkingSet } from "./working-set.js";

const byValidFrom = (a: EntryRecord, b: EntryRecord): number =>
  Date.parse(validFromOf(a)) - Date.parse(validFromOf(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The dedup pass over entries already in long-term memory (written by `remember`, imported, edited by
 * hand): oldest first, each is compared with the current entries before it. A duplicate is folded into
 * the earlier entry (or into itself when only it is pinned) and the absorbed one deleted, reported as
 * merged; a contradiction supersedes the earlier entry unless it comes from a less trusted source.
 */
export function dedupeEntries(set: ConsolidationWorkingSet, options: RelateOptions): void {
  const ordered = set.current().sort(byValidFrom);
  for (const [index, entry] of ordered.entries()) {
    if (!set.get(entry.id)) continue;
    const current = new Map(set.current().map((e) => [e.id, e]));
    const earlier = ordered.slice(0, index).flatMap((other) => current.get(other.id) ?? []);
    const match = closestRelated(set, entry, options, earlier);
    if (!match) continue;
    const { target, relation } = match;
    const newer = set.get(entry.id)!;
    if (relation.kind === "duplicate") {
      if (target.pinned && newer.pinned) continue;
      const [survivor, absorbed] = newer.pinned ? [newer, target] : [target, newer];
      mergeIntoEntry(set, survivor.id, absorbed);
      set.remove(absorbed.id);
      set.record({ action: "merged", id: survivor.id, fromDaily: [], absorbed: absorbed.id, via: "heuristic", reason: relation.reason });
      continue;
    }
    if (trustRank[newer.provenance.trust] < trustRank[target.provenance.trust]) {
      set.warn(`${newer.id} contradicts ${target.id} (${relation.reason}) but comes from a less trusted source: both kept`);
      continue;
    }
    const validTo = supersedeEntry(set, target.id, newer);
    set.record({ action: "superseded", id: target.id, by: newer.id, validTo, via: "heuristic", reason: relation.reason });
  }
}
