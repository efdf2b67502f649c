import { describe, expect, it } from "vitest";
import { chosenStep } from "../src/suites/personal-scale.js";
import { fsScaleSteps } from "../src/suites/personal-scale-fs-steps.js";
import { personalCaseName, personalScalePlan, stepSize } from "../src/suites/personal-scale-plan.js";

describe("the personal-scale steps of the fs store (issue 29)", () => {
  it("measure the fs store at the whole year and at 100,000 entries, beside SQLite at 100,000 entries", () => {
    const plan = personalScalePlan(false);
    const names = plan.steps.map((step) => {
      const size = stepSize(plan, step);
      return personalCaseName(step.store, size.messages, size.entries, step.fraction, step.nodeFlags);
    });
    expect(names.filter((name) => name.startsWith("fs"))).toEqual(["fs / 500,000 msgs + 20,000 entries", "fs / 500,000 msgs + 100,000 entries"]);
    expect(names).toContain("sqlite / 500,000 msgs + 100,000 entries");
    expect(fsScaleSteps(true).map((step) => step.entries)).toEqual([undefined, 1_000, 1_000]);
  });

  it("are chosen by ENGRAM_BENCH_PERSONAL_CASES and probed ENGRAM_BENCH_PERSONAL_PROBES times", () => {
    const step = { store: "fs", fraction: 1, probes: 3 } as const;
    expect(chosenStep(step, "fs / 500,000 msgs + 20,000 entries", {})).toEqual(step);
    expect(chosenStep(step, "fs / 500,000 msgs + 20,000 entries", { ENGRAM_BENCH_PERSONAL_CASES: "sqlite|100,000 entries" })).toBeUndefined();
    expect(
      chosenStep(step, "fs / 500,000 msgs + 100,000 entries", { ENGRAM_BENCH_PERSONAL_CASES: "sqlite|100,000 entries", ENGRAM_BENCH_PERSONAL_PROBES: "1" }),
    ).toEqual({
      ...step,
      probes: 1,
    });
    expect(chosenStep(step, "fs / x", { ENGRAM_BENCH_PERSONAL_PROBES: "zero" })).toEqual(step);
  });
});
