import { engramVitestConfig } from "../../vitest.shared.ts";

// The CLI tests start `node dist/main.js` once or several times (about 1-3 s each when the machine is
// quiet); on a loaded 2-core machine they need several times that. One module graph for every test file
// (vitest.shared.ts): these tests keep no state between files.
export default engramVitestConfig({ testTimeout: 60_000, isolate: false });
