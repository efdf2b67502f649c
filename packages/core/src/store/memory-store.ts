import type { StoreSpecificationVersion } from "./specification-version.js";
import type { EntryType, MemoryRecord, MemoryRecordInput, RecordKind, RecordOfKind } from "./records.js";
import type { Scope } from "./scope.js";
import type { NewSessionEvent, SessionEvent, SessionInfo } from "./session-events.js";

/** What a backend can do; callers and the conformance suite read it instead of guessing. */
/**
 * What a store can do that changes how Engram uses it. Only flags something reads are here: recall
 * sends a query vector only to a store with `vectorSearch`, and the conformance suite runs the vector
 * cases only for one. (Whether several processes may share a store, or whether it survives a restart,
 * is each store's README's to say: nothing in Engram behaves differently for it.)
 */
export interface StoreCapabilities {
  /** `search` ranks by `vector` (otherwise a vector in a query is ignored and text alone ranks). */
  readonly vectorSearch: boolean;
}

/**
 * Which scopes a query sees. "visible" (the default with a scope): records visible in that context
 * (each key the record sets equals the context's). "exact": records whose scope is exactly this one.
 * Without a scope the mode is ignored.
 */
export type ScopeMode = "visible" | "exact";

/**
 * Filters combine with AND. A filter on a field the kind does not have (`types` on a note, `key` on a
 * daily item, `fromDate` on an entry) matches nothing; an empty `types` or `tags` list filters nothing.
 * Times compare as instants (`Date.parse`, millisecond precision), never as strings, so offsets such
 * as `+02:00` order correctly. The reference semantics are `matchesRecordQuery` in record-filter.ts.
 */
export interface RecordQuery<K extends RecordKind = RecordKind> {
  kind: K;
  /** Without a scope, every record of the kind (administration, export). */
  scope?: Scope;
  scopeMode?: ScopeMode;
  /** Only entries and daily items carry a type. */
  types?: readonly EntryType[];
  /** Records carrying every one of these tags. */
  tags?: readonly string[];
  /** Entries and notes: by key. */
  key?: string;
  /** Daily items: by calendar day (YYYY-MM-DD), inclusive. */
  fromDate?: string;
  toDate?: string;
  /** On `updatedAt`, ISO times, inclusive. */
  updatedSince?: string;
  updatedUntil?: string;
  /**
   * Newest `updatedAt` first (default), or oldest `createdAt` first; ties by `id` ascending (code
   * point order), so the order is total and paging is stable.
   */
  order?: "updated-desc" | "created-asc";
  /** Page size: default 100, larger values are cut to 1000; not a positive integer → INVALID_OPTIONS. */
  limit?: number;
  /**
   * From a previous page's `nextCursor` of the same query. Paging visits every match exactly once while
   * no write intervenes. A cursor the store did not issue → INVALID_OPTIONS.
   */
  cursor?: string;
}

/** What `count` takes: a query's filters without paging or order. */
export type RecordFilter = Omit<RecordQuery, "limit" | "cursor" | "order">;

export interface RecordPage<R> {
  readonly records: R[];
  /** Present exactly when more records match (absent on a page that ends at the last match). */
  readonly nextCursor?: string;
}

export type SearchTarget = RecordKind | "message";

/**
 * What `search` finds and in which order is written down in packages/core/docs/search-spec.md (part of
 * this contract's version), and held by the conformance suite's ranking cases. In short:
 *
 * Text: the query and the documents are tokenized with `tokenize` (text-tokens.ts); a document is a text
 * hit when it holds at least one query token (OR), ranked by BM25 (Lucene's idf, k1 1.2, b 0.75) over
 * `searchableText(record)` or, for messages, `messageSearchText(message)` (text parts, then bounded tool output), with N, df and the average length
 * taken over every document visible in `scope` (records of every kind and messages, whatever the targets
 * and filters); a document holding the query's whole token sequence contiguously (two tokens or more)
 * scores `phraseBoost` times more. A query with no tokens (empty, or stop words only) has no text hits.
 *
 * Vector (stores with `vectorSearch` only): records with a vector of the query's length, ranked by cosine
 * similarity; messages have no vector. With both text and vector, the top `limit` of each ranking are
 * fused by `reciprocalRankFusion` (rank-fusion.ts; see `combineRankings`). With neither signal: no hits.
 *
 * Filters, applied before the ranking is cut to `limit`: only what is visible in `scope` ("visible" mode,
 * always); `types` and `tags` as in `RecordQuery` — so with either set, messages (which have neither) are
 * not hits. Ties: score, then the more specific scope (`scopePrecedence`), then the newer `updatedAt`
 * (message: `at`), then messages before records, messages by session id and seq, records by kind and id.
 */
