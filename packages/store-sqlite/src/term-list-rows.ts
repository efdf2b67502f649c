import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import type { TermIndex } from "./term-index.js";
import { TermList } from "./term-list.js";
import { corruptRow } from "./store-errors.js";
import { blockLimit, blockSize } from "./term-postings.js";

type BlockRow = [term: string, block: unknown, n: unknown, maxTf: unknown, minLen: unknown, postings: unknown];
/** One term's blocks as `readLists` reads them: the columns of its rows joined by commas, the blobs concatenated. */
export type JoinedRow = [term: string, blocks: unknown, ns: unknown, maxTfs: unknown, minLens: unknown, sizes: unknown, postings: unknown, notBlobs?: unknown];

/** A term's blocks split out of its joined row: parallel arrays, and the joined blob whose nth `size` bytes (in order) are the nth block's. */
export interface SplitRow {
  readonly block: number[];
  readonly n: number[];
  readonly maxTf: number[];
  readonly minLen: number[];
  readonly size: number[];
  readonly joined: Uint8Array;
}

/** The numbers of a `group_concat` of integers ("3,7,12"); undefined when it is not that. */
function numbers(joined: unknown): number[] | undefined {
  if (typeof joined !== "string" || !/^-?\d+(?:,-?\d+)*$/.test(joined)) return undefined;
  return JSON.parse(`[${joined}]`) as number[];
}

/**
 * A term's blocks from its joined row; undefined when a stored value was not a blob, the columns are not
 * integer lists of one length, or the sizes do not add up to the joined blob.
 */
export function splitRow(row: JoinedRow): SplitRow | undefined {
  const [, blocks, ns, maxTfs, minLens, sizes, joined, notBlobs = 0] = row;
  // A blob stored as something else (text, a number) would be joined as its text: only blobs are joined.
  if (notBlobs !== 0) return undefined;
  const block = numbers(blocks);
  const n = numbers(ns);
  const maxTf = numbers(maxTfs);
  const minLen = numbers(minLens);
  const size = numbers(sizes);
  if (block === undefined || n === undefined || maxTf === undefined || minLen === undefined || size === undefined || !(joined instanceof Uint8Array))
    return undefined;
  const count = block.length;
  if (n.length !== count || maxTf.length !== count || minLen.length !== count || size.length !== count) return undefined;
  let total = 0;
  for (const bytes of size) total += bytes;
  return total === joined.length ? { block, n, maxTf, minLen, size, joined } : undefined;
}

/**
 * Adds one stored block to `list`, or STORE_CORRUPT naming the table, term and block when its numbers are
 * not what the index writes: a block of 1 to 1,024 entries (`n` sizes the list's decoding, so a crafted
 * one would allocate and decode without bound), a block number below `blockLimit` (it sizes the search's
 * arrays the same way), a count and length that are whole numbers, and a blob.
 */
function addBlock(table: string, list: TermList, block: unknown, n: unknown, maxTf: unknown, minLen: unknown, blob: unknown): void {
  const whole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
  if (!whole(block) || block >= blockLimit || !whole(n) || n < 1 || n > blockSize || !whole(maxTf) || !whole(minLen) || !(blob instanceof Uint8Array)) {
    const problem = `a block of term "${list.term}" holds n=${String(n)}, block=${String(block)}, max_tf=${String(maxTf)}, min_len=${String(minLen)}`;
    throw corruptRow(
      table,
      `${list.term}/${String(block)}`,
      new Error(`${problem}; the index writes 1 to ${blockSize} entries a block, blocks below ${blockLimit} and whole numbers`),
    );
  }
  list.add(block, n, maxTf, minLen, blob);
}

/**
 * The posting lists of `terms` (distinct, none cached) from the index, a list per term (empty for a term
 * the index lacks). One row per term: SQLite joins each term's blocks (their numbers as text, their blobs
 * as one blob) and each list's blocks are views into that blob. A row per block handed JavaScript a
 * fresh Buffer per block: at a year of use, five recall queries' terms (about 6,200 blocks a query) took
 * 43-64 ms that way and 14-21 ms joined (docs/benchmarks.md). Every aggregate of a group sees its rows in
 * one order, so the nth size is the nth blob's. Joining reads a blob as text, which is exact in a UTF-8
 * file only: a file in another encoding (a person can make one: the store creates its tables in the
 * empty file it is given) is read a row per block, as is a term whose joined row does not split.
 */
export function readLists(db: Database.Database, index: TermIndex, terms: readonly string[]): TermList[] {
  const read = new Map(terms.map((term) => [term, new TermList(term, index.keepsDecoded)]));
  const utf8 = cachedStatement(db, "PRAGMA encoding").pluck().get() === "UTF-8";
  const unsplit = utf8 ? addJoined(db, index, terms, read) : terms;
  if (unsplit.length > 0) {
    const rows = cachedStatement(db, `SELECT term, block, n, max_tf, min_len, postings FROM ${index.terms} WHERE term IN (SELECT value FROM json_each(?))`)
      .raw()
      .all(JSON.stringify(unsplit)) as BlockRow[];
    for (const [term, block, n, maxTf, minLen, blob] of rows) {
      const list = read.get(term);
      if (list !== undefined) addBlock(index.terms, list, block, n, maxTf, minLen, blob);
    }
  }
  return [...read.values()];
}

/** Adds each term's blocks from its joined row to its list in `read`; returns the terms whose rows did not split. */
function addJoined(db: Database.Database, index: TermIndex, terms: readonly string[], read: Map<string, TermList>): string[] {
  const rows = cachedStatement(
    db,
    `SELECT term, group_concat(block), group_concat(n), group_concat(max_tf), group_concat(min_len), group_concat(length(postings)), ` +
      `CAST(group_concat(postings, '') AS BLOB), total(typeof(postings) <> 'blob') FROM ${index.terms} WHERE term IN (SELECT value FROM json_each(?)) GROUP BY term`,
  )
    .raw()
    .all(JSON.stringify(terms)) as JoinedRow[];
  const unsplit: string[] = [];
  for (const row of rows) {
    const list = read.get(row[0]);
    if (list === undefined) continue;
    const split = splitRow(row);
    if (split === undefined) {
      unsplit.push(row[0]);
      continue;
    }
    const { block, n, maxTf, minLen, size, joined } = split;
    for (let i = 0, at = 0; i < block.length; at += size[i]!, i++)
      addBlock(index.terms, list, block[i], n[i], maxTf[i], minLen[i], joined.subarray(at, at + size[i]!));
  }
  return unsplit;
}
