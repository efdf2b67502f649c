import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { blockBits, blockSize, decodeArrays, findLow } from "./term-postings.js";
import type { PostingArrays } from "./term-postings.js";

/**
 * A query term's posting list read from the own term index: every block of the term in one statement
 * (a few dozen rows for a common word), decoded on first use; `find` answers "does this record hold the
 * term, how often, how long is it" by a binary search in one block.
 */
export class TermList {
  readonly df: number;
  /** The largest count and smallest record length among the term's records (bounds its bm25 part). */
  readonly maxTf: number;
  readonly minLen: number;
  readonly #blobs = new Map<number, { n: number; blob: Buffer }>();
  readonly #decoded = new Map<number, PostingArrays>();

  constructor(db: Database.Database, term: string) {
    const rows = cachedStatement(db, "SELECT block, n, max_tf, min_len, postings FROM records_terms WHERE term = ?").raw().all(term) as [
      number,
      number,
      number,
      number,
      Buffer,
    ][];
    let df = 0;
    let maxTf = 0;
    let minLen = Number.MAX_SAFE_INTEGER;
    for (const [block, n, blockMaxTf, blockMinLen, blob] of rows) {
      this.#blobs.set(block, { n, blob });
      df += n;
      maxTf = Math.max(maxTf, blockMaxTf);
      minLen = Math.min(minLen, blockMinLen);
    }
    this.df = df;
    this.maxTf = maxTf;
    this.minLen = minLen;
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
