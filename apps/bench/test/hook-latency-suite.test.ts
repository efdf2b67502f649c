import { describe, expect, it } from "vitest";
import { selectSuites } from "../src/run-bench.js";
import { suiteRegistry } from "../src/suite-registry.js";
import { hookCaseSpecs, hookLatencyPlan, hookLatencySuiteName } from "../src/suites/hook-latency-plan.js";

describe("the hook-latency suite", () => {
  it("runs only when named, and sizes its runs and transcript from the plan and the environment", () => {
    expect(selectSuites(suiteRegistry, []).map((suite) => suite.name)).not.toContain(hookLatencySuiteName);
    expect(selectSuites(suiteRegistry, [hookLatencySuiteName]).map((suite) => suite.name)).toEqual([hookLatencySuiteName]);
    const mib = 1024 * 1024;
    expect(hookLatencyPlan(false, {})).toEqual({ messages: 500_000, entries: 20_000, runs: 20, warmup: 2, transcriptBytes: 20 * mib });
    expect(hookLatencyPlan(true, {})).toEqual({ messages: 3_000, entries: 300, runs: 3, warmup: 1, transcriptBytes: mib });
    expect(hookLatencyPlan(false, { ENGRAM_BENCH_HOOK_RUNS: "8", ENGRAM_BENCH_HOOK_TRANSCRIPT_MIB: "5" })).toMatchObject({ runs: 8, transcriptBytes: 5 * mib });
    expect(hookLatencyPlan(false, { ENGRAM_BENCH_HOOK_RUNS: "-1", ENGRAM_BENCH_HOOK_TRANSCRIPT_MIB: "x" })).toMatchObject({
      runs: 20,
      transcriptBytes: 20 * mib,
    });
    expect(Object.values(hookCaseSpecs).map((spec) => spec.targetP95Ms)).toEqual([100, 100, 400, 150, 400, 300, 300, 150, 150]);
  });
});
