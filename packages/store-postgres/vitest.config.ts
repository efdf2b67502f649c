import { engramVitestConfig } from "../../vitest.shared.ts";

export default engramVitestConfig({ testTimeout: 30_000 });
