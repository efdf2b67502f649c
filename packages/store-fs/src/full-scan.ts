import { lstatSync } from "node:fs";
import path from "node:path";
import type { DirectoryWatch } from "./change-watch.js";
import { fingerprintAll } from "./file-scan.js";
import { layout } from "./layout.js";
import { fingerprintAllOffThread, listedTypes, listOffThread, offThreadPrints } from "./off-thread-prints.js";
import { scanRecordDirectory, takeEntry, type RecordScan } from "./record-scan.js";

/** Every record file listed, and the fingerprints of those still there when stat'ed (in path order). */
export interface FullScan {
  readonly scan: RecordScan;
  readonly prints: Map<string, string>;
}

/**
 * Lists every record file under `root` (watching each directory before it is listed) and stats them.
 * `listed` (the open's early scan) is called once the stats have started: the open then decodes its
 * indexes while the other core stats. In a large store the directories that hold the record files are
 * listed on that core too (`offThreadScan`), so the decode need not wait for their listing either.
 */
export async function fullScan(root: string, watch: DirectoryWatch | undefined, listed?: () => void): Promise<FullScan> {
  if (listed !== undefined && listsOffThread(root)) return offThreadScan(root, watch, listed);
  const scan: RecordScan = { files: [], oddities: new Map() };
  await scanRecordDirectory(root, "", watch, scan);
  // The stats' worker starts within this call (off-thread-prints.ts).
  const prints = fingerprintAllOffThread(root, scan.files.sort());
  listed?.();
  return { scan, prints: await prints };
}

/**
 * `fullScan` with the directories that hold the record files listed on the worker with the stats: only
 * the few directories above them are listed here, and every directory is checked and watched here
 * before it is listed, as `scanRecordDirectory` does; their entries are taken in as that would take
 * them (`takeEntry`). When the worker fails, they are listed and stat'ed here, where a failure of its own
 * is thrown.
 */
async function offThreadScan(root: string, watch: DirectoryWatch | undefined, listed: () => void): Promise<FullScan> {
  const scan: RecordScan = { files: [], oddities: new Map() };
  const deferred: string[] = [];
  await scanRecordDirectory(root, "", watch, scan, deferred);
  const answer = listOffThread(root, deferred);
  listed();
  const listing = await answer;
  if (listing === undefined) {
    for (const directory of deferred) await scanRecordDirectory(root, directory, watch, scan);
    return { scan, prints: await fingerprintAll(root, scan.files.sort()) };
  }
  for (const directory of listing.gone) watch?.unwatch(directory);
  // The root's own record files (MEMORY.md) were listed here: stat'ed here, and every file put in order.
  const own = scan.files.splice(0);
  const found = new Map<string, string>();
  for (let at = 0; at < listing.paths.length; at++) {
    const type = listedTypes[listing.types[at]!];
    const file = listing.paths[at]!;
    if (type === undefined || type === "dot" || !takeEntry(file, type, scan)) continue;
    const print = listing.print(at);
    if (print !== undefined) found.set(file, print);
  }
  if (own.length === 0) return { scan, prints: found };
  for (const [file, print] of await fingerprintAll(root, own)) found.set(file, print);
  scan.files.push(...own);
  const prints = new Map<string, string>();
  for (const file of scan.files.sort()) {
    const print = found.get(file);
    if (print !== undefined) prints.set(file, print);
  }
  return { scan, prints };
}

/** The fewest bytes the head index holds for one record file (a path, a fingerprint and one head): at 100,000 entries it holds 287. */
const headIndexBytesPerFile = 100;

/**
 * Whether the open lists the record directories on the worker thread: when the head index the last open
 * wrote is as large as that of a store of `offThreadPrints.minFiles` files. A smaller store lists them
 * here, where that costs less than starting the thread (a hook's open of a small store never starts it
 * for the listing); so does a store whose head index is missing, a link or unreadable.
 */
function listsOffThread(root: string): boolean {
  try {
    const stats = lstatSync(path.join(root, layout.cacheFile), { throwIfNoEntry: false });
    return (stats?.isFile() === true ? stats.size : 0) >= offThreadPrints.minFiles * headIndexBytesPerFile;
  } catch {
    return false;
  }
}
