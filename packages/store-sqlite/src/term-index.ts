import type Database from "better-sqlite3";
import { ftsTokens } from "./fts-tokens.js";
import { cachedStatement } from "./statements.js";
import { noteTermWrite } from "./term-list-cache.js";
import { appendedBlock, blockBits, blockSize, decodePostings, encodePostings, summarize, withEntry } from "./term-postings.js";

/**
 * An own term index, kept next to an FTS5 table and holding the same tokens (FTS5's, see fts-tokens.ts):
 * `tokens` (each row's token sequence, for phrase checks; its rowid is the indexed row's), `terms`
 * (posting blocks, see term-postings.ts) and `stats` (row and token totals, which FTS5's bm25 reads as
 * N and avgdl). FTS5 can only score by walking every matching row of every term; this index lets the
 * search read a term's document frequency from a few block headers and score only the blocks that can
 * reach the page (term-top.ts). Records (v3) and message events (v4) each have one. Call inside the
 * write transaction that changes the indexed row.
 *
 * With a `tail` (message events), a new row's postings wait in its `tokens` row (rowid past the stats'
 * `merged`) until `tail` rows wait, then go into the blocks at once, each touched block written once:
 * an append then writes two rows instead of one block per distinct term (tens of pages), and a search
 * reads the waiting rows' tokens itself (term-lists.ts).
 */
export interface TermIndex {
  readonly tokens: "records_tokens" | "events_tokens";
  readonly terms: "records_terms" | "events_terms";
  readonly stats: "records_text_stats" | "events_text_stats";
  /** Rows whose postings may wait outside the blocks (0: none wait). */
  readonly tail: number;
  /**
   * Whether a cached list keeps each block's decoding. Records: yes, the top-k looks records up list by
   * list. Message events: no, their search scans each block once per query (term-block-scores.ts), and
   * at a year of archived messages per-block decodings (three small typed arrays per block, a term's
   * postings one or two to a block) were the largest thing in a connection's heap, growing with every
   * new query. A message list instead decodes all its blocks into one set of arrays at its first scan
   * (term-list.ts): 10 bytes a posting and no object per block.
   */
  readonly keepsDecoded: boolean;
  /**
   * The block statements' SQL, built once per index: an append's merge runs them for every (term, block)
   * it touches, and a statement text built per call was hashed and compared in full by every lookup of
   * the connection's statement cache.
   */
  readonly blockSql: BlockSql;
}

interface BlockSql {
  /** Every block named in a JSON array of [term, block] pairs. */
  readonly readMany: string;
  readonly upsert: string;
  readonly remove: string;
}

function blockSql(terms: TermIndex["terms"]): BlockSql {
  return {
    // The JSON array drives the loop: each pair is one primary-key lookup (a row-value IN looked up by term alone).
    readMany: `SELECT t.term, t.block, t.n, t.max_tf, t.min_len, t.postings FROM json_each(?) j
     CROSS JOIN ${terms} t ON t.term = json_extract(j.value, '$[0]') AND t.block = json_extract(j.value, '$[1]')`,
    upsert: `INSERT INTO ${terms} (term, block, n, max_tf, min_len, postings) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (term, block) DO UPDATE SET n = excluded.n, max_tf = excluded.max_tf, min_len = excluded.min_len, postings = excluded.postings`,
    remove: `DELETE FROM ${terms} WHERE term = ? AND block = ?`,
  };
}

export const recordTermIndex: TermIndex = {
  tokens: "records_tokens",
  terms: "records_terms",
  stats: "records_text_stats",
  tail: 0,
  keepsDecoded: true,
  blockSql: blockSql("records_terms"),
};
export const messageTermIndex: TermIndex = {
  tokens: "events_tokens",
  terms: "events_terms",
  stats: "events_text_stats",
  tail: 32,
  keepsDecoded: false,
  blockSql: blockSql("events_terms"),
};

type Entry = { tf: number; len: number };
type StoredBlock = { n: number; max_tf: number; min_len: number; postings: Buffer };

/** Writes a block's entries (none: deletes the row). */
export function writeBlock(
  db: Database.Database,
  index: TermIndex,
  term: string,
  block: number,
  postings: Buffer | undefined,
  summary: { n: number; maxTf: number; minLen: number },
): void {
  noteTermWrite(db, index.terms);
  if (postings === undefined || summary.n === 0) {
    cachedStatement(db, index.blockSql.remove).run(term, block);
    return;
  }
  cachedStatement(db, index.blockSql.upsert).run(term, block, summary.n, summary.maxTf, summary.minLen, postings);
}

/** The stored blocks among `wanted` (term → blocks), by term and block: one statement, not one per block. */
function readBlocks(db: Database.Database, index: TermIndex, wanted: ReadonlyMap<string, ReadonlyMap<number, unknown>>): Map<string, Map<number, StoredBlock>> {
  const keys: [string, number][] = [];
  for (const [term, blocks] of wanted) for (const block of blocks.keys()) keys.push([term, block]);
  const found = new Map<string, Map<number, StoredBlock>>();
  if (keys.length === 0) return found;
  const rows = cachedStatement(db, index.blockSql.readMany).all(JSON.stringify(keys)) as (StoredBlock & { term: string; block: number })[];
  for (const row of rows) {
    let blocks = found.get(row.term);
    if (blocks === undefined) found.set(row.term, (blocks = new Map()));
    blocks.set(row.block, row);
  }
  return found;
}

/**
 * Applies `changes` (low → entry, undefined to remove; in ascending lows when they only add) to one
 * block (`stored`: its row, undefined when there is none), rewriting it once. Entries past the block's
 * last one (new rows: rowids only grow) are appended to the blob without decoding it.
 */
