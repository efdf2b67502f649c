import { engramVitestConfig } from "../../vitest.shared.ts";

/**
 * Core's unit tests share one module graph: importing core's sources again for each of about a hundred
 * files took two thirds of their time (113 s against 37 s on a 2-core machine), and core's tests were CI's
 * longest chain. They keep no state between files: they also passed in shuffled orders. The ReDoS test
 * records `new RegExp` calls while it imports the extraction and redaction modules, so it needs them
 * fresh: it runs isolated. Loading a tokenizer's ranks takes seconds on a busy 2-core machine: hence the
 * allowance.
 */
export default engramVitestConfig({ testTimeout: 30_000, isolate: false, isolatedFiles: ["test/regexp-redos.test.ts"] });
