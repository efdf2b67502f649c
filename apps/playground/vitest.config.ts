import { engramVitestConfig } from "../../vitest.shared.ts";

// Loading a tokenizer's ranks takes seconds on a busy 2-core machine: allow for it.
export default engramVitestConfig({ testTimeout: 30_000 });
