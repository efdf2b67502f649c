// The reusable bench harness: timing, rows, the table and the results file. Suites import from here.
export { systemOf, withRatios, type BenchRow } from "./harness/bench-row.js";
export {
  elapsedMs,
  percentile,
  sampleCallMs,
  sampleMs,
  summarize,
  type SampleOptions,
  type SampleSummary,
  type TimedStep,
} from "./harness/timing.js";
export { alignColumns, formatNumber, formatRatio, formatSpeedup, formatTable } from "./harness/format-table.js";
export { defaultResultsPath, repoRoot, resultsFile, writeResults, type ResultsFile } from "./harness/results-file.js";
export { parseCliOptions, usage, type CliOptions } from "./harness/cli-options.js";
export type { Suite, SuiteContext, SuiteResult } from "./harness/suite.js";
