import type { Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { RecordKind } from "@engram/core/store";
import { isCode } from "./atomic-write.js";
import type { DirectoryWatch } from "./change-watch.js";
import { copiedPath } from "./conflicted-copies.js";
import { kindDirectories, kindOfPath, layout } from "./layout.js";
import type { StoreProblem } from "./load-problems.js";
import { obstacleProblem, pathType } from "./path-guard.js";

/** The top-level directories that hold record files. */
export const recordDirectories: ReadonlySet<string> = new Set(Object.values(kindDirectories));
/** Those whose records sit one level down, in scope directories. */
export const nestedDirectories: ReadonlySet<string> = new Set([layout.entries, layout.notes, layout.indexes]);

/** The kind of record a path holds, or of which it is a sync tool's copy by its name (`daily/2026-05-01 (1).md`). */
export function recordKindOf(relative: string): RecordKind | undefined {
  const kind = kindOfPath(relative);
  if (kind !== undefined) return kind;
  const original = copiedPath(relative);
  return original === undefined ? undefined : kindOfPath(original);
}

/** What a scan found: the regular record files, and what stands where a record file or directory should be. */
export interface RecordScan {
  readonly files: string[];
  readonly oddities: Map<string, StoreProblem>;
}

/**
 * Lists the record files in `directory` (relative; "" is the root) and in the directories below it
 * that can hold records, watching each directory before listing it so no change falls in between.
 * Links are never followed: a linked directory or file is reported, as is a directory where a record
 * file belongs or a file where a record directory belongs.
 */
export async function scanRecordDirectory(root: string, directory: string, watch: DirectoryWatch | undefined, into: RecordScan): Promise<void> {
  if (directory !== "") {
    const found = pathType(path.join(root, directory));
    if (found !== "directory") {
      watch?.unwatch(directory);
      if (found !== "missing") into.oddities.set(directory, obstacleProblem({ path: directory, found, expected: "directory" }));
      return;
    }
  }
  watch?.watch(directory);
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(root, directory), { withFileTypes: true });
  } catch (error) {
    if (!isCode(error, "ENOENT", "ENOTDIR")) throw error;
    watch?.unwatch(directory);
    return;
  }
  const below: string[] = [];
  // By index: an open lists 100,000 entries here, and an iterator's step allocated before the loop was optimized.
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at]!;
    const relative = directory === "" ? entry.name : `${directory}/${entry.name}`;
    if (directory === "" ? recordDirectories.has(entry.name) : nestedDirectories.has(directory)) {
      // At the root every kind's name is looked at; in entries/, notes/ and indexes/ only directories and links.
      if (directory === "" || entry.isDirectory() || entry.isSymbolicLink()) below.push(relative);
      continue;
    }
    if (entry.name.startsWith(".") || recordKindOf(relative) === undefined) continue;
    if (entry.isFile()) into.files.push(relative);
    else
      into.oddities.set(
        relative,
        obstacleProblem({ path: relative, found: entry.isSymbolicLink() ? "link" : entry.isDirectory() ? "directory" : "other", expected: "file" }),
      );
  }
  // Listed side by side (libuv's pool reads the directories at once: 100,000 entries in four scope directories
  // took 115-138 ms instead of 160-197 on a slow machine), and added in `below`'s order, whichever ends first.
  const scans = await Promise.all(
    below.map(async (sub) => {
      const scan: RecordScan = { files: [], oddities: new Map() };
      await scanRecordDirectory(root, sub, watch, scan);
      return scan;
    }),
  );
  for (const scan of scans) {
    const { files } = scan;
    for (let at = 0; at < files.length; at++) into.files.push(files[at]!);
    for (const [where, problem] of scan.oddities) into.oddities.set(where, problem);
  }
}
