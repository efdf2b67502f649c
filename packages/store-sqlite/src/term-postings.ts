/**
 * The posting blocks of the records' own term index. A term's rows are cut into blocks of 1024 rids
 * (block = rid >> 10), one table row per (term, block): a blob of entries sorted by rid, each three
 * varints (rid offset in the block minus the previous one, the term's count in the record, the record's
 * token count), next to the block's entry count, largest count and smallest token count, which bound
 * the bm25 of every record in the block without reading the blob.
 */

export const blockBits = 10;
export const blockSize = 1 << blockBits;
/**
 * The blocks the index can write: `rid >> blockBits` is a 32-bit operation, so rowids below 2^31 are
 * filed under blocks below 2^21. A larger block number is a row another program wrote; taken as it is,
 * it would size the search's arrays past what a process can allocate.
 */
export const blockLimit = 2 ** 31 / blockSize;

/** One block decoded: parallel arrays, sorted by `low` (rid & 1023). */
export interface Postings {
  low: number[];
  tf: number[];
  len: number[];
}

export interface BlockSummary {
  readonly n: number;
  readonly maxTf: number;
  readonly minLen: number;
}

function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** The `low` of a blob's last entry (-1 for none): the sum of every entry's first varint. */
function lastLow(blob: Uint8Array): number {
  let low = -1;
  let field = 0;
  let value = 0;
  let scale = 1;
  for (const byte of blob) {
    value += (byte & 0x7f) * scale;
    scale *= 0x80;
    if (byte >= 0x80) continue;
    if (field === 0) low = (low < 0 ? 0 : low) + value;
    field = field === 2 ? 0 : field + 1;
    value = 0;
    scale = 1;
  }
  return low;
}

/**
 * `blob` with `entries` (ascending lows) appended, or undefined when one is a removal or not past the
 * blob's last entry (then the block must be decoded and rewritten). New rows take the largest rowids,
 * so their entries append.
 */
export function appendedBlock(blob: Buffer, entries: readonly (readonly [number, { tf: number; len: number } | undefined])[]): Buffer | undefined {
  const last = lastLow(blob);
  if (entries.length === 0 || entries[0]![0] <= last) return undefined;
  let previous = Math.max(last, 0);
  const out: number[] = [];
  for (const [low, entry] of entries) {
    if (entry === undefined || (out.length > 0 && low <= previous)) return undefined;
    pushVarint(out, low - previous);
    pushVarint(out, entry.tf);
    pushVarint(out, entry.len);
    previous = low;
  }
  return Buffer.concat([blob, Buffer.from(out)]);
}

export function encodePostings(p: Postings): Buffer {
  const out: number[] = [];
  let previous = 0;
  for (let i = 0; i < p.low.length; i++) {
    pushVarint(out, p.low[i]! - previous);
    pushVarint(out, p.tf[i]!);
    pushVarint(out, p.len[i]!);
    previous = p.low[i]!;
  }
  return Buffer.from(out);
}

/** A block decoded for the search: typed arrays, `low` ascending (binary-searchable). */
export interface PostingArrays {
  readonly low: Uint16Array;
  readonly tf: Uint32Array;
  readonly len: Uint32Array;
}

/** Decodes a block of `n` entries in one tight loop (the search decodes thousands of entries per query). */
export function decodeArrays(blob: Uint8Array, n: number): PostingArrays {
  const arrays = { low: new Uint16Array(n), tf: new Uint32Array(n), len: new Uint32Array(n) };
  decodeInto(blob, n, arrays);
  return arrays;
}

/** The largest count or length a decoding holds (its arrays are 32-bit): SQLite's texts are at most 10^9 bytes, so no text has more tokens. */
export const maxCount = 0xffff_ffff;

/**
 * Decodes a block of `n` entries into places `offset` to `offset + n - 1` of `into` (its arrays long
 * enough). Most varints of a block are one byte (a gap between rowids, a count, a length below 128):
 * those are read without the general loop. A count or length past `maxCount`, which only a file written
 * by something else can hold, is read as `maxCount`. The message search decodes every posting of every query term this way; on
 * the personal-scale year the fast path took 2.3% and 9.0% off the instructions of two processes running
 * 81 message searches each (callgrind; docs/benchmarks.md).
 */
export function decodeInto(blob: Uint8Array, n: number, into: PostingArrays, offset = 0): void {
  const { low, tf, len } = into;
  let at = 0;
  let previous = 0;
  for (let i = offset; i < offset + n; i++) {
    let value = blob[at]!;
    if (value < 0x80) at += 1;
    else {
      value = readVarint(blob, at);
      at = varintEnd;
    }
    previous += value;
    low[i] = previous;
    value = blob[at]!;
    if (value < 0x80) at += 1;
    else {
      value = Math.min(readVarint(blob, at), maxCount);
      at = varintEnd;
    }
    tf[i] = value;
    value = blob[at]!;
    if (value < 0x80) at += 1;
    else {
      value = Math.min(readVarint(blob, at), maxCount);
      at = varintEnd;
    }
    len[i] = value;
  }
}

/** Where the last `readVarint` stopped: a module variable, so decoding allocates nothing per entry. */
let varintEnd = 0;

/** The varint of any length starting at `start`; sets `varintEnd` past it. */
function readVarint(blob: Uint8Array, start: number): number {
  let at = start;
  let value = 0;
  let scale = 1;
  let byte: number;
  do {
    byte = blob[at++]!;
    value += (byte & 0x7f) * scale;
    scale *= 0x80;
  } while (byte >= 0x80);
  varintEnd = at;
  return value;
}

/** Index of `low` in the block, or -1. */
export function findLow(arrays: PostingArrays, low: number): number {
  let lo = 0;
  let hi = arrays.low.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = arrays.low[mid]!;
    if (value === low) return mid;
    if (value < low) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

export function decodePostings(blob: Uint8Array): Postings {
  const n = decodeArrays(blob, countEntries(blob));
  return { low: [...n.low], tf: [...n.tf], len: [...n.len] };
}

/** Entries in a blob: every third varint ends an entry. */
function countEntries(blob: Uint8Array): number {
  let ends = 0;
  for (const byte of blob) if (byte < 0x80) ends += 1;
  return ends / 3;
}

export function summarize(p: Postings): BlockSummary {
  let maxTf = 0;
  let minLen = Number.MAX_SAFE_INTEGER;
  for (let i = 0; i < p.low.length; i++) {
    maxTf = Math.max(maxTf, p.tf[i]!);
    minLen = Math.min(minLen, p.len[i]!);
  }
  return { n: p.low.length, maxTf, minLen };
}

/** `p` with the entry for `low` replaced, inserted or (tf undefined) removed, still sorted. */
export function withEntry(p: Postings, low: number, entry: { tf: number; len: number } | undefined): Postings {
  const out: Postings = { low: [], tf: [], len: [] };
  let placed = entry === undefined;
  for (let i = 0; i <= p.low.length; i++) {
    const current = p.low[i];
    if (!placed && (current === undefined || current >= low)) {
      out.low.push(low);
      out.tf.push(entry!.tf);
      out.len.push(entry!.len);
      placed = true;
    }
    if (current === undefined) break;
    if (current === low) continue;
    out.low.push(current);
    out.tf.push(p.tf[i]!);
    out.len.push(p.len[i]!);
  }
  return out;
}
