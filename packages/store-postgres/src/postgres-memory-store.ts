import type {
  MemoryRecord,
  MemoryRecordInput,
  NewSessionEvent,
  RecordFilter,
  RecordKind,
  RecordOfKind,
  RecordPage,
  RecordQuery,
  SearchHit,
  SearchQuery,
  SessionEvent,
  SessionInfo,
  SessionPage,
  SessionQuery,
  StoreCapabilities,
} from "@engram/core/store";
import { storeSpecificationVersion } from "@engram/core/store";
import type { MemoryStore, Scope } from "@engram/core";
import {
  assertKey,
  checkedSearchQuery,
  checkExpectation,
  eventReadLimits,
  type Lease,
  markUsedArgs,
  parseNewEvents,
  parseRedactedEvents,
  parseSessionScope,
  resolveAfterSeq,
  resolveLimit,
  sameRecord,
  withCheckedScope,
} from "@engram/core/store-kit";
import type { Database } from "./database.js";
import { EventReadBatch, readEventRanges } from "./event-read-batch.js";
import { redactEventRows } from "./event-redaction.js";
import { assertIndexableScope } from "./index-limits.js";
import { takeLease } from "./leases.js";
import { countRecords, queryRecords } from "./record-query.js";
import { assertKind, deleteRow, getRow, markUsedRows, putRow, putRowIf, validateRecord } from "./record-rows.js";
import { scrubTables } from "./scrub.js";
import { searchStore } from "./search.js";
import { appendEventRows } from "./session-append.js";
import { deleteSessionRows, listSessionRows, readEventRows, readSession } from "./session-rows.js";
import { type PostgresStoreStats, readStats } from "./store-stats.js";
import { storable } from "./stored-json.js";
import type { VectorIndex } from "./vector-index.js";

/** A MemoryStore on PostgreSQL, plus `stats()`. */
export interface PostgresStore extends MemoryStore {
  /** The driver, schema version, how vectors are searched, and the server's durability settings. */
  stats(): Promise<PostgresStoreStats>;
}

/**
 * Every method is one transaction (see database.ts for retries; `readEvents` calls made together share
 * one). Writes lock what they change: a record or a session by its transaction-level advisory lock, so
 * concurrent writers in any number of processes serialize per document and never lose an update.
 */
export class PostgresMemoryStore implements PostgresStore {
  readonly specificationVersion = storeSpecificationVersion;
  readonly capabilities: StoreCapabilities;
  readonly #db: Database;
  readonly #eventReads: EventReadBatch;
  readonly #vectors: VectorIndex | undefined;
  readonly #schemaVersion: number;

