export { EngramError, isEngramError, type EngramErrorCode } from "./errors.js";
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

export { encodingForModel, type TiktokenEncodingName } from "./tokens/encodings.js";
export {
  CalibratedEstimator,
  type CalibratedEstimatorOptions,
  type CalibratedEstimatorState,
} from "./tokens/calibrated-estimator.js";
export { TokenCounter, tokenOverheads, type TokenizerInfo } from "./tokens/token-counter.js";

export { computeBudget, defaultSafetyMargin, type BudgetOptions } from "./pipeline/budget.js";
export { createContextPipeline, type ContextPipeline } from "./pipeline/context-pipeline.js";
export {
  PipelineSession,
  pipelineSessionStateSchema,
  type PipelineSessionState,
  type PreparedContext,
} from "./pipeline/pipeline-session.js";
export type {
  ContextPipelineOptions,
  PipelineThresholds,
  FlushEvent,
  PipelineWarning,
  Injection,
  PrepareInput,
} from "./pipeline/pipeline-options.js";
export type {
  ContextManifest,
  ManifestPart,
  DroppedMessage,
  OmittedInjection,
  TrimTrigger,
} from "./pipeline/manifest.js";
export {
  threadSummarySchema,
  summarizeUnits,
  mergeSummaries,
  emptySummary,
  filesInToolInput,
  commitsInText,
  summaryLimits,
  type ThreadSummary,
} from "./pipeline/thread-summary.js";
export { renderThreadSummary, summaryNote, type RenderSummaryOptions } from "./pipeline/render-summary.js";
export { transcriptOf, type ModelSummaryOptions } from "./pipeline/model-summary.js";
export {
  buildCheckpoint,
  renderCheckpoint,
  sessionProgressSchema,
  type SessionProgress,
} from "./pipeline/checkpoint.js";
export { isContextLengthError } from "./pipeline/context-length-error.js";
export { withContextRetry, type ContextRetryOptions } from "./pipeline/with-context-retry.js";

export {
  scopeSchema,
  scopeKeys,
  isVisibleIn,
  sameScope,
  scopePrecedence,
  scopeLabel,
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
