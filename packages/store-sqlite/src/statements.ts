import { BoundedCache } from "@engram/core/store-kit";
import type Database from "better-sqlite3";

/**
 * A bound parameter the query planner does not look at. better-sqlite3 builds SQLite with STAT4, and a
 * statement whose plan looked at a bound value (a bound LIMIT, or a parameter compared with an ORDER BY
 * term's index column) is planned again on every run after new bindings: the index query of each model
 * call took 105 us instead of 22 inside the adapters bench. A scalar subquery is evaluated once per run
 * and constrains the same index the same way (the plans are the same), without re-planning. Used in the
 * statements with ORDER BY or LIMIT that run on every call.
 */
export const unplannedParam = "(SELECT ?)";

/** Statements kept per connection; SQL shapes vary with the filters' counts, so the cache is bounded. */
const maxStatements = 256;
const caches = new WeakMap<Database.Database, BoundedCache<string, Database.Statement>>();

/**
 * The prepared statement for `sql` on `db`, prepared once per SQL shape (the text with its `?`
 * placeholders) and reused by every later call; past 256 shapes the least recently used is dropped
 * (core's `BoundedCache`), so the shapes every call runs stay prepared.
 */
export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new BoundedCache({ maxEntries: maxStatements });
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
