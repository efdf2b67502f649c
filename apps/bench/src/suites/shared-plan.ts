import type { AgentPlan } from "../shared/agent-work.js";
import type { SharedTargetKind } from "../shared/shared-targets.js";

/** The load one case puts on a shared store: processes, users spread over them, and what each user does. */
export interface SharedLoadSize {
  readonly processes: number;
  readonly users: number;
  readonly sessionsPerUser: number;
  readonly turnsPerSession: number;
  readonly rememberEvery: number;
}

export const sharedLoadSizes: Readonly<Record<"full" | "quick", SharedLoadSize>> = {
  full: { processes: 8, users: 50, sessionsPerUser: 3, turnsPerSession: 6, rememberEvery: 3 },
  quick: { processes: 2, users: 4, sessionsPerUser: 1, turnsPerSession: 3, rememberEvery: 2 },
};

/** Smaller than the load suite's (each case waits for a restart), and long enough that the fault lands mid-run. */
export const sharedFaultSizes: Readonly<Record<"full" | "quick", SharedLoadSize>> = {
  full: { processes: 4, users: 16, sessionsPerUser: 2, turnsPerSession: 12, rememberEvery: 3 },
  quick: { processes: 2, users: 4, sessionsPerUser: 1, turnsPerSession: 8, rememberEvery: 2 },
};

/** The fault is injected once the agents have finished this share of their planned calls. */
export const faultAtShare = 0.3;

export const loadTargets: readonly SharedTargetKind[] = ["redis", "redis-cluster", "postgres", "sqlite"];
export const faultTargets: readonly SharedTargetKind[] = ["redis", "redis-cluster", "postgres"];

/** Every process and case times out after this (a hung store fails the run instead of hanging it). */
export function fleetTimeoutMs(quick: boolean): number {
  return quick ? 120_000 : 1_800_000;
}

/** Calls per turn: two appends and a recall, plus a remember every `rememberEvery` turns. */
export function plannedCalls(size: SharedLoadSize): number {
  const turns = size.users * size.sessionsPerUser * size.turnsPerSession;
  const remembers = size.users * size.sessionsPerUser * Math.floor(size.turnsPerSession / size.rememberEvery);
  return turns * 3 + remembers;
}

/** Users `u0`…`u<n-1>` dealt round-robin to the processes. */
export function agentPlans(size: SharedLoadSize, runId: string): AgentPlan[] {
  return Array.from({ length: size.processes }, (_, agent) => ({
    agent,
    users: Array.from({ length: size.users }, (_, user) => `u${user}`).filter((_, user) => user % size.processes === agent),
    sessionsPerUser: size.sessionsPerUser,
    turnsPerSession: size.turnsPerSession,
    rememberEvery: size.rememberEvery,
    runId,
  }));
}

export function sharedCaseName(kind: SharedTargetKind, size: SharedLoadSize): string {
  return `${kind} / ${size.processes} processes × ${size.users} users`;
}
