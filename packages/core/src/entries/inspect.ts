/**
 * `@engram/core/inspect`: see what Engram did and why. Read back the prompts it built (traces, kept
 * when `createEngram({ traces })` is on) and ask why a memory was or was not recalled.
 */
export { explainRecallOf, type RecallOfExplanation, type RecallOfTarget, type RecallVerdict } from "../recall/explain-recall-of.js";
export type { ExplainedRecall, RecallExplanation } from "../recall/recall-types.js";
export { readTraces, type StoredTrace } from "../trace/read-traces.js";
