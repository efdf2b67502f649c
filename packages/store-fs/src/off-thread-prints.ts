import { fingerprintAll, printOf } from "./file-scan.js";

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
 * has no fingerprint) and hands back the raw numbers in transferred arrays, which `printOf` formats here.
 * Any other failure (a permission, say) is named and nothing is returned: the caller stats again on its
 * own thread, where the same failure is thrown as it always was. Inline (`eval`), so it loads no file of
 * this package and works wherever the package is bundled.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { lstatSync } = require("node:fs");
const { join } = require("node:path");
const files = workerData.files.split("\\n");
const numbers = new BigInt64Array(files.length * 3);
const isFile = new Uint8Array(files.length);
let failure;
for (let at = 0; at < files.length; at++) {
  let stats;
  try {
    stats = lstatSync(join(workerData.root, files[at]), { bigint: true, throwIfNoEntry: false });
  } catch (error) {
    if (error && error.code === "ENOTDIR") continue;
    failure = String((error && error.code) || error);
    break;
  }
  if (stats === undefined || !stats.isFile()) continue;
  isFile[at] = 1;
  numbers[at * 3] = stats.ino;
  numbers[at * 3 + 1] = stats.size;
  numbers[at * 3 + 2] = stats.mtimeNs;
}
parentPort.postMessage({ numbers, isFile, failure }, failure === undefined ? [numbers.buffer, isFile.buffer] : []);
`;

interface WorkerPrints {
  readonly numbers: BigInt64Array;
  readonly isFile: Uint8Array;
  readonly failure: string | undefined;
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
  const answer = await workerPrints(root, files);
  if (answer === undefined || answer.failure !== undefined) return fingerprintAll(root, files);
  offThreadPrints.answered += 1;
  const found = new Map<string, string>();
  const { numbers, isFile } = answer;
  for (let at = 0; at < files.length; at++) {
    if (isFile[at] === 1) found.set(files[at]!, printOf(numbers[at * 3]!, numbers[at * 3 + 1]!, numbers[at * 3 + 2]!));
  }
  return found;
}

/**
 * The worker's answer; undefined when it could not start, failed or exited without one. The worker is
 * started within the call (the open relies on that: record-files.ts). `worker_threads` is loaded here,
 * by the opens that use it: a hook's short-lived process on a small store never does.
 */
function workerPrints(root: string, files: readonly string[]): Promise<WorkerPrints | undefined> {
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  return new Promise((resolve) => {
    let worker: InstanceType<typeof Worker>;
    try {
      // A small young generation: the stats' garbage dies at once, and the worker's memory adds to the open's peak.
      worker = new Worker(workerSource, { eval: true, workerData: { root, files: files.join("\n") }, resourceLimits: { maxYoungGenerationSizeMb: 2 } });
    } catch {
      resolve(undefined);
      return;
    }
    worker.once("message", (message: WorkerPrints) => resolve(message));
    worker.once("error", () => resolve(undefined));
    worker.once("exit", () => resolve(undefined));
  });
}
