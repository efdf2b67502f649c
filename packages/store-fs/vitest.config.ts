import { engramVitestConfig } from "../../vitest.shared.ts";

// One module graph for every test file but those that mock a module the sources import (vitest.shared.ts):
// the others keep no state between files and pass in shuffled orders.
export default engramVitestConfig({
  testTimeout: 30_000,
  isolate: false,
  isolatedFiles: ["test/atomic-write-fsync.test.ts", "test/lock-without-links.test.ts", "test/racy-edits.test.ts"],
});
