import { lstatSync } from "node:fs";
import { lstat } from "node:fs/promises";
import path from "node:path";
import { isCode } from "./atomic-write.js";

/** A file version's fingerprint from its inode, size and modification time in nanoseconds (off-thread-prints.ts's worker writes the same). */
export const printOf = (ino: bigint, size: bigint, mtimeNs: bigint): string => `${ino}:${size}:${mtimeNs}`;

/**
 * What identifies one version of a file without reading it: inode, size and the modification time
 * in nanoseconds. An atomic replace changes the inode; an in-place edit changes the mtime or size.
 * A link is never followed: it has no fingerprint, like a directory.
 */
export async function fingerprint(file: string): Promise<string | undefined> {
  try {
    const stats = await lstat(file, { bigint: true });
    return stats.isFile() ? printOf(stats.ino, stats.size, stats.mtimeNs) : undefined;
  } catch (error) {
    if (isCode(error, "ENOENT", "ENOTDIR")) return undefined;
    throw error;
  }
}

/** `fingerprint` with a synchronous stat: for a file this process just wrote, where a thread-pool round trip costs more than the call. */
export function fingerprintSync(file: string): string | undefined {
  let stats;
  try {
    stats = lstatSync(file, { bigint: true, throwIfNoEntry: false });
  } catch (error) {
    if (isCode(error, "ENOTDIR")) return undefined;
    throw error;
  }
  return stats?.isFile() ? printOf(stats.ino, stats.size, stats.mtimeNs) : undefined;
}

/**
 * Fingerprints of the given files (none for those gone). Stat'ed one after the other with the
 * synchronous call: on a local disk a stat takes microseconds, and tens of thousands of promises of
 * bigint stats cost more in garbage than the stats themselves (most of a 20,000-file open).
 */
export async function fingerprintAll(root: string, files: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of files) {
    const print = fingerprintSync(path.join(root, file));
    if (print !== undefined) found.set(file, print);
  }
  return found;
}
