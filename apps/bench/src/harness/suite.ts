import type { BenchRow } from "./bench-row.js";

export interface SuiteContext {
  /** Small sizes and few iterations. */
  readonly quick: boolean;
  /** `--postgres <url>`: a server for the postgres-scale suite's dataset. */
  readonly postgres?: string | undefined;
  /** Progress lines (stderr), so stdout stays the results. */
  log(line: string): void;
}

export interface SuiteResult {
  readonly rows: readonly BenchRow[];
  /** Extra lines printed under the table: checks, caveats. */
  readonly notes: readonly string[];
}

/** A benchmark suite; main.ts runs every suite in its registry. */
export interface Suite {
  readonly name: string;
  readonly description: string;
  /**
   * False: only `--suite <name>` runs it, not a run of every suite (a suite that takes too long for
   * `npm run bench`). Default true.
   */
  readonly defaultRun?: boolean;
  run(context: SuiteContext): Promise<SuiteResult>;
}
