import { engramVitestConfig } from "../../vitest.shared.ts";

export default engramVitestConfig();
