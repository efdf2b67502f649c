import { engramVitestConfig } from "../../vitest.shared.ts";

// Nearly every CLI test starts fresh `engram` processes (0.5-4 s each, quiet); beside a CI run's other
// packages on 2 cores one took past 30 s. None of these tests is about time: 120 s is an allowance.
export default engramVitestConfig({ testTimeout: 120_000 });
