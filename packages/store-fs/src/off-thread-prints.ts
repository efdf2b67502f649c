import { fingerprintAll } from "./file-scan.js";

/**
 * `minFiles`: below this many files the thread's start costs more than the stats it takes off the main
 * thread. A worker took 80-125 ms to start and answer on a slow 2-core machine, where a stat took about
 * 8.5 us: 10,000 stats cost about as much, and a store that small loads its indexes in less, so the open
 * would wait for the worker. The differential test sets it to 0. `answered`: how many lists the worker's
 * answer served.
 */
export const offThreadPrints = { minFiles: 10_000, answered: 0 };

/**
 * The worker: it stats each file as `fingerprintSync` does (no link followed; a file gone or under a file
 * has no fingerprint) and hands back each fingerprint as `printOf` writes it, joined in one string:
 * formatting 100,000 of them from their numbers took 40-50 ms, which the open's thread no longer spends.
 * Given directories instead of files (`listOffThread`), it first lists them (a directory gone is marked,
 * not a failure) and stats what they hold, every path sorted. Any other failure (a permission, say) is
 * named and nothing is returned: the caller lists or stats again on its own thread, where the same failure
 * is thrown as it always was. Inline (`eval`), so it loads no file of this package and works wherever the
 * package is bundled.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { lstatSync, readdirSync } = require("node:fs");
const { join } = require("node:path");
let failure;
let files;
let listed;
let types;
if (workerData.directories === undefined) files = workerData.files.split("\\n");
else {
  const directories = workerData.directories.split("\\0");
  listed = new Uint8Array(directories.length);
  files = [];
  // Every path in the order Array.prototype.sort gives (the one every other listing uses): the directories
  // in the order of their paths with the slash ("a/" after "a-2/"), and each one's names sorted, which the
  // listing nearly always hands over already (then they are not sorted again).
  const order = directories.map((directory, at) => [directory + "/", at]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [prefix, at] of order) {
    if (failure !== undefined) break;
    let names;
    try {
      // Names only: entries of 100,000 files as objects took this thread longer than the open's own work.
      names = readdirSync(join(workerData.root, directories[at]));
    } catch (error) {
      if (!error || (error.code !== "ENOENT" && error.code !== "ENOTDIR")) failure = String((error && error.code) || error);
      continue;
    }
    listed[at] = 1;
    let sorted = true;
    for (let name = 1; name < names.length && sorted; name++) sorted = names[name - 1] < names[name];
    if (!sorted) names.sort();
    for (const name of names) files.push(prefix + name);
  }
  types = new Uint8Array(files.length);
}
// Each file's fingerprint as printOf writes it (file-scan.ts), formatted here: "" for an entry with none.
// Listed entries get their type from the same stat (no link followed); a name starting with a dot is
// never a record file and is not stat'ed (type 4).
const prints = new Array(files.length).fill("");
for (let at = 0; at < files.length && failure === undefined; at++) {
  if (types !== undefined && files[at].charCodeAt(files[at].lastIndexOf("/") + 1) === 46) {
    types[at] = 4;
    continue;
  }
  let stats;
  try {
    stats = lstatSync(join(workerData.root, files[at]), { bigint: true, throwIfNoEntry: false });
  } catch (error) {
    if (error && error.code === "ENOTDIR") continue;
    failure = String((error && error.code) || error);
    break;
  }
  if (stats === undefined) continue;
  if (types !== undefined) types[at] = stats.isFile() ? 0 : stats.isSymbolicLink() ? 2 : stats.isDirectory() ? 1 : 3;
  if (stats.isFile()) prints[at] = stats.ino + ":" + stats.size + ":" + stats.mtimeNs;
}
if (failure !== undefined) parentPort.postMessage({ failure });
else if (types === undefined) parentPort.postMessage({ prints: prints.join("\\0") });
else parentPort.postMessage({ prints: prints.join("\\0"), listed, types, paths: files.join("\\0") }, [listed.buffer, types.buffer]);
`;

interface WorkerPrints {
  /** Each file's fingerprint ("" for none), joined by NUL (no fingerprint holds one). */
  readonly prints?: string;
  readonly failure: string | undefined;
  /** With directories given: which were listed, every entry's path and type (`listedTypes`). */
  readonly listed?: Uint8Array;
  readonly types?: Uint8Array;
  readonly paths?: string;
}

