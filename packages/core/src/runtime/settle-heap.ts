import { EngramError } from "../errors.js";

/** What `settleHeap` saw and did. */
export interface HeapSettling {
  /** Whether it collected: false when the young generation was not above `youngAbove`. */
  readonly settled: boolean;
  /** The young generation's reserved bytes (V8's `new_space`) before and after. */
  readonly youngBefore: number;
  readonly youngAfter: number;
  /** Resident memory before and after (`process.memoryUsage().rss`). */
  readonly rssBefore: number;
  readonly rssAfter: number;
  /** How long the collection took (0 when it did not collect). */
  readonly ms: number;
}

export interface SettleHeapOptions {
  /**
   * Collect only when the young generation reserves more than this many bytes (default 64 MiB: twice
   * what loading Node and Engram's modules leaves it at, so a small store's open costs nothing).
   */
  readonly youngAbove?: number;
}

const defaultYoungAbove = 64 * 1024 * 1024;

type ForcedGc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
let forcedGc: ForcedGc | undefined;

/**
 * `node:v8` and `node:vm`, loaded on the first call: core's root is imported by every hook and adapter,
 * and loading `node:v8` costs a fresh process 2-3 ms that only this function needs.
 */
const v8 = () => process.getBuiltinModule("node:v8");

function youngBytes(): number {
  return (
    v8()
      .getHeapSpaceStatistics()
      .find((space) => space.space_name === "new_space")?.space_size ?? 0
  );
}

/**
 * For the owner of a Node.js process (a CLI, a server): gives back the memory a bulk load left reserved.
 *
 * Opening a large store (the fs store's index and record heads) builds tens of MiB of long-lived objects.
 * V8 sees most of what it allocates survive, grows the young generation to its largest size (128 MiB of
 * RSS, most of an fs store's distance to 300 MiB at a year of use) and keeps it until an idle timer
 * shrinks it, seconds later. This runs one memory-reducing full collection now (V8's "last resort"
 * flavour, which shrinks the young generation back to its smallest), when the young generation is above
 * `youngAbove`. It costs tens of milliseconds at that size (~100 ms at a year of use on a 2-core machine).
 *
 * It reaches V8's collector through `--expose-gc`, set once for the process by `v8.setFlagsFromString`,
 * and a fresh `vm` context's `gc` (the flag gives new contexts that global; this process's own global is
 * left as it was). A library does not call it on its own (decision 0229): the process owner chooses to.
 */
export function settleHeap({ youngAbove = defaultYoungAbove }: SettleHeapOptions = {}): HeapSettling {
  if (typeof youngAbove !== "number" || !(youngAbove >= 0) || youngAbove === Number.POSITIVE_INFINITY) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `settleHeap's youngAbove must be a number of bytes, 0 or more (got ${String(youngAbove)}): leave it out for the default of 64 MiB.`,
      { details: { youngAbove: String(youngAbove) } },
    );
  }
  const youngBefore = youngBytes();
  const rssBefore = process.memoryUsage().rss;
  if (youngBefore <= youngAbove) return { settled: false, youngBefore, youngAfter: youngBefore, rssBefore, rssAfter: rssBefore, ms: 0 };
  if (forcedGc === undefined) {
    v8().setFlagsFromString("--expose-gc");
    forcedGc = process.getBuiltinModule("node:vm").runInNewContext("gc") as ForcedGc;
  }
  const start = performance.now();
  forcedGc({ type: "major", execution: "sync", flavor: "last-resort" });
  const ms = performance.now() - start;
  return { settled: true, youngBefore, youngAfter: youngBytes(), rssBefore, rssAfter: process.memoryUsage().rss, ms };
}
