import { pathToFileURL } from "node:url";
import { probeScript, runProbe } from "../harness/fork-probe.js";
import type { Scope } from "@engram/core";
import type { PersonalStoreKind } from "./dataset-cache.js";

/**
 * One agent session's start on a store that already holds a year of memory, in a fresh child process
 * (as `engram mcp` is started per agent session), so nothing of the bench or of an earlier probe is in
 * its heap, its caches or its RSS. The child (`personal-probe-child`) imports core and the store,
 * opens the store, creates a memory (`createMemory`) and answers recalls, reading the clock and its
 * resident memory along the way. Memory readings are what the OS sees (`process.memoryUsage().rss`, no
 * forced GC), plus the peak (`peakRssKiB`: VmHWM on Linux).
 */
export interface PersonalProbeRequest {
  readonly store: PersonalStoreKind;
  /** The fs root or the SQLite file. */
  readonly location: string;
  readonly scope: Scope;
  /** Asked in order to `recall`, then to `recallSessions`. */
  readonly queries: readonly string[];
  /** The resident-memory reading after this many recalls (the first included). */
  readonly rssAfterRecalls: number;
  /** Stop sampling a kind of call once its samples add up to this (after `rssAfterRecalls` recalls). */
  readonly budgetMs: number;
  /** Node flags of the child process (none: as `engram mcp` starts today). */
  readonly nodeFlags: readonly string[];
  /** Run `memory.warmUp()` after the open (as `engram mcp` does) and time the first recall from its end. */
  readonly warmUp: boolean;
}

/** What the child is sent: the request, and where the peak-memory reader is (the child imports nothing of the bench by name). */
export interface PersonalProbeMessage extends PersonalProbeRequest {
  /** The file URL of `harness/peak-rss` (built `.js`, or its `.ts` source under vitest). */
  readonly peakRssModule: string;
}

export interface PersonalProbeReport {
  readonly store: PersonalStoreKind;
  /** `import()` of @engram/core and the store's package. */
  readonly importMs: number;
  /** The open call, until the store is ready. */
  readonly openMs: number;
  /** core's `settleHeap` after the open, as `engram mcp` runs it (0 when the young generation had not grown; decision 0229). */
  readonly settleMs: number;
  /**
   * From the start of the open call until the first recall answered (open, settleHeap, createMemory,
   * recall); with `warmUp`, from the warm-up's end.
   */
  readonly firstRecallMs: number;
  /** How long `memory.warmUp()` took (0 without `warmUp`). */
  readonly warmUpMs: number;
  /** Since the process started (Node's own start and the imports included) until the store was ready. */
  readonly processReadyMs: number;
  readonly rssImportedBytes: number;
  readonly rssOpenBytes: number;
  readonly rssAfterRecallsBytes: number;
  /** Peak resident memory of the whole probe, every recall and recallSessions included. */
  readonly rssPeakBytes: number;
  readonly heapOpenBytes: number;
  readonly heapAfterRecallsBytes: number;
  /** Recalls after the first, each timed alone. */
  readonly recallMs: readonly number[];
  readonly recallSessionsMs: readonly number[];
  /** Items each recall returned (the first included), excerpts each recallSessions returned. */
  readonly recallItems: readonly number[];
  readonly sessionExcerpts: readonly number[];
}

/** Forks the probe, sends it `request` and resolves with its report; rejects if it fails or hangs. */
export function runPersonalProbe(request: PersonalProbeRequest, timeoutMs = 1_800_000): Promise<PersonalProbeReport> {
  const peakRssModule = pathToFileURL(probeScript(new URL("../harness/", import.meta.url).href, "peak-rss")).href;
  const message: PersonalProbeMessage = { ...request, peakRssModule };
  return runProbe(probeScript(import.meta.url, "personal-probe-child"), message, `Personal-scale probe (${request.store})`, timeoutMs, request.nodeFlags);
}
