import { storeSpecificationVersion } from "../store/specification-version.js";
import { EngramError } from "../errors.js";
import { InMemoryLeaseTable } from "./in-memory-lease-table.js";
import { InMemoryRecordSet } from "./in-memory-record-set.js";
import { InMemorySessionLog } from "./in-memory-session-log.js";
import type {
  Lease,
  MemoryStore,
  RecordFilter,
  RecordPage,
  RecordQuery,
  SearchHit,
  SearchQuery,
  SessionPage,
  SessionQuery,
  StoreCapabilities,
} from "../store/memory-store.js";
import { parseNewEvents, parseRecord } from "./parse-record.js";
import { parseRedactedEvents } from "./redacted-events.js";
import { markUsedArgs, usedEntry } from "./mark-used.js";
import { recordKinds, type MemoryRecord, type MemoryRecordInput, type RecordKind, type RecordOfKind } from "../store/records.js";
import { checkExpectation } from "./same-record.js";
import { checkedSearchQuery } from "../store/search-vector.js";
import { withCheckedScope, type Scope } from "../store/scope.js";
import type { NewSessionEvent, SessionEvent, SessionInfo } from "../store/session-events.js";
import { assertKey, parseSessionScope } from "../store/store-keys.js";
import { copyData } from "../util/copy-data.js";

/** The data of an in-memory store; pass it to another `createInMemoryStore` to "reopen" the same memory. */
export interface InMemoryStoreData {
  readonly records: InMemoryRecordSet;
  readonly sessions: InMemorySessionLog;
  readonly leases: InMemoryLeaseTable;
}

export function createInMemoryStoreData(options: { now?: () => number } = {}): InMemoryStoreData {
  return { records: new InMemoryRecordSet(), sessions: new InMemorySessionLog(), leases: new InMemoryLeaseTable(options.now) };
}

export interface InMemoryStoreOptions {
  /** Shared data: stores over the same data see the same memory (default: fresh data). */
  readonly data?: InMemoryStoreData;
  /** Rank by query vectors (default true); false behaves like a text-only backend. */
  readonly vectorSearch?: boolean;
}

function assertKind(kind: unknown): asserts kind is RecordKind {
  if (!recordKinds.includes(kind as RecordKind)) {
    throw new EngramError("INVALID_OPTIONS", `Unknown record kind ${JSON.stringify(kind)}: expected one of ${recordKinds.join(", ")}.`);
  }
}

class InMemoryStore implements MemoryStore {
  readonly specificationVersion = storeSpecificationVersion;
  readonly capabilities: StoreCapabilities;
  readonly #data: InMemoryStoreData;
  #closed = false;

  constructor(data: InMemoryStoreData, vectorSearch: boolean) {
    this.#data = data;
    this.capabilities = Object.freeze({ vectorSearch });
  }

  readonly #open = (): void => {
    if (this.#closed) {
      throw new EngramError("STORE_CLOSED", "This in-memory store is closed: open a new one with createInMemoryStore({ data }).");
    }
  };

  async appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    this.#open();
    assertKey("session id", sessionId);
    const parsedScope = parseSessionScope(scope, sessionId);
    const parsed = parseNewEvents(events, `session "${sessionId}"`);
    const appended = this.#data.sessions.append(sessionId, parsedScope, parsed);
    this.#data.records.indexMessages(sessionId, parsedScope, appended);
    return appended.map((event) => event.seq);
  }

  async readEvents(sessionId: string, options?: { afterSeq?: number; limit?: number }): Promise<SessionEvent[]> {
    this.#open();
    return this.#data.sessions.read(sessionId, options);
  }

  async getSession(sessionId: string): Promise<SessionInfo | undefined> {
    this.#open();
    return this.#data.sessions.get(sessionId);
  }

  async listSessions(query?: SessionQuery): Promise<SessionPage> {
    this.#open();
    return this.#data.sessions.list(query && withCheckedScope(query, "listSessions"));
  }

  async deleteSession(sessionId: string): Promise<boolean> {
    this.#open();
    this.#data.records.removeMessages(sessionId);
    return this.#data.sessions.delete(sessionId);
  }

  async redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    this.#open();
    assertKey("session id", sessionId);
    const parsed = parseRedactedEvents(sessionId, events);
    const all = this.#data.sessions.redact(sessionId, parsed);
    if (parsed.length === 0) return 0;
    const info = this.#data.sessions.get(sessionId)!;
    this.#data.records.removeMessages(sessionId);
    this.#data.records.indexMessages(sessionId, info.scope, all);
    return parsed.length;
  }

  /** Nothing outlives a delete here: what is gone from the maps is gone. */
  async scrub(): Promise<void> {
    this.#open();
  }

  async put<R extends MemoryRecordInput>(record: R): Promise<RecordOfKind<R["kind"]>> {
    this.#open();
    const parsed = parseRecord(record, "put");
    this.#data.records.put(parsed);
    return copyData(parsed) as RecordOfKind<R["kind"]>;
  }

  async putIf<R extends MemoryRecordInput>(record: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined> {
    this.#open();
    const parsed = parseRecord(record, "putIf");
    const expectation = checkExpectation(parsed, expected);
    // No await between the check and the write: nothing else runs in between.
    if (!this.#data.records.holds(parsed.kind, parsed.id, expectation)) return undefined;
    this.#data.records.put(parsed);
    return copyData(parsed) as RecordOfKind<R["kind"]>;
  }

  async get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined> {
    this.#open();
    assertKind(kind);
    return this.#data.records.get(kind, id);
  }

  async query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>> {
    this.#open();
    assertKind(query.kind);
    return this.#data.records.query(withCheckedScope(query, "query"));
  }

  async count(query: RecordFilter): Promise<number> {
    this.#open();
    assertKind(query.kind);
    return this.#data.records.count(withCheckedScope(query, "count"));
  }

  async markUsed(ids: readonly string[], at: string): Promise<number> {
    this.#open();
    const args = markUsedArgs(ids, at);
    let marked = 0;
    for (const id of args.ids) {
      const entry = this.#data.records.get("entry", id);
      if (!entry) continue;
      this.#data.records.put(usedEntry(entry, args.at));
      marked++;
    }
    return marked;
  }

  async delete(kind: RecordKind, id: string): Promise<boolean> {
    this.#open();
    assertKind(kind);
    return this.#data.records.delete(kind, id);
  }

  async search(input: SearchQuery): Promise<SearchHit[]> {
    this.#open();
    const query = checkedSearchQuery(input);
    if (this.capabilities.vectorSearch || query.vector === undefined) return this.#data.records.search(query);
    const { vector: _ignored, ...textOnly } = query;
    return this.#data.records.search(textOnly);
  }

  async lock(name: string, ttlMs: number): Promise<Lease | undefined> {
    this.#open();
    return this.#data.leases.take(name, ttlMs, this.#open);
  }

  async close(): Promise<void> {
    this.#closed = true;
  }
}

/**
 * The reference `MemoryStore`: everything in this process's memory, nothing durable. Stores created over
 * the same `data` share it, which is how tests reopen one.
 */
export function createInMemoryStore(options: InMemoryStoreOptions = {}): MemoryStore {
  return new InMemoryStore(options.data ?? createInMemoryStoreData(), options.vectorSearch ?? true);
}
