import { engramVitestConfig } from "../../vitest.shared.ts";

/**
 * Core's unit tests share one module graph: importing core's sources again for each of about a hundred
 * files took two thirds of their time (113 s against 37 s on a 2-core machine), and core's tests were CI's
 * longest chain. They keep no state between files: they also passed in shuffled orders. Loading a
 * tokenizer's ranks takes seconds on a busy 2-core machine: hence the allowance.
 *
 * The ReDoS check runs alone (`pnpm run test:alone`, first in CI, decision 0371): it is recheck's CPU only, over
 * four minutes on a quiet 2-core machine for every pattern, and it ran past 15 minutes beside CI's other tests.
 * Since decision 0499 it checks only the patterns its record lacks (`pnpm run redos:record`). Run alone, its
 * modules are fresh, as it needs them to record `new RegExp` calls while they load.
 */
export default engramVitestConfig({ testTimeout: 30_000, isolate: false, aloneFiles: ["test/regexp-redos.test.ts"] });
