import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { blockBits, blockSize, decodeArrays, findLow } from "./term-postings.js";
import type { PostingArrays } from "./term-postings.js";

type BlockRow = [term: string, block: number, n: number, maxTf: number, minLen: number, postings: Buffer];

/**
 * A query term's posting list read from the own term index, decoded block by block on first use; `count`
 * answers "does this record hold the term, how often, how long is it" by a binary search in one block.
 * `termLists` reads every query term's blocks in one statement.
 */
export class TermList {
  readonly term: string;
  df = 0;
  /** The largest count and smallest record length among the term's records (bounds its bm25 part). */
  maxTf = 0;
  minLen = Number.MAX_SAFE_INTEGER;
  readonly #blobs = new Map<number, { n: number; blob: Buffer }>();
  readonly #decoded = new Map<number, PostingArrays>();

  constructor(term: string) {
    this.term = term;
  }

  add(block: number, n: number, maxTf: number, minLen: number, blob: Buffer): void {
    this.#blobs.set(block, { n, blob });
    this.df += n;
    this.maxTf = Math.max(this.maxTf, maxTf);
    this.minLen = Math.min(this.minLen, minLen);
  }

  blocks(): IterableIterator<number> {
    return this.#blobs.keys();
  }

  block(block: number): PostingArrays | undefined {
    let arrays = this.#decoded.get(block);
    if (arrays === undefined) {
      const stored = this.#blobs.get(block);
      if (stored === undefined) return undefined;
      arrays = decodeArrays(stored.blob, stored.n);
      this.#decoded.set(block, arrays);
    }
    return arrays;
  }

  /**
   * The term's count in record `rid` (0 when the record lacks it); `length` is then the record's token
   * count. Fields, not a returned object: the search looks up thousands of records per query.
   */
  length = 0;
  count(rid: number): number {
    const arrays = this.block(rid >> blockBits);
    if (arrays === undefined) return 0;
    const at = findLow(arrays, rid & (blockSize - 1));
    if (at < 0) return 0;
    this.length = arrays.len[at]!;
    return arrays.tf[at]!;
  }
}

/**
 * The posting lists of `terms` (distinct), in their order, from one statement over every term's blocks;
 * a term the index lacks gets an empty list (df 0).
 */
export function termLists(db: Database.Database, terms: readonly string[]): TermList[] {
  const lists = terms.map((term) => new TermList(term));
  const byTerm = new Map(lists.map((list) => [list.term, list]));
  const rows = cachedStatement(
    db,
    "SELECT term, block, n, max_tf, min_len, postings FROM records_terms WHERE term IN (SELECT value FROM json_each(?))",
  )
    .raw()
    .all(JSON.stringify(terms)) as BlockRow[];
  for (const [term, block, n, maxTf, minLen, blob] of rows) byTerm.get(term)?.add(block, n, maxTf, minLen, blob);
  return lists;
}
