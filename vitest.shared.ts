import { defineConfig } from "vitest/config";

/**
 * The reports a package's tests write: the console's, and a JSON one under test-results/ that scripts/test-summary.mjs
 * sums (vitest.json, and vitest-alone.json for the `aloneFiles` run).
 */
const reportsTo = (file: string): ["default", ["json", { outputFile: string }]] => ["default", ["json", { outputFile: `test-results/${file}` }]];
const testReporters = reportsTo("vitest.json");
const aloneReporters = reportsTo("vitest-alone.json");

export interface EngramVitestOptions {
  /** Each test's and hook's allowance in ms (hooks start servers and fill stores). */
  readonly testTimeout?: number;
  /**
   * `false` gives the package's test files one module graph instead of importing its sources again for
   * each file: only for packages whose tests keep no state between files and pass in shuffled orders
   * (CONTRIBUTING, "Tests").
   */
  readonly isolate?: boolean;
  /**
   * With `isolate: false`, the files that need their modules fresh (a `vi.mock` of a source module, which
   * a shared graph may have loaded already; a test that records what modules do as they load): they run
   * isolated, in a project of their own. Paths as in `include`, such as `test/event-fts.test.ts`.
   */
  readonly isolatedFiles?: readonly string[];
  /**
   * Files that run alone, in a run of their own before every package's other tests (scripts/run-tests.mjs runs each
   * package's `test:alone` script first, one at a time): CPU-bound checks that take a minute or two alone and ten
   * times that beside CI's other tests (core's ReDoS check, decision 0371). `vitest run` leaves them out;
   * `ENGRAM_TEST_ALONE=1 vitest run` runs only them, reporting to test-results/vitest-alone.json.
   */
  readonly aloneFiles?: readonly string[];
}

/** What `ENGRAM_TEST_ALONE=1` selects: the package's `aloneFiles` instead of its other tests. */
const aloneRun = process.env.ENGRAM_TEST_ALONE === "1";

/**
 * The vitest config every package uses: tests under test/, the usual console report, and a JSON
 * report that scripts/run.sh sums into one "N passed, N failed" line for CI.
 */
export function engramVitestConfig(options: EngramVitestOptions = {}) {
  // Hooks start servers and fill stores: on a loaded 2-core machine they need the tests' allowance.
  const allowance = options.testTimeout === undefined ? {} : { testTimeout: options.testTimeout, hookTimeout: options.testTimeout };
  const aloneFiles = options.aloneFiles ?? [];
  if (aloneRun) {
    if (aloneFiles.length === 0) throw new Error("engramVitestConfig: ENGRAM_TEST_ALONE=1 in a package that names no aloneFiles");
    return defineConfig({ test: { include: [...aloneFiles], reporters: aloneReporters, ...allowance } });
  }
  const include = ["test/**/*.test.ts"];
  const isolatedFiles = options.isolatedFiles ?? [];
  if (isolatedFiles.length === 0) {
    return defineConfig({
      test: {
        include,
        exclude: [...aloneFiles],
        ...(options.isolate === undefined ? {} : { isolate: options.isolate }),
        reporters: testReporters,
        ...allowance,
      },
    });
  }
  if (options.isolate !== false) throw new Error("engramVitestConfig: isolatedFiles is for packages whose other files share modules (isolate: false)");
  // The include lists are the projects' only: a project inherits the root's, and would run every file.
  return defineConfig({
    test: {
      reporters: testReporters,
      projects: [
        { test: { name: "shared", include, exclude: [...isolatedFiles, ...aloneFiles], isolate: false, ...allowance } },
        { test: { name: "isolated", include: [...isolatedFiles], exclude: [...aloneFiles], ...allowance } },
      ],
    },
  });
}
