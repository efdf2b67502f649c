import { type BigIntStats, lstatSync } from "node:fs";
import { lstat } from "node:fs/promises";
import path from "node:path";
import { isCode } from "./atomic-write.js";

/** The stat fields a fingerprint is made of. */
type PrintedStats = Pick<BigIntStats, "ino" | "size" | "mtimeNs" | "ctimeNs">;

/**
 * A file version's fingerprint: inode, size, modification and change times in nanoseconds
 * (off-thread-prints.ts's worker writes the same; racy-files.ts reads the two times back).
 */
export const printOf = (stats: PrintedStats): string => `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;

/**
 * What identifies one version of a file without reading it: inode, size, and the modification and
 * change times in nanoseconds. An atomic replace changes the inode; an in-place edit changes the
 * ctime, whatever it does to the mtime: `touch -d`, `cp -p` and `rsync -t` put an mtime back, but
 * no call sets a ctime. An edit within the file system's timestamp step after the fingerprint was
 * taken can still look unchanged: racy-files.ts. A link is never followed: it has no fingerprint,
 * like a directory.
 */
export async function fingerprint(file: string): Promise<string | undefined> {
  try {
    const stats = await lstat(file, { bigint: true });
    return stats.isFile() ? printOf(stats) : undefined;
  } catch (error) {
    if (isCode(error, "ENOENT", "ENOTDIR")) return undefined;
    throw error;
  }
}

/** `fingerprint` with a synchronous stat: for a file this process just wrote, where a thread-pool round trip costs more than the call. */
export function fingerprintSync(file: string): string | undefined {
  const stats = fileStatsSync(file);
  return stats === undefined ? undefined : printOf(stats);
}

/** The file's stats (bigint, the link itself), or undefined when it is gone, under a file, or not a file. */
function fileStatsSync(file: string): BigIntStats | undefined {
  let stats;
  try {
    stats = lstatSync(file, { bigint: true, throwIfNoEntry: false });
  } catch (error) {
    if (isCode(error, "ENOTDIR")) return undefined;
    throw error;
  }
  return stats?.isFile() ? stats : undefined;
}

/**
 * When a file last changed, in whole ms since the epoch: the later of its mtime and ctime (the mtime
 * can be set later than the ctime; racy-files.ts compares this with when an index took its fingerprints).
 * The off-thread stats' worker computes the same.
 */
export const changedAtOf = (stats: Pick<BigIntStats, "mtimeMs" | "ctimeMs">): number => Math.max(Number(stats.mtimeMs), Number(stats.ctimeMs));

/** Files' fingerprints and when each last changed (`changedAtOf`), beside the files: "" and NaN for a file with none. */
export interface FilePrints {
  readonly prints: string[];
  readonly changedAt: Float64Array;
}

/**
 * Fingerprints of the given files, and when each last changed, from one stat each. Stat'ed one after the
 * other with the synchronous call: on a local disk a stat takes microseconds, and tens of thousands of
 * promises of bigint stats cost more in garbage than the stats themselves (most of a 20,000-file open).
 */
export async function fingerprintAll(root: string, files: readonly string[]): Promise<FilePrints> {
  const prints = new Array<string>(files.length).fill("");
  const changedAt = new Float64Array(files.length).fill(Number.NaN);
  for (let at = 0; at < files.length; at++) {
    const stats = fileStatsSync(path.join(root, files[at]!));
    if (stats === undefined) continue;
    prints[at] = printOf(stats);
    changedAt[at] = changedAtOf(stats);
  }
  return { prints, changedAt };
}
