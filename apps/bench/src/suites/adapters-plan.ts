import type { Framework } from "../adapters/adapter-system.js";

export const adaptersSuiteName = "adapters";

export const adaptersMetrics = {
  overheadP50: "overhead_ms_p50",
  overheadP95: "overhead_ms_p95",
  callP50: "call_ms_p50",
  bareP50: "bare_ms_p50",
} as const;

/** The metrics a competitor gets in another framework's case: only the overheads compare across frameworks. */
export const crossFrameworkMetrics = [adaptersMetrics.overheadP50, adaptersMetrics.overheadP95] as const;

/** The target: what Engram's adapter adds to one model call, p50, at the full session size. */
export const maxOverheadMs = 5;
export const targetMessages = 1_000;

export interface AdaptersPlan {
  /** Messages in the session before the first call. */
  readonly messages: number;
  /** Long-term entries put into the store (about 80% in Ann's scope). */
  readonly entries: number;
  /** Untimed rounds first (every system called once per round), then measured rounds. */
  readonly warmup: number;
  readonly iterations: number;
}

/**
 * 1,000 messages, 250 entries (~200 visible to Ann), 5 warm-up rounds and 60 measured rounds of all
 * nine systems. Each round adds a user message and a reply to every session, so the last measured call
 * sees 1,130 messages. --quick: 40 messages and 3 measured rounds, to check the wiring.
 */
export function adaptersPlan(quick: boolean): AdaptersPlan {
  return quick ? { messages: 40, entries: 250, warmup: 1, iterations: 3 } : { messages: targetMessages, entries: 250, warmup: 5, iterations: 60 };
}

export function adaptersCaseName(framework: Framework, messages: number): string {
  return `${framework} / ${messages.toLocaleString("en-US")} msgs`;
}
