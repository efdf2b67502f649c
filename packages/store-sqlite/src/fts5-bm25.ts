import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";

/**
 * The pieces of FTS5's bm25 (fts5_aux.c, fts5Bm25Function) as FTS5 computes them, so that scores summed
 * from them in FTS5's order are the doubles FTS5 returns.
 */

/** bm25's k1 and b (FTS5's defaults). */
const k1 = 1.2;
const b = 0.75;

/** bm25's per-phrase factor; `k1 + 1.0` and `1 - b` stay runtime expressions, as in C. */
export function bm25Weight(tf: number, len: number, avgdl: number): number {
  return (tf * (k1 + 1.0)) / (tf + k1 * (1 - b + (b * len) / avgdl));
}

/** SQLite's `ln` (C's `log`, which FTS5 calls; `Math.log` may differ in the last bit), remembered per argument. */
const logs = new Map<number, number>();

export function sqliteLn(db: Database.Database, x: number): number {
  let value = logs.get(x);
  if (value === undefined) {
    value = cachedStatement(db, "SELECT ln(?)").pluck().get(x) as number;
    if (logs.size >= 4096) logs.clear();
    logs.set(x, value);
  }
  return value;
}
