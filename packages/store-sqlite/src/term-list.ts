import { blockBits, blockSize, decodeArrays, decodeInto, findLow } from "./term-postings.js";
import type { PostingView } from "./posting-view.js";
import type { PostingArrays } from "./term-postings.js";

/** What the index stores of a block beside its entries: their count, largest count and smallest length. */
export interface BlockLimits {
  readonly maxTf: number;
  readonly minLen: number;
}

/** Every stored block of a list decoded into one set of arrays in block order, and where each block starts in them. */
interface WholeDecoding {
  readonly arrays: PostingArrays;
  readonly starts: Map<number, number>;
}

interface StoredBlock extends BlockLimits {
  readonly n: number;
  readonly blob: Uint8Array;
}

/**
 * A query term's posting list read from an own term index. A list that keeps its decodings (records)
 * decodes each block on first use, and `count` answers "does this record hold the term, how often, how
 * long is it" by a binary search in one block. A list that keeps none (message events, scanned block
 * after block by every search) decodes all its stored blocks into one set of arrays on its first scan:
 * later searches reuse them while the list stays cached, with no object per block. `termLists` reads
 * every query term's blocks in one statement.
 */
export class TermList {
  readonly term: string;
  /** Whether blocks stay decoded once decoded (records: looked up row by row, list by list); else `scan` decodes them per pass. */
  readonly keepsDecoded: boolean;
  df = 0;
  /** The largest count and smallest record length among the term's records (bounds its bm25 part). */
  maxTf = 0;
  minLen = Number.MAX_SAFE_INTEGER;
  /** One past the largest block with an entry (stored or tail): where a scan of every block stops. */
  blockEnd = 0;
  /** Stored blocks and their decodings, shared with copies: a stored block never changes while the list is cached. */
  #blobs: Map<number, StoredBlock>;
  #decoded: Map<number, PostingArrays>;
  /** A list that keeps no per-block decodings: its stored blocks decoded at its first scan (shared with copies). */
  #whole: { decoding?: WholeDecoding };
  /** Blocks with tail rows: the stored entries followed by the tail's, built once per tail change (made on first use: most lists have none). */
  #merged: Map<number, PostingArrays> | undefined;

  constructor(term: string, keepsDecoded: boolean, shared?: TermList) {
    this.term = term;
    this.keepsDecoded = keepsDecoded;
    this.#blobs = shared === undefined ? new Map() : shared.#blobs;
    this.#decoded = shared === undefined ? new Map() : shared.#decoded;
    this.#whole = shared === undefined ? {} : shared.#whole;
  }

  /** A list sharing this one's stored blocks (and their decodings), to append tail rows to without changing this one. */
  copy(): TermList {
    const copy = new TermList(this.term, this.keepsDecoded, this);
    copy.df = this.df;
    copy.maxTf = this.maxTf;
    copy.minLen = this.minLen;
    copy.blockEnd = this.blockEnd;
    return copy;
  }

  add(block: number, n: number, maxTf: number, minLen: number, blob: Uint8Array): void {
    this.#blobs.set(block, { n, blob, maxTf, minLen });
    this.#whole.decoding = undefined;
    this.blockEnd = Math.max(this.blockEnd, block + 1);
    this.df += n;
    this.maxTf = Math.max(this.maxTf, maxTf);
    this.minLen = Math.min(this.minLen, minLen);
  }

  /** Entries past every stored one (rows waiting in the index's tail), by block; made on first use. */
  #tail: Map<number, { low: number[]; tf: number[]; len: number[] }> | undefined;

  /** Adds a row past every stored entry. */
  append(rid: number, tf: number, len: number): void {
    const block = rid >> blockBits;
    this.#tail ??= new Map();
    let entries = this.#tail.get(block);
    if (entries === undefined) this.#tail.set(block, (entries = { low: [], tf: [], len: [] }));
    this.#merged?.delete(block);
    entries.low.push(rid & (blockSize - 1));
    entries.tf.push(tf);
    entries.len.push(len);
    this.blockEnd = Math.max(this.blockEnd, block + 1);
    this.df += 1;
    this.maxTf = Math.max(this.maxTf, tf);
    this.minLen = Math.min(this.minLen, len);
  }

