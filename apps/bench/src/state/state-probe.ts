import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

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

/** The child script: the built one beside this file, or its source when the bench runs from source. */
function probeScriptPath(): string {
  for (const name of ["./state-probe-child.js", "./state-probe-child.ts"]) {
    const path = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error("The state probe script is missing; build @engram/bench first.");
}

/** Forks the probe, sends it `request` and resolves with its report; rejects if it fails or hangs. */
export function runStateProbe(request: StateProbeRequest, timeoutMs = 900_000): Promise<StateProbeReport> {
  return new Promise((resolve, reject) => {
    const child = fork(probeScriptPath(), [], {
      execArgv: ["--expose-gc", "--disable-warning=ExperimentalWarning"],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    let report: StateProbeReport | undefined;
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const kill = (): void => {
      child.kill("SIGKILL");
    };
    const timer = setTimeout(kill, timeoutMs);
    process.once("exit", kill);
    child.once("message", (message) => (report = message as StateProbeReport));
    child.once("error", (error) => {
      clearTimeout(timer);
      process.removeListener("exit", kill);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      process.removeListener("exit", kill);
      if (report !== undefined && code === 0) resolve(report);
      else reject(new Error(`State probe (${request.system}) exited with ${signal ?? code} and ${report ? "a report" : "no report"}: ${stderr.trim()}`));
    });
    child.send(request);
  });
}
