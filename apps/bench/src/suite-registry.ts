import type { Suite } from "./harness.js";
import { adaptersSuite } from "./suites/adapters.js";
import { hookHandoffSuite } from "./suites/hook-handoff.js";
import { hookLatencySuite } from "./suites/hook-latency.js";
import { personalScaleSuite } from "./suites/personal-scale.js";
import { pipelineSuite } from "./suites/pipeline.js";
import { postgresScaleSuite } from "./suites/postgres-scale.js";
import { redactionSuite } from "./suites/redaction.js";
import { sharedFaultsSuite } from "./suites/shared-faults.js";
import { sharedLoadSuite } from "./suites/shared-load.js";
import { stateSuite } from "./suites/state.js";
import { storesSuite } from "./suites/stores.js";

/**
 * Every suite `main` can run, in run order. A new suite is one import and one entry here. A suite with
 * `defaultRun: false` (personal-scale, shared-load, shared-faults, hook-handoff, postgres-scale, hook-latency) runs only
 * when named with --suite.
 */
export const suiteRegistry: readonly Suite[] = [
  pipelineSuite,
  storesSuite,
  adaptersSuite,
  redactionSuite,
  stateSuite,
  personalScaleSuite,
  sharedLoadSuite,
  sharedFaultsSuite,
  hookHandoffSuite,
  postgresScaleSuite,
  hookLatencySuite,
];
