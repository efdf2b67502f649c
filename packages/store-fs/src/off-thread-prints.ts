import { type FilePrints, fingerprintAll } from "./file-scan.js";

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
 * formatting 100,000 of them from their numbers took 40-50 ms, which the open's thread no longer spends;
 * beside them, when each file last changed (`changedAtOf`), in an array handed over without a copy.
 * Any other failure (a permission, say) is named and nothing is returned: the caller stats again on its
 * own thread, where the same failure is thrown as it always was. Inline (`eval`), so it loads no file of
 * this package and works wherever the package is bundled.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { lstatSync } = require("node:fs");
const { sep } = require("node:path");
const files = workerData.files.split("\\n");
// The root is resolved and the files are names the listing found (no "." or ".." part): joined as they are,
// where path.join's normalizing took 1 us of the 7-9 us a file costs on a slow machine.
const prefix = workerData.root + sep;
// Each file's fingerprint as printOf writes it (file-scan.ts): "" for one with none; and changedAtOf's time, NaN for none.
const prints = new Array(files.length).fill("");
const changedAt = new Float64Array(files.length).fill(NaN);
let failure;
for (let at = 0; at < files.length; at++) {
  let stats;
  try {
    stats = lstatSync(prefix + files[at], { bigint: true, throwIfNoEntry: false });
  } catch (error) {
    if (error && error.code === "ENOTDIR") continue;
    failure = String((error && error.code) || error);
    break;
  }
  if (stats === undefined || !stats.isFile()) continue;
  prints[at] = stats.ino + ":" + stats.size + ":" + stats.mtimeNs + ":" + stats.ctimeNs;
  changedAt[at] = Number(stats.mtimeMs > stats.ctimeMs ? stats.mtimeMs : stats.ctimeMs);
}
if (failure === undefined) parentPort.postMessage({ prints: prints.join("\\0"), changedAt }, [changedAt.buffer]);
else parentPort.postMessage({ failure });
`;

interface WorkerPrints {
  /** Each file's fingerprint ("" for none), joined by NUL (no fingerprint holds one). */
  readonly prints?: string;
  /** When each file last changed (NaN for none). */
  readonly changedAt?: Float64Array;
  readonly failure: string | undefined;
}

/**
 * `fingerprintAll`'s answer (each file's fingerprint and last change beside it), the stats taken on a worker thread: the open starts them before it loads the derived indexes, which then run
 * beside them on the other core (at 100,000 record files the stats were about a sixth of an open). A list,
 * not a map: the open walks the files in order, and a map of 100,000 paths (its growth, an entry array per
 * step of its walk) cost the open's thread about 20 ms more. Files named with a newline (never a record
 * file's name) and short lists are stat'ed here; so is every file when the thread fails to start, dies or
 * meets a failure of its own, so the answer (or the error) is always `fingerprintAll`'s.
 */
export async function fingerprintAllOffThread(root: string, files: readonly string[]): Promise<FilePrints> {
  if (files.length === 0 || files.length < offThreadPrints.minFiles || files.some((file) => file.includes("\n"))) return fingerprintAll(root, files);
  const answer = await workerAnswer({ root, files: files.join("\n") });
  const prints = answer?.failure === undefined ? answer?.prints?.split("\0") : undefined;
  const changedAt = answer?.changedAt;
  if (prints?.length !== files.length || changedAt?.length !== files.length) return fingerprintAll(root, files);
  offThreadPrints.answered += 1;
  return { prints, changedAt };
}

/**
 * The worker's answer; undefined when it could not start, failed or exited without one. The worker is
 * started within the call (the open relies on that: record-files.ts). `worker_threads` is loaded here,
 * by the opens that use it: a hook's short-lived process on a small store never does.
 */
function workerAnswer(workerData: { root: string; files: string }): Promise<WorkerPrints | undefined> {
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
