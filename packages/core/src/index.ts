export { EngramError, engramErrorCodes, engramErrorOf, isEngramError, type EngramErrorCode } from "./errors.js";
export { assertSupportedNode, minimumNodeVersion } from "./runtime/node-version.js";
export type { Complete, CompleteRequest, CompleteResult, Embed } from "./model-functions.js";

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
} from "./message/message-schema.js";
export { messageText, partText, clipText } from "./message/message-text.js";
export { groupUnits, type Unit } from "./message/units.js";
export { convertListOnce, convertOnce } from "./message/convert-once.js";

// The context pipeline and token counting: the same names as the `@engram/core/pipeline` entry point.
export * from "./entries/pipeline.js";

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
} from "./store/scope.js";
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
} from "./store/records.js";
export {
  sessionEventBodySchema,
  newSessionEventSchema,
  sessionEventSchema,
  sessionInfoSchema,
  type NewSessionEvent,
  type SessionEvent,
  type SessionInfo,
} from "./store/session-events.js";
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
} from "./store/memory-store.js";

export type { RecordFilter } from "./store/memory-store.js";
export {
  describeIssues,
  recordLabel,
  parseRecord,
  parseStoredRecord,
  parseNewEvents,
  parseStoredEvent,
} from "./store/parse-record.js";
export { checkRedactedEvent, parseRedactedEvents } from "./store/redacted-events.js";
export { assertKey, assertTtl, parseSessionScope } from "./store/store-keys.js";
export { englishStopWords, foldText, tokenize, normalizedText } from "./store/text-tokens.js";
export { TextIndex, bm25Parameters, bm25Idf, phraseBoost, containsSequence, type TextMatch } from "./store/text-index.js";
export { cosineSimilarity, dotProduct, vectorNorm } from "./store/vector-math.js";
export { reciprocalRankFusion, rankFusionK } from "./store/rank-fusion.js";
export {
  combineRankings,
  compareRanked,
  type SearchCandidate,
  type RankedCandidate,
} from "./store/search-ranking.js";
export {
  instant,
  matchesScope,
  matchesTypes,
  matchesTags,
  matchesRecordQuery,
  recordType,
  recordKey,
  recordDate,
} from "./store/record-filter.js";
export {
  encodeCursor,
  decodeCursor,
  comparePositions,
  pageByCursor,
  type CursorOrder,
  type CursorPosition,
} from "./store/cursor.js";
export {
  resolveLimit,
  resolveAfterSeq,
  recordQueryLimits,
  sessionQueryLimits,
  searchLimits,
  eventReadLimits,
  type LimitRule,
} from "./store/query-limits.js";
export { advanceSessionInfo, assertSessionScope, sessionPosition } from "./store/session-info.js";
export {
  InMemoryRecordSet,
  defaultSearchTargets,
  recordPosition,
  type InMemoryRecordSetOptions,
} from "./store/in-memory-record-set.js";
export { InMemorySessionLog } from "./store/in-memory-session-log.js";
export { InMemoryLeaseTable } from "./store/in-memory-lease-table.js";
export { markUsedArgs, usedEntry } from "./store/mark-used.js";
export { sameRecord, checkExpectation } from "./store/same-record.js";
export {
  createInMemoryStore,
  createInMemoryStoreData,
  type InMemoryStoreData,
  type InMemoryStoreOptions,
} from "./store/in-memory-store.js";
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
} from "./store/export-format.js";
export { exportStore, type ExportOptions } from "./store/export-store.js";
export {
  importIntoStore,
  type ImportOptions,
  type ImportReport,
  type ImportRejection,
} from "./store/import-into-store.js";

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
} from "./recall/recall-types.js";
export { recallMemories, turnLine, defaultRecallLimit, leftOutShown } from "./recall/recall-memories.js";
export {
  defaultRecallWeights,
  defaultHalfLifeDays,
  defaultStaleAfterDays,
  recencyScore,
  stalenessPenalty,
  useScore,
  scopeScore,
  totalScore,
} from "./recall/recall-signals.js";
export { analyzeQuery, stemWord, wordForms, queryStopWords, type RecallQuery } from "./recall/recall-query.js";
export { scoreCandidates, compareScored, speakerCue } from "./recall/score-candidates.js";
export { searchCandidates, candidateLimit, messageImportance, type Candidate } from "./recall/recall-candidates.js";
export { wordOverlap, removeNearDuplicates, defaultDuplicateOverlap } from "./recall/near-duplicates.js";
export { packIntoBudget } from "./recall/pack-budget.js";
export {
  blockOverhead,
  freshnessCaveat,
  ageText,
  renderMemory,
  renderRecallBlock,
  type RenderableMemory,
} from "./recall/render-recall.js";
export {
  groupHits,
  withSessionFocus,
  windowGap,
  windowBonus,
  windowJoinRelevance,
  windowMaxHits,
  sessionFocusWeight,
} from "./recall/session-windows.js";
export { explainRecall, type RecallExplanation, type ExplainedRecall } from "./recall/recall-explanation.js";
export { markRecalledUsed } from "./recall/mark-recalled-used.js";
export {
  recallSessions,
  keywordDensity,
  excerptAround,
  exactMatchBoost,
  densityWeight,
  type RecallSessionsOptions,
  type SessionExcerpt,
} from "./recall/recall-sessions.js";

