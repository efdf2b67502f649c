export type { PreparedContext } from "../pipeline/prepared-context.js";
export { pipelineSessionStateSchema, type PipelineSessionState } from "../store/pipeline-state-schema.js";
export { sessionProgressSchema, type SessionProgress } from "../store/session-progress-schema.js";
export { threadSummarySchema, type ThreadSummary } from "../store/thread-summary-schema.js";
/**
 * `@engram/core/pipeline`: the context pipeline on its own, for advanced use: a token-budget trimming
 * pipeline with its thread summary, manifest, checkpoints and context-length retry, and the token
 * counting it runs on. `createMemory` and `createEngram` (the root) run it underneath.
 */
export { encodingForModel, type TiktokenEncodingName } from "../tokens/encodings.js";
export {
  CalibratedEstimator,
  type CalibratedEstimatorOptions,
  type CalibratedEstimatorState,
} from "../tokens/calibrated-estimator.js";
export { TokenCounter, tokenOverheads, type TokenizerInfo } from "../tokens/token-counter.js";
export { computeBudget, defaultSafetyMargin, type BudgetOptions } from "../pipeline/budget.js";
export { createContextPipeline, type ContextPipeline } from "../pipeline/context-pipeline.js";
export { PipelineSession } from "../pipeline/pipeline-session.js";
export type {
  ContextPipelineOptions,
  PipelineThresholds,
  FlushEvent,
  PipelineWarning,
  Injection,
  PrepareInput,
  PromptExtra,
} from "../pipeline/pipeline-options.js";
export type {
  ContextManifest,
  ManifestPart,
  ManifestExtra,
  DroppedMessage,
  OmittedInjection,
  TrimTrigger,
} from "../pipeline/manifest.js";
export { summarizeUnits, mergeSummaries, emptySummary, filesInToolInput, summaryLimits } from "../pipeline/thread-summary.js";
export { commitsInText } from "../pipeline/git-commits.js";
export { renderThreadSummary, summaryNote, type RenderSummaryOptions } from "../pipeline/render-summary.js";
export { transcriptOf, type ModelSummaryOptions } from "../pipeline/model-summary.js";
export { buildCheckpoint, renderCheckpoint } from "../pipeline/checkpoint.js";
export { isContextLengthError } from "../pipeline/context-length-error.js";
export { withContextRetry, type ContextRetryOptions } from "../pipeline/with-context-retry.js";
export { memoryBlockTags, fenceMemoryBlock, type FenceOptions } from "../pipeline/fence.js";
