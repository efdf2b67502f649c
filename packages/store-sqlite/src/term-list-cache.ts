import { BoundedCache } from "@engram/core/store-kit";
import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import type { TermList } from "./term-list.js";

/**
 * Posting lists already read (and the blocks already decoded), per connection and term index, reused
 * by later searches while the index is unchanged: queries share most of their terms (a user's words,
 * file-path parts), and reading and decoding the common terms' blocks was most of a search's fixed
 * cost. The cache is dropped when the file changed: `PRAGMA data_version` moves when another connection
 * commits, and this connection's own block writes bump a counter (`noteTermWrite`).
 *
 * The lists live in core's `BoundedCache` (the least recently used dropped first), weighed by their
 * postings: at most `maxPostings` postings and `maxLists` lists. At a year of use (500,000 messages) the suite's 40 recalls read 2.8 million distinct
 * postings; with the first-read-first-dropped million kept before, 46% of what they read were lists read
 * again (docs/benchmarks.md). A posting of a message list is about 3 bytes of blob.
 */
const maxPostings = 4_000_000;
const maxLists = 65_536;

export interface ListCache {
  readonly version: number;
  readonly generation: number;
  /** Each list weighs its document frequency (at least 1). */
  readonly lists: BoundedCache<string, TermList>;
}

const weight = (list: TermList): number => Math.max(1, list.df);

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
    cache = {
      version,
      generation,
      lists: new BoundedCache<string, TermList>({ maxEntries: maxLists, weigh: weight, maxWeight: maxPostings }),
    };
    byTable.set(table, cache);
  }
  return cache;
}

/** A cached list (counted as a use); undefined when not cached. */
export function cachedList(cache: ListCache, term: string): TermList | undefined {
  return cache.lists.get(term);
}

/** Keeps `list` as the most recently used, then drops the least recently used lists past `maxPostings` (never `list` itself). */
export function rememberList(cache: ListCache, list: TermList): void {
  cache.lists.set(list.term, list);
}
