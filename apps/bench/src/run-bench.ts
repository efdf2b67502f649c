import { defaultResultsPath, formatTable, resultsFile, writeResults, type BenchRow, type Suite } from "./harness.js";
import { suiteRegistry } from "./suite-registry.js";
import type { TargetResult } from "./target-result.js";
import { evaluateTargets, formatTargets } from "./targets.js";

export interface RunBenchOptions {
  /** Suite names; empty runs every suite of the default run. */
  readonly suites: readonly string[];
  readonly quick: boolean;
  /** Results file; undefined means <repo>/.bench/results.json. */
  readonly out: string | undefined;
  /** `--postgres <url>`, for the postgres-scale suite. */
  readonly postgres?: string | undefined;
  /** Where the report goes (stdout in main). */
  write(text: string): void;
  /** Where progress goes (stderr in main). */
  log(line: string): void;
  /** Defaults to every registered suite. */
  readonly registry?: readonly Suite[];
}

export interface RunBenchResult {
  readonly rows: readonly BenchRow[];
  readonly outPath: string;
  readonly targets: readonly TargetResult[];
}

export function selectSuites(registry: readonly Suite[], names: readonly string[]): Suite[] {
  if (names.length === 0) return registry.filter((suite) => suite.defaultRun !== false);
  return names.map((name) => {
    const suite = registry.find((candidate) => candidate.name === name);
    if (!suite) throw new Error(`Unknown suite "${name}". Suites: ${registry.map((s) => s.name).join(", ")}.`);
    return suite;
  });
}

/** Runs the suites, prints the table, notes and targets, and writes every row to the results file. */
export async function runBench(options: RunBenchOptions): Promise<RunBenchResult> {
  const suites = selectSuites(options.registry ?? suiteRegistry, options.suites);
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  for (const suite of suites) {
    options.log(`suite ${suite.name}: ${suite.description}`);
    const result = await suite.run({ quick: options.quick, postgres: options.postgres, log: options.log });
    rows.push(...result.rows);
    notes.push(...result.notes);
  }
  const outPath = await writeResults(
    options.out ?? defaultResultsPath(),
    resultsFile(rows, { quick: options.quick, suites: suites.map((suite) => suite.name) }),
  );
  const targets = evaluateTargets(rows);
  const sections = [
    options.quick ? "Results (--quick: small sizes, few samples; not a measurement)" : "Results",
    formatTable(rows),
    ...notes,
    "Targets",
    formatTargets(targets),
    `All ${rows.length} rows written to ${outPath}`,
  ];
  options.write(`${sections.join("\n\n")}\n`);
  return { rows, outPath, targets };
}