function changeBlock(
  db: Database.Database,
  index: TermIndex,
  term: string,
  block: number,
  changes: Map<number, Entry | undefined>,
  stored: StoredBlock | undefined,
): void {
  if (stored !== undefined) {
    const added = [...changes];
    const appended = appendedBlock(stored.postings, added);
    if (appended !== undefined) {
      let { n, max_tf: maxTf, min_len: minLen } = stored;
      for (const [, entry] of added) {
        n += 1;
        maxTf = Math.max(maxTf, entry!.tf);
        minLen = Math.min(minLen, entry!.len);
      }
      writeBlock(db, index, term, block, appended, { n, maxTf, minLen });
      return;
    }
  }
  let postings = stored === undefined ? { low: [], tf: [], len: [] } : decodePostings(stored.postings);
  for (const [low, entry] of changes) postings = withEntry(postings, low, entry);
  writeBlock(db, index, term, block, encodePostings(postings), summarize(postings));
}

/**
 * A `tokens` row's tokens. The column is TEXT, but another program can store a blob there (SQLite keeps
 * any value in any column): such a row holds no tokens rather than failing every search and append.
 */
export function storedTokens(value: unknown): string[] {
  return typeof value !== "string" || value === "" ? [] : value.split(" ");
}

export function counts(tokens: readonly string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const token of tokens) tf.set(token, (tf.get(token) ?? 0) + 1);
  return tf;
}

function addTotals(db: Database.Database, index: TermIndex, docs: number, tokens: number): void {
  if (docs !== 0 || tokens !== 0) cachedStatement(db, `UPDATE ${index.stats} SET docs = docs + ?, tokens = tokens + ?`).run(docs, tokens);
}

/** The largest rowid whose postings are in the blocks; rows past it wait in the tail. */
export function mergedUpTo(db: Database.Database, index: TermIndex): number {
  if (index.tail === 0) return Number.MAX_SAFE_INTEGER;
  return cachedStatement(db, `SELECT merged FROM ${index.stats}`).pluck().get() as number;
}

/** Changes per (term, block), so each block is rewritten once however many rows change in it. */
class BlockChanges {
  readonly #changes = new Map<string, Map<number, Map<number, Entry | undefined>>>();

  set(term: string, rid: number, entry: Entry | undefined): void {
    let blocks = this.#changes.get(term);
    if (blocks === undefined) this.#changes.set(term, (blocks = new Map()));
    const block = rid >> blockBits;
    let lows = blocks.get(block);
    if (lows === undefined) blocks.set(block, (lows = new Map()));
    lows.set(rid & (blockSize - 1), entry);
  }

  add(rid: number, tokens: readonly string[]): void {
    for (const [term, tf] of counts(tokens)) this.set(term, rid, { tf, len: tokens.length });
  }

  apply(db: Database.Database, index: TermIndex): void {
    const stored = readBlocks(db, index, this.#changes);
    for (const [term, blocks] of this.#changes) for (const [block, lows] of blocks) changeBlock(db, index, term, block, lows, stored.get(term)?.get(block));
  }
}

function removeRows(db: Database.Database, index: TermIndex, rids: readonly number[], changes: BlockChanges, merged: number): void {
  const remove = cachedStatement(db, `DELETE FROM ${index.tokens} WHERE rowid = ? RETURNING tokens`).pluck();
  let docs = 0;
  let total = 0;
  for (const rid of rids) {
    const stored = remove.get(rid) as unknown;
    if (stored === undefined) continue;
    const tokens = storedTokens(stored);
    docs -= 1;
    total -= tokens.length;
    // A row still in the tail has no postings in the blocks.
    if (rid <= merged) for (const term of counts(tokens).keys()) changes.set(term, rid, undefined);
  }
  addTotals(db, index, docs, total);
}

/** Removes the terms of `rids` (rows without terms are skipped); each touched block is rewritten once. */
export function unindexTerms(db: Database.Database, index: TermIndex, rids: readonly number[]): void {
  const changes = new BlockChanges();
  removeRows(db, index, rids, changes, mergedUpTo(db, index));
  changes.apply(db, index);
}

/** Moves the tail's postings into the blocks once `tail` rows wait. */
function mergeTail(db: Database.Database, index: TermIndex, merged: number): void {
  const count = cachedStatement(db, `SELECT count(*) FROM ${index.tokens} WHERE rowid > ?`).pluck().get(merged) as number;
  if (count < index.tail) return;
  const waiting = cachedStatement(db, `SELECT rowid AS rid, tokens FROM ${index.tokens} WHERE rowid > ? ORDER BY rowid`).all(merged) as {
    rid: number;
    tokens: unknown;
  }[];
  const changes = new BlockChanges();
  for (const row of waiting) changes.add(row.rid, storedTokens(row.tokens));
  changes.apply(db, index);
  cachedStatement(db, `UPDATE ${index.stats} SET merged = ?`).run(waiting[waiting.length - 1]!.rid);
}

/**
 * Replaces a row's terms with those of `text` (its indexed text; "" when the FTS5 table has no row for
 * it, so both indexes count the same rows). With a tail, a new row past `merged` waits there.
 */
export function indexTerms(db: Database.Database, index: TermIndex, rid: number, text: string): void {
  const changes = new BlockChanges();
  const merged = mergedUpTo(db, index);
  removeRows(db, index, [rid], changes, merged);
  if (text !== "") {
    const tokens = ftsTokens(db, text);
    cachedStatement(db, `INSERT INTO ${index.tokens} (rowid, tokens) VALUES (?, ?)`).run(rid, tokens.join(" "));
    addTotals(db, index, 1, tokens.length);
    if (rid <= merged) changes.add(rid, tokens);
  }
  changes.apply(db, index);
  if (rid > merged) mergeTail(db, index, merged);
}
