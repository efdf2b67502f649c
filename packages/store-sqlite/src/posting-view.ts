import { blockSize, decodeInto } from "./term-postings.js";
import type { PostingArrays } from "./term-postings.js";

/**
 * One block of one list as a scan reads it: the first `n` entries of `low`, `tf` and `len`. Either a
 * list's kept decoding, shown as it is, or the block decoded into this view's own arrays, which the
 * next `decode` overwrites: a list that keeps no decodings is scanned without allocating.
 */
export class PostingView {
  n = 0;
  low: Uint16Array;
  tf: Float64Array;
  len: Float64Array;
  readonly #own: PostingArrays;

  constructor() {
    this.#own = { low: new Uint16Array(blockSize), tf: new Float64Array(blockSize), len: new Float64Array(blockSize) };
    ({ low: this.low, tf: this.tf, len: this.len } = this.#own);
  }

  /** Shows a kept decoding. */
  show(arrays: PostingArrays): void {
    this.low = arrays.low;
    this.tf = arrays.tf;
    this.len = arrays.len;
    this.n = arrays.low.length;
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
    this.n = size;
  }
}
