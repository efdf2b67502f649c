import { writeAllOrNothing } from "../consolidation/record-writes.js";
import { EngramError } from "../errors.js";
import { refreshMemoryIndex } from "../consolidation/refresh-memory-index.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord, NoteRecord } from "../store/records.js";
import { isVisibleIn, sameScope, scopeLabel, type Scope } from "../store/scope.js";
import type { ForgetReport } from "./forget-entry.js";
import { purgeForgotten, type PurgeReport } from "./purge-forgotten.js";
import { isPurged, markPurged, readTombstone, unlistTombstone } from "../store-ops/tombstone.js";

/** Why an undo of a forget was refused (`details.reason` of UNDO_REFUSED). */
export type UndoForgetRefusal = "purged" | "not-forgotten" | "id-taken" | "key-taken";

function refused(report: ForgetReport, reason: UndoForgetRefusal, why: string, details: Record<string, unknown> = {}): EngramError {
  const entry = report.entries[0];
  const what = entry === undefined ? "this forget" : `the forgetting of entry "${entry.id}" (key "${entry.key}")`;
  return new EngramError("UNDO_REFUSED", `Cannot undo ${what}: ${why}`, { details: { reason, tombstone: report.tombstone.id, ...details } });
}

/** The tombstone note of `report` as stored; refused when it is gone or was purged. */
async function storedTombstone(store: MemoryStore, report: ForgetReport): Promise<NoteRecord> {
  const note = await store.get("note", report.tombstone.id);
  if (note === undefined) {
    throw refused(
      report,
      "not-forgotten",
      `its tombstone note "${report.tombstone.id}" is gone (the forget was undone already, or the note was deleted). Nothing was written.`,
    );
  }
  if (isPurged(note)) {
    throw refused(
      report,
      "purged",
      "its source passages were purged, so what it came from cannot come back. Remember the entry again instead. Nothing was written.",
    );
  }
  return note;
}

/** Refused when an entry under one of the report's keys in its scope, or with one of its ids, exists now (a key names it better: `remember` derives ids from keys). */
async function checkFree(store: MemoryStore, report: ForgetReport): Promise<void> {
  for (const entry of report.entries) {
    const [holder] = (await store.query({ kind: "entry", scope: entry.scope, scopeMode: "exact", key: entry.key, limit: 1 })).records;
    if (holder !== undefined) {
      throw refused(
        report,
        "key-taken",
        `an entry under the key "${entry.key}" exists again in scope ${scopeLabel(entry.scope)} (entry "${holder.id}"), remembered after the forget. Nothing was written; forget that entry first, or keep it.`,
        { key: entry.key, id: holder.id },
      );
    }
    if ((await store.get("entry", entry.id)) !== undefined) {
      throw refused(report, "id-taken", `an entry with its id "${entry.id}" exists again. Nothing was written; forget or delete that entry first.`, {
        id: entry.id,
      });
    }
  }
}

/**
 * Takes back a forget (`forgetEntry` without purge): puts the exact entries it deleted back, deletes its
 * tombstone note and takes it off the scope's tombstone list (so its source passages are recalled again),
 * and regenerates MEMORY.md of the scopes the entries are in. All or nothing. UNDO_REFUSED, writing
 * nothing, when the tombstone is gone (undone already) or was purged (`details.reason` "not-forgotten",
 * "purged"), or when an entry with one of the ids, or under one of the keys in its scope, exists now
 * ("id-taken", "key-taken"). Returns the entries as stored again.
 */
export async function undoForget(store: MemoryStore, context: Scope, report: ForgetReport, options: { now?: Date } = {}): Promise<EntryRecord[]> {
  const first = report.entries[0];
  if (first === undefined || !isVisibleIn(first.scope, context)) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `undoForget got a report of scope ${first ? scopeLabel(first.scope) : "(no entries)"}, not visible in ${scopeLabel(context)}: pass the report forgetEntry returned for this context.`,
    );
  }
  const now = (options.now ?? new Date()).toISOString();
  const tombstone = await storedTombstone(store, report);
  await checkFree(store, report);
  const written = await writeAllOrNothing(
    store,
    [...report.entries.map((entry) => ({ kind: "entry" as const, id: entry.id, after: entry })), { kind: "note", id: tombstone.id, before: tombstone }],
    (write) =>
      write.kind === "entry"
        ? refused(report, "id-taken", `an entry with its id "${write.id}" was written meanwhile. Nothing was written; forget or delete that entry first.`, {
            id: write.id,
          })
        : refused(report, "purged", `its tombstone note "${write.id}" changed meanwhile (a purge started). Nothing was written.`),
  );
  // A listed key without its note forgets nothing, so the note goes first and the list after.
  await unlistTombstone(store, tombstone.scope, tombstone.key, now);
  const scopes: Scope[] = [];
  for (const entry of report.entries) if (!scopes.some((scope) => sameScope(scope, entry.scope))) scopes.push(entry.scope);
  for (const scope of scopes) await refreshMemoryIndex(store, scope, { now });
  return written.flatMap((write) => (write.after?.kind === "entry" ? [write.after] : []));
}

/**
 * Purges what a forget without purge left in the store (see `purgeForgotten`): for a caller that offers
 * "purge" after forgetting. Tags the tombstone `engram-purged` first, so `undoForget` is refused from
 * then on. NOT_FORGOTTEN when the tombstone is gone (the forget was undone): forget again with purge.
 */
export async function purgeForgottenLater(store: MemoryStore, context: Scope, report: ForgetReport, options: { now?: Date } = {}): Promise<PurgeReport> {
  const note = await store.get("note", report.tombstone.id);
  const tombstone = note === undefined ? undefined : readTombstone(note);
  if (note === undefined || tombstone === undefined) {
    const entry = report.entries[0];
    throw new EngramError(
      "NOT_FORGOTTEN",
      `Cannot purge entry "${entry?.id ?? "?"}" (key "${entry?.key ?? "?"}"): its tombstone note "${report.tombstone.id}" is ${note === undefined ? "gone (the forget was undone)" : "unreadable"}. Forget the entry again with { purge: true }.`,
      { details: { tombstone: report.tombstone.id } },
    );
  }
  await markPurged(store, note.id, (options.now ?? new Date()).toISOString());
  return purgeForgotten(store, context, tombstone);
}
