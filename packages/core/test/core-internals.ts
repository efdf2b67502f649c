export { maxReactiveAttempts } from "../src/pipeline/reactive-attempts.js";
export type { Unit } from "../src/message/unit.js";
export type { MemoryWarning } from "../src/memory/memory-warning.js";
export type { RecallExplanation, ExplainedRecall } from "../src/recall/recall-types.js";
export { stemWord, wordForms } from "../src/text/stem.js";
// Every name core defines, for core's own tests: the old all-in-one root. Not shipped and not an entry point;
// a package outside core reaches these only through `@engram/core` and its subpaths (package.json exports).
export { EngramError, engramErrorCodes, engramErrorOf, isEngramError, type EngramErrorCode } from "../src/errors.js";
export { assertSupportedNode, minimumNodeVersion } from "../src/runtime/node-version.js";
export { settleHeap } from "../src/runtime/settle-heap.js";
export type { Complete, CompleteRequest, CompleteResult, Embed } from "../src/model-functions.js";

export {
  messageSchema,
  messagePartSchema,
  messageRoleSchema,
  textPartSchema,
  toolCallPartSchema,
  toolResultPartSchema,
  filePartSchema,
  parseMessage,
  type Message,
  type MessagePart,
  type MessageRole,
  type TextPart,
  type ToolCallPart,
  type ToolResultPart,
  type FilePart,
} from "../src/message/message-schema.js";
export { messageText, partText, clipText } from "../src/message/message-text.js";
export {
  boundedToolOutput,
  messageSearchText,
  messageSearchWeight,
  toolOutputBound,
  toolOutputMessageBound,
  toolOutputText,
  toolOutputWeight,
} from "../src/message/message-search-text.js";
export { groupUnits } from "../src/message/units.js";
export { convertListOnce, convertOnce } from "../src/message/convert-once.js";

// The context pipeline and token counting: the same names as the `@engram/core/pipeline` entry point.
export * from "../src/entries/pipeline.js";
export { PipelineSession } from "../src/pipeline/pipeline-session.js";
export { encodingForModel, type TiktokenEncodingName } from "../src/tokens/encodings.js";
export { CalibratedEstimator, type CalibratedEstimatorState } from "../src/tokens/calibrated-estimator.js";
export { TokenCounter, tokenOverheads, type TokenizerInfo } from "../src/tokens/token-counter.js";
export { computeBudget, defaultSafetyMargin, type BudgetOptions } from "../src/pipeline/budget.js";
export { summarizeUnits, mergeSummaries, emptySummary, filesInToolInput, summaryLimits } from "../src/pipeline/thread-summary.js";
export { commitsInText } from "../src/pipeline/git-commits.js";
export { summaryNote } from "../src/pipeline/render-summary.js";
export { transcriptOf, type ModelSummaryOptions } from "../src/pipeline/model-summary.js";
export { buildCheckpoint, renderCheckpoint } from "../src/pipeline/checkpoint.js";
export { isContextLengthError } from "../src/pipeline/context-length-error.js";
export { memoryBlockTags } from "../src/pipeline/fence.js";
export { threadSummarySchema } from "../src/store/thread-summary-schema.js";
export { sessionProgressSchema } from "../src/store/session-progress-schema.js";
export { pipelineSessionStateSchema } from "../src/store/pipeline-state-schema.js";

export {
  scopeSchema,
  scopeKeys,
  isVisibleIn,
  sameScope,
  scopePrecedence,
  scopeLabel,
  parseScopeLabel,
  parseScope,
  checkedScope,
  withCheckedScope,
  type Scope,
  type ScopeKey,
} from "../src/store/scope.js";
export {
  entryTypeSchema,
  trustSchema,
  provenanceSchema,
  entryRecordSchema,
  dailyRecordSchema,
  noteRecordSchema,
  summaryRecordSchema,
  checkpointRecordSchema,
  indexRecordSchema,
  memoryRecordSchema,
  recordKinds,
  searchableText,
  type EntryType,
  type Trust,
  type Provenance,
  type EntryRecord,
  type DailyRecord,
  type NoteRecord,
  type SummaryRecord,
  type CheckpointRecord,
  type IndexRecord,
  type MemoryRecord,
  type MemoryRecordInput,
  type RecordKind,
  type RecordOfKind,
  consolidatedTag,
} from "../src/store/records.js";
export {
  sessionEventBodySchema,
  newSessionEventSchema,
  sessionEventSchema,
  sessionInfoSchema,
  type NewSessionEvent,
  type SessionEvent,
  type SessionInfo,
} from "../src/store/session-events.js";
export type {
  MemoryStore,
  StoreCapabilities,
  ScopeMode,
  RecordQuery,
  RecordPage,
  SearchTarget,
  SearchQuery,
  SearchHit,
  SessionQuery,
  SessionPage,
  Lease,
} from "../src/store/memory-store.js";

