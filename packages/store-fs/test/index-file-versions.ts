import { crc32 } from "node:zlib";
import type { CompactBase } from "../src/compact-base.js";

const pad = (n: number): number => (n + 7) & ~7;

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The base's terms as strings, by number. */
export function baseTerms(base: CompactBase): string[] {
  return Array.from({ length: base.termTextStart.length - 1 }, (_, term) =>
    decoder.decode(base.termText.subarray(base.termTextStart[term]!, base.termTextStart[term + 1]!)),
  );
}

const version3Columns = [
  "docOwner",
  "docSeq",
  "docGroup",
  "docTime",
  "docOffset",
  "docLineLength",
  "docLength",
  "termStart",
  "postings",
  "tokenStart",
  "tokens",
  "ownerDigests",
] as const;

/** A file of an earlier version: the header, the JSON head (its terms listed as strings) and `names`' columns. */
function encodeOld(version: number, base: CompactBase, head: Record<string, unknown>, names: readonly (typeof version3Columns)[number][]): Buffer {
  const lengths = Object.fromEntries(names.map((name) => [name, base[name].length]));
  const json = Buffer.from(JSON.stringify({ terms: baseTerms(base), owners: base.owners, groups: base.groups, ...head, lengths }), "utf8");
  const parts: Uint8Array[] = [Buffer.alloc(24), json, Buffer.alloc(pad(json.length) - json.length)];
  for (const name of names) {
    const column = base[name];
    parts.push(Buffer.from(column.buffer, column.byteOffset, column.byteLength), Buffer.alloc(pad(column.byteLength) - column.byteLength));
  }
  const file = Buffer.concat(parts);
  file.write("ENGRAMSX", 0, "latin1");
  file.writeUInt32LE(version, 8);
  file.writeUInt32LE(json.length, 12);
  file.writeUInt32LE(file.length - 24, 16);
  file.writeUInt32LE(crc32(file.subarray(24)), 20);
  return file;
}

/**
 * A version 2 file, as the store wrote it before decision 0247: version 3's columns but `ownerDigests`,
 * and the digests in the JSON head as pairs of owner and source text.
 */
export function encodeVersion2(base: CompactBase, digests: [string, string][], manifest: unknown): Buffer {
  return encodeOld(2, base, { digests, manifest }, version3Columns.slice(0, -1));
}

/** A version 3 file, as the store wrote it before its terms were kept as bytes: the terms listed in the JSON head. `terms` replaces the base's list. */
export function encodeVersion3(base: CompactBase, manifest: unknown, terms?: unknown): Buffer {
  return encodeOld(3, base, { manifest, ...(terms === undefined ? {} : { terms }) }, version3Columns);
}
