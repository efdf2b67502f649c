import { isUtf8 } from "node:buffer";
import { crc32 } from "node:zlib";
import type { CompactBase } from "./compact-text-index.js";
import { maxVarintBytes } from "./varint-bytes.js";

/**
 * `.index/search.bin`: the search index (`CompactBase`) and the session manifest, as one file written
 * atomically. Layout: "ENGRAMSX", the format version, the byte lengths of the JSON head and of the
 * whole body, the body's CRC-32; then the body: the JSON head (strings and the manifest), padded to
 * 8 bytes, then the typed arrays in `columns` order, each padded to 8 bytes. Anything that does not
 * check out (magic, version, length, checksum, array bounds, a varint of the postings or token
 * sequences that runs past its term or document, a number out of range) is no index: the files are
 * read instead. Version 2 keeps postings and token sequences as varints (version 1: 32-bit numbers).
 * Version 3 keeps each owner's source digest as a number in the `ownerDigests` column (source-digest.ts)
 * where version 2 kept the sources' text in the JSON head as pairs of owner and text. Version 4 keeps the
 * terms as UTF-8 bytes in the `termTextStart` and `termText` columns (term-table.ts) where versions 2 and 3
 * listed them as strings in the JSON head. Version 5 has the same layout as version 4; its fingerprints
 * (in the digests and the manifest) hold each file's ctime too, and its manifest the time they were taken
 * (racy-files.ts). No earlier version is read: their fingerprints match no file now, so every file would be
 * read again anyway, and a file that old is rebuilt, never taken for what it does not say.
 */
export const searchIndexVersion = 5;
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
  ["ownerDigests", Float64Array],
  ["termTextStart", Uint32Array],
  ["termText", Uint8Array],
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
  const json = Buffer.from(JSON.stringify({ owners: base.owners, groups: base.groups, lengths, manifest }), "utf8");
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

/** How many bytes the file's prefix says its head takes (the fixed head and the JSON head, padded): the body starts there. */
export function indexHeadLength(prefix: Buffer, size: number): number | undefined {
  if (prefix.length < headBytes || prefix.toString("latin1", 0, 8) !== magic) return undefined;
  const end = headBytes + pad8(prefix.readUInt32LE(12));
  return end <= size ? end : undefined;
}

/** The prefix `indexHeadLength` reads. */
export const indexPrefixBytes = headBytes;

/** The index in `bytes`, or undefined when they are not a whole, intact index of this version. */
export function decodeIndex<M>(bytes: Buffer): IndexImage<M> | undefined {
  const end = indexHeadLength(bytes, bytes.length);
  if (end === undefined) return undefined;
  // The columns get memory of their own (aligned, as typed arrays need): the file's bytes, the JSON head's
  // among them (its strings are parsed already), are not kept alive by them.
  const body = new Uint8Array(bytes.length - end);
  body.set(bytes.subarray(end));
  return decodeIndexParts(bytes.subarray(0, end), body);
}

/**
 * The index from its head (the fixed head and the JSON head, padded: `indexHeadLength`) and its body
 * (the columns, in memory of their own, which the columns then view: the open reads the body straight
 * into it, `readStoreFileParts`), or undefined when they are not a whole, intact index of this version.
 */
export function decodeIndexParts<M>(head: Buffer, body: Uint8Array<ArrayBuffer>): IndexImage<M> | undefined {
  if (head.length < headBytes || head.toString("latin1", 0, 8) !== magic || body.byteOffset % 8 !== 0) return undefined;
  if (head.readUInt32LE(8) !== searchIndexVersion) return undefined;
  const jsonLength = head.readUInt32LE(12);
  const bodyLength = head.readUInt32LE(16);
  if (head.length !== headBytes + pad8(jsonLength) || pad8(jsonLength) + body.length !== bodyLength) return undefined;
  if (crc32(body, crc32(head.subarray(headBytes))) !== head.readUInt32LE(20)) return undefined;
  let json: { owners: string[]; groups: string[]; lengths: Record<ColumnName, number>; manifest: M };
  try {
    json = JSON.parse(head.toString("utf8", headBytes, headBytes + jsonLength));
  } catch {
    return undefined;
  }
  let at = 0;
  const arrays: Partial<Record<ColumnName, Uint8Array | Uint32Array | Float64Array>> = {};
  for (const [name, Type] of columns) {
    const length = json.lengths?.[name];
    if (!Number.isSafeInteger(length) || length < 0 || at + length * Type.BYTES_PER_ELEMENT > body.length) return undefined;
    arrays[name] = new Type(body.buffer, body.byteOffset + at, length);
    at += pad8(length * Type.BYTES_PER_ELEMENT);
  }
  const base = { owners: json.owners, groups: json.groups, ...arrays } as CompactBase;
  return wellFormed(base) ? { base, manifest: json.manifest } : undefined;
}

