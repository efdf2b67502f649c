import { engramVitestConfig } from "../../vitest.shared.ts";

// Loading a tokenizer's ranks takes seconds on a busy 2-core machine: allow for it. One module graph for
// every test file (vitest.shared.ts): these tests keep no state between files.
export default engramVitestConfig({ testTimeout: 30_000, isolate: false });