  /**
   * The largest count and smallest record length the index stored for the block (bounds of every stored
   * entry's, never below them); undefined when the block has rows waiting in the tail (no stored summary
   * covers them) or no entry.
   */
  limits(block: number): BlockLimits | undefined {
    return this.#tail?.has(block) === true ? undefined : this.#blobs.get(block);
  }

  blocks(): Iterable<number> {
    return this.#tail === undefined || this.#tail.size === 0 ? this.#blobs.keys() : new Set([...this.#blobs.keys(), ...this.#tail.keys()]);
  }

  block(block: number): PostingArrays | undefined {
    const tail = this.#tail?.get(block);
    if (tail === undefined) return this.#stored(block);
    this.#merged ??= new Map();
    let arrays = this.#merged.get(block);
    if (arrays === undefined) {
      arrays = withTail(this.#stored(block) ?? decodeArrays(new Uint8Array(0), 0), tail);
      this.#merged.set(block, arrays);
    }
    return arrays;
  }

  #stored(block: number): PostingArrays | undefined {
    let arrays = this.#decoded.get(block);
    if (arrays === undefined) {
      const stored = this.#blobs.get(block);
      if (stored === undefined) return undefined;
      arrays = decodeArrays(stored.blob, stored.n);
      if (this.keepsDecoded) this.#decoded.set(block, arrays);
    }
    return arrays;
  }

  /**
   * Shows the block in `view` for one pass (false: the list has no entry in it): the kept decoding; for a
   * list that keeps none, its part of the whole decoding, or when tail rows wait in it, the block decoded
   * into the view, tail rows after the stored entries.
   */
  scan(block: number, view: PostingView): boolean {
    if (this.keepsDecoded) {
      const arrays = this.block(block);
      if (arrays !== undefined) view.show(arrays);
      return arrays !== undefined;
    }
    const stored = this.#blobs.get(block);
    const tail = this.#tail?.get(block);
    if (stored === undefined && tail === undefined) return false;
    if (tail !== undefined || stored === undefined) {
      view.decode(stored?.blob, stored?.n ?? 0, tail);
      return true;
    }
    const { arrays, starts } = this.#wholeDecoding();
    const start = starts.get(block)!;
    view.showRange(arrays, start, start + stored.n);
    return true;
  }

  /**
   * Every stored block decoded into one set of arrays, in block order: 10 bytes a posting, made once
   * and shared with copies (their tail rows are decoded per scan).
   */
  #wholeDecoding(): WholeDecoding {
    if (this.#whole.decoding !== undefined) return this.#whole.decoding;
    let size = 0;
    for (const stored of this.#blobs.values()) size += stored.n;
    const arrays: PostingArrays = { low: new Uint16Array(size), tf: new Uint32Array(size), len: new Uint32Array(size) };
    const starts = new Map<number, number>();
    let at = 0;
    for (const block of [...this.#blobs.keys()].sort((x, y) => x - y)) {
      const stored = this.#blobs.get(block)!;
      decodeInto(stored.blob, stored.n, arrays, at);
      starts.set(block, at);
      at += stored.n;
    }
    this.#whole.decoding = { arrays, starts };
    return this.#whole.decoding;
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

function withTail(arrays: PostingArrays, tail: { low: number[]; tf: number[]; len: number[] }): PostingArrays {
  const n = arrays.low.length;
  const low = new Uint16Array(n + tail.low.length);
  const tf = new Uint32Array(low.length);
  const len = new Uint32Array(low.length);
  low.set(arrays.low);
  low.set(tail.low, n);
  tf.set(arrays.tf);
  tf.set(tail.tf, n);
  len.set(arrays.len);
  len.set(tail.len, n);
  return { low, tf, len };
}