/** Every number in bounds, so a file that passed its checksum but was written wrong cannot send a search out of range. */
function wellFormed(base: CompactBase): boolean {
  const docs = base.docOwner.length;
  const strings = (list: unknown): boolean => Array.isArray(list) && list.every((item) => typeof item === "string");
  if (!strings(base.owners) || !strings(base.groups)) return false;
  if (base.ownerDigests.length !== base.owners.length) return false;
  if ([base.docSeq, base.docGroup, base.docTime, base.docOffset, base.docLineLength, base.docLength].some((column) => column.length !== docs)) return false;
  if (base.tokenStart.length !== docs + 1 || base.termStart.length !== base.termTextStart.length) return false;
  return (
    ascending(base.termTextStart, base.termText.length) &&
    termsWellFormed(base) &&
    within(base.docOwner, base.owners.length) &&
    within(base.docGroup, base.groups.length) &&
    ascending(base.termStart, base.postings.length) &&
    ascending(base.tokenStart, base.tokens.length) &&
    postingsWellFormed(base, docs) &&
    tokensWellFormed(base)
  );
}

/**
 * Each term's postings: whole varints within its bytes, documents ascending below `docs`, counts of at
 * least 1. The varints are read inline, as in `tokensWellFormed`: this runs over every byte of the file's
 * largest columns on each open, and a call per varint (`readVarint`) made these checks half again as slow.
 */
function postingsWellFormed(base: CompactBase, docs: number): boolean {
  const { postings, termStart } = base;
  for (let term = 0; term + 1 < termStart.length; term++) {
    const end = termStart[term + 1]!;
    let doc = -1;
    for (let at = termStart[term]!; at < end; ) {
      let gap = postings[at++]!;
      if (gap >= 0x80) {
        gap &= 0x7f;
        for (let scale = 0x80, read = 1; ; read++, scale *= 0x80) {
          if (at >= end || read === maxVarintBytes) return false;
          const byte = postings[at++]!;
          gap += (byte & 0x7f) * scale;
          if (byte < 0x80) break;
        }
      }
      if (doc >= 0 && gap === 0) return false;
      doc = doc < 0 ? gap : doc + gap;
      if (at >= end || doc >= docs) return false;
      let count = postings[at++]!;
      if (count >= 0x80) {
        count &= 0x7f;
        for (let scale = 0x80, read = 1; ; read++, scale *= 0x80) {
          if (at >= end || read === maxVarintBytes) return false;
          const byte = postings[at++]!;
          count += (byte & 0x7f) * scale;
          if (byte < 0x80) break;
        }
        if (count >= 2 ** 32) return false;
      }
      if (count < 1) return false;
    }
  }
  return true;
}

/** Each document's tokens: whole varints within its bytes, term numbers in the vocabulary, as many as its length. */
function tokensWellFormed(base: CompactBase): boolean {
  const { tokens, tokenStart, docLength } = base;
  const terms = base.termStart.length - 1;
  for (let doc = 0; doc < docLength.length; doc++) {
    const end = tokenStart[doc + 1]!;
    let count = 0;
    for (let at = tokenStart[doc]!; at < end; count++) {
      let term = tokens[at++]!;
      if (term >= 0x80) {
        term &= 0x7f;
        for (let scale = 0x80, read = 1; ; read++, scale *= 0x80) {
          if (at >= end || read === maxVarintBytes) return false;
          const byte = tokens[at++]!;
          term += (byte & 0x7f) * scale;
          if (byte < 0x80) break;
        }
      }
      if (term >= terms) return false;
    }
    if (count !== docLength[doc]) return false;
  }
  return true;
}

/** The terms' bytes are UTF-8, and each term starts on a character (not a continuation byte): each is text. */
function termsWellFormed(base: CompactBase): boolean {
  const { termText, termTextStart } = base;
  if (!isUtf8(termText)) return false;
  for (let term = 0; term + 1 < termTextStart.length; term++) {
    const start = termTextStart[term]!;
    if (start < termTextStart[term + 1]! && (termText[start]! & 0xc0) === 0x80) return false;
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
