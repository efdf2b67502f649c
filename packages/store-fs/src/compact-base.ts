/**
 * The frozen part of a `CompactTextIndex` (one compaction's output, or `.index/search.bin` loaded): the
 * documents' facts in columns, postings and token sequences as varint bytes (varint-bytes.ts).
 */
export interface CompactBase {
  readonly owners: readonly string[];
  readonly groups: readonly string[];
  /**
   * Owner o's digest of what it was indexed from (`CompactTextIndex.putRecord`, source-digest.ts); NaN for
   * an owner without one (a session). As long as `owners`.
   */
  readonly ownerDigests: Float64Array;
  readonly docOwner: Uint32Array;
  readonly docSeq: Float64Array;
  readonly docGroup: Uint32Array;
  readonly docTime: Float64Array;
  readonly docOffset: Float64Array;
  readonly docLineLength: Uint32Array;
  /** Document d's token count. */
  readonly docLength: Uint32Array;
  /**
   * Term t's postings are the bytes [termStart[t], termStart[t + 1]) of `postings`: for each document
   * holding it, in ascending order, the gap from the previous one (the first: its number) and the term's
   * count in it, each a varint (varint-bytes.ts).
   */
  readonly termStart: Uint32Array;
  readonly postings: Uint8Array;
  /** Document d's tokens (term numbers, varints) are the bytes [tokenStart[d], tokenStart[d + 1]) of `tokens`. */
  readonly tokenStart: Uint32Array;
  readonly tokens: Uint8Array;
  /** Term t is the UTF-8 bytes [termTextStart[t], termTextStart[t + 1]) of `termText` (term-table.ts). */
  readonly termTextStart: Uint32Array;
  readonly termText: Uint8Array;
}

/** The base of an index that holds nothing yet. */
export function emptyBase(): CompactBase {
  return {
    owners: [],
    groups: [],
    ownerDigests: new Float64Array(0),
    docOwner: new Uint32Array(0),
    docSeq: new Float64Array(0),
    docGroup: new Uint32Array(0),
    docTime: new Float64Array(0),
    docOffset: new Float64Array(0),
    docLineLength: new Uint32Array(0),
    docLength: new Uint32Array(0),
    termStart: new Uint32Array(1),
    postings: new Uint8Array(0),
    tokenStart: new Uint32Array(1),
    tokens: new Uint8Array(0),
    termTextStart: new Uint32Array(1),
    termText: new Uint8Array(0),
  };
}
