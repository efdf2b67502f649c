import { crc32 } from "node:zlib";
import type { CompactBase } from "./compact-text-index.js";
import { readVarint, varintEnd } from "./varint-bytes.js";

/**
 * `.index/search.bin`: the search index (`CompactBase`) and the session manifest, as one file written
 * atomically. Layout: "ENGRAMSX", the format version, the byte lengths of the JSON head and of the
 * whole body, the body's CRC-32; then the body: the JSON head (strings and the manifest), padded to
 * 8 bytes, then the typed arrays in `columns` order, each padded to 8 bytes. Anything that does not
 * check out (magic, version, length, checksum, array bounds, a varint of the postings or token
 * sequences that runs past its term or document, a number out of range) is no index: the files are
 * read instead. Version 2 keeps postings and token sequences as varints (version 1: 32-bit numbers).
 */
export const searchIndexVersion = 2;
const magic = "ENGRAMSX";
const headBytes = 24;

const columns = [
  ["docOwner", Uint32Array],
  ["docSeq", Float64Array],
  ["docGroup", Uint32Array],
  ["docTime", Float64Array],
  ["docOffset", Float64Array],
  ["docLineLength", Uint32Array],
  ["docLength", Uint32Array],
  ["termStart", Uint32Array],
  ["postings", Uint8Array],
  ["tokenStart", Uint32Array],
  ["tokens", Uint8Array],
] as const;

type ColumnName = (typeof columns)[number][0];

export interface IndexImage<M> {
  readonly base: CompactBase;
  readonly manifest: M;
}

const pad8 = (n: number): number => (n + 7) & ~7;

/** The file's bytes for `base` and `manifest`. */
export function encodeIndex<M>(image: IndexImage<M>): Buffer {
  const { base, manifest } = image;
  const lengths = Object.fromEntries(columns.map(([name]) => [name, base[name].length]));
  const json = Buffer.from(
    JSON.stringify({ terms: base.terms, owners: base.owners, groups: base.groups, digests: [...base.digests], lengths, manifest }),
    "utf8",
  );
  let bodyLength = pad8(json.length);
  for (const [name] of columns) bodyLength += pad8(base[name].byteLength);
  const file = Buffer.alloc(headBytes + bodyLength);
  file.write(magic, 0, "latin1");
  file.writeUInt32LE(searchIndexVersion, 8);
  file.writeUInt32LE(json.length, 12);
  file.writeUInt32LE(bodyLength, 16);
  json.copy(file, headBytes);
  let at = headBytes + pad8(json.length);
  for (const [name] of columns) {
    const array = base[name];
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(file, at);
    at += pad8(array.byteLength);
  }
  file.writeUInt32LE(crc32(file.subarray(headBytes)), 20);
  return file;
}

/** The index in `bytes`, or undefined when they are not a whole, intact index of this version. */
export function decodeIndex<M>(bytes: Buffer): IndexImage<M> | undefined {
  if (bytes.length < headBytes || bytes.toString("latin1", 0, 8) !== magic || bytes.readUInt32LE(8) !== searchIndexVersion) return undefined;
  const jsonLength = bytes.readUInt32LE(12);
  const bodyLength = bytes.readUInt32LE(16);
  if (headBytes + bodyLength !== bytes.length || pad8(jsonLength) > bodyLength) return undefined;
  if (crc32(bytes.subarray(headBytes)) !== bytes.readUInt32LE(20)) return undefined;
  let head: { terms: string[]; owners: string[]; groups: string[]; digests: [string, string][]; lengths: Record<ColumnName, number>; manifest: M };
  try {
    head = JSON.parse(bytes.toString("utf8", headBytes, headBytes + jsonLength));
  } catch {
    return undefined;
  }
  // The columns get memory of their own (aligned, as typed arrays need): the file's bytes, the JSON head's
  // among them (its strings are parsed already), are not kept alive by them. At 100,000 entries that head
  // is 14 MB of the file's 94.
  const start = headBytes + pad8(jsonLength);
  const body = new Uint8Array(bytes.length - start);
  body.set(bytes.subarray(start));
  let at = 0;
  const arrays: Partial<Record<ColumnName, Uint8Array | Uint32Array | Float64Array>> = {};
  for (const [name, Type] of columns) {
    const length = head.lengths?.[name];
    if (!Number.isSafeInteger(length) || length < 0 || at + length * Type.BYTES_PER_ELEMENT > body.length) return undefined;
    arrays[name] = new Type(body.buffer, at, length);
    at += pad8(length * Type.BYTES_PER_ELEMENT);
  }
  const digests = digestsOf(head.digests, head.owners);
  if (digests === undefined) return undefined;
  const base = { terms: head.terms, owners: head.owners, groups: head.groups, digests, ...arrays } as CompactBase;
  return wellFormed(base) ? { base, manifest: head.manifest } : undefined;
}

