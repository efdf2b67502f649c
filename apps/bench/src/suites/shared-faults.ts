import { withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { runSharedCase } from "../shared/shared-case.js";
import { caseNotes, faultRows } from "../shared/shared-rows.js";
import { startSharedTarget } from "../shared/shared-targets.js";
import { agentPlans, faultAtShare, faultTargets, fleetTimeoutMs, plannedCalls, sharedCaseName, sharedFaultSizes } from "./shared-plan.js";

const suiteName = "shared-faults";

/**
 * The shared-load suite's agents, fewer of them, while the server fails under them once they are
 * under way: Redis killed and restarted on its append-only file, PostgreSQL crashed and restarted, a
 * Redis Cluster master killed and failed over. How long until calls succeed again, and which
 * acknowledged writes survived.
 */
export const sharedFaultsSuite: Suite = {
  name: suiteName,
  description: "The shared stores' load while the server restarts or fails over: time to recover, acknowledged writes lost",
  defaultRun: false,
  async run(context: SuiteContext): Promise<SuiteResult> {
    const size = context.quick ? sharedFaultSizes.quick : sharedFaultSizes.full;
    const rows: Omit<BenchRow, "ratio">[] = [];
    const notes: string[] = [];
    for (const kind of faultTargets) {
      const caseName = sharedCaseName(kind, size);
      const planned = plannedCalls(size);
      context.log(`${suiteName}: ${caseName}, ${planned} calls planned, fault after ${Math.round(planned * faultAtShare)}`);
      const target = await startSharedTarget(kind, { faults: true });
      try {
        const result = await runSharedCase({
          target,
          plans: agentPlans(size, `faults-${kind}`),
          timeoutMs: fleetTimeoutMs(context.quick),
          faultAfterCalls: Math.round(planned * faultAtShare),
          log: context.log,
        });
        rows.push(...faultRows(suiteName, caseName, result));
        notes.push(...caseNotes(caseName, target, result, true));
      } finally {
        await target.stop();
      }
    }
    notes.push(
      "server_back_ms: from the fault until the server answered again (the cluster: every slot served again, the replica promoted). " +
        "first_ok_after_back_ms: from then until the first call succeeded. longest_user_stall_ms: the longest time one user went without a successful call around the fault. " +
        "lost_writes: acknowledged writes the audit did not find (or found under another seq). The stores retry up to 40 times (50-500 ms apart) to outlast the fault.",
    );
    return { rows: withRatios(rows), notes };
  },
};
