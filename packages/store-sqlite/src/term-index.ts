import type Database from "better-sqlite3";
import { ftsTokens } from "./fts-tokens.js";
import { cachedStatement } from "./statements.js";
import { blockSize, decodePostings, encodePostings, summarize, withEntry } from "./term-postings.js";

/**
 * The records' own term index, kept next to records_fts and holding the same tokens (FTS5's, see
 * fts-tokens.ts): `records_tokens` (each record's token sequence, for phrase checks), `records_terms`
 * (posting blocks, see term-postings.ts) and `records_text_stats` (row and token totals, which FTS5's
 * bm25 reads as N and avgdl). FTS5 can only score by walking every matching row of every term; this
 * index lets the search read a term's document frequency from a few block headers and score only the
 * blocks that can reach the page (term-top.ts). Call inside the write transaction that changes the record.
 */

const blockRow = "SELECT postings FROM records_terms WHERE term = ? AND block = ?";

function setEntry(db: Database.Database, term: string, rid: number, entry: { tf: number; len: number } | undefined): void {
  const block = Math.floor(rid / blockSize);
  const low = rid - block * blockSize;
  const blob = cachedStatement(db, blockRow).pluck().get(term, block) as Buffer | undefined;
  const postings = withEntry(blob === undefined ? { low: [], tf: [], len: [] } : decodePostings(blob), low, entry);
  if (postings.low.length === 0) {
    cachedStatement(db, "DELETE FROM records_terms WHERE term = ? AND block = ?").run(term, block);
    return;
  }
  const { n, maxTf, minLen } = summarize(postings);
  cachedStatement(
    db,
    `INSERT INTO records_terms (term, block, n, max_tf, min_len, postings) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (term, block) DO UPDATE SET n = excluded.n, max_tf = excluded.max_tf, min_len = excluded.min_len, postings = excluded.postings`,
  ).run(term, block, n, maxTf, minLen, encodePostings(postings));
}

function counts(tokens: readonly string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const token of tokens) tf.set(token, (tf.get(token) ?? 0) + 1);
  return tf;
}

function addTotals(db: Database.Database, docs: number, tokens: number): void {
  cachedStatement(db, "UPDATE records_text_stats SET docs = docs + ?, tokens = tokens + ?").run(docs, tokens);
}

/** Removes a record's terms (nothing when it has none). */
export function unindexRecordTerms(db: Database.Database, rid: number): void {
  const stored = cachedStatement(db, "DELETE FROM records_tokens WHERE rid = ? RETURNING tokens").pluck().get(rid) as string | undefined;
  if (stored === undefined) return;
  const tokens = stored === "" ? [] : stored.split(" ");
  addTotals(db, -1, -tokens.length);
  for (const term of counts(tokens).keys()) setEntry(db, term, rid, undefined);
}

/**
 * Replaces a record's terms with those of `text` (its indexed text; "" when records_fts has no row for
 * it, so both indexes count the same rows).
 */
export function indexRecordTerms(db: Database.Database, rid: number, text: string): void {
  unindexRecordTerms(db, rid);
  if (text === "") return;
  const tokens = ftsTokens(db, text);
  cachedStatement(db, "INSERT INTO records_tokens (rid, tokens) VALUES (?, ?)").run(rid, tokens.join(" "));
  addTotals(db, 1, tokens.length);
  for (const [term, tf] of counts(tokens)) setEntry(db, term, rid, { tf, len: tokens.length });
}
