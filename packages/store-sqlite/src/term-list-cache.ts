import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import type { TermList } from "./term-list.js";

/**
 * Posting lists already read (and the blocks already decoded), per connection and term index, reused
 * by later searches while the index is unchanged: queries share most of their terms (a user's words,
 * file-path parts), and reading and decoding the common terms' blocks was most of a search's fixed
 * cost. The cache is dropped when the file changed: `PRAGMA data_version` moves when another connection
 * commits, and this connection's own block writes bump a counter (`noteTermWrite`). At most `maxEntries`
 * postings are kept (the lists read first are dropped first: a search touches tens of lists, and keeping
 * them in use order cost a delete and an insert per list per search).
 */
const maxEntries = 1_000_000;

export interface ListCache {
  version: number;
  generation: number;
  entries: number;
  readonly lists: Map<string, TermList>;
}

const caches = new WeakMap<Database.Database, Map<string, ListCache>>();
const generations = new WeakMap<Database.Database, Map<string, number>>();

/** Called for every block write to `table` on `db`: its lists cached from before no longer hold. */
export function noteTermWrite(db: Database.Database, table: string): void {
  let byTable = generations.get(db);
  if (byTable === undefined) generations.set(db, (byTable = new Map()));
  byTable.set(table, (byTable.get(table) ?? 0) + 1);
}

/** The cached lists of `table` on `db`, emptied first when the file changed since they were read. */
export function listCache(db: Database.Database, table: string): ListCache {
  let byTable = caches.get(db);
  if (byTable === undefined) caches.set(db, (byTable = new Map()));
  const version = cachedStatement(db, "PRAGMA data_version").pluck().get() as number;
  const generation = generations.get(db)?.get(table) ?? 0;
  let cache = byTable.get(table);
  if (cache === undefined || cache.version !== version || cache.generation !== generation) {
    cache = { version, generation, entries: 0, lists: new Map() };
    byTable.set(table, cache);
  }
  return cache;
}

/** A cached list; undefined when not cached. */
export function cachedList(cache: ListCache, term: string): TermList | undefined {
  return cache.lists.get(term);
}

export function rememberList(cache: ListCache, list: TermList): void {
  cache.lists.set(list.term, list);
  cache.entries += Math.max(1, list.df);
  for (const [term, oldest] of cache.lists) {
    if (cache.entries <= maxEntries || oldest === list) break;
    cache.lists.delete(term);
    cache.entries -= Math.max(1, oldest.df);
  }
}
