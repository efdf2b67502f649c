/**
 * `@engram/core/store`: the store contract. What a backend implements (`MemoryStore`) and what it
 * stores (the record and session event schemas, scopes, queries, search hits), with the errors it
 * throws. `storeSpecificationVersion` is the version of this contract: a store states the one it
 * implements, and the number changes when a store must change to stay conformant.
 */
export { type StoreSpecificationVersion, storeSpecificationVersion } from "../store/specification-version.js";

export { EngramError, type EngramErrorCode, engramErrorOf, isEngramError } from "../errors.js";
export { defaultSearchTargets } from "../store-kit/in-memory-record-set.js";
export type {
  MemoryStore,
  RecordFilter,
  RecordPage,
  RecordQuery,
  ScopeMode,
  SearchHit,
  SearchQuery,
  SearchTarget,
  SessionPage,
  SessionQuery,
  StoreCapabilities,
} from "../store/memory-store.js";
export {
  type CheckpointRecord,
  type DailyRecord,
  type EntryRecord,
  type EntryType,
  type IndexRecord,
  type MemoryRecord,
  type MemoryRecordInput,
  type NoteRecord,
  type Provenance,
  type RecordKind,
  type RecordOfKind,
  type SummaryRecord,
  type Trust,
  checkpointRecordSchema,
  dailyRecordSchema,
  entryRecordSchema,
  entryTypeSchema,
  indexRecordSchema,
  memoryRecordSchema,
  noteRecordSchema,
  recordKinds,
  summaryRecordSchema,
} from "../store/records.js";
export { isVisibleIn, parseScopeLabel, type Scope, type ScopeKey, scopeLabel, scopeSchema } from "../store/scope.js";
export { type NewSessionEvent, type SessionEvent, type SessionInfo, sessionEventSchema, sessionInfoSchema } from "../store/session-events.js";
export { type Trace, traceCutMarker, traceLimits, traceSchema } from "../store/trace-schema.js";
