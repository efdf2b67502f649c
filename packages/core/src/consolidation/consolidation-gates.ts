import type { MemoryStore } from "../store/memory-store.js";
import { isVisibleIn, type Scope } from "../store/scope.js";
import { consolidate, type ConsolidateInput } from "./consolidate.js";
import { readConsolidationState, type ConsolidationState } from "./consolidation-state.js";
import type { ConsolidationReport } from "./consolidation-report.js";
import { scopedName } from "../store-ops/scoped-name.js";

/** AutoDream's three gates: all must be open for a scheduled run. */
export interface ConsolidationGateOptions {
  /** Hours since the last run (default 24). */
  minHours?: number;
  /** Sessions since the last run (default 5). */
  minSessions?: number;
  /** How long the run's lock lives if the process dies holding it (default 10 minutes). */
  lockTtlMs?: number;
}

export interface GateInput {
  store: MemoryStore;
  scope: Scope;
  now?: string | Date;
  /** Sessions since the last run, when the caller counts them; otherwise sessions of the store within the scope started since. */
  sessionsSince?: number;
  options?: ConsolidationGateOptions;
}

export interface GateDecision {
  readonly open: boolean;
  readonly gates: { readonly time: boolean; readonly sessions: boolean; readonly lock: boolean };
  /** One line per gate, saying why it is open or closed. */
  readonly reasons: readonly string[];
}

/** The lock every consolidation of a scope takes: `consolidate:<scope label>`. */
export function consolidationLockName(scope: Scope): string {
  return scopedName("consolidate", scope);
}

/**
 * Sessions inside `scope` (their context includes it) created after `since`, newest first until one is older.
 * The store lists only those inside (`within`): a project's few sessions, not the store's thousands (decision
 * 0241); they are checked here again, for a store that ignores the filter.
 */
async function countSessionsSince(store: MemoryStore, scope: Scope, since: number | undefined): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await store.listSessions({ within: scope, limit: 1000, ...(cursor === undefined ? {} : { cursor }) });
    for (const session of page.sessions) {
      if (since !== undefined && Date.parse(session.updatedAt) <= since) return count;
      if (isVisibleIn(scope, session.scope) && (since === undefined || Date.parse(session.createdAt) > since)) count += 1;
    }
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return count;
}

/**
 * The time and session gates. `countWhenLate` false: when the time gate is closed and the caller gave no
 * count, the sessions are not counted (a scheduled run only needs to know that one gate is closed, and the
 * count lists the store's sessions: a Stop hook on a year's store spent about 10 ms on it).
 */
async function timeAndSessionGates(input: GateInput, state: ConsolidationState | undefined, now: number, countWhenLate = true) {
  const minHours = input.options?.minHours ?? 24;
  const minSessions = input.options?.minSessions ?? 5;
  const last = state ? Date.parse(state.lastRunAt) : undefined;
  const hours = last === undefined ? undefined : (now - last) / 3_600_000;
  const time = hours === undefined || hours >= minHours;
  const timeReason =
    hours === undefined
      ? "time: open, never consolidated"
      : `time: ${time ? "open" : "closed"}, ${Math.floor(hours)} h since the last run (needs ${minHours} h)`;
  if (!time && !countWhenLate && input.sessionsSince === undefined) {
    return { time, sessions: false, reasons: [timeReason, `sessions: not counted, the time gate is closed (needs ${minSessions})`] };
  }
  const sessions = input.sessionsSince ?? (await countSessionsSince(input.store, input.scope, last));
  const reasons = [timeReason, `sessions: ${sessions >= minSessions ? "open" : "closed"}, ${sessions} since the last run (needs ${minSessions})`];
  return { time, sessions: sessions >= minSessions, reasons };
}

const lockReason = (open: boolean, name: string): string => (open ? `lock: open, "${name}" is free` : `lock: closed, "${name}" is held by another run`);

/**
 * Whether a scheduled consolidation of `scope` may run: 24 hours since the last run, 5 sessions since,
 * and the lock free (taken and released at once to check). The last run is read from the scope's state note.
 */
export async function shouldConsolidate(input: GateInput): Promise<GateDecision> {
  const now = new Date(input.now ?? Date.now()).getTime();
  const state = await readConsolidationState(input.store, input.scope);
  const { time, sessions, reasons } = await timeAndSessionGates(input, state, now);
  const name = consolidationLockName(input.scope);
  const lease = await input.store.lock(name, input.options?.lockTtlMs ?? 600_000);
  await lease?.release();
  const lock = lease !== undefined;
  return { open: time && sessions && lock, gates: { time, sessions, lock }, reasons: [...reasons, lockReason(lock, name)] };
}

export type ConsolidateIfDueResult =
  | { readonly ran: false; readonly decision: GateDecision }
  | { readonly ran: true; readonly decision: GateDecision; readonly report: ConsolidationReport };

/**
 * Runs `consolidate` when the gates are open: takes the lock first (so two processes never dream at
 * once), checks time and sessions under it, runs, records the run in the state note, releases.
 */
export async function consolidateIfDue(
  input: ConsolidateInput & { sessionsSince?: number; gates?: ConsolidationGateOptions },
): Promise<ConsolidateIfDueResult> {
  const now = new Date(input.now ?? Date.now());
  const gateInput: GateInput = {
    store: input.store,
    scope: input.scope,
    now,
    ...(input.sessionsSince === undefined ? {} : { sessionsSince: input.sessionsSince }),
    ...(input.gates === undefined ? {} : { options: input.gates }),
  };
  const name = consolidationLockName(input.scope);
  const lease = await input.store.lock(name, input.gates?.lockTtlMs ?? 600_000);
  try {
    const state = await readConsolidationState(input.store, input.scope, input.options?.onWarning);
    const { time, sessions, reasons } = await timeAndSessionGates(gateInput, state, now.getTime(), false);
    const lock = lease !== undefined;
    const decision: GateDecision = { open: time && sessions && lock, gates: { time, sessions, lock }, reasons: [...reasons, lockReason(lock, name)] };
    if (!decision.open) return { ran: false, decision };
    const report = await consolidate({ ...input, now });
    return { ran: true, decision, report };
  } finally {
    await lease?.release();
  }
}
