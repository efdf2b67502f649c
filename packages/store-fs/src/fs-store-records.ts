/** The store's record calls: `put`, `putIf`, `get`, `query`, `count`, `markUsed` and `delete`. */

import type { MemoryRecord, MemoryRecordInput, RecordFilter, RecordKind, RecordOfKind, RecordPage, RecordQuery } from "@engram/core/store";
import { checkExpectation, copyData, markUsedArgs, parseRecord, usedEntry, withCheckedScope } from "@engram/core/store-kit";
import type { FsSearchEngine } from "./fs-search-engine.js";
import { putIfLocked } from "./put-if.js";
import type { RecordFiles } from "./record-files.js";
import type { RecordWriter } from "./record-writer.js";
import { assertSafeName } from "./safe-path.js";
import { headRecord, stableRead } from "./stable-read.js";

/** What the record calls work on: the record files, their writer, the search engine (replaced by each open) and the store lock. */
export interface RecordSources {
  readonly records: RecordFiles;
  readonly writer: RecordWriter;
  readonly engine: () => FsSearchEngine;
  /** Runs `action` under the store lock. */
  readonly locked: <T>(action: () => Promise<T>) => Promise<T>;
}

/**
 * The record calls of a `FileSystemStore`, each run in the store's queue: writes under the store lock after
 * reading what other processes wrote, reads built only from bodies whose file matched their heads (stable-read.ts).
 */
export class RecordOperations {
  readonly #records: RecordFiles;
  readonly #writer: RecordWriter;
  readonly #engine: () => FsSearchEngine;
  readonly #locked: <T>(action: () => Promise<T>) => Promise<T>;

  constructor(sources: RecordSources) {
    this.#records = sources.records;
    this.#writer = sources.writer;
    this.#engine = sources.engine;
    this.#locked = sources.locked;
  }

  async put<R extends MemoryRecordInput>(input: R): Promise<RecordOfKind<R["kind"]>> {
    const record = validRecord(input);
    await this.#locked(async () => {
      await this.#records.refresh();
      await stableRead(this.#records, () => this.#writer.put(record), true);
    });
    return structuredClone(record) as RecordOfKind<R["kind"]>;
  }

  /** Compared and written under the store lock, after reading what other processes wrote: see `putIfLocked`. */
  async putIf<R extends MemoryRecordInput>(input: R, expected: MemoryRecord | null): Promise<RecordOfKind<R["kind"]> | undefined> {
    const record = validRecord(input, "putIf");
    const expectation = checkExpectation(record, expected);
    const written = await this.#locked(async () => {
      await this.#records.refresh();
      return stableRead(this.#records, () => putIfLocked(this.#records, this.#writer, record, expectation), true);
    });
    return written ? (structuredClone(record) as RecordOfKind<R["kind"]>) : undefined;
  }

  get<K extends RecordKind>(kind: K, id: string): Promise<RecordOfKind<K> | undefined> {
    return stableRead(this.#records, async () => {
      const record = await this.#records.record(kind, id);
      return record === undefined ? undefined : (copyData(record) as RecordOfKind<K>);
    });
  }

  query<K extends RecordKind>(query: RecordQuery<K>): Promise<RecordPage<RecordOfKind<K>>> {
    const checked = withCheckedScope(query, "query");
    return stableRead(this.#records, async () => {
      const page = this.#engine().queryHeads(checked);
      const records: RecordOfKind<K>[] = [];
      for (const head of page.items) records.push(copyData(await headRecord(this.#records, head)) as RecordOfKind<K>);
      return page.nextCursor === undefined ? { records } : { records, nextCursor: page.nextCursor };
    });
  }

  async count(query: RecordFilter): Promise<number> {
    await this.#records.refresh();
    return this.#engine().count(withCheckedScope(query, "count"));
  }

  /** Under the store lock, so markers in other processes wait their turn: no use is lost. */
  async markUsed(ids: readonly string[], at: string): Promise<number> {
    const args = markUsedArgs(ids, at);
    if (args.ids.length === 0) return 0;
    return this.#locked(async () => {
      let marked = 0;
      for (const id of args.ids) {
        const written = await stableRead(this.#records, async () => {
          const entry = await this.#records.record("entry", id);
          if (entry === undefined) return false;
          await this.#writer.put(usedEntry(entry as Extract<MemoryRecord, { kind: "entry" }>, args.at));
          return true;
        });
        if (written) marked++;
      }
      return marked;
    });
  }

  delete(kind: RecordKind, id: string): Promise<boolean> {
    return this.#locked(() => stableRead(this.#records, () => this.#writer.delete(kind, id)));
  }
}

/** The record `input` describes, with an id and key (for entries and notes) that are safe in a file name. */
function validRecord(input: MemoryRecordInput, where?: string): MemoryRecord {
  const record = parseRecord(input, where);
  assertSafeName(record.id, `${record.kind} id`);
  if (record.kind === "entry" || record.kind === "note") assertSafeName(record.key, `${record.kind} key`);
  return record;
}