export interface SearchQuery {
  /** Full-text query; an exact phrase match outranks the same words scattered. */
  text?: string;
  /** Query embedding; used when the store has `vectorSearch`, ignored otherwise. */
  vector?: readonly number[];
  /** What to search: record kinds and/or session messages. Default: entries and daily items. */
  targets?: readonly SearchTarget[];
  /** Only what is visible in this context. */
  scope: Scope;
  types?: readonly EntryType[];
  tags?: readonly string[];
  /** Default 20, larger values are cut to 200; not a positive integer → INVALID_OPTIONS. */
  limit?: number;
  /**
   * Messages of these sessions are not hits (records are unaffected). Recall leaves out the current
   * session's turns, which are in the prompt already; filtering in the store keeps them from filling
   * the page that other sessions' turns should get.
   */
  excludeSessionIds?: readonly string[];
  /**
   * Only messages of these sessions are hits (an empty list: no message is); records are unaffected.
   * Applied, like every filter, before the ranking is cut to `limit`: cross-session recall searches the
   * most recent sessions' turns, not the best turns of all sessions that happen to be recent. With
   * `excludeSessionIds`, a session in both is left out.
   */
  sessionIds?: readonly string[];
  /**
   * The caller only reads the hits: a store may hand out deeply frozen objects it keeps between searches
   * (a parsed row cache) instead of fresh copies. Recall sets it; anyone who edits hits leaves it unset.
   * Either way, nothing done to a hit changes what is stored.
   */
  shared?: boolean;
}

/**
 * `score` orders hits (higher is better; its scale is the backend's). `textScore` is the text relevance
 * when the hit matched text; `vectorScore` is the cosine similarity (-1..1) when it was ranked by vector.
 */
export type SearchHit =
  | {
      readonly target: "record";
      readonly record: MemoryRecord;
      readonly score: number;
      readonly textScore?: number;
      readonly vectorScore?: number;
    }
  | {
      readonly target: "message";
      readonly sessionId: string;
      readonly event: Extract<SessionEvent, { type: "message" }>;
      readonly score: number;
      readonly textScore?: number;
    };

/** Sessions in the order of `listSessions`: newest `updatedAt` first, ties by id ascending. */
export interface SessionQuery {
  scope?: Scope;
  scopeMode?: ScopeMode;
  /**
   * Only sessions inside this scope: every key it sets, the session's scope sets to the same value (its own
   * sessions and narrower ones, as `isVisibleIn(within, session.scope)` says; `{}` holds every session).
   * The other way round from `scope`'s "visible": that keeps sessions a context sees, this the sessions of a
   * scope and of what lies under it. ANDs with `scope`. Validated as a scope (INVALID_SCOPE). A store that
   * ignores it returns more sessions: callers relying on it check `isVisibleIn` themselves (decision 0241).
   */
  within?: Scope;
  limit?: number;
  cursor?: string;
}

export interface SessionPage {
  readonly sessions: SessionInfo[];
  readonly nextCursor?: string;
}

/** A named lock held until `expiresAt` unless renewed; another holder may take it once it lapses. */
export interface Lease {
  readonly name: string;
  /** Unique per grant: a lapsed and retaken lock has a new token. */
  readonly token: string;
  /** ISO time; reflects the latest successful `renew`. */
  readonly expiresAt: string;
  /** Extends the lease to now + ttlMs. False once it has lapsed, been released or been taken by another. */
  renew(ttlMs: number): Promise<boolean>;
  /** Frees the lock if this lease still holds it; never frees another holder's lease. Idempotent. */
  release(): Promise<void>;
}

/**
 * The one interface every backend implements. Records are validated with zod where they enter
 * (`put`) and where they are read back from storage; invalid input throws INVALID_RECORD, unreadable
 * storage reports STORE_CORRUPT, a closed store STORE_CLOSED (every method, once `close` was called).
 * A record is identified by kind and id: a summary and a checkpoint may share their session's id. The
 * store never sets or changes a record's timestamps; callers do. Results are copies: mutating a
 * returned object changes nothing stored.
 */