export type { RecordFilter } from "../src/store/memory-store.js";
export {
  describeIssues,
  recordLabel,
  parseRecord,
  parseStoredRecord,
  parseNewEvents,
  parseStoredEvent,
} from "../src/store-kit/parse-record.js";
export { checkRedactedEvent, parseRedactedEvents } from "../src/store-kit/redacted-events.js";
export { assertKey, assertTtl, parseSessionScope } from "../src/store/store-keys.js";
export { englishStopWords, foldText, tokenize, normalizedText } from "../src/text/text-tokens.js";
export { TextIndex, bm25Parameters, bm25Idf, phraseBoost, containsSequence, type TextMatch } from "../src/store-kit/text-index.js";
export { cosineSimilarity, dotProduct, vectorNorm } from "../src/store-kit/vector-math.js";
export { reciprocalRankFusion, rankFusionK } from "../src/store-kit/rank-fusion.js";
export {
  combineRankings,
  compareRanked,
  messageSearchKey,
  recordSearchKey,
  type SearchCandidate,
  type RankedCandidate,
} from "../src/store-kit/search-ranking.js";
export { compareCodePoints } from "../src/util/code-point-order.js";
export { labelPrefixWithin, visibleScopeLabels } from "../src/store/scope.js";
export {
  instant,
  labelWithin,
  matchesScope,
  matchesSessionScope,
  matchesTypes,
  matchesTags,
  matchesRecordQuery,
  recordType,
  recordKey,
  recordDate,
} from "../src/store-kit/record-filter.js";
export {
  encodeCursor,
  decodeCursor,
  comparePositions,
  pageByCursor,
  type CursorOrder,
  type CursorPosition,
} from "../src/store-kit/cursor.js";
export {
  resolveLimit,
  resolveAfterSeq,
  recordQueryLimits,
  sessionQueryLimits,
  searchLimits,
  eventReadLimits,
  type LimitRule,
} from "../src/store/query-limits.js";
export { advanceSessionInfo, assertSessionScope, inSessionOrder, sessionPosition } from "../src/store-kit/session-info.js";
export { InMemoryRecordSet, defaultSearchTargets, type InMemoryRecordSetOptions } from "../src/store-kit/in-memory-record-set.js";
export { matchingRecords, queryRecordsInMemory, recordPosition } from "../src/store-kit/record-page.js";
export { InMemorySessionLog } from "../src/store-kit/in-memory-session-log.js";
export { InMemoryLeaseTable } from "../src/store-kit/in-memory-lease-table.js";
export { markUsedArgs, usedEntry } from "../src/store-kit/mark-used.js";
export { sameRecord, checkExpectation } from "../src/store-kit/same-record.js";
export {
  createInMemoryStore,
  createInMemoryStoreData,
  type InMemoryStoreData,
  type InMemoryStoreOptions,
} from "../src/store-kit/in-memory-store.js";
export {
  exportFormat,
  exportVersion,
  exportHeaderSchema,
  exportRecordLineSchema,
  exportSessionLineSchema,
  exportEventSchema,
  exportEventLineSchema,
  canonicalJson,
  type ExportHeader,
  type ExportEvent,
} from "../src/transfer/export-format.js";
export { exportStore, type ExportOptions } from "../src/transfer/export-store.js";
export {
  importIntoStore,
  type ImportOptions,
  type ImportReport,
  type ImportRejection,
} from "../src/transfer/import-into-store.js";

