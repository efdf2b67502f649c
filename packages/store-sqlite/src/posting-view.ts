import { blockSize, decodeInto } from "./term-postings.js";
import type { PostingArrays } from "./term-postings.js";

/**
 * One block of one list as a scan reads it: entries `start` up to `n` of `low`, `tf` and `len`. Either a
 * list's kept decoding of the block, its range of a list's whole decoding, or the block decoded into
 * this view's own arrays (a block with tail rows), which the next `decode` overwrites: a scan allocates
 * nothing per block.
 */
export class PostingView {
  /** The block's entries are those from `start` up to `n` (exclusive) of the arrays. */
  start = 0;
  n = 0;
  low: Uint16Array;
  tf: Uint32Array;
  len: Uint32Array;
  readonly #own: PostingArrays;

  constructor() {
    this.#own = { low: new Uint16Array(blockSize), tf: new Uint32Array(blockSize), len: new Uint32Array(blockSize) };
    ({ low: this.low, tf: this.tf, len: this.len } = this.#own);
  }

  /** Shows a kept decoding. */
  show(arrays: PostingArrays): void {
    this.low = arrays.low;
    this.tf = arrays.tf;
    this.len = arrays.len;
    this.start = 0;
    this.n = arrays.low.length;
  }

  /** Shows entries `start` up to `end` of arrays holding several blocks. */
  showRange(arrays: PostingArrays, start: number, end: number): void {
    this.low = arrays.low;
    this.tf = arrays.tf;
    this.len = arrays.len;
    this.start = start;
    this.n = end;
  }

  /** Decodes `n` stored entries into this view's arrays, then the tail's entries after them (larger rowids). */
  decode(
    blob: Uint8Array | undefined,
    n: number,
    tail?: { readonly low: readonly number[]; readonly tf: readonly number[]; readonly len: readonly number[] },
  ): void {
    const own = this.#own;
    if (blob !== undefined) decodeInto(blob, n, own);
    let size = blob === undefined ? 0 : n;
    if (tail !== undefined) {
      for (let k = 0; k < tail.low.length; k++, size++) {
        own.low[size] = tail.low[k]!;
        own.tf[size] = tail.tf[k]!;
        own.len[size] = tail.len[k]!;
      }
    }
    this.low = own.low;
    this.tf = own.tf;
    this.len = own.len;
    this.start = 0;
    this.n = size;
  }
}
