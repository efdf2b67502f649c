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
export function matchingRecords<T extends MemoryRecord>(records: Iterable<T> | undefined, filter: RecordFilter): T[] {
  return records === undefined ? [] : [...records].filter((record) => matchesRecordQuery(record, filter));
}

/**
 * The matching records of one page of `query` among `records`, in the query's order (ties by id),
 * from its cursor, as the objects given (not copied): the page `queryRecordsInMemory` hands out, for a
 * store that keeps something shaped like records (the fs store's record heads) and reads the rest later.
 */
export function pageOfMatches<T extends MemoryRecord>(records: Iterable<T> | undefined, query: RecordQuery): { items: T[]; nextCursor?: string } {
  const limit = resolveLimit(query.limit, recordQueryLimits, "query");
  const order: CursorOrder = query.order ?? "updated-desc";
  // Each match's position computed once (a time parse), not once per comparison.
  const sorted = matchingRecords(records, query)
    .map((record) => ({ record, position: recordPosition(record, order) }))
    .sort(
      ({ position: pa }, { position: pb }) => (order === "created-asc" ? pa.time - pb.time : pb.time - pa.time) || (pa.id < pb.id ? -1 : pa.id > pb.id ? 1 : 0),
    );
  const page = pageByCursor(sorted, (item) => item.position, order, limit, query.cursor);
  const items = page.items.map((item) => item.record);
  return page.nextCursor === undefined ? { items } : { items, nextCursor: page.nextCursor };
}

/**
 * One page of a `query` over records held in memory (the in-memory store's and the fs store's): the
 * matching records in the query's order, ties by id, from its cursor, each a copy the caller may keep.
 */
export function queryRecordsInMemory<K extends RecordKind>(records: Iterable<MemoryRecord> | undefined, query: RecordQuery<K>): RecordPage<RecordOfKind<K>> {
  const page = pageOfMatches(records, query);
  const pageRecords = page.items.map((record) => copyData(record) as RecordOfKind<K>);
  return page.nextCursor === undefined ? { records: pageRecords } : { records: pageRecords, nextCursor: page.nextCursor };
}
