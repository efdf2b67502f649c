import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { writeFileAtomic } from "./atomic-write.js";
import { fileLimits } from "./file-limits.js";
import type { IndexedFile } from "./head-fields.js";
import { encodeColumns, filesOfColumns } from "./head-index-columns.js";
import { IndexedFiles } from "./indexed-files.js";
import { layout } from "./layout.js";
import { checkedPath, pathObstacle } from "./path-guard.js";
import { readStoreFile } from "./store-file-read.js";

export type { IndexedFile } from "./head-fields.js";

/**
 * `.index/records.json`: the heads (`RecordHead`) of every readable record file as last read, keyed by
 * path with the file's fingerprint. Derived data only: on open, a file whose fingerprint matches is
 * taken from here instead of being read; anything missing, stale, unreadable or malformed is read from
 * the files. Layout: a first line `ENGRAMRH <version> <CRC-32 of the rest, hex>`, then JSON of columns
 * (head-index-columns.ts). Version 3 introduced the columns (version 2 held a row per file); version 4
 * has the same layout, with fingerprints that hold each file's ctime too (file-scan.ts). No earlier
 * version is read: its fingerprints match no file now. Every value is checked on load; a file entry that
 * does not check out is left out (that file is read).
 */
export const headIndexVersion = 4;
const magic = "ENGRAMRH";

/**
 * The indexed files; none when there is no head index, it is not whole and of this version, or its
 * checksum is not `expected` (the one the search index was written with: see `SearchManifest`).
 */
export async function loadHeadIndex(root: string, expected: string | undefined): Promise<IndexedFiles> {
  const none = IndexedFiles.empty();
  let body: unknown;
  try {
    // Derived data: an index that is a link, too large, torn or not JSON is simply not used (the files are read).
    if (pathObstacle(root, layout.cacheFile, "file") !== undefined) return none;
    const read = await readStoreFile(path.join(root, layout.cacheFile), fileLimits.recordCacheBytes);
    if (read.type !== "file") return none;
    const newline = read.bytes.indexOf(10);
    if (newline < 0) return none;
    const [head, version, checksum] = read.bytes.toString("latin1", 0, newline).split(" ");
    const rest = read.bytes.subarray(newline + 1);
    if (head !== magic || version !== String(headIndexVersion)) return none;
    if (checksum !== expected || checksum !== crc32(rest).toString(16)) return none;
    body = JSON.parse(rest.toString("utf8"));
  } catch {
    return none;
  }
  return filesOfColumns(body);
}

/** The head index's bytes for `files` (sorted by path), and its checksum. */
export function encodeHeadIndex(files: Iterable<readonly [string, IndexedFile]>): { bytes: Buffer; checksum: string } {
  const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = Buffer.from(`${encodeColumns(sorted)}\n`, "utf8");
  const checksum = crc32(body).toString(16);
  return { bytes: Buffer.concat([Buffer.from(`${magic} ${headIndexVersion} ${checksum}\n`, "latin1"), body]), checksum };
}

/**
 * Writes the head index (atomically) from the files now loaded, leaving out those with problems.
 * Returns its checksum, and whether the file was written (false: it already held exactly this).
 */
export async function saveHeadIndex(
  root: string,
  files: Iterable<readonly [string, IndexedFile]>,
  hasProblems: (file: string) => boolean,
): Promise<{ checksum: string; written: boolean }> {
  const kept: [string, IndexedFile][] = [];
  for (const [file, indexed] of files) if (!hasProblems(file)) kept.push([file, indexed]);
  const { bytes, checksum } = encodeHeadIndex(kept);
  const file = checkedPath(root, layout.cacheFile);
  const current = await readFile(file).catch(() => undefined);
  if (current?.equals(bytes)) return { checksum, written: false };
  await writeFileAtomic(file, bytes);
  return { checksum, written: true };
}
