import { defineConfig } from "vitest/config";

/**
 * The vitest config every package uses: tests under test/, the usual console report, and a JSON
 * report that scripts/run.sh sums into one "N passed, N failed" line for CI.
 */
export function engramVitestConfig(options: { testTimeout?: number } = {}) {
  return defineConfig({
    test: {
      include: ["test/**/*.test.ts"],
      reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
      // Hooks start servers and fill stores: on a loaded 2-core machine they need the tests' allowance.
      ...(options.testTimeout === undefined ? {} : { testTimeout: options.testTimeout, hookTimeout: options.testTimeout }),
    },
  });
}
