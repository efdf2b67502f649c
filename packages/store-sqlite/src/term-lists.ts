import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { cachedList, listCache, rememberList } from "./term-list-cache.js";
import { termTail } from "./term-tail.js";
import type { TermIndex } from "./term-index.js";
import type { TermList } from "./term-list.js";
import { readLists } from "./term-list-rows.js";

/**
 * The posting lists of `terms` (distinct), in their order: those cached since the index last changed
 * (term-list-cache.ts), the others from one statement over their blocks; a term the index lacks gets an
 * empty list (df 0). Rows waiting in the index's tail are added to copies, never to cached lists.
 */
export function termLists(db: Database.Database, index: TermIndex, terms: readonly string[]): TermList[] {
  const cache = listCache(db, index.terms);
  const found = new Map<string, TermList>();
  const missing: string[] = [];
  for (const term of terms) {
    const list = cachedList(cache, term);
    if (list === undefined) missing.push(term);
    else found.set(term, list);
  }
  if (missing.length > 0) {
    for (const list of readLists(db, index, missing)) {
      found.set(list.term, list);
      rememberList(cache, list);
    }
  }
  const lists = terms.map((term) => found.get(term)!);
  if (index.tail === 0) return lists;
  // Rows waiting in the index's tail are added to copies, never to the cached lists (term-tail.ts).
  const tail = termTail(db, index, cache);
  return lists.map((list) => tail.listOf(list));
}

/**
 * How many rows of `index` hold each of `terms` (distinct), in their order: a cached list's count, or the
 * sum of the blocks' entry counts (no postings read), plus the rows waiting in the index's tail. What a
 * search of the other index needs for its idf (term-scoring.ts: one collection over both indexes).
 */
export function documentFrequencies(db: Database.Database, index: TermIndex, terms: readonly string[]): number[] {
  const cache = listCache(db, index.terms);
  const counts = new Map<string, number>();
  const missing: string[] = [];
  for (const term of terms) {
    const list = cachedList(cache, term);
    if (list === undefined) missing.push(term);
    else counts.set(term, list.df);
  }
  if (missing.length > 0) {
    const rows = cachedStatement(db, `SELECT term, sum(n) FROM ${index.terms} WHERE term IN (SELECT value FROM json_each(?)) GROUP BY term`)
      .raw()
      .all(JSON.stringify(missing)) as [term: string, df: number][];
    for (const [term, df] of rows) counts.set(term, df);
  }
  if (index.tail === 0) return terms.map((term) => counts.get(term) ?? 0);
  const tail = termTail(db, index, cache);
  return terms.map((term) => (counts.get(term) ?? 0) + tail.holding(term));
}
