import { mkdir } from "node:fs/promises";
import path from "node:path";
import { EngramError, type Scope } from "@engram/core";
import {
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
import { assertKey, assertTtl, type Lease } from "@engram/core/store-kit";
import { DerivedFiles } from "./derived-files.js";
import { tryAcquireFileLock, withFileLock } from "./file-lock.js";
import { fileLease } from "./file-lease.js";
import { layout, leasePath } from "./layout.js";
import type { FsStore, FsStoreOptions } from "./fs-store-options.js";
import { RecordOperations } from "./fs-store-records.js";
import { SearchOperation } from "./fs-store-search.js";
import { SessionOperations } from "./fs-store-sessions.js";
import { ProblemLog, type StoreProblem } from "./load-problems.js";
import { RecordFiles } from "./record-files.js";
import { FsSearchEngine } from "./fs-search-engine.js";
import { checkedPath } from "./path-guard.js";
import { RecordWriter } from "./record-writer.js";
import { repairFiles, type RepairReport } from "./repair.js";
import { assertSafeName } from "./safe-path.js";
import { SessionFiles } from "./session-files.js";

export type { FsStore, FsStoreOptions } from "./fs-store-options.js";

const capabilities: StoreCapabilities = { vectorSearch: true };
/** Writes are short; a holder that keeps the store lock past this is presumed dead. */
const writeLockTtlMs = 30_000;

/**
 * A `MemoryStore` on plain files: it opens them (`load`), runs one call at a time in this process under
 * the store lock across processes, and hands each call to the record calls (fs-store-records.ts), the
 * session calls (fs-store-sessions.ts) or the search (fs-store-search.ts).
 */
export class FileSystemStore implements FsStore {
  readonly specificationVersion = storeSpecificationVersion;
  readonly capabilities = capabilities;
  readonly root: string;
  #engine = new FsSearchEngine();
  readonly #problems: ProblemLog;
  readonly #records: RecordFiles;
  readonly #sessions: SessionFiles;
  readonly #derived: DerivedFiles;
  readonly #recordCalls: RecordOperations;
  readonly #sessionCalls: SessionOperations;
  readonly #search: SearchOperation;
  readonly #lockTimeoutMs: number;
  /** One operation at a time in this process; the store lock orders processes. */
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;

  constructor(options: FsStoreOptions) {
    this.root = path.resolve(options.root);
    this.#lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
    this.#problems = new ProblemLog(options.onProblem);
    this.#records = new RecordFiles(
      this.root,
      this.#problems,
      {
        upsert: (head, source, record, reindex) => this.#engine.put(head, source, record, reindex),
        remove: (kind, id) => void this.#engine.delete(kind, id),
      },
      { watch: options.watch ?? process.platform === "linux" },
    );
    const writer = new RecordWriter(this.root, this.#records);
    this.#sessions = new SessionFiles(
      this.root,
      this.#problems,
      {
        added: (session, events, lines, whole) => {
          this.#derived.indexChanged();
          this.#engine.indexMessages(session.id, session.scope, events, lines, whole);
        },
        removed: (sessionId) => {
          this.#derived.indexChanged();
          this.#engine.removeMessages(sessionId);
        },
      },
      { watch: options.watch ?? process.platform === "linux" },
    );
    const engine = () => this.#engine;
    const locked = <T>(action: () => Promise<T>) => this.#locked(action);
    this.#derived = new DerivedFiles(this.root, this.#problems, { records: this.#records, sessions: this.#sessions, engine });
    this.#recordCalls = new RecordOperations({ records: this.#records, writer, engine, locked });
    this.#sessionCalls = new SessionOperations({ sessions: this.#sessions, derived: this.#derived, locked });
    this.#search = new SearchOperation({ records: this.#records, sessions: this.#sessions, engine });
  }

  /**
   * Loads every record file's heads (taking unchanged ones from the head index) and the sessions: a session
   * file whose fingerprint the search index's manifest holds is not read, its messages are already in
   * the index; every other one is read and indexed. Then drops from the index what the files no longer
   * hold and rewrites both derived files when something changed.
   */
  async load(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    // The record files' stats run on another thread while the derived indexes load (record-files.ts).
    const listed = this.#records.startFullScan();
    const image = await this.#derived.readIndex(listed);
    this.#engine = new FsSearchEngine(image?.base);
    // Heads are taken only from the head index the search index was written with.
    const cache = await this.#derived.readHeads(image);
    // What changed as the indexes took their fingerprints is read again, fingerprint or not (racy-files.ts).
    await this.#records.refresh(cache, image?.manifest.recordPrintsTakenAt);
    this.#derived.adopted(image, cache);
    const manifest = image === undefined ? undefined : new Map(image.manifest.sessions.map((session) => [session.file, session]));
    await this.#sessions.refresh(manifest);
    // Every record the files hold was put above: the engine drops the others, and the sessions gone.
    this.#engine.retain((sessionId) => this.#sessions.get(sessionId) !== undefined);
    await this.#derived.save();
  }

  #run<T>(action: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new EngramError("STORE_CLOSED", `The store at ${this.root} is closed; open it again with openFsStore.`));
    const result = this.#queue.then(action);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** Runs `action` under the store lock; call inside `#run`. */
  #locked<T>(action: () => Promise<T>): Promise<T> {
    const lock = checkedPath(this.root, layout.writeLock);
    return withFileLock(lock, { ttlMs: writeLockTtlMs, timeoutMs: this.#lockTimeoutMs }, action);
  }

  problems(): StoreProblem[] {
    return this.#problems.all();
  }

  appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    return this.#run(() => this.#sessionCalls.appendEvents(sessionId, scope, events));
  }

  readEvents(sessionId: string, options: { afterSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    return this.#run(() => this.#sessionCalls.readEvents(sessionId, options));
  }

  getSession(sessionId: string): Promise<SessionInfo | undefined> {
    return this.#run(() => this.#sessionCalls.getSession(sessionId));
  }

  listSessions(query: SessionQuery = {}): Promise<SessionPage> {
    return this.#run(() => this.#sessionCalls.listSessions(query));
  }

  deleteSession(sessionId: string): Promise<boolean> {
    return this.#run(() => this.#sessionCalls.deleteSession(sessionId));
  }

  redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    return this.#run(() => this.#sessionCalls.redactEvents(sessionId, events));
  }

  /**
   * Files are replaced whole (a temp file renamed over them) and removed by unlink, so the only copy of
   * old text the store keeps is its derived cache: rewritten here from the files as they are now.
   */
  scrub(): Promise<void> {
    return this.#run(() =>
      this.#locked(async () => {
        await this.#records.refresh();
        await this.#sessions.refresh();
        await this.#derived.save({ force: true });
      }),
    );
  }

  put<R extends MemoryRecordInput>(input: R): Promise<RecordOfKind<R["kind"]>> {
    return this.#run(() => this.#recordCalls.put(input));
  }

  putIf<R extends MemoryRecordInput>(input: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined> {
    return this.#run(() => this.#recordCalls.putIf(input, expected));
  }

  get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined> {
    return this.#run(() => this.#recordCalls.get(kind, id));
  }

  query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>> {
    return this.#run(() => this.#recordCalls.query(query));
  }

  count(query: RecordFilter): Promise<number> {
    return this.#run(() => this.#recordCalls.count(query));
  }

  markUsed(ids: readonly string[], at: string): Promise<number> {
    return this.#run(() => this.#recordCalls.markUsed(ids, at));
  }

  delete(kind: RecordKind, id: string): Promise<boolean> {
    return this.#run(() => this.#recordCalls.delete(kind, id));
  }

  search(query: SearchQuery): Promise<SearchHit[]> {
    return this.#run(() => this.#search.search(query));
  }

  lock(name: string, ttlMs: number): Promise<Lease | undefined> {
    return this.#run(async () => {
      assertKey("lock name", name);
      assertSafeName(name, "lock name");
      assertTtl(ttlMs);
      return fileLease(name, await tryAcquireFileLock(checkedPath(this.root, leasePath(name)), ttlMs));
    });
  }

  repair(): Promise<RepairReport> {
    return this.#run(() =>
      this.#locked(async () => {
        await this.#records.refresh();
        await this.#sessions.refresh();
        const report = await repairFiles(this.root, this.#problems.all());
        await this.#records.refresh();
        await this.#sessions.refresh();
        this.#derived.checkHeadsPath();
        return report;
      }),
    );
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    const last = this.#run(() => this.#derived.save());
    this.#closed = true;
    try {
      await last;
    } finally {
      this.#records.close();
      this.#sessions.close();
    }
  }
}

/** Opens (creating when missing) the store in `root`, reading every file once. */
export async function openFsStore(options: FsStoreOptions): Promise<FsStore> {
  const store = new FileSystemStore(options);
  await store.load();
  return store;
}