export {
  consolidate,
  type ConsolidateInput,
} from "./consolidation/consolidate.js";
export {
  resolveConsolidationOptions,
  defaultConfidenceByTrust,
  type ConsolidationOptions,
  type ResolvedConsolidationOptions,
} from "./consolidation/consolidation-options.js";
export type {
  ConsolidationReport,
  ConsolidationChange,
  ConsolidationAction,
  ConsolidationBatch,
} from "./consolidation/consolidation-report.js";
export {
  shouldConsolidate,
  consolidateIfDue,
  consolidationLockName,
  type ConsolidationGateOptions,
  type GateInput,
  type GateDecision,
  type ConsolidateIfDueResult,
} from "./consolidation/consolidation-gates.js";
export {
  readConsolidationState,
  consolidationStateId,
  consolidationStateKey,
  consolidationStateSchema,
  type ConsolidationState,
} from "./consolidation/consolidation-state.js";
export { entriesAsOf } from "./consolidation/entries-as-of.js";
export { renderMemoryIndex, compareForIndex } from "./consolidation/render-memory-index.js";
export {
  truncateIndexContent,
  memoryIndexLimits,
  type IndexLimits,
  type TruncatedIndex,
} from "./consolidation/truncate-index-content.js";
export {
  relateEntries,
  type ComparableMemory,
  type RelateOptions,
  type MemoryRelation,
} from "./consolidation/relate-entries.js";
export { contentSignature, contentOverlap, type ContentSignature } from "./consolidation/content-signature.js";
export {
  defaultRetentionPolicy,
  retentionPolicy,
  retentionDays,
  type RetentionPolicy,
  type RetentionLevel,
} from "./consolidation/retention-policy.js";
export { batchDailyItems } from "./consolidation/daily-batches.js";
export { distilledEntryId } from "./consolidation/distilled-entry.js";
export { consolidatedTag } from "./consolidation/merge-entries.js";
export {
  distillationSystemPrompt,
  distillationPrompt,
  untrustedDataTag,
} from "./consolidation/distillation-prompt.js";
export { distillationAnswerSchema, type DistillationAnswer } from "./consolidation/distill-with-model.js";

export {
  redactSecrets,
  redactText,
  redactionMarker,
  type Redaction,
  type RedactionResult,
} from "./extraction/redact-secrets.js";
export { redactMessage, redactValue } from "./extraction/redact-message.js";
export { isSensitiveName, isHighEntropyToken } from "./extraction/secret-rules.js";
export { stripInjectedMemory } from "./extraction/memory-fence.js";
export {
  extractedFactSchema,
  maxFactChars,
  defaultMaxFacts,
  type ExtractedFact,
  type Exchange,
  type ExtractOptions,
  type ExtractionWarning,
} from "./extraction/extracted-fact.js";
export { extractFacts } from "./extraction/extract-facts.js";
export { extractFactsWithModel, type ModelExtractOptions } from "./extraction/extract-with-model.js";
export { modelReplySchema, buildExtractionPrompt } from "./extraction/model-prompt.js";
export { resolveRelativeDates, calendarDate, type RelativeDateOptions } from "./extraction/relative-dates.js";
export { toDailyRecord, type DailyRecordOptions } from "./extraction/daily-record.js";

export { createMemory, type Memory, type ListOptions, type RecallCallOptions } from "./memory/create-memory.js";
export { refreshMemoryIndex } from "./memory/refresh-memory-index.js";
export { forgetEntry, type ForgetOptions, type ForgetReport } from "./forget/forget-entry.js";
export type { PurgeReport } from "./forget/purge-forgotten.js";
export { forgottenMarker } from "./forget/redact-forgotten.js";
export { MemorySession, type ContextInput, type MemoryContext, type MemoryManifest } from "./memory/memory-session.js";
export type { ContextRecall } from "./memory/recall-for-context.js";
export type { MemoryOptions, MemoryMode, MemoryWarning } from "./memory/memory-options.js";
export type { RecallSelectionSettings } from "./memory/recall-selection-option.js";
export type { MemoryStats } from "./memory/memory-stats.js";
export { rememberInputSchema, type RememberInput } from "./memory/remember.js";
export type { Scratchpad } from "./memory/scratchpad.js";
export {
  memoryTools,
  memoryStoreInputSchema,
  memoryRecallInputSchema,
  memoryForgetInputSchema,
  type MemoryTool,
  type MemoryToolResult,
} from "./memory/memory-tools.js";
export {
  createEngram,
  maxReactiveAttempts,
  type Engram,
  type EngramOptions,
  type TurnInput,
  type PreparedTurn,
  type RunOptions,
  type TurnUsage,
} from "./conversation/engram.js";
export { resolveIds, scopeOfIds, type ConversationIds } from "./conversation/conversation-ids.js";
export { completeDraft, type MessageDraft } from "./conversation/message-draft.js";
export { messageFingerprint } from "./conversation/message-fingerprint.js";
export { knownPrefixLength } from "./conversation/known-prefix.js";
export { splitPrompt, type SplitPrompt, type SystemBlock } from "./conversation/split-prompt.js";
export { BoundedCache, type BoundedCacheOptions } from "./util/bounded-cache.js";