  constructor(db: Database, vectors: VectorIndex | undefined, schemaVersion: number) {
    this.#db = db;
    this.#eventReads = new EventReadBatch(
      (range) =>
        db.read(`reading session "${range.sessionId}"`, (tx) =>
          readEventRows(tx, db.tables, range.sessionId, range.afterSeq, Number.isFinite(range.limit) ? range.limit : undefined),
        ),
      (ranges) => db.read(`reading ${ranges.length} sessions' events`, (tx) => readEventRanges(tx, db.tables, ranges)),
    );
    this.#vectors = vectors;
    this.#schemaVersion = schemaVersion;
    this.capabilities = Object.freeze({ vectorSearch: vectors !== undefined });
  }

  #open(what: string): void {
    this.#db.assertOpen(what);
  }

  async appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    this.#open("append events");
    assertKey("session id", sessionId);
    const parsedScope = parseSessionScope(scope, sessionId);
    assertIndexableScope(parsedScope, [sessionId], `session "${sessionId.slice(0, 40)}"`);
    const parsed = parseNewEvents(events, `session "${sessionId}"`);
    if (parsed.length === 0) return [];
    return this.#db.write(`appending to session "${sessionId}"`, (tx) => appendEventRows(tx, this.#db.tables, sessionId, parsedScope, parsed), {
      receipt: true,
    });
  }

  /** Calls made together are read in one transaction (event-read-batch.ts); a call made alone, alone. */
  async readEvents(sessionId: string, options: { afterSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    this.#open("read events");
    const afterSeq = resolveAfterSeq(options.afterSeq);
    const limit = resolveLimit(options.limit, eventReadLimits, "readEvents");
    if (!storable(sessionId)) return [];
    return this.#eventReads.read({ sessionId, afterSeq, limit });
  }

  async getSession(sessionId: string): Promise<SessionInfo | undefined> {
    this.#open("read a session");
    return this.#db.read(`reading session "${sessionId}"`, (tx) => readSession(tx, this.#db.tables, sessionId));
  }

  async listSessions(query?: SessionQuery): Promise<SessionPage> {
    this.#open("list sessions");
    const checked = query && withCheckedScope(query, "listSessions");
    return this.#db.read("listing sessions", (tx) => listSessionRows(tx, this.#db.tables, checked));
  }

  async deleteSession(sessionId: string): Promise<boolean> {
    this.#open("delete a session");
    return this.#db.write(`deleting session "${sessionId}"`, (tx) => deleteSessionRows(tx, this.#db.tables, sessionId), { receipt: true });
  }

  async redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    this.#open("redact events");
    assertKey("session id", sessionId);
    const parsed = parseRedactedEvents(sessionId, events);
    return this.#db.write(`redacting session "${sessionId}"`, (tx) => redactEventRows(tx, this.#db.tables, sessionId, parsed), { receipt: true });
  }

  async scrub(): Promise<void> {
    this.#open("scrub");
    await scrubTables(this.#db);
  }

  async put<R extends MemoryRecordInput>(input: R): Promise<RecordOfKind<R["kind"]>> {
    this.#open("put a record");
    const record = validateRecord(input, this.#vectors?.dimensions, "put");
    assertIndexableScope(record.scope, [record.id, "key" in record ? record.key : undefined], `${record.kind} "${record.id.slice(0, 40)}"`);
    // Idempotent: a put whose commit was cut off is simply written again.
    await this.#db.write(`putting ${record.kind} "${record.id}"`, (tx) => putRow(tx, this.#db.tables, record));
    return record as RecordOfKind<R["kind"]>;
  }

  async putIf<R extends MemoryRecordInput>(input: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined> {
    this.#open("put a record");
    const record = validateRecord(input, this.#vectors?.dimensions, "putIf");
    assertIndexableScope(record.scope, [record.id, "key" in record ? record.key : undefined], `${record.kind} "${record.id.slice(0, 40)}"`);
    const expectation = checkExpectation(record, expected);
    const written = await this.#db.write(
      `putIf of ${record.kind} "${record.id}"`,
      (tx) => putRowIf(tx, this.#db.tables, record, (stored) => sameRecord(stored, expectation)),
      { receipt: true },
    );
    return written ? (record as RecordOfKind<R["kind"]>) : undefined;
  }

  async get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined> {
    this.#open("get a record");
    assertKind(kind);
    return this.#db.read(`reading ${kind} "${id}"`, (tx) => getRow(tx, this.#db.tables, kind, id)) as Promise<RecordOfKind<K> | undefined>;
  }

  async query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>> {
    this.#open("query records");
    assertKind(query.kind);
    const checked = withCheckedScope(query, "query");
    return this.#db.read(`querying ${query.kind} records`, (tx) => queryRecords(tx, this.#db.tables, checked)) as Promise<RecordPage<RecordOfKind<K>>>;
  }

  async count(query: RecordFilter): Promise<number> {
    this.#open("count records");
    assertKind(query.kind);
    const checked = withCheckedScope(query, "count");
    return this.#db.read(`counting ${query.kind} records`, (tx) => countRecords(tx, this.#db.tables, checked));
  }

  async delete(kind: RecordKind, id: string): Promise<boolean> {
    this.#open("delete a record");
    assertKind(kind);
    return this.#db.write(`deleting ${kind} "${id}"`, (tx) => deleteRow(tx, this.#db.tables, kind, id), { receipt: true });
  }

  async markUsed(ids: readonly string[], at: string): Promise<number> {
    this.#open("mark entries used");
    const args = markUsedArgs(ids, at);
    if (args.ids.length === 0) return 0;
    return this.#db.write("marking entries used", (tx) => markUsedRows(tx, this.#db.tables, args.ids, args.at), { receipt: true });
  }

  async search(input: SearchQuery): Promise<SearchHit[]> {
    this.#open("search");
    const query = checkedSearchQuery(input);
    return this.#db.read("search", (tx) => searchStore(tx, this.#db.tables, query, this.#vectors));
  }

  async lock(name: string, ttlMs: number): Promise<Lease | undefined> {
    this.#open("take a lock");
    return takeLease(this.#db, name, ttlMs);
  }

  async stats(): Promise<PostgresStoreStats> {
    this.#open("read stats");
    return readStats(this.#db, this.#schemaVersion, this.#vectors);
  }

  async close(): Promise<void> {
    await this.#db.close();
  }
}
