import type { RecordFilter, RecordPage, RecordQuery } from "../store/memory-store.js";
import { recordKinds, type MemoryRecord, type RecordKind, type RecordOfKind } from "../store/records.js";
import { matchingRecords, queryRecordsInMemory } from "./record-page.js";
import { sameRecord } from "./same-record.js";
import { copyData } from "../util/copy-data.js";

/**
 * Records held in memory by kind and id, with the contract's reads over them (`get`, `query`, `count`,
 * `putIf`'s comparison): what the in-memory store's record set and the fs store's search engine share.
 * It keeps the objects it is given (the caller decides whether to copy or freeze them) and hands out copies.
 */
export class RecordTable {
  readonly #records = new Map<RecordKind, Map<string, MemoryRecord>>(recordKinds.map((kind) => [kind, new Map()]));

  #kind<K extends RecordKind>(kind: K): Map<string, RecordOfKind<K>> {
    return this.#records.get(kind) as Map<string, RecordOfKind<K>>;
  }

  set(record: MemoryRecord): void {
    this.#kind(record.kind).set(record.id, record);
  }

  /** The kept object itself (never hand it to a caller that may change it), or undefined; `kind` may be any string. */
  kept(kind: string, id: string): MemoryRecord | undefined {
    return this.#records.get(kind as RecordKind)?.get(id);
  }

  /** Whether the kept record of that kind and id equals `expected` (`sameRecord`); with null, whether there is none. */
  holds(kind: RecordKind, id: string, expected: MemoryRecord | null): boolean {
    return sameRecord(this.#kind(kind).get(id), expected);
  }

  has(kind: RecordKind, id: string): boolean {
    return this.#kind(kind).has(id);
  }

  get<K extends RecordKind>(kind: K, id: string): RecordOfKind<K> | undefined {
    const record = this.#kind(kind).get(id);
    return record === undefined ? undefined : copyData(record);
  }

  delete(kind: RecordKind, id: string): boolean {
    return this.#kind(kind).delete(id);
  }

  query<K extends RecordKind>(query: RecordQuery<K>): RecordPage<RecordOfKind<K>> {
    return queryRecordsInMemory(this.#records.get(query.kind)?.values(), query);
  }

  count(filter: RecordFilter): number {
    return matchingRecords(this.#records.get(filter.kind)?.values(), filter).length;
  }

  /** The kept records of the kinds in `kinds` (for a vector scan), by kind in `recordKinds` order. */
  *keptOf(kinds: ReadonlySet<string>): IterableIterator<MemoryRecord> {
    for (const [kind, records] of this.#records) if (kinds.has(kind)) yield* records.values();
  }

  /** Every record (copies), by kind in `recordKinds` order. */
  *all(): IterableIterator<MemoryRecord> {
    for (const records of this.#records.values()) for (const record of records.values()) yield copyData(record);
  }

  get size(): number {
    let size = 0;
    for (const records of this.#records.values()) size += records.size;
    return size;
  }

  clear(): void {
    for (const records of this.#records.values()) records.clear();
  }
}
