import { defineConfig } from "vitest/config";

/** The reports every package's tests write: the console's, and the JSON one scripts/run.sh sums. */
export const testReporters: ["default", ["json", { outputFile: string }]] = ["default", ["json", { outputFile: "test-results/vitest.json" }]];

/**
 * The vitest config every package uses: tests under test/, the usual console report, and a JSON
 * report that scripts/run.sh sums into one "N passed, N failed" line for CI. `isolate: false` gives the
 * package's test files one module graph instead of importing its sources again for each file: only for
 * packages whose tests keep no state between files and pass in shuffled orders (CONTRIBUTING, "Tests").
 */
export function engramVitestConfig(options: { testTimeout?: number; isolate?: boolean } = {}) {
  return defineConfig({
    test: {
      include: ["test/**/*.test.ts"],
      ...(options.isolate === undefined ? {} : { isolate: options.isolate }),
      reporters: testReporters,
      // Hooks start servers and fill stores: on a loaded 2-core machine they need the tests' allowance.
      ...(options.testTimeout === undefined ? {} : { testTimeout: options.testTimeout, hookTimeout: options.testTimeout }),
    },
  });
}
