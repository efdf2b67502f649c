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
  defaultSearchTargets,
} from "@engram/core/store";
import {
  assertKey,
  assertTtl,
  checkedSearchQuery,
  checkExpectation,
  markUsedArgs,
  withCheckedScope,
  parseNewEvents,
  parseRecord,
  parseRedactedEvents,
  parseSessionScope,
  usedEntry,
  type Lease,
  eventReadLimits,
  matchesSessionScope,
  pageByCursor,
  resolveAfterSeq,
  resolveLimit,
  inSessionOrder,
  sessionQueryLimits,
  type RankedCandidate,
  freezeData,
  copyData,
} from "@engram/core/store-kit";
import { DerivedFiles } from "./derived-files.js";
import { tryAcquireFileLock, withFileLock } from "./file-lock.js";
import { fileLease } from "./file-lease.js";
import { layout, leasePath } from "./layout.js";
import type { FsStore, FsStoreOptions } from "./fs-store-options.js";
import { ProblemLog, type StoreProblem } from "./load-problems.js";
import { RecordFileChanged, RecordFiles } from "./record-files.js";
import type { RecordHead } from "./record-head.js";
import { FsSearchEngine, type FoundDocument } from "./fs-search-engine.js";
import { putIfLocked } from "./put-if.js";
import { RecordWriter } from "./record-writer.js";
import { repairFiles, type RepairReport } from "./repair.js";

export type { FsStore, FsStoreOptions } from "./fs-store-options.js";
import { checkedPath } from "./path-guard.js";
import { assertSafeName } from "./safe-path.js";
import { type EventLine, SessionFiles } from "./session-files.js";

const capabilities: StoreCapabilities = { vectorSearch: true };
/** Writes are short; a holder that keeps the store lock past this is presumed dead. */
const writeLockTtlMs = 30_000;
/** How many times a read starts over because a record file changed under it before it gives up (the error is thrown). */
const maxRereads = 8;

