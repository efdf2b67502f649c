/** Reading a `CompactTextIndex`'s postings and token sequences: the base's varint bytes, and what was added since. */

import type { CompactBase } from "./compact-base.js";
import { readVarint, varintEnd } from "./varint-bytes.js";

/** The postings a search holds: of documents in a group it accepts (`accepted[group]` is 1) that are not dead. */
export interface PostingFilter {
  readonly accepted: Uint8Array;
  /** Each document's group number. */
  readonly groupOf: Uint32Array;
  /** 1 for a dead document (shorter than the documents where the rest are live). */
  readonly dead: Uint8Array;
}

/**
 * Term `term`'s postings that `filter` holds, the base's then those `added` since (pairs of document and
 * tf), written to `docs` and `tfs` (room for all of them): how many.
 */
export function heldPostings(
  base: CompactBase,
  term: number,
  added: readonly number[] | undefined,
  filter: PostingFilter,
  docs: Uint32Array,
  tfs: Uint32Array,
): number {
  const { accepted, groupOf, dead } = filter;
  let held = 0;
  if (term < base.termStart.length - 1) {
    const bytes = base.postings;
    let doc = 0;
    for (let at = base.termStart[term]!, end = base.termStart[term + 1]!; at < end; ) {
      // Most gaps and counts are one byte: read in place, the general reader for the others.
      let value = bytes[at]!;
      if (value < 0x80) at += 1;
      else {
        value = readVarint(bytes, at, end);
        at = varintEnd;
      }
      doc += value;
      let tf = bytes[at]!;
      if (tf < 0x80) at += 1;
      else {
        tf = readVarint(bytes, at, end);
        at = varintEnd;
      }
      if (accepted[groupOf[doc]!] === 0 || dead[doc] === 1) continue;
      docs[held] = doc;
      tfs[held++] = tf;
    }
  }
  if (added !== undefined) {
    for (let at = 0; at < added.length; at += 2) {
      const doc = added[at]!;
      if (accepted[groupOf[doc]!] === 0 || dead[doc] === 1) continue;
      docs[held] = doc;
      tfs[held++] = added[at + 1]!;
    }
  }
  return held;
}

/** Document `doc`'s tokens (term numbers) as the base holds them: `length` varints. */
export function baseTokens(base: CompactBase, doc: number, length: number): Uint32Array {
  const { tokens, tokenStart } = base;
  const end = tokenStart[doc + 1]!;
  const ids = new Uint32Array(length);
  // The load checked every varint of the base (index-file.ts), so each one ends within the document's bytes.
  for (let at = tokenStart[doc]!, n = 0; at < end; at = varintEnd) ids[n++] = readVarint(tokens, at, end);
  return ids;
}