/**
 * The digests by owner, each key the owner's string from `owners` when it is there (one string per owner
 * in memory, not two); undefined when the list is not pairs of strings.
 */
function digestsOf(pairs: unknown, owners: unknown): Map<string, string> | undefined {
  if (!Array.isArray(pairs)) return undefined;
  const known = new Map<string, string>();
  if (Array.isArray(owners)) for (const owner of owners) if (typeof owner === "string") known.set(owner, owner);
  const digests = new Map<string, string>();
  for (const pair of pairs) {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "string" || typeof pair[1] !== "string") return undefined;
    digests.set(known.get(pair[0]) ?? pair[0], pair[1]);
  }
  return digests;
}

/** Every number in bounds, so a file that passed its checksum but was written wrong cannot send a search out of range. */
function wellFormed(base: CompactBase): boolean {
  const docs = base.docOwner.length;
  const strings = (list: unknown): boolean => Array.isArray(list) && list.every((item) => typeof item === "string");
  if (!strings(base.terms) || !strings(base.owners) || !strings(base.groups)) return false;
  for (const [owner, digest] of base.digests) if (typeof owner !== "string" || typeof digest !== "string") return false;
  if ([base.docSeq, base.docGroup, base.docTime, base.docOffset, base.docLineLength, base.docLength].some((column) => column.length !== docs)) return false;
  if (base.tokenStart.length !== docs + 1 || base.termStart.length !== base.terms.length + 1) return false;
  return (
    within(base.docOwner, base.owners.length) &&
    within(base.docGroup, base.groups.length) &&
    ascending(base.termStart, base.postings.length) &&
    ascending(base.tokenStart, base.tokens.length) &&
    postingsWellFormed(base, docs) &&
    tokensWellFormed(base)
  );
}

/** Each term's postings: whole varints within its bytes, documents ascending below `docs`, counts of at least 1. */
function postingsWellFormed(base: CompactBase, docs: number): boolean {
  const { postings, termStart } = base;
  for (let term = 0; term + 1 < termStart.length; term++) {
    const end = termStart[term + 1]!;
    let doc = -1;
    for (let at = termStart[term]!; at < end; ) {
      const gap = readVarint(postings, at, end);
      if (gap < 0 || (doc >= 0 && gap === 0)) return false;
      doc = doc < 0 ? gap : doc + gap;
      const tf = readVarint(postings, varintEnd, end);
      if (doc >= docs || tf < 1) return false;
      at = varintEnd;
    }
  }
  return true;
}

/** Each document's tokens: whole varints within its bytes, term numbers in the vocabulary, as many as its length. */
function tokensWellFormed(base: CompactBase): boolean {
  const { tokens, tokenStart, docLength } = base;
  const terms = base.terms.length;
  for (let doc = 0; doc < docLength.length; doc++) {
    const end = tokenStart[doc + 1]!;
    let count = 0;
    for (let at = tokenStart[doc]!; at < end; at = varintEnd, count++) {
      const term = readVarint(tokens, at, end);
      if (term < 0 || term >= terms) return false;
    }
    if (count !== docLength[doc]) return false;
  }
  return true;
}

/** Every value below `limit` (the largest found, compared once: a plain loop over columns of millions). */
function within(array: Uint32Array, limit: number): boolean {
  let largest = 0;
  for (let at = 0; at < array.length; at++) if (array[at]! > largest) largest = array[at]!;
  return array.length === 0 || largest < limit;
}

/** Starting at 0, never falling, ending at `last`. */
function ascending(array: Uint32Array, last: number): boolean {
  if (array[0] !== 0 || array[array.length - 1] !== last) return false;
  for (let at = 1; at < array.length; at++) if (array[at]! < array[at - 1]!) return false;
  return true;
}
