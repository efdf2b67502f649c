import { probeScript, runProbe } from "../harness/fork-probe.js";

/**
 * Per-process state of `createEngram` under many users, measured in a fresh child process per system
 * so neither run's heap or RSS is counted in the other's. The child (`state-probe-child`) drives
 * `users` users through `sessionsPerUser` sessions of one turn each (prepare, then record) on a SQLite
 * file, and reports memory after a full GC every `sampleEvery` users.
 */
export interface StateProbeRequest {
  /** "evicting": Engram's defaults scaled to the run (`openScopes.max`); "unbounded": nothing is ever dropped (the behaviour before eviction). */
  readonly system: "evicting" | "unbounded";
  readonly users: number;
  readonly sessionsPerUser: number;
  readonly sampleEvery: number;
  /** The SQLite file this run writes (each system its own). */
  readonly path: string;
  readonly maxScopes: number;
}

export interface StateSample {
  readonly users: number;
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
  /** Typed arrays' and buffers' memory, outside the V8 heap (caches of typed arrays live here). */
  readonly arrayBuffersBytes: number;
  readonly openScopes: number;
  readonly openSessions: number;
}

export interface StateProbeReport {
  readonly system: StateProbeRequest["system"];
  readonly samples: readonly StateSample[];
  readonly turns: number;
  readonly ms: number;
}

/** Forks the probe, sends it `request` and resolves with its report; rejects if it fails or hangs. */
export function runStateProbe(request: StateProbeRequest, timeoutMs = 900_000): Promise<StateProbeReport> {
  return runProbe(probeScript(import.meta.url, "state-probe-child"), request, `State probe (${request.system})`, timeoutMs);
}
