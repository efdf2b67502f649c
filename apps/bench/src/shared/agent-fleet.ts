import { type ChildProcess, fork } from "node:child_process";
import { probeScript } from "../harness/fork-probe.js";
import type { AgentCommand, AgentMessage } from "./agent-child.js";
import type { AgentPlan, AgentReport } from "./agent-work.js";
import type { SharedStoreSpec } from "./shared-store-spec.js";

export interface FleetOptions {
  readonly spec: SharedStoreSpec;
  readonly plans: readonly AgentPlan[];
  /** Called with the calls finished so far over every process, each time one reports progress. */
  readonly onProgress?: (calls: number) => void;
  /** Every process is killed and the run fails after this long. */
  readonly timeoutMs: number;
}

export interface FleetResult {
  readonly reports: readonly AgentReport[];
  /** From "go" (every process had opened the store) until the last report: epoch ms. */
  readonly startMs: number;
  readonly endMs: number;
}

interface Agent {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly report: Promise<AgentReport>;
}

const now = (): number => performance.timeOrigin + performance.now();

function startAgent(script: string, spec: SharedStoreSpec, plan: AgentPlan, onCalls: (agent: number, calls: number) => void): Agent {
  const child = fork(script, [], { execArgv: ["--disable-warning=ExperimentalWarning"], stdio: ["ignore", "ignore", "pipe", "ipc"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let markReady: () => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  const report = new Promise<AgentReport>((resolve, reject) => {
    let failure: string | undefined;
    child.on("message", (raw) => {
      const message = raw as AgentMessage;
      if (message.type === "ready") markReady();
      else if (message.type === "progress") onCalls(plan.agent, message.calls);
      else if (message.type === "report") resolve(message.report);
      else failure = message.error;
    });
    child.once("exit", (code, signal) => {
      const error = new Error(`Agent process ${plan.agent} exited with ${signal ?? code}: ${failure ?? stderr.trim()}`);
      failReady(error);
      reject(error);
    });
  });
  // A rejection nobody awaits yet (the run fails through `ready` first) must not end the bench.
  report.catch(() => undefined);
  child.send({ type: "open", spec, plan } satisfies AgentCommand);
  return { child, ready, report };
}

/**
 * Forks one agent process per plan (`agent-child`), waits until every one has opened the shared store,
 * then tells them all to go at once and collects their reports. Each process is killed when this one
 * exits or the run times out.
 */
export async function runAgentFleet(options: FleetOptions): Promise<FleetResult> {
  const script = probeScript(import.meta.url, "agent-child");
  const callsByAgent = new Map<number, number>();
  const onCalls = (agent: number, calls: number): void => {
    callsByAgent.set(agent, calls);
    let total = 0;
    for (const value of callsByAgent.values()) total += value;
    options.onProgress?.(total);
  };
  const agents = options.plans.map((plan) => startAgent(script, options.spec, plan, onCalls));
  const killAll = (): void => {
    for (const agent of agents) if (agent.child.exitCode === null && agent.child.signalCode === null) agent.child.kill("SIGKILL");
  };
  process.once("exit", killAll);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      killAll();
      reject(new Error(`The agent processes did not finish within ${options.timeoutMs} ms.`));
    }, options.timeoutMs);
  });
  try {
    await Promise.race([Promise.all(agents.map((agent) => agent.ready)), timeout]);
    const startMs = now();
    for (const agent of agents) agent.child.send({ type: "go" } satisfies AgentCommand);
    const reports = await Promise.race([Promise.all(agents.map((agent) => agent.report)), timeout]);
    return { reports, startMs, endMs: now() };
  } catch (error) {
    killAll();
    throw error;
  } finally {
    clearTimeout(timer);
    process.removeListener("exit", killAll);
  }
}
