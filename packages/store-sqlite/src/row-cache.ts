import { BoundedCache } from "@engram/core/store-kit";
import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";

/**
 * Rows already read by a search, per connection, reused by later searches while the rows are as they
 * were: a session's searches read the same candidates' sort keys and bodies call after call. A cache
 * is emptied when its table's rows may have changed: `PRAGMA data_version` moves when another
 * connection commits; this connection's record writes (put, delete, markUsed) make every records cache
 * forget the rows they wrote (`forgetRows`), and a deleted session bumps the events' counter
 * (`noteRowWrite`). An append only adds rows (a new event takes a rowid no cached row has) and a session's
 * scope never changes, so appends leave the caches as they are.
 *
 * Each cache holds at most the `maxRows` its caller gives, and a connection at most `maxCaches` caches
 * (a cache per search shape: scope and excluded sessions); both are core's `BoundedCache`, the least
 * recently used dropped first.
 */
const maxCaches = 16;

interface RowCacheEntry<V> {
  readonly table: CachedTable;
  readonly version: number;
  readonly generation: number;
  readonly rows: BoundedCache<number, V>;
}

/** The tables whose rows are cached: a message event's keys include its session's scope columns. */
export type CachedTable = "records" | "events";

const caches = new WeakMap<Database.Database, BoundedCache<string, RowCacheEntry<unknown>>>();
const generations = new WeakMap<Database.Database, Record<CachedTable, number>>();

/**
 * Called by this connection's writes that changed or removed these rows of `table` and no other: each
 * cache of the table forgets just them (an upsert keeps its rowid; a removed rowid may be taken again).
 */
export function forgetRows(db: Database.Database, table: CachedTable, rids: readonly number[]): void {
  const byName = caches.get(db);
  if (byName === undefined || rids.length === 0) return;
  for (const entry of byName.values()) {
    if (entry.table !== table) continue;
    for (const rid of rids) entry.rows.delete(rid);
  }
}

/** Called by every write of this connection that can change or remove rows of `table` it cannot name. */
export function noteRowWrite(db: Database.Database, table: CachedTable): void {
  const counts = generations.get(db) ?? { records: 0, events: 0 };
  counts[table] += 1;
  generations.set(db, counts);
}

/**
 * The cache named `name` on `db` of rows of `table` (one per search shape), emptied first when the
 * rows may have changed.
 */
export function rowCache<V>(db: Database.Database, table: CachedTable, name: string, maxRows: number): BoundedCache<number, V> {
  let byName = caches.get(db);
  if (byName === undefined) caches.set(db, (byName = new BoundedCache({ maxEntries: maxCaches })));
  const version = cachedStatement(db, "PRAGMA data_version").pluck().get() as number;
  const generation = generations.get(db)?.[table] ?? 0;
  const key = `${table}\u0000${name}`;
  let entry = byName.get(key) as RowCacheEntry<V> | undefined;
  if (entry === undefined || entry.version !== version || entry.generation !== generation) {
    entry = { table, version, generation, rows: new BoundedCache<number, V>({ maxEntries: maxRows }) };
    byName.set(key, entry as RowCacheEntry<unknown>);
  }
  return entry.rows;
}
