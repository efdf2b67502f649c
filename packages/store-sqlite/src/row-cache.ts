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
 * Each cache holds at most the `maxRows` its caller gives (the oldest dropped first); at most `maxCaches`
 * caches per connection (a cache per search shape: scope and excluded sessions).
 */
const maxCaches = 16;

interface RowCacheEntry<V> {
  readonly version: number;
  readonly generation: number;
  readonly rows: Map<number, V>;
}

/** The tables whose rows are cached: a message event's keys include its session's scope columns. */
export type CachedTable = "records" | "events";

const caches = new WeakMap<Database.Database, Map<string, RowCacheEntry<unknown>>>();
const generations = new WeakMap<Database.Database, Record<CachedTable, number>>();

/**
 * Called by this connection's writes that changed or removed these rows of `table` and no other: each
 * cache of the table forgets just them (an upsert keeps its rowid; a removed rowid may be taken again).
 */
export function forgetRows(db: Database.Database, table: CachedTable, rids: readonly number[]): void {
  const byName = caches.get(db);
  if (byName === undefined || rids.length === 0) return;
  const prefix = `${table}\u0000`;
  for (const [name, entry] of byName) {
    if (!name.startsWith(prefix)) continue;
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
export function rowCache<V>(db: Database.Database, table: CachedTable, name: string, maxRows: number): BoundedRows<V> {
  let byName = caches.get(db);
  if (byName === undefined) caches.set(db, (byName = new Map()));
  const version = cachedStatement(db, "PRAGMA data_version").pluck().get() as number;
  const generation = generations.get(db)?.[table] ?? 0;
  name = `${table}\u0000${name}`;
  let entry = byName.get(name) as RowCacheEntry<V> | undefined;
  if (entry === undefined || entry.version !== version || entry.generation !== generation) {
    if (entry !== undefined) byName.delete(name);
    else if (byName.size >= maxCaches) byName.delete(byName.keys().next().value!);
    entry = { version, generation, rows: new Map() };
    byName.set(name, entry as RowCacheEntry<unknown>);
  }
  return new BoundedRows(entry.rows, maxRows);
}

/** A cache's rows by rowid; `set` drops the oldest row past `maxRows`. */
export class BoundedRows<V> {
  readonly #rows: Map<number, V>;
  readonly #maxRows: number;

  constructor(rows: Map<number, V>, maxRows: number) {
    this.#rows = rows;
    this.#maxRows = maxRows;
  }

  get(rid: number): V | undefined {
    return this.#rows.get(rid);
  }

  set(rid: number, value: V): void {
    if (!this.#rows.has(rid) && this.#rows.size >= this.#maxRows) this.#rows.delete(this.#rows.keys().next().value!);
    this.#rows.set(rid, value);
  }
}
