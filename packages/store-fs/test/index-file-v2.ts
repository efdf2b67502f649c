import { crc32 } from "node:zlib";
import type { CompactBase } from "../src/compact-base.js";

const pad = (n: number): number => (n + 7) & ~7;

/**
 * A version 2 file, as the store wrote it before decision 0247: the same header and columns but
 * `ownerDigests`, and the digests in the JSON head as pairs of owner and source text.
 */
export function encodeVersion2(base: CompactBase, digests: [string, string][], manifest: unknown): Buffer {
  const names = [
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
  ] as const;
  const lengths = Object.fromEntries(names.map((name) => [name, base[name].length]));
  const json = Buffer.from(JSON.stringify({ terms: base.terms, owners: base.owners, groups: base.groups, digests, lengths, manifest }), "utf8");
  const parts: Uint8Array[] = [Buffer.alloc(24), json, Buffer.alloc(pad(json.length) - json.length)];
  for (const name of names) {
    const column = base[name];
    parts.push(Buffer.from(column.buffer, column.byteOffset, column.byteLength), Buffer.alloc(pad(column.byteLength) - column.byteLength));
  }
  const file = Buffer.concat(parts);
  file.write("ENGRAMSX", 0, "latin1");
  file.writeUInt32LE(2, 8);
  file.writeUInt32LE(json.length, 12);
  file.writeUInt32LE(file.length - 24, 16);
  file.writeUInt32LE(crc32(file.subarray(24)), 20);
  return file;
}