export interface MemoryStore {
  /** The version of this contract the store implements (`storeSpecificationVersion`); core refuses others (UNSUPPORTED_STORE). */
  readonly specificationVersion: StoreSpecificationVersion;
  readonly capabilities: StoreCapabilities;

  /**
   * Appends events to a session, creating it with `scope` on first append; returns the assigned seqs.
   * A call is all or nothing: one invalid event (INVALID_RECORD) appends none. A different scope than the
   * session's → SCOPE_MISMATCH. No events: returns [] and creates nothing. Concurrent appends never lose
   * an event, and the events of one call get consecutive seqs.
   */
  appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]>;
  /** Events in seq order, after `afterSeq` (exclusive), at most `limit` (default: all); [] for no session. */
  readEvents(sessionId: string, options?: { afterSeq?: number; limit?: number }): Promise<SessionEvent[]>;
  /** Its fields derive from the events, see `SessionInfo`. */
  getSession(sessionId: string): Promise<SessionInfo | undefined>;
  /** Most recently updated first. */
  listSessions(query?: SessionQuery): Promise<SessionPage>;
  /** Removes a session and its events; false when there was none. */
  deleteSession(sessionId: string): Promise<boolean>;
  /**
   * Rewrites archived events in place: the one exception to the append-only archive, for erasing what
   * a user asked to forget (`forget(key, { purge: true })`). Each event replaces the stored event of the
   * same `seq`, which must exist and keep its `type` and `at` (INVALID_OPTIONS names the seq otherwise;
   * the session's times derive from them); each is validated as an appended one is (INVALID_RECORD /
   * INVALID_MESSAGE). All or nothing. Search no longer finds the old text and finds the new; a replaced
   * title event changes the session's title as `SessionInfo` derives it. Returns how many events were
   * replaced (0 for none given). `parseRedactedEvents` and `checkRedactedEvent` hold the rules.
   */
  redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number>;
  /**
   * Erases what deleted and rewritten data left behind in the backend's own storage: free pages,
   * write-ahead or append-only logs, search index segments, derived caches on disk. Afterwards no byte
   * the store keeps holds text it no longer returns. It may rewrite the whole store (slow): a purge calls
   * it once, at its end. What lies beyond the backend's reach (file system journals, replicas, backups)
   * is listed in each store's README.
   */
  scrub(): Promise<void>;

  /** Creates or replaces the record of this kind and id. Returns it as stored (defaults filled). */
  put<R extends MemoryRecordInput>(record: R): Promise<RecordOfKind<R["kind"]>>;
  /**
   * Compare-and-set. Writes `record` only if the stored record of its kind and id equals `expected` (a record
   * this store returned, compared as JSON values: key order and absent-vs-undefined fields ignored), or, with
   * `expected` null, only if no record of that kind and id exists. Returns the record as stored, or undefined
   * when the stored state differed (nothing written). Atomic: of concurrent calls from any number of
   * processes (for a store several processes share) with the same expectation, at most one succeeds.
   * `record` is validated as in `put` (INVALID_RECORD); an `expected` of another kind or id is
   * INVALID_OPTIONS. The comparison is `sameRecord` (same-record.ts), the same in every store.
   */
  putIf<R extends MemoryRecordInput>(record: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined>;
  get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined>;
  query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>>;
  /** How many records `query` with the same filters returns over all its pages. */
  count(query: RecordFilter): Promise<number>;
  /** False when there was no such record. */
  delete(kind: RecordKind, id: string): Promise<boolean>;
  /**
   * Records that entries were used (recalled into a prompt): for each distinct id that is an entry,
   * `useCount` + 1 and `lastUsedAt` = `at`, each entry in one atomic step, so concurrent markers in
   * any number of processes never lose a use. Nothing else changes (`updatedAt` and the searchable
   * text included, so nothing is re-indexed). Unknown ids are skipped; returns how many entries were
   * marked. A bad id list or time is INVALID_OPTIONS and marks nothing.
   */
  markUsed(ids: readonly string[], at: string): Promise<number>;

  /** Text, vector and filters in one call; hits best first. */
  search(query: SearchQuery): Promise<SearchHit[]>;

  /** Takes the named lock for `ttlMs`, or returns undefined while another holder's lease is live. */
  lock(name: string, ttlMs: number): Promise<Lease | undefined>;

  /** Idempotent. */
  close(): Promise<void>;
}
