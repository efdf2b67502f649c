export { describeMemoryStoreConformance } from "./conformance/describe-conformance.js";
export {
  conformanceVectorDimensions,
  type CreateStoreOptions,
  type MemoryStoreConformanceOptions,
  type StoreUnderTest,
} from "./conformance/harness.js";
export { describeAdapterConformance } from "./adapter-conformance/describe-adapter-conformance.js";
export type {
  AdapterConformanceOptions,
  AdapterDriver,
  AdapterDriverSetup,
  AdapterTurn,
  AdapterTurnResult,
  ConformanceTool,
  ModelCall,
  ScriptedAnswer,
  ScriptedReply,
} from "./adapter-conformance/driver.js";
export { fullRecords, fullSessionEvents } from "./conformance/full-records.js";
export { engramRejection } from "./engram-rejection.js";
export {
  expectOneEntryHoldingAll,
  expectProcessesLoseNothing,
  rememberConcurrently,
  rememberInProcesses,
  rememberedUnderKey,
  type RememberedUnderKey,
  type RememberInProcessesOptions,
} from "./remember-race.js";
export { seededRandom } from "./seeded-random.js";
export { archivedMessages } from "./archived-messages.js";
export { promptMessages, type ReceivedPrompt } from "./prompt-messages.js";