/**
 * The worker's entry types by number, from its stat of the entry (a file gone by then is a "file" without
 * a fingerprint, as a file listed and gone before its stat always was); "dot": a name starting with a dot,
 * never a record file (not stat'ed).
 */
export const listedTypes = ["file", "directory", "link", "other", "dot"] as const;
export type ListedType = (typeof listedTypes)[number];

/** What the worker found in the directories it was given. */
export interface OffThreadListing {
  /** The directories that were not there to list (gone, or no longer a directory). */
  readonly gone: ReadonlySet<string>;
  /** Every entry of the directories listed, by path relative to the root, sorted as `Array.prototype.sort` sorts. */
  readonly paths: readonly string[];
  /** Each entry's type (an index of `listedTypes`). */
  readonly types: Uint8Array;
  /** The fingerprint of the entry at `at` when it is a file still there when stat'ed. */
  print(at: number): string | undefined;
}

/**
 * `fingerprintAll`'s answer, the stats taken on a worker thread: the open starts them before it loads
 * the derived indexes, which then run beside them on the other core (at 100,000 record files the stats
 * were about a sixth of an open). Files named with a newline (never a record file's name) and short
 * lists are stat'ed here; so is every file when the thread fails to start, dies or meets a failure of its
 * own, so the answer (or the error) is always `fingerprintAll`'s.
 */
export async function fingerprintAllOffThread(root: string, files: readonly string[]): Promise<Map<string, string>> {
  if (files.length === 0 || files.length < offThreadPrints.minFiles || files.some((file) => file.includes("\n"))) return fingerprintAll(root, files);
  const answer = await workerAnswer({ root, files: files.join("\n") });
  const prints = answer?.failure === undefined ? answer?.prints?.split("\0") : undefined;
  if (prints?.length !== files.length) return fingerprintAll(root, files);
  offThreadPrints.answered += 1;
  const found = new Map<string, string>();
  for (let at = 0; at < files.length; at++) if (prints[at] !== "") found.set(files[at]!, prints[at]!);
  return found;
}

/**
 * The entries of `directories` (relative to `root`, each holding record files directly) listed on the
 * worker thread, with the fingerprints of the files among them: what `scanRecordDirectory` and
 * `fingerprintAll` would find, so an open decodes its indexes while the other core lists and stats (at
 * 100,000 record files the listing alone held the open 0.2 s). Undefined when the thread fails to start,
 * dies or meets a failure of its own: the caller lists them on its own thread, where that failure is
 * thrown as it always was.
 */
export async function listOffThread(root: string, directories: readonly string[]): Promise<OffThreadListing | undefined> {
  if (directories.length === 0) return { gone: new Set(), paths: [], types: new Uint8Array(0), print: () => undefined };
  const answer = await workerAnswer({ root, directories: directories.join("\0") });
  if (answer === undefined || answer.failure !== undefined || answer.listed === undefined || answer.types === undefined) return undefined;
  const paths = answer.paths === "" ? [] : (answer.paths?.split("\0") ?? []);
  // One entry without a fingerprint is "" too: the paths tell how many there are.
  const prints = paths.length === 0 ? [] : (answer.prints?.split("\0") ?? []);
  if (paths.length !== answer.types.length || prints.length !== paths.length) return undefined;
  offThreadPrints.answered += 1;
  const { listed, types } = answer;
  return {
    gone: new Set(directories.filter((_, at) => listed[at] !== 1)),
    paths,
    types,
    print: (at) => (prints[at] === "" ? undefined : prints[at]),
  };
}

/**
 * The worker's answer; undefined when it could not start, failed or exited without one. The worker is
 * started within the call (the open relies on that: record-files.ts). `worker_threads` is loaded here,
 * by the opens that use it: a hook's short-lived process on a small store never does.
 */
function workerAnswer(workerData: { root: string; files: string } | { root: string; directories: string }): Promise<WorkerPrints | undefined> {
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  return new Promise((resolve) => {
    let worker: InstanceType<typeof Worker>;
    try {
      // A small young generation: the stats' garbage dies at once, and the worker's memory adds to the open's peak.
      worker = new Worker(workerSource, { eval: true, workerData, resourceLimits: { maxYoungGenerationSizeMb: 2 } });
    } catch {
      resolve(undefined);
      return;
    }
    worker.once("message", (message: WorkerPrints) => resolve(message));
    worker.once("error", () => resolve(undefined));
    worker.once("exit", () => resolve(undefined));
  });
}
