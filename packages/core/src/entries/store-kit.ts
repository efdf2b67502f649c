/**
 * `@engram/core/store-kit`: building blocks for store authors, used by Engram's own stores. The
 * in-memory record set with its text index, BM25 and rank fusion parameters, tokenization, scope and
 * key checks, the parsers that validate what a store reads back, leases, and retries with backoff, and
 * `messageText` for a store's event text index (the runtime check for packages with native modules,
 * `assertSupportedNode`, is on `@engram/core/prompt-skip`). The conformance suite is in `@engram/core/testing`.
 * A store imports these and `@engram/core/store` rather than the root, so opening one loads no more of
 * core than it uses (decision 0168).
 */
export { messageText } from "../message/message-text.js";

export { type CursorOrder, type CursorPosition, comparePositions, decodeCursor, encodeCursor, pageByCursor } from "../store-kit/cursor.js";
export { InMemoryRecordSet, type InMemoryRecordSetOptions } from "../store-kit/in-memory-record-set.js";
export { matchingRecords, pageOfMatches, queryRecordsInMemory, recordPosition } from "../store-kit/record-page.js";
export { RecordTable } from "../store-kit/record-table.js";
export { markUsedArgs, usedEntry } from "../store-kit/mark-used.js";
export type { Lease } from "../store/memory-store.js";
export { describeIssues, parseNewEvents, parseRecord, parseStoredEvent, parseStoredRecord } from "../store-kit/parse-record.js";
export { quickStoredEvent, safeParseStoredEvent } from "../store-kit/quick-stored-event.js";
export { quickStoredRecord, safeParseStoredRecord } from "../store-kit/quick-stored-record.js";
export { eventReadLimits, recordQueryLimits, resolveAfterSeq, resolveLimit, searchLimits, sessionQueryLimits } from "../store/query-limits.js";
export { rankFusionK } from "../store-kit/rank-fusion.js";
export { backoffDelay, type ResolvedRetry, type RetryOptions, resolveRetry } from "../store-kit/retry-policy.js";
export {
  instant,
  labelWithin,
  matchesRecordQuery,
  matchesScope,
  matchesSessionScope,
  matchesTags,
  matchesTypes,
  recordType,
} from "../store-kit/record-filter.js";
export { searchableText } from "../store/records.js";
export { messageSearchText } from "../message/message-search-text.js";
export { checkRedactedEvent, parseRedactedEvents } from "../store-kit/redacted-events.js";
export { checkExpectation, sameRecord } from "../store-kit/same-record.js";
export { checkedScope, labelPrefixWithin, parseScope, sameScope, scopePrecedence, visibleScopeLabels, withCheckedScope } from "../store/scope.js";
export {
  type RankedCandidate,
  type SearchCandidate,
  combineRankings,
  compareRanked,
  messageSearchKey,
  recordSearchKey,
} from "../store-kit/search-ranking.js";
export { advanceSessionInfo, assertSessionScope, inSessionOrder, sessionPosition } from "../store-kit/session-info.js";
export { assertKey, assertTtl, parseSessionScope } from "../store/store-keys.js";
export { bm25Idf, bm25Parameters, bm25TermScore, containsSequence, phraseBoost, TextIndex, type TextMatch } from "../store-kit/text-index.js";
export { cosineSimilarity } from "../store-kit/vector-math.js";
export { checkedSearchQuery, checkQueryVector } from "../store/search-vector.js";
export { vectorComponentLimit } from "../store/vector-limit.js";
export { kthLargest } from "../store-kit/kth-largest.js";
export { copyData } from "../util/copy-data.js";
export { freezeData } from "../util/freeze-data.js";
export { foldText, normalizedText, tokenize } from "../text/text-tokens.js";
export { BoundedCache, type BoundedCacheOptions } from "../util/bounded-cache.js";
