import { engramVitestConfig } from "../../vitest.shared.ts";

// One module graph for every test file but the one that mocks a source module (vitest.shared.ts): the
// others keep no state between files and pass in shuffled orders.
export default engramVitestConfig({ testTimeout: 30_000, isolate: false, isolatedFiles: ["test/event-fts.test.ts"] });
