import { defineConfig } from "vitest/config";
import { testReporters } from "../../vitest.shared.ts";

/** Loading a tokenizer's ranks takes seconds on a busy 2-core machine: the tests' and hooks' allowance. */
const allowance = { testTimeout: 30_000, hookTimeout: 30_000 };

/**
 * Core's unit tests share one module graph (`isolate: false`): importing core's sources again for each of
 * about a hundred files took two thirds of their time (113 s against 37 s on a 2-core machine), and core's
 * tests were CI's longest chain. They keep no state between files: they also passed in two shuffled
 * orders. The ReDoS test records `new RegExp` calls while it imports the extraction and redaction modules,
 * so it needs them fresh: it runs isolated, in a project of its own. The reporters are those of every
 * package (vitest.shared.ts); the include lists are the projects' only, or the ReDoS project would inherit
 * every file.
 */
export default defineConfig({
  test: {
    reporters: testReporters,
    projects: [
      { test: { name: "unit", include: ["test/**/*.test.ts"], exclude: ["test/regexp-redos.test.ts"], isolate: false, ...allowance } },
      { test: { name: "redos", include: ["test/regexp-redos.test.ts"], ...allowance } },
    ],
  },
});