export type {
  RecallOptions,
  RecallResult,
  RecalledItem,
  LeftOutItem,
  RecallSignals,
  RecallSource,
  RecallTarget,
  RecallWeights,
  RecallSelection,
  RecallSelectionReport,
} from "../src/recall/recall-types.js";
export { recallMemories, turnLine, defaultRecallLimit, leftOutShown } from "../src/recall/recall-memories.js";
export { explainRecallOf, type RecallOfExplanation, type RecallOfTarget, type RecallVerdict } from "../src/recall/explain-recall-of.js";
export {
  defaultRecallWeights,
  defaultHalfLifeDays,
  defaultStaleAfterDays,
  recencyScore,
  stalenessPenalty,
  useScore,
  scopeScore,
  totalScore,
} from "../src/recall/recall-signals.js";
export { analyzeQuery, queryStopWords, type RecallQuery } from "../src/recall/recall-query.js";
export { scoreCandidates, compareScored, speakerCue } from "../src/recall/score-candidates.js";
export { searchCandidates, candidateLimit, messageImportance, type Candidate } from "../src/recall/recall-candidates.js";
export { wordOverlap, removeNearDuplicates, defaultDuplicateOverlap } from "../src/recall/near-duplicates.js";
export { packIntoBudget } from "../src/recall/pack-budget.js";
export {
  blockOverhead,
  freshnessCaveat,
  ageText,
  renderMemory,
  renderRecallBlock,
  type RenderableMemory,
} from "../src/recall/render-recall.js";
export {
  groupHits,
  withSessionFocus,
  windowGap,
  windowBonus,
  windowJoinRelevance,
  windowMaxHits,
  sessionFocusWeight,
} from "../src/recall/session-windows.js";
export { explainRecall } from "../src/recall/recall-explanation.js";
export { markRecalledUsed } from "../src/recall/mark-recalled-used.js";
export {
  recallSessions,
  keywordDensity,
  excerptAround,
  exactMatchBoost,
  densityWeight,
  type RecallSessionsOptions,
  type SessionExcerpt,
} from "../src/recall/recall-sessions.js";

export {
  consolidate,
  type ConsolidateInput,
} from "../src/consolidation/consolidate.js";
export {
  planConsolidation,
  type ConsolidationPlan,
  type EntryContentDiff,
  type PlanConsolidationInput,
  type PlannedChange,
} from "../src/consolidation/plan-consolidation.js";
export { applyConsolidationPlan, undoConsolidation, type AppliedConsolidation } from "../src/consolidation/apply-consolidation-plan.js";
export { writeAllOrNothing, invertWrites, type RecordWrite } from "../src/consolidation/record-writes.js";
export {
  resolveConsolidationOptions,
  defaultConfidenceByTrust,
  type ConsolidationOptions,
  type ResolvedConsolidationOptions,
} from "../src/consolidation/consolidation-options.js";
export type {
  ConsolidationReport,
  ConsolidationChange,
  ConsolidationAction,
  ConsolidationBatch,
} from "../src/consolidation/consolidation-report.js";
export {
  shouldConsolidate,
  consolidateIfDue,
  consolidationLockName,
  type ConsolidationGateOptions,
  type GateInput,
  type GateDecision,
  type ConsolidateIfDueResult,
} from "../src/consolidation/consolidation-gates.js";
export {
  readConsolidationState,
  consolidationStateId,
  consolidationStateKey,
  consolidationStateSchema,
  type ConsolidationState,
} from "../src/consolidation/consolidation-state.js";
export { entriesAsOf } from "../src/consolidation/entries-as-of.js";
export { renderMemoryIndex, compareForIndex } from "../src/consolidation/render-memory-index.js";
export {
  truncateIndexContent,
  memoryIndexLimits,
  type IndexLimits,
  type TruncatedIndex,
} from "../src/consolidation/truncate-index-content.js";
export {
  relateEntries,
  type ComparableMemory,
  type RelateOptions,
  type MemoryRelation,
} from "../src/consolidation/relate-entries.js";
export { contentSignature, contentOverlap, type ContentSignature } from "../src/consolidation/content-signature.js";
export {
  defaultRetentionPolicy,
  retentionPolicy,
  retentionDays,
  type RetentionPolicy,
  type RetentionLevel,
} from "../src/consolidation/retention-policy.js";
export { batchDailyItems } from "../src/consolidation/daily-batches.js";
export { distilledEntryId } from "../src/consolidation/distilled-entry.js";

export {
  distillationSystemPrompt,
  distillationPrompt,
  untrustedDataTag,
} from "../src/consolidation/distillation-prompt.js";
export { distillationAnswerSchema, type DistillationAnswer } from "../src/consolidation/distill-with-model.js";

