import { runAgentFleet, type FleetResult } from "./agent-fleet.js";
import type { AgentPlan, OpRecord, WriteRecord } from "./agent-work.js";
import { openSharedStore } from "./shared-store-spec.js";
import type { FaultTimes, SharedTarget } from "./shared-targets.js";
import { auditWrites, type WriteAudit } from "./write-audit.js";

/** One case's run: what every agent did, the fault's times (if any), and the audit after. */
export interface SharedCaseResult {
  readonly fleet: FleetResult;
  readonly ops: readonly OpRecord[];
  readonly writes: readonly WriteRecord[];
  readonly errorSamples: readonly string[];
  readonly fault?: FaultTimes;
  readonly audit: WriteAudit;
}

export interface SharedCaseOptions {
  readonly target: SharedTarget;
  readonly plans: readonly AgentPlan[];
  readonly timeoutMs: number;
  /** Inject the target's fault once the agents finished this many calls. */
  readonly faultAfterCalls?: number;
  readonly log: (line: string) => void;
}

/**
 * Runs the agents against the target; with `faultAfterCalls`, injects its fault (once) when their
 * progress reaches it, while they go on. Then opens the store afresh and audits every write.
 */
export async function runSharedCase(options: SharedCaseOptions): Promise<SharedCaseResult> {
  const { target } = options;
  let faultRun: Promise<FaultTimes> | undefined;
  const onProgress = (calls: number): void => {
    if (options.faultAfterCalls === undefined || faultRun !== undefined || calls < options.faultAfterCalls) return;
    if (target.injectFault === undefined) throw new Error(`${target.kind} has no fault to inject.`);
    options.log(`${target.kind}: ${calls} calls done, fault: ${target.fault}`);
    faultRun = target.injectFault();
    // Awaited below; a failure must not surface as an unhandled rejection meanwhile.
    faultRun.catch(() => undefined);
  };
  const fleet = await runAgentFleet({ spec: target.spec, plans: options.plans, timeoutMs: options.timeoutMs, onProgress });
  const fault = faultRun === undefined ? undefined : await faultRun;
  if (options.faultAfterCalls !== undefined && fault === undefined) throw new Error(`${target.kind}: the run ended before the fault was injected.`);
  const ops = fleet.reports.flatMap((report) => report.ops);
  const writes = fleet.reports.flatMap((report) => report.writes);
  const store = await openSharedStore(target.spec);
  try {
    const audit = await auditWrites(store, writes);
    return { fleet, ops, writes, errorSamples: fleet.reports.flatMap((report) => report.errorSamples), ...(fault ? { fault } : {}), audit };
  } finally {
    await store.close();
  }
}
