import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { writeFileAtomic } from "./atomic-write.js";
import { fileLimits } from "./file-limits.js";
import type { IndexedFile } from "./head-fields.js";
import { encodeColumns, filesOfColumns } from "./head-index-columns.js";
import { filesOfRows } from "./head-index-rows.js";
import { IndexedFiles } from "./indexed-files.js";
import { layout } from "./layout.js";
import { checkedPath, pathObstacle } from "./path-guard.js";
import { readStoreFile } from "./store-file-read.js";

export type { IndexedFile } from "./head-fields.js";

/**
 * `.index/records.json`: the heads (`RecordHead`) of every readable record file as last read, keyed by
 * path with the file's fingerprint. Derived data only: on open, a file whose fingerprint matches is
 * taken from here instead of being read; anything missing, stale, unreadable or malformed is read from
 * the files. Layout: a first line `ENGRAMRH <version> <CRC-32 of the rest, hex>`, then JSON: version 3
 * holds columns (head-index-columns.ts), version 2 a row per file (head-index-rows.ts; still read, and
 * written again as version 3 by the open that read it). Every value is checked on load; a file entry
 * that does not check out is left out (that file is read).
 */
export const headIndexVersion = 3;
/** The version before, still read. */
const rowsVersion = 2;
const magic = "ENGRAMRH";

/** What a load found: the indexed files, and whether they came from a file of an earlier version (to be written again). */
export interface LoadedHeads {
  readonly files: IndexedFiles;
  readonly outdated: boolean;
}

const none = (): LoadedHeads => ({ files: IndexedFiles.empty(), outdated: false });

/**
 * The indexed files; none when there is no head index, it is not whole and of this version or the one
 * before, or its checksum is not `expected` (the one the search index was written with: see `SearchManifest`).
 */
export async function loadHeadIndex(root: string, expected: string | undefined): Promise<LoadedHeads> {
  let body: unknown;
  let version: string | undefined;
  try {
    // Derived data: an index that is a link, too large, torn or not JSON is simply not used (the files are read).
    if (pathObstacle(root, layout.cacheFile, "file") !== undefined) return none();
    const read = await readStoreFile(path.join(root, layout.cacheFile), fileLimits.recordCacheBytes);
    if (read.type !== "file") return none();
    const newline = read.bytes.indexOf(10);
    if (newline < 0) return none();
    const [head, found, checksum] = read.bytes.toString("latin1", 0, newline).split(" ");
    const rest = read.bytes.subarray(newline + 1);
    version = found;
    if (head !== magic || (version !== String(headIndexVersion) && version !== String(rowsVersion))) return none();
    if (checksum !== expected || checksum !== crc32(rest).toString(16)) return none();
    body = JSON.parse(rest.toString("utf8"));
  } catch {
    return none();
  }
  if (version === String(rowsVersion)) return { files: filesOfRows(body), outdated: true };
  return { files: filesOfColumns(body), outdated: false };
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
