import { findEntry } from "../store-ops/entry-lookup.js";
import { refreshMemoryIndex } from "../consolidation/refresh-memory-index.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord, NoteRecord } from "../store/records.js";
import { isVisibleIn, sameScope, type Scope } from "../store/scope.js";
import { purgeForgotten, type PurgeReport } from "./purge-forgotten.js";
import { markPurged, readTombstone, tombstoneNote, writeTombstone } from "../store-ops/tombstone.js";

export interface ForgetOptions {
  /**
   * Also erase the entry's source passages from the store (archived messages, daily log, notes,
   * summaries, checkpoints) and scrub the store: the GDPR path (see `purgeForgotten`). Default false.
   */
  readonly purge?: boolean;
}

/** What forgetting an entry did. */
export interface ForgetReport {
  /** The entry forgotten, then the entries it superseded (the same fact's earlier values), all deleted. */
  readonly entries: readonly EntryRecord[];
  /** The tombstone note that keeps recall from bringing its source passages back. */
  readonly tombstone: NoteRecord;
  /** With `purge`: what was erased. */
  readonly purged?: PurgeReport;
}

/** The entries `entry` superseded, following `supersedes` through entries visible in `context`. */
async function supersededChain(store: MemoryStore, context: Scope, entry: EntryRecord): Promise<EntryRecord[]> {
  const chain: EntryRecord[] = [];
  const seen = new Set([entry.id]);
  for (let id = entry.supersedes; id !== undefined && !seen.has(id); ) {
    seen.add(id);
    const earlier = await store.get("entry", id);
    if (earlier === undefined || !isVisibleIn(earlier.scope, context)) break;
    chain.push(earlier);
    id = earlier.supersedes;
  }
  return chain;
}

/**
 * Forgets the entry visible in `context` by id, or by key in `context`: writes its tombstone first (so
 * its source passages stay out of recall even if what follows fails), deletes it with its revisions and
 * the entries it superseded, and regenerates MEMORY.md of each scope they were in. With `purge`, then
 * tags the tombstone `engram-purged` and erases its source passages from the store. Undefined when
 * there is no such entry. `undoForget` takes a forget back until it is purged; `purgeForgottenLater`
 * purges one forgotten without.
 */
export async function forgetEntry(
  store: MemoryStore,
  context: Scope,
  keyOrId: string,
  options: ForgetOptions & { readonly now: Date },
): Promise<ForgetReport | undefined> {
  const entry = await findEntry(store, context, context, keyOrId);
  if (entry === undefined) return undefined;
  const now = options.now.toISOString();
  const earlier = await supersededChain(store, context, entry);
  const tombstone = await writeTombstone(store, tombstoneNote(entry, earlier, now));
  const entries = [entry, ...earlier];
  for (const each of entries) await store.delete("entry", each.id);
  const scopes: Scope[] = [];
  for (const each of entries) if (!scopes.some((scope) => sameScope(scope, each.scope))) scopes.push(each.scope);
  for (const scope of scopes) await refreshMemoryIndex(store, scope, { now: options.now });
  if (!options.purge) return { entries, tombstone };
  // Marked first: a purge that fails half way has erased passages all the same, so undo is refused.
  const marked = (await markPurged(store, tombstone.id, now)) ?? tombstone;
  const purged = await purgeForgotten(store, context, readTombstone(tombstone)!);
  return { entries, tombstone: marked, purged };
}