export {
  redactSecrets,
  redactText,
  redactionMarker,
  type Redaction,
  type RedactionResult,
} from "../src/redaction/redact-secrets.js";
export { redactMessage, redactValue } from "../src/redaction/redact-message.js";
export { isSensitiveName, isHighEntropyToken } from "../src/redaction/secret-rules.js";
export { stripInjectedMemory } from "../src/extraction/memory-fence.js";
export {
  extractedFactSchema,
  maxFactChars,
  defaultMaxFacts,
  type ExtractedFact,
  type Exchange,
  type ExtractOptions,
  type ExtractionWarning,
} from "../src/extraction/extracted-fact.js";
export { extractFacts } from "../src/extraction/extract-facts.js";
export { extractFactsWithModel, type ModelExtractOptions } from "../src/extraction/extract-with-model.js";
export { modelReplySchema, buildExtractionPrompt } from "../src/extraction/model-prompt.js";
export { resolveRelativeDates, calendarDate, type RelativeDateOptions } from "../src/extraction/relative-dates.js";
export { toDailyRecord, type DailyRecordOptions } from "../src/extraction/daily-record.js";

export { createMemory, type Memory, type ListOptions, type RecallCallOptions } from "../src/memory/create-memory.js";
export { currentEntryByKey } from "../src/store-ops/entry-lookup.js";
export { refreshMemoryIndex } from "../src/consolidation/refresh-memory-index.js";
export {
  layerOf,
  maxLayeredRecallLimit,
  recallInLayers,
  type LayeredRecalledItem,
  type LayeredRecallOptions,
  type LayeredRecallResult,
  type ScopeLayer,
} from "../src/memory/layered-recall.js";
export { buildMemoryBlock, type BlockIndex, type MemoryBlock, type MemoryBlockLayer, type MemoryBlockOptions } from "../src/memory/memory-block.js";
export {
  promptQueryChars,
  promptRecallSkip,
  promptRelevanceBar,
  recallForPrompt,
  type PromptRecall,
  type PromptRecallOptions,
} from "../src/memory/prompt-recall.js";
export { recentDailyInLayers, type RecentDailyOptions } from "../src/memory/recent-daily.js";
export { forgetEntry, type ForgetOptions, type ForgetReport } from "../src/forget/forget-entry.js";
export type { PurgeReport } from "../src/forget/purge-forgotten.js";
export { purgeForgottenLater, undoForget, type UndoForgetRefusal } from "../src/forget/undo-forget.js";
export { forgottenMarker } from "../src/forget/redact-forgotten.js";
export { MemorySession, type ContextInput, type MemoryContext, type MemoryManifest } from "../src/memory/memory-session.js";
export type { ContextRecall } from "../src/memory/recall-for-context.js";
export type { MemoryOptions, MemoryMode } from "../src/memory/memory-options.js";
export type { RecallSelectionSettings } from "../src/memory/recall-selection-option.js";
export type { MemoryStats } from "../src/memory/memory-stats.js";
export { rememberInputSchema, type RememberInput } from "../src/memory/remember.js";
export type { Scratchpad } from "../src/memory/scratchpad.js";
export {
  memoryTools,
  memoryStoreInputSchema,
  memoryRecallInputSchema,
  memoryForgetInputSchema,
  type MemoryTool,
  type MemoryToolResult,
} from "../src/memory/memory-tools.js";
export {
  createEngram,
  type Engram,
  type EngramOptions,
  type TurnInput,
  type PreparedTurn,
  type RunOptions,
  type TurnUsage,
} from "../src/conversation/engram.js";
export { resolveIds, scopeOfIds, type ConversationIds } from "../src/conversation/conversation-ids.js";
export { completeDraft, type MessageDraft } from "../src/message/message-draft.js";
export { messageFingerprint } from "../src/archive/message-fingerprint.js";
export { knownPrefixLength } from "../src/archive/known-prefix.js";
export { splitPrompt, type SplitPrompt, type SystemBlock } from "../src/conversation/split-prompt.js";
export { BoundedCache, type BoundedCacheOptions } from "../src/util/bounded-cache.js";

export { readTraces, type StoredTrace } from "../src/trace/read-traces.js";
export { traceCutMarker, traceLimits, traceSchema, type Trace, type TracePart, type TraceRecallItem } from "../src/store/trace-schema.js";
export { toolExtras } from "../src/conversation/tool-extras.js";
