import { withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { runSharedCase } from "../shared/shared-case.js";
import { caseNotes, loadRows } from "../shared/shared-rows.js";
import { startSharedTarget } from "../shared/shared-targets.js";
import { agentPlans, fleetTimeoutMs, loadTargets, plannedCalls, sharedCaseName, sharedLoadSizes } from "./shared-plan.js";

const suiteName = "shared-load";

/**
 * Many agent processes on one shared store: each forked process serves its share of the users
 * through `createEngram` on the store (appends, recalls, remembers), all at once, against Redis, a
 * Redis Cluster, PostgreSQL and (for comparison) one SQLite file. Then every acknowledged write is
 * read back and must be there exactly once.
 */
export const sharedLoadSuite: Suite = {
  name: suiteName,
  description: "Agent processes × users on each shared store (Redis, Redis Cluster, Postgres, SQLite file): throughput, latency, errors, write audit",
  defaultRun: false,
  async run(context: SuiteContext): Promise<SuiteResult> {
    const size = context.quick ? sharedLoadSizes.quick : sharedLoadSizes.full;
    const rows: Omit<BenchRow, "ratio">[] = [];
    const notes: string[] = [];
    for (const kind of loadTargets) {
      const caseName = sharedCaseName(kind, size);
      context.log(`${suiteName}: ${caseName}, ${plannedCalls(size)} calls planned`);
      const target = await startSharedTarget(kind, { faults: false });
      try {
        const result = await runSharedCase({ target, plans: agentPlans(size, `load-${kind}`), timeoutMs: fleetTimeoutMs(context.quick), log: context.log });
        rows.push(...loadRows(suiteName, caseName, result));
        notes.push(...caseNotes(caseName, target, result, false));
      } finally {
        await target.stop();
      }
    }
    notes.push(
      `Each user runs ${size.sessionsPerUser} sessions of ${size.turnsPerSession} turns: append the user's message (appendEvents), recall (createEngram's memory), ` +
        `append the reply, and a remember every ${size.rememberEvery} turns; a process runs its users at once. Latencies are per call, successful calls only; ` +
        "ops_per_s is successful calls over the time from the start signal to the last call's end.",
    );
    return { rows: withRatios(rows), notes };
  },
};
