import type { BenchRow } from "../src/harness.js";
import { personalScaleSuiteName } from "../src/suites/personal-scale-plan.js";

/** A personal-scale row of `name` (a case), as the suite writes it, for the target checks' tests. */
export const personalRow = (name: string, metric: string, value: number, unit: string): BenchRow => ({
  suite: personalScaleSuiteName,
  case: name,
  metric,
  value,
  unit,
  baseline: null,
  ratio: null,
});