export class FileSystemStore implements FsStore {
  readonly specificationVersion = storeSpecificationVersion;
  readonly capabilities = capabilities;
  readonly root: string;
  #engine = new FsSearchEngine();
  readonly #problems: ProblemLog;
  readonly #records: RecordFiles;
  readonly #writer: RecordWriter;
  readonly #sessions: SessionFiles;
  readonly #derived: DerivedFiles;
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
    this.#writer = new RecordWriter(this.root, this.#records);
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
    this.#derived = new DerivedFiles(this.root, this.#problems, { records: this.#records, sessions: this.#sessions, engine: () => this.#engine });
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
    return this.#run(async () => {
      assertKey("session id", sessionId);
      assertSafeName(sessionId, "session id");
      const sessionScope = parseSessionScope(scope, sessionId);
      const parsed = parseNewEvents(events, `session "${sessionId}"`);
      if (parsed.length === 0) return [];
      return this.#locked(async () => {
        await this.#sessions.refreshOne(sessionId);
        return this.#sessions.append(sessionId, sessionScope, parsed);
      });
    });
  }

  readEvents(sessionId: string, options: { afterSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    return this.#run(async () => {
      assertKey("session id", sessionId);
      const afterSeq = resolveAfterSeq(options.afterSeq);
      const limit = resolveLimit(options.limit, eventReadLimits, "readEvents");
      await this.#sessions.refreshOne(sessionId);
      const events = ((await this.#sessions.events(sessionId)) ?? []).filter((event) => event.seq > afterSeq);
      return Number.isFinite(limit) ? events.slice(0, limit) : events;
    });
  }

  getSession(sessionId: string): Promise<SessionInfo | undefined> {
    return this.#run(async () => {
      assertKey("session id", sessionId);
      await this.#sessions.refreshOne(sessionId);
      const info = this.#sessions.get(sessionId)?.info;
      return info === undefined ? undefined : structuredClone(info);
    });
  }

  listSessions(query: SessionQuery = {}): Promise<SessionPage> {
    return this.#run(async () => {
      const limit = resolveLimit(query.limit, sessionQueryLimits, "listSessions");
      const checked = withCheckedScope(query, "listSessions");
      await this.#sessions.refresh();
      const { sorted, position } = inSessionOrder(
        this.#sessions
          .all()
          .map((session) => session.info)
          .filter((info) => matchesSessionScope(info.scope, checked)),
      );
      const page = pageByCursor(sorted, position, "sessions", limit, query.cursor);
      const sessions = structuredClone(page.items);
      return page.nextCursor === undefined ? { sessions } : { sessions, nextCursor: page.nextCursor };
    });
  }

  deleteSession(sessionId: string): Promise<boolean> {
    return this.#run(async () => {
      assertKey("session id", sessionId);
      return this.#locked(async () => {
        await this.#sessions.refreshOne(sessionId);
        return this.#sessions.delete(sessionId);
      });
    });
  }

  /** The session's file rewritten under the store lock (see `SessionFiles.redact`). */
  redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    return this.#run(async () => {
      assertKey("session id", sessionId);
      const parsed = parseRedactedEvents(sessionId, events);
      return this.#locked(async () => {
        await this.#sessions.refreshOne(sessionId);
        const redacted = await this.#sessions.redact(sessionId, parsed);
        // The index file held the old text's tokens: written again without them.
        if (redacted > 0) await this.#derived.saveIndex();
        return redacted;
      });
    });
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
    return this.#run(async () => {
      const record = this.#valid(input);
      await this.#locked(async () => {
        await this.#records.refresh();
        await this.#stable(() => this.#writer.put(record), true);
      });
      return structuredClone(record) as RecordOfKind<R["kind"]>;
    });
  }

  /** Compared and written under the store lock, after reading what other processes wrote: see `putIfLocked`. */
  putIf<R extends MemoryRecordInput>(input: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined> {
    return this.#run(async () => {
      const record = this.#valid(input, "putIf");
      const expectation = checkExpectation(record, expected);
      const written = await this.#locked(async () => {
        await this.#records.refresh();
        return this.#stable(() => putIfLocked(this.#records, this.#writer, record, expectation), true);
      });
      return written ? (structuredClone(record) as RecordOfKind<R["kind"]>) : undefined;
    });
  }

  #valid(input: MemoryRecordInput, where?: string): MemoryRecord {
    const record = parseRecord(input, where);
    assertSafeName(record.id, `${record.kind} id`);
    if (record.kind === "entry" || record.kind === "note") assertSafeName(record.key, `${record.kind} key`);
    return record;
  }

  /**
   * Runs `read` after a refresh, and again (refreshed again) while it finds a record file that is not
   * the version its heads were taken from (`RecordFileChanged`: the file was taken in again). Answers
   * are only ever built from bodies whose file matched the heads that chose them.
   */
  async #stable<T>(read: () => Promise<T>, refreshed = false): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      if (!refreshed || attempt > 0) await this.#records.refresh();
      try {
        return await read();
      } catch (error) {
        if (!(error instanceof RecordFileChanged) || attempt >= maxRereads) throw error;
      }
    }
  }

  get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined> {
    return this.#run(() =>
      this.#stable(async () => {
        const record = await this.#records.record(kind, id);
        return record === undefined ? undefined : (copyData(record) as RecordOfKind<K>);
      }),
    );
  }

  query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>> {
    return this.#run(() => {
      const checked = withCheckedScope(query, "query");
      return this.#stable(async () => {
        const page = this.#engine.queryHeads(checked);
        const records: RecordOfKind<K>[] = [];
        for (const head of page.items) records.push(copyData(await this.#record(head)) as RecordOfKind<K>);
        return page.nextCursor === undefined ? { records } : { records, nextCursor: page.nextCursor };
      });
    });
  }

  /** The body of the record a head names (its file changed since: `RecordFileChanged`). */
  async #record(head: RecordHead): Promise<MemoryRecord> {
    const record = await this.#records.record(head.kind, head.id);
    if (record === undefined) throw new RecordFileChanged(head.id);
    return record;
  }

  count(query: RecordFilter): Promise<number> {
    return this.#run(async () => {
      await this.#records.refresh();
      return this.#engine.count(withCheckedScope(query, "count"));
    });
  }

  /** Under the store lock, so markers in other processes wait their turn: no use is lost. */
  markUsed(ids: readonly string[], at: string): Promise<number> {
    return this.#run(async () => {
      const args = markUsedArgs(ids, at);
      if (args.ids.length === 0) return 0;
      return this.#locked(async () => {
        let marked = 0;
        for (const id of args.ids) {
          const written = await this.#stable(async () => {
            const entry = await this.#records.record("entry", id);
            if (entry === undefined) return false;
            await this.#writer.put(usedEntry(entry as Extract<MemoryRecord, { kind: "entry" }>, args.at));
            return true;
          });
          if (written) marked++;
        }
        return marked;
      });
    });
  }

  delete(kind: RecordKind, id: string): Promise<boolean> {
    return this.#run(() => this.#locked(() => this.#stable(() => this.#writer.delete(kind, id))));
  }

  search(query: SearchQuery): Promise<SearchHit[]> {
    return this.#run(async () => {
      const checked = checkedSearchQuery(query);
      await this.#records.refresh();
      if (query.targets?.includes("message")) await this.#sessions.refresh();
      return this.#stable(async () => this.#hits(this.#engine.search(checked, await this.#vectors(checked)), query.shared === true), true);
    });
  }

  /** The vectors of the records a vector query ranks (those of the targets' kinds with a vector of its length), read from their files. */
  async #vectors(query: SearchQuery): Promise<Map<RecordHead, readonly number[]>> {
    const vectors = new Map<RecordHead, readonly number[]>();
    const length = query.vector?.length ?? 0;
    if (length === 0) return vectors;
    for (const head of this.#engine.vectorHeads(new Set(query.targets ?? defaultSearchTargets), length)) {
      const vector = (await this.#record(head)).vector;
      if (vector !== undefined) vectors.set(head, vector);
    }
    return vectors;
  }

  /** The ranked documents as hits: records (copies unless the caller only reads), messages read from their lines. */
  async #hits(ranked: RankedCandidate<FoundDocument>[], shared: boolean): Promise<SearchHit[]> {
    // The message lines first, each session's file opened once for all of them.
    const lines: EventLine[] = [];
    for (const { document } of ranked) {
      if (document.target === "message") lines.push({ sessionId: document.sessionId, seq: document.seq, offset: document.offset, length: document.lineLength });
    }
    const events = this.#sessions.eventsAt(lines);
    let line = 0;
    const hits: SearchHit[] = [];
    for (const { document, score, textScore, vectorScore } of ranked) {
      const scores = { score, ...(textScore === undefined ? {} : { textScore }) };
      if (document.target === "record") {
        // Kept bodies are not frozen when read; a caller that only reads gets one frozen, others a copy.
        const body = await this.#records.record(document.kind, document.id);
        if (body === undefined) throw new RecordFileChanged(document.id);
        const record = shared ? freezeData(body) : structuredClone(body);
        hits.push({ target: "record", record, ...scores, ...(vectorScore === undefined ? {} : { vectorScore }) });
        continue;
      }
      const { sessionId, seq } = document;
      // A file rewritten since it was indexed (another process redacted it) is read whole.
      let event = events[line++];
      event ??= (await this.#sessions.events(sessionId))?.find((stored) => stored.seq === seq);
      if (event?.type === "message") hits.push({ target: "message", sessionId, event, ...scores });
    }
    return hits;
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
