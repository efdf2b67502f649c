import { pageByCursor, type CursorOrder, type CursorPosition } from "./cursor.js";
import type { RecordFilter, RecordPage, RecordQuery } from "../store/memory-store.js";
import { recordQueryLimits, resolveLimit } from "../store/query-limits.js";
import { instant, matchesRecordQuery } from "./record-filter.js";
import type { MemoryRecord, RecordKind, RecordOfKind } from "../store/records.js";
import { copyData } from "../util/copy-data.js";

/** A record's place in a query order (for `pageByCursor`). */
export function recordPosition(record: MemoryRecord, order: CursorOrder): CursorPosition {
  return { time: instant(order === "created-asc" ? record.createdAt : record.updatedAt), id: record.id };
}

/** The records of `filter.kind` among `records` that the filter accepts. */
export function matchingRecords(records: Iterable<MemoryRecord> | undefined, filter: RecordFilter): MemoryRecord[] {
  return records === undefined ? [] : [...records].filter((record) => matchesRecordQuery(record, filter));
}

/**
 * One page of a `query` over records held in memory (the in-memory store's and the fs store's): the
 * matching records in the query's order, ties by id, from its cursor, each a copy the caller may keep.
 */
export function queryRecordsInMemory<K extends RecordKind>(records: Iterable<MemoryRecord> | undefined, query: RecordQuery<K>): RecordPage<RecordOfKind<K>> {
  const limit = resolveLimit(query.limit, recordQueryLimits, "query");
  const order: CursorOrder = query.order ?? "updated-desc";
  const position = (record: MemoryRecord): CursorPosition => recordPosition(record, order);
  const sorted = matchingRecords(records, query).sort((a, b) => {
    const pa = position(a);
    const pb = position(b);
    return (order === "created-asc" ? pa.time - pb.time : pb.time - pa.time) || (pa.id < pb.id ? -1 : pa.id > pb.id ? 1 : 0);
  });
  const page = pageByCursor(sorted, position, order, limit, query.cursor);
  const pageRecords = page.items.map((record) => copyData(record) as RecordOfKind<K>);
  return page.nextCursor === undefined ? { records: pageRecords } : { records: pageRecords, nextCursor: page.nextCursor };
}
