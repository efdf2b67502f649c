import type Database from "better-sqlite3";

/** Statements kept per connection; SQL shapes vary with the filters' counts, so the cache is bounded. */
const maxStatements = 256;
const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * The prepared statement for `sql` on `db`, prepared once per SQL shape (the text with its `?`
 * placeholders) and reused by every later call; the oldest shape is dropped past 256.
 */
export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    if (cache.size >= maxStatements) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
    cache.set(sql, statement);
  }
  return statement;
}
