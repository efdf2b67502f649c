import type { EntryType, MemoryRecord, MemoryRecordInput, RecordKind, RecordOfKind } from "./records.js";
import type { Scope } from "./scope.js";
import type { NewSessionEvent, SessionEvent, SessionInfo } from "./session-events.js";

/** What a backend can do; callers and the conformance suite read it instead of guessing. */
export interface StoreCapabilities {
  /** `search` ranks by `vector` (otherwise a vector in a query is ignored and text alone ranks). */
  readonly vectorSearch: boolean;
  /** Several processes may open the same store at once without losing writes. */
  readonly multiProcess: boolean;
  /** Search runs where the data is: no query loads every record into this process. */
  readonly serverSideSearch: boolean;
  /** Data survives close and reopen. */
  readonly durable: boolean;
}

/**
 * Which scopes a query sees. "visible" (the default with a scope): records visible in that context
 * (each key the record sets equals the context's). "exact": records whose scope is exactly this one.
 */
export type ScopeMode = "visible" | "exact";

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
  /** Newest update first (default), or oldest creation first. */
  order?: "updated-desc" | "created-asc";
  /** Page size: default 100, at most 1000. */
  limit?: number;
  /** From a previous page's `nextCursor`. */
  cursor?: string;
}

export interface RecordPage<R> {
  readonly records: R[];
  /** Present when more records match. */
  readonly nextCursor?: string;
}

export type SearchTarget = RecordKind | "message";

export interface SearchQuery {
  /** Full-text query; an exact phrase match outranks the same words scattered. */
  text?: string;
  /** Query embedding; used when the store has `vectorSearch`. */
  vector?: readonly number[];
  /** What to search: record kinds and/or session messages. Default: entries and daily items. */
  targets?: readonly SearchTarget[];
  /** Only what is visible in this context. */
  scope: Scope;
  types?: readonly EntryType[];
  tags?: readonly string[];
  /** Default 20, at most 200. */
  limit?: number;
}

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

export interface SessionQuery {
  scope?: Scope;
  scopeMode?: ScopeMode;
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
  readonly token: string;
  readonly expiresAt: string;
  renew(ttlMs: number): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * The one interface every backend implements. Records are validated with zod where they enter
 * (`put`) and where they are read back from storage; invalid input throws INVALID_RECORD, unreadable
 * storage reports STORE_CORRUPT, a closed store STORE_CLOSED.
 */
export interface MemoryStore {
  readonly capabilities: StoreCapabilities;

  /** Appends events to a session, creating it with `scope` on first append; returns the assigned seqs. */
  appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]>;
  /** Events in seq order, after `afterSeq` (exclusive), at most `limit`. */
  readEvents(sessionId: string, options?: { afterSeq?: number; limit?: number }): Promise<SessionEvent[]>;
  getSession(sessionId: string): Promise<SessionInfo | undefined>;
  /** Most recently updated first. */
  listSessions(query?: SessionQuery): Promise<SessionPage>;
  /** Removes a session and its events; false when there was none. */
  deleteSession(sessionId: string): Promise<boolean>;

  /** Creates or replaces the record of this kind and id. Returns it as stored (defaults filled). */
  put<R extends MemoryRecordInput>(record: R): Promise<RecordOfKind<R["kind"]>>;
  get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined>;
  query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>>;
  count(query: Omit<RecordQuery, "limit" | "cursor" | "order">): Promise<number>;
  /** False when there was no such record. */
  delete(kind: RecordKind, id: string): Promise<boolean>;

  /** Text, vector and filters in one call; hits best first. */
  search(query: SearchQuery): Promise<SearchHit[]>;

  /** Takes the named lock for `ttlMs`, or returns undefined while another holder's lease is live. */
  lock(name: string, ttlMs: number): Promise<Lease | undefined>;

  close(): Promise<void>;
}
