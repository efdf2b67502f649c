import type { PersonalStoreKind } from "../personal/dataset-cache.js";
import { fsScaleSteps } from "./personal-scale-fs-steps.js";
import type { PersonalStep } from "./personal-step.js";

export type { PersonalStep } from "./personal-step.js";

export const personalScaleSuiteName = "personal-scale";

export const personalScaleMetrics = {
  open: "open_ms",
  firstRecall: "first_recall_ms",
  rssOpen: "rss_mib_open",
  rssRecalls: "rss_mib_after_recalls",
  rssPeak: "rss_mib_peak",
  recallP50: "recall_ms_p50",
  recallP95: "recall_ms_p95",
  sessionsP50: "recall_sessions_ms_p50",
  sessionsP95: "recall_sessions_ms_p95",
  /** Only for a step with `warmUp`: how long `memory.warmUp()` took. */
  warmUp: "warm_up_ms",
  generate: "generate_s",
  disk: "disk_mib",
} as const;

/** The targets at a year of heavy use (issue 19), for the store behind `engram mcp`. */
export const personalScaleTargets = { openMs: 1_000, rssMib: 300 } as const;

/**
 * The flag measured beside the defaults: V8 sizes its young generation from its heap limit, which it
 * derives from the machine's memory, and a recall's garbage grows the young generation to that size's
 * maximum; 16 MB semi-spaces keep it small whatever the machine. `engram mcp` runs with it (decision 0255,
 * packages/cli/src/server-flags.ts), so the step measured as `engram mcp` serves (warmed up) runs with it too.
 */
export const smallYoungGeneration = ["--max-semi-space-size=16"] as const;

export interface PersonalScalePlan {
  /** The year: archived messages and long-term entries. */
  readonly yearMessages: number;
  readonly yearEntries: number;
  readonly steps: readonly PersonalStep[];
  /** Queries asked to recall, then to recallSessions, in every probe. */
  readonly queries: number;
  /** The memory reading after this many recalls (also the fewest recalls and recallSessions sampled). */
  readonly rssAfterRecalls: number;
  /** Per probe and kind of call: sampling stops once this much time was spent (after `rssAfterRecalls`). */
  readonly budgetMs: number;
}

/**
 * A year of heavy use: 500,000 archived messages (about 2,000 sessions) and 20,000 entries. SQLite is
 * measured at 10%, 25% and the whole year; the fs store (whose open reads a derived index instead of
 * every file since issue 29) at the whole year, and both at the year's messages with 100,000 entries.
 */
export function personalScalePlan(quick: boolean): PersonalScalePlan {
  const steps: PersonalStep[] = [
    { store: "sqlite", fraction: 0.1, probes: quick ? 1 : 3 },
    { store: "sqlite", fraction: 0.25, probes: quick ? 1 : 3 },
    { store: "sqlite", fraction: 1, probes: quick ? 1 : 3 },
    { store: "sqlite", fraction: 1, probes: quick ? 1 : 3, nodeFlags: smallYoungGeneration },
    { store: "sqlite", fraction: 1, probes: quick ? 1 : 3, nodeFlags: smallYoungGeneration, warmUp: true },
    ...fsScaleSteps(quick),
  ];
  if (quick) return { yearMessages: 3_000, yearEntries: 300, steps, queries: 8, rssAfterRecalls: 4, budgetMs: 5_000 };
  return { yearMessages: 500_000, yearEntries: 20_000, steps, queries: 40, rssAfterRecalls: 20, budgetMs: 30_000 };
}

export function stepSize(plan: PersonalScalePlan, step: PersonalStep): { messages: number; entries: number; yearMessages: number } {
  return {
    messages: Math.round(plan.yearMessages * step.fraction),
    entries: step.entries ?? Math.round(plan.yearEntries * step.fraction),
    yearMessages: plan.yearMessages,
  };
}

/** What a warmed-up step's case name ends with. */
export const warmUpCaseSuffix = ", after engram mcp's warm-up";

/**
 * "sqlite / 500,000 msgs + 20,000 entries", with the share of the year when it is not all of it, the
 * node flags when there are some ("…, node --max-semi-space-size=16"), and `warmUpCaseSuffix` for a step
 * that warms up.
 */
export function personalCaseName(
  store: PersonalStoreKind,
  messages: number,
  entries: number,
  fraction: number,
  nodeFlags: readonly string[] = [],
  warmUp = false,
): string {
  const share = fraction === 1 ? "" : ` (${Math.round(fraction * 100)}% of the year)`;
  const flags = nodeFlags.length === 0 ? "" : `, node ${nodeFlags.join(" ")}`;
  return `${store} / ${messages.toLocaleString("en-US")} msgs + ${entries.toLocaleString("en-US")} entries${share}${flags}${warmUp ? warmUpCaseSuffix : ""}`;
}

/** A step's case name (see `personalCaseName`). */
export function stepCaseName(plan: PersonalScalePlan, step: PersonalStep): string {
  const size = stepSize(plan, step);
  return personalCaseName(step.store, size.messages, size.entries, step.fraction, step.nodeFlags, step.warmUp === true);
}

/** The plan (full or quick) whose cases these rows measure; the full one when none matches. */
export function planOfRows(rows: ReadonlyArray<{ readonly case: string }>): PersonalScalePlan {
  const cases = new Set(rows.map((row) => row.case));
  const measured = (plan: PersonalScalePlan): boolean => plan.steps.some((step) => cases.has(stepCaseName(plan, step)));
  return [personalScalePlan(false), personalScalePlan(true)].find(measured) ?? personalScalePlan(false);
}
