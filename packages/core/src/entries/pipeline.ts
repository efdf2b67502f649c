/**
 * `@engram/core/pipeline`: the context pipeline on its own, for an application that wants the
 * token-budget trimming, the thread summary and the manifest without long-term memory. `createMemory`
 * and `createEngram` (the root) run it underneath. Token counting is the root's `TokenCounter`.
 */
export { createContextPipeline, type ContextPipeline } from "../pipeline/context-pipeline.js";
export { type FenceOptions, fenceMemoryBlock } from "../pipeline/fence.js";
export type { ContextManifest, DroppedMessage, ManifestExtra, ManifestPart, OmittedInjection, TrimTrigger } from "../pipeline/manifest.js";
export type { ContextPipelineOptions, FlushEvent, Injection, PipelineThresholds, PipelineWarning, PrepareInput } from "../pipeline/pipeline-options.js";
export type { PipelineSession } from "../pipeline/pipeline-session.js";
export type { PreparedContext } from "../pipeline/prepared-context.js";
export { type RenderSummaryOptions, renderThreadSummary } from "../pipeline/render-summary.js";
export { type ContextRetryOptions, withContextRetry } from "../pipeline/with-context-retry.js";
export type { PipelineSessionState } from "../store/pipeline-state-schema.js";
export type { SessionProgress } from "../store/session-progress-schema.js";
export type { ThreadSummary } from "../store/thread-summary-schema.js";
export type { CalibratedEstimatorOptions } from "../tokens/calibrated-estimator.js";
