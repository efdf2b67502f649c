import type Database from "better-sqlite3";
import { cachedStatement, unplannedParam } from "./statements.js";
import { counts, storedTokens } from "./term-index.js";
import type { TermIndex } from "./term-index.js";
import type { ListCache } from "./term-list-cache.js";
import type { TermList } from "./term-list.js";

interface TailRow {
  readonly rid: number;
  readonly tf: ReadonlyMap<string, number>;
  readonly length: number;
}

interface Augmented {
  readonly base: TermList;
  readonly list: TermList;
  /** How many tail rows were looked at for this term. */
  applied: number;
}

/**
 * The rows waiting in a term index's tail (past the stats' `merged`), read once per connection and
 * then only past the last one read, with each query term's list plus those rows kept from search to
 * search. Everything is read anew when the connection's cached lists were (another connection's commit,
 * a block write), when the tail was merged, or when rows were deleted (the stats' trigger-kept count).
 */
class TermTail {
  readonly cache: ListCache;
  readonly merged: number;
  readonly deletions: number;
  #lastRid: number;
  readonly #rows: TailRow[] = [];
  readonly #augmented = new Map<string, Augmented>();

  constructor(cache: ListCache, merged: number, deletions: number) {
    this.cache = cache;
    this.merged = merged;
    this.deletions = deletions;
    this.#lastRid = merged;
  }

  /** Reads the rows added since the last call. */
  load(db: Database.Database, index: TermIndex): void {
    const rows = cachedStatement(db, `SELECT rowid, tokens FROM ${index.tokens} WHERE rowid > ${unplannedParam} ORDER BY rowid`).raw().all(this.#lastRid) as [
      rid: number,
      tokens: unknown,
    ][];
    for (const [rid, text] of rows) {
      const tokens = storedTokens(text);
      this.#rows.push({ rid, tf: counts(tokens), length: tokens.length });
      this.#lastRid = rid;
    }
  }

  /** How many tail rows hold `term`. */
  holding(term: string): number {
    let count = 0;
    for (const row of this.#rows) if (row.tf.has(term)) count += 1;
    return count;
  }

  /**
   * `base` (the term's cached list) with the tail rows holding the term: a copy, never the cached list
   * itself; `base` when no tail row holds it. Only terms some tail row holds are remembered (the tail is
   * at most a few dozen rows between merges, so they are few); remembering every term ever asked for
   * kept every list a read-only connection had read, and its decoded blocks, alive past the list cache's
   * bound.
   */
  listOf(base: TermList): TermList {
    let entry = this.#augmented.get(base.term);
    if (entry !== undefined && entry.base !== base) {
      this.#augmented.delete(base.term);
      entry = undefined;
    }
    for (let at = entry?.applied ?? 0; at < this.#rows.length; at++) {
      const row = this.#rows[at]!;
      const tf = row.tf.get(base.term);
      if (tf === undefined) continue;
      if (entry === undefined) this.#augmented.set(base.term, (entry = { base, list: base.copy(), applied: at }));
      entry.list.append(row.rid, tf, row.length);
    }
    if (entry === undefined) return base;
    entry.applied = this.#rows.length;
    return entry.list;
  }
}

const tails = new WeakMap<Database.Database, Map<string, TermTail>>();

/** The tail of `index` on `db` for the lists in `cache`, brought up to date. */
export function termTail(db: Database.Database, index: TermIndex, cache: ListCache): TermTail {
  let byIndex = tails.get(db);
  if (byIndex === undefined) tails.set(db, (byIndex = new Map()));
  const stats = cachedStatement(db, `SELECT merged, deletions FROM ${index.stats}`).get() as { merged: number; deletions: number } | undefined;
  // A file whose stats row another program deleted: no row waits (queryScoring reads the index as empty).
  const merged = stats?.merged ?? Number.MAX_SAFE_INTEGER;
  const deletions = stats?.deletions ?? 0;
  let tail = byIndex.get(index.tokens);
  if (tail === undefined || tail.cache !== cache || tail.merged !== merged || tail.deletions !== deletions) {
    tail = new TermTail(cache, merged, deletions);
    byIndex.set(index.tokens, tail);
  }
  tail.load(db, index);
  return tail;
}
