import { engramVitestConfig } from "../../vitest.shared.ts";

// One module graph for every test file (vitest.shared.ts): these tests keep no state between files.
export default engramVitestConfig({ testTimeout: 30_000, isolate: false });
