/**
 * `@engram/core/store`: the store contract. What a backend implements (`MemoryStore`) and what it
 * stores (the record and session event schemas, scopes, queries, search hits). `MemoryStore` itself,
 * `Scope`, `EntryRecord` and `EntryType` are on the root, `@engram/core`; the errors (`EngramError`,
 * `isEngramError`) are on both.
 * `storeSpecificationVersion` is the version of this contract: a store states the one it implements,
 * and the number changes when a store must change to stay conformant. The written search spec is
 * packages/core/docs/search-spec.md.
 */
export { EngramError, type EngramErrorCode, isEngramError } from "../errors.js";
export { type StoreSpecificationVersion, storeSpecificationVersion } from "../store/specification-version.js";
export {
  describeStoreSpec,
  parseStoreSpec,
  pgliteMemory,
  type StoreSpec,
  type StoreSpecKind,
  type StoreSpecOptions,
  storeSpecForms,
} from "../store/store-spec.js";

export { defaultSearchTargets } from "../store-kit/in-memory-record-set.js";
export type {
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
export { isVisibleIn, parseScopeLabel, type ScopeKey, scopeKeys, scopeLabel, scopeSchema } from "../store/scope.js";
export { type NewSessionEvent, type SessionEvent, type SessionInfo, sessionEventSchema, sessionInfoSchema } from "../store/session-events.js";
export { type Trace, type TracePart, type TraceRecallItem, traceCutMarker, traceLimits, traceSchema } from "../store/trace-schema.js";
