import { EngramError, type MemoryStore, type Scope } from "@engram/core";
import {
  recordKinds,
  type MemoryRecord,
  type MemoryRecordInput,
  type NewSessionEvent,
  type RecordFilter,
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
  storeSpecificationVersion,
} from "@engram/core/store";
import { checkedSearchQuery, markUsedArgs, withCheckedScope, type Lease } from "@engram/core/store-kit";
import type { Connection } from "./connection.js";
import type { KeyLayout } from "./keys.js";
import { takeLock } from "./locks.js";
import { markUsedRecords } from "./mark-used.js";
import { combinedPersistence, readPersistence, type RedisStoreStats } from "./persistence.js";
import { RecordOps } from "./record-ops.js";
import { RecordQueries } from "./record-query.js";
import { search } from "./search.js";
import { scrubServers } from "./scrub.js";
import { SessionOps } from "./session-ops.js";

function assertKind(kind: unknown): asserts kind is RecordKind {
  if (!recordKinds.includes(kind as RecordKind)) {
    throw new EngramError("INVALID_OPTIONS", `Unknown record kind ${JSON.stringify(kind)}: expected one of ${recordKinds.join(", ")}.`);
  }
}

/** The MemoryStore on Redis, plus what the server says about itself. */
export interface RedisStore extends MemoryStore {
  /** The servers' persistence (AOF, RDB snapshots) and how the store reaches them, read when called. */
  stats(): Promise<RedisStoreStats>;
}

/**
 * The MemoryStore: a thin facade over the record, query, session, search and lock modules. Every
 * method checks first that the store is open (STORE_CLOSED), before validating its input.
 */
export class RedisMemoryStore implements RedisStore {
  readonly specificationVersion = storeSpecificationVersion;
  readonly capabilities: StoreCapabilities;
  readonly #records: RecordOps;
  readonly #queries: RecordQueries;
  readonly #sessions: SessionOps;

  constructor(
    private readonly connection: Connection,
    private readonly keys: KeyLayout,
    private readonly vectorDimensions: number | undefined,
  ) {
    this.capabilities = Object.freeze({
      vectorSearch: vectorDimensions !== undefined,
    });
    this.#records = new RecordOps(connection, keys, vectorDimensions);
    this.#queries = new RecordQueries(connection, keys);
    this.#sessions = new SessionOps(connection, keys);
  }

  async appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    this.connection.assertOpen("appendEvents");
    return this.#sessions.append(sessionId, scope, events);
  }

  async readEvents(sessionId: string, options?: { afterSeq?: number; limit?: number }): Promise<SessionEvent[]> {
    this.connection.assertOpen("readEvents");
    return this.#sessions.read(sessionId, options);
  }

  async getSession(sessionId: string): Promise<SessionInfo | undefined> {
    this.connection.assertOpen("getSession");
    return this.#sessions.get(sessionId);
  }

  async listSessions(query?: SessionQuery): Promise<SessionPage> {
    this.connection.assertOpen("listSessions");
    return this.#sessions.list(query && withCheckedScope(query, "listSessions"));
  }

  async deleteSession(sessionId: string): Promise<boolean> {
    this.connection.assertOpen("deleteSession");
    return this.#sessions.delete(sessionId);
  }

  async redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    this.connection.assertOpen("redactEvents");
    return this.#sessions.redact(sessionId, events);
  }

  async scrub(): Promise<void> {
    this.connection.assertOpen("scrub");
    return scrubServers(this.connection);
  }

  async put<R extends MemoryRecordInput>(record: R): Promise<RecordOfKind<R["kind"]>> {
    this.connection.assertOpen("put");
    return (await this.#records.put(record)) as RecordOfKind<R["kind"]>;
  }

  async putIf<R extends MemoryRecordInput>(record: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined> {
    this.connection.assertOpen("putIf");
    return (await this.#records.putIf(record, expected)) as RecordOfKind<R["kind"]> | undefined;
  }

  async get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined> {
    this.connection.assertOpen("get");
    assertKind(kind);
    return (await this.#records.get(kind, id)) as RecordOfKind<K> | undefined;
  }

  async query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>> {
    this.connection.assertOpen("query");
    assertKind(query.kind);
    return (await this.#queries.query(withCheckedScope(query, "query"))) as RecordPage<RecordOfKind<K>>;
  }

  async count(query: RecordFilter): Promise<number> {
    this.connection.assertOpen("count");
    assertKind(query.kind);
    return this.#queries.count(withCheckedScope(query, "count"));
  }

  async markUsed(ids: readonly string[], at: string): Promise<number> {
    this.connection.assertOpen("markUsed");
    const args = markUsedArgs(ids, at);
    return markUsedRecords(this.connection, this.keys, args.ids, args.at);
  }

  async delete(kind: RecordKind, id: string): Promise<boolean> {
    this.connection.assertOpen("delete");
    assertKind(kind);
    return this.#records.delete(kind, id);
  }

  async search(query: SearchQuery): Promise<SearchHit[]> {
    this.connection.assertOpen("search");
    return search(this.connection, this.keys, this.vectorDimensions, checkedSearchQuery(query));
  }

  async lock(name: string, ttlMs: number): Promise<Lease | undefined> {
    this.connection.assertOpen("lock");
    return takeLock(this.connection, this.keys, name, ttlMs);
  }

  async stats(): Promise<RedisStoreStats> {
    this.connection.assertOpen("read stats");
    const servers = await readPersistence(this.connection);
    return { persistence: combinedPersistence(servers), mode: this.connection.mode, servers: servers.length };
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
