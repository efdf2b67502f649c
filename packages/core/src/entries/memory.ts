export type { ExplainedRecall, RecallExplanation } from "../recall/recall-types.js";
/**
 * `@engram/core/memory`: the memory tiers' operations one by one, for advanced use. `createMemory` and
 * `createEngram` (the root) compose these; call them directly to run a step on a store of your own:
 * recall and its explanation, recall over named scopes in precedence order and the memory block a new
 * session starts with, cross-session recall, extraction and redaction, consolidation and the
 * memory index, forgetting, export and import, the memory tools, and the session class.
 */
export type {
  LeftOutItem,
  RecallOptions,
  RecallResult,
  RecallSelection,
  RecallSelectionReport,
  RecallSignals,
  RecallSource,
  RecallTarget,
  RecallWeights,
  RecalledItem,
} from "../recall/recall-types.js";
export { recallMemories } from "../recall/recall-memories.js";
export { renderRecallBlock, type RenderableMemory } from "../recall/render-recall.js";
export { explainRecall } from "../recall/recall-explanation.js";
export { markRecalledUsed } from "../recall/mark-recalled-used.js";
export { explainRecallOf, type RecallOfExplanation, type RecallOfTarget, type RecallVerdict } from "../recall/explain-recall-of.js";
export { recallSessions, type RecallSessionsOptions, type SessionExcerpt } from "../recall/recall-sessions.js";

export { consolidate, type ConsolidateInput } from "../consolidation/consolidate.js";
export {
  type ConsolidationPlan,
  type EntryContentDiff,
  type PlanConsolidationInput,
  type PlannedChange,
  planConsolidation,
} from "../consolidation/plan-consolidation.js";
export { type AppliedConsolidation, applyConsolidationPlan, undoConsolidation } from "../consolidation/apply-consolidation-plan.js";
export type { RecordWrite } from "../consolidation/record-writes.js";
export { type ConsolidationOptions, type ResolvedConsolidationOptions, resolveConsolidationOptions } from "../consolidation/consolidation-options.js";
export type {
  ConsolidationAction,
  ConsolidationBatch,
  ConsolidationChange,
  ConsolidationReport,
} from "../consolidation/consolidation-report.js";
export {
  type ConsolidateIfDueResult,
  type ConsolidationGateOptions,
  consolidateIfDue,
  type GateDecision,
  type GateInput,
  shouldConsolidate,
} from "../consolidation/consolidation-gates.js";
export { entriesAsOf } from "../consolidation/entries-as-of.js";
export {
  defaultRetentionPolicy,
  type RetentionLevel,
  type RetentionPolicy,
  retentionDays,
  retentionPolicy,
} from "../consolidation/retention-policy.js";
export { refreshMemoryIndex } from "../consolidation/refresh-memory-index.js";
export {
  type LayeredRecalledItem,
  type LayeredRecallOptions,
  type LayeredRecallResult,
  layerOf,
  maxLayeredRecallLimit,
  recallInLayers,
  type ScopeLayer,
} from "../memory/layered-recall.js";
export { type BlockIndex, buildMemoryBlock, type MemoryBlock, type MemoryBlockLayer, type MemoryBlockOptions } from "../memory/memory-block.js";
export { type PromptRecall, type PromptRecallOptions, promptRecallSkip, recallForPrompt } from "../memory/prompt-recall.js";

export { type Redaction, type RedactionResult, redactSecrets, redactText } from "../redaction/redact-secrets.js";
export { redactMessage, redactValue } from "../redaction/redact-message.js";
export { stripInjectedMemory } from "../extraction/memory-fence.js";
export {
  type Exchange,
  type ExtractedFact,
  type ExtractionWarning,
  type ExtractOptions,
  extractedFactSchema,
} from "../extraction/extracted-fact.js";
export { extractFacts } from "../extraction/extract-facts.js";
export { extractFactsWithModel, type ModelExtractOptions } from "../extraction/extract-with-model.js";
export { type RelativeDateOptions, resolveRelativeDates } from "../extraction/relative-dates.js";
export { type DailyRecordOptions, toDailyRecord } from "../extraction/daily-record.js";

export { type ForgetOptions, type ForgetReport, forgetEntry } from "../forget/forget-entry.js";
export type { PurgeReport } from "../forget/purge-forgotten.js";
export { purgeForgottenLater, type UndoForgetRefusal, undoForget } from "../forget/undo-forget.js";

export {
  type ExportEvent,
  type ExportHeader,
  exportEventLineSchema,
  exportFormat,
  exportHeaderSchema,
  exportRecordLineSchema,
  exportSessionLineSchema,
  exportVersion,
} from "../transfer/export-format.js";
export { type ExportOptions, exportStore } from "../transfer/export-store.js";
export { type ImportOptions, type ImportRejection, type ImportReport, importIntoStore } from "../transfer/import-into-store.js";

export {
  type MemoryTool,
  type MemoryToolResult,
  memoryForgetInputSchema,
  memoryRecallInputSchema,
  memoryStoreInputSchema,
  memoryTools,
} from "../memory/memory-tools.js";
export { type RememberInput, rememberInputSchema } from "../memory/remember.js";
export { type ContextInput, type MemoryContext, type MemoryManifest, MemorySession } from "../memory/memory-session.js";
export type { ContextRecall } from "../memory/recall-for-context.js";
export type { Scratchpad } from "../memory/scratchpad.js";

export { readTraces, type StoredTrace } from "../trace/read-traces.js";
export type { Trace, TracePart, TraceRecallItem } from "../store/trace-schema.js";
