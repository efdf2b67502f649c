import type Database from "better-sqlite3";
import type { MemoryStore, Scope } from "@engram/core";
import { EngramError } from "@engram/core/store";
import {
  storeSpecificationVersion,
  type MemoryRecord,
  type MemoryRecordInput,
  type NewSessionEvent,
  type RecordKind,
  type RecordOfKind,
  type RecordPage,
  type RecordQuery,
  type SearchHit,
  type SearchQuery,
  type SessionEvent,
  type SessionInfo,
  type SessionPage,
  type SessionQuery,
  type StoreCapabilities,
} from "@engram/core/store";
import {
  assertKey,
  checkedSearchQuery,
  checkExpectation,
  markUsedArgs,
  parseRedactedEvents,
  sameRecord,
  withCheckedScope,
  type Lease,
} from "@engram/core/store-kit";
import { retryBusy } from "./busy-retry.js";
import { sqliteFailure } from "./sqlite-failures.js";
import { transactions } from "./transactions.js";
import { takeLock } from "./locks.js";
import { assertKind, readRecord, removeRecord, validateRecord, writeRecord } from "./record-rows.js";
import { countRecords, queryRecords } from "./record-query.js";
import { markUsedRows } from "./mark-used.js";
import { noteRowWrite } from "./row-cache.js";
import type { CachedTable } from "./row-cache.js";
import { readsEventFts, searchStore } from "./search.js";
import { catchUpEventFts } from "./event-fts.js";
import { redactEventRows } from "./event-redaction.js";
import { scrubFile } from "./scrub.js";
import { appendEventRows, deleteSessionRows, listSessionRows, readEventRows, readSession, validateAppend } from "./session-rows.js";

/**
 * The MemoryStore over one better-sqlite3 connection. better-sqlite3 is synchronous: each method
 * runs its statements at once (writes in one IMMEDIATE transaction) and resolves with the result.
 */
export class SqliteMemoryStore implements MemoryStore {
  readonly specificationVersion = storeSpecificationVersion;
  readonly capabilities: StoreCapabilities;
  #db: Database.Database;
  #vectorDimensions: number | undefined;
  #closed = false;

  constructor(db: Database.Database, vectorDimensions: number | undefined) {
    this.#db = db;
    this.#vectorDimensions = vectorDimensions;
    this.capabilities = Object.freeze({
      vectorSearch: vectorDimensions !== undefined,
    });
  }

  #checkOpen = (): void => {
    if (this.#closed) throw new EngramError("STORE_CLOSED", "This SQLite store was closed; open it again to use it.");
  };

  /** A damaged file, a full disk, a lost permission: an EngramError naming the file (sqlite-failures.ts). */
  #failure = (error: unknown): unknown => sqliteFailure(error, this.#db.name);

  async #read<T>(work: () => T): Promise<T> {
    return retryBusy(work, { attempts: 20, baseDelayMs: 5, beforeAttempt: this.#checkOpen }).catch((error: unknown) => {
      throw this.#failure(error);
    });
  }

  /**
   * Runs `work` in one IMMEDIATE transaction. A write that may change or remove rows of `changes`
   * empties the searches' caches of that table (row-cache.ts); an append only adds rows.
   */
  #write = async <T>(work: () => T, changes?: CachedTable): Promise<T> => {
    const run = (): T => {
      if (changes !== undefined) noteRowWrite(this.#db, changes);
      return work();
    };
    return retryBusy(() => transactions(this.#db).write(run), { attempts: 20, baseDelayMs: 5, beforeAttempt: this.#checkOpen }).catch((error: unknown) => {
      throw this.#failure(error);
    });
  };

  async appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    this.#checkOpen();
    const valid = validateAppend(sessionId, scope, events);
    if (valid.events.length === 0) return [];
    return this.#write(() => appendEventRows(this.#db, sessionId, valid.scope, valid.events));
  }

  async readEvents(sessionId: string, options: { afterSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    return this.#read(() => readEventRows(this.#db, sessionId, options.afterSeq, options.limit));
  }

  async getSession(sessionId: string): Promise<SessionInfo | undefined> {
    return this.#read(() => readSession(this.#db, sessionId));
  }

  async listSessions(query?: SessionQuery): Promise<SessionPage> {
    return this.#read(() => listSessionRows(this.#db, query && withCheckedScope(query, "listSessions")));
  }

  async deleteSession(sessionId: string): Promise<boolean> {
    return this.#write(() => deleteSessionRows(this.#db, sessionId), "events");
  }

  async redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    this.#checkOpen();
    assertKey("session id", sessionId);
    const parsed = parseRedactedEvents(sessionId, events);
    return this.#write(() => redactEventRows(this.#db, sessionId, parsed), "events");
  }

  async scrub(): Promise<void> {
    this.#checkOpen();
    await scrubFile(this.#db, this.#checkOpen).catch((error: unknown) => {
      throw this.#failure(error);
    });
  }

  async put<R extends MemoryRecordInput>(input: R): Promise<RecordOfKind<R["kind"]>> {
    this.#checkOpen();
    const record = validateRecord(input, this.#vectorDimensions);
    await this.#write(() => writeRecord(this.#db, record, this.#vectorDimensions !== undefined));
    return record as RecordOfKind<R["kind"]>;
  }

  /** The read, the comparison and the write in one IMMEDIATE transaction: other processes wait on the write lock. */
  async putIf<R extends MemoryRecordInput>(input: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined> {
    this.#checkOpen();
    const record = validateRecord(input, this.#vectorDimensions);
    const expectation = checkExpectation(record, expected);
    const written = await this.#write(() => {
      if (!sameRecord(readRecord(this.#db, record.kind, record.id), expectation)) return false;
      writeRecord(this.#db, record, this.#vectorDimensions !== undefined);
      return true;
    });
    return written ? (record as RecordOfKind<R["kind"]>) : undefined;
  }

  async get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined> {
    assertKind(kind);
    return this.#read(() => readRecord(this.#db, kind, id) as RecordOfKind<K> | undefined);
  }

  async query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>> {
    return this.#read(() => queryRecords(this.#db, withCheckedScope(query, "query")) as RecordPage<RecordOfKind<K>>);
  }

  async count(query: Omit<RecordQuery, "limit" | "cursor" | "order">): Promise<number> {
    return this.#read(() => countRecords(this.#db, withCheckedScope(query, "count")));
  }

  async markUsed(ids: readonly string[], at: string): Promise<number> {
    this.#checkOpen();
    const args = markUsedArgs(ids, at);
    if (args.ids.length === 0) return 0;
    return this.#write(() => markUsedRows(this.#db, args.ids, args.at));
  }

  async delete(kind: RecordKind, id: string): Promise<boolean> {
    assertKind(kind);
    return this.#write(() => removeRecord(this.#db, kind, id, this.#vectorDimensions !== undefined));
  }

  /** A search that reads events_fts first fills it (event-fts.ts), in one write transaction with the search. */
  async search(input: SearchQuery): Promise<SearchHit[]> {
    this.#checkOpen();
    const query = checkedSearchQuery(input);
    const search = (): SearchHit[] => searchStore(this.#db, query, this.#vectorDimensions);
    if (!readsEventFts(this.#db, query)) return this.#read(search);
    return this.#write(() => {
      catchUpEventFts(this.#db);
      return search();
    });
  }

  async lock(name: string, ttlMs: number): Promise<Lease | undefined> {
    this.#checkOpen();
    return takeLock(this.#db, this.#write, name, ttlMs);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }
}
