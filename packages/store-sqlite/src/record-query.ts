import type Database from "better-sqlite3";
import { cachedStatement, unplannedParam } from "./statements.js";
import type { MemoryRecord, RecordPage, RecordQuery } from "@engram/core/store";
import { decodeCursor, encodeCursor, pageLimit } from "./cursor.js";
import { recordConditions } from "./record-filters.js";
import type { RecordFilter, SqlValue } from "./record-filters.js";
import { assertKind, recordColumns, rowToRecord } from "./record-rows.js";
import type { RecordRow } from "./record-rows.js";

type FilterQuery = Omit<RecordQuery, "limit" | "cursor" | "order">;

function filterOf(query: FilterQuery): RecordFilter {
  assertKind(query.kind);
  return {
    kinds: [query.kind],
    scope: query.scope,
    scopeMode: query.scopeMode,
    types: query.types,
    tags: query.tags,
    key: query.key,
    fromDate: query.fromDate,
    toDate: query.toDate,
    updatedSince: query.updatedSince,
    updatedUntil: query.updatedUntil,
  };
}

/**
 * One page of records, keyset-paged: "updated-desc" on (updated_ms DESC, id ASC), "created-asc"
 * on (created_ms ASC, id ASC): ids compare as bytes (BINARY), which is code point order for UTF-8. The cursor is the last row's key, so pages never skip or repeat a
 * record that stays put while paging.
 */
export function queryRecords(db: Database.Database, query: RecordQuery): RecordPage<MemoryRecord> {
  const { sql, params, limit } = recordPageSql(query);
  const order = query.order ?? "updated-desc";
  const rows = cachedStatement(db, sql).all(...params) as (RecordRow & { sort_ms: number })[];
  const page = rows.slice(0, limit);
  const records = page.map(rowToRecord);
  const last = page[page.length - 1];
  if (rows.length <= limit || last === undefined) return { records };
  return { records, nextCursor: encodeCursor({ o: order, t: last.sort_ms, id: last.id }) };
}

/** The statement of one page (`limit + 1` rows, so the caller knows whether another page follows). */
export function recordPageSql(query: RecordQuery): { sql: string; params: SqlValue[]; limit: number } {
  const p = unplannedParam;
  const where = recordConditions("r", filterOf(query), { param: p, literalKinds: true });
  const order = query.order ?? "updated-desc";
  const limit = pageLimit(query.limit, 100, 1000);
  const desc = order === "updated-desc";
  const column = desc ? "r.updated_ms" : "r.created_ms";
  const conditions = [where.sql];
  const params: SqlValue[] = [...where.params];
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, order);
    // "Past the cursor" with a range of the sort column first, so the index seeks to the cursor's row
    // instead of walking every row before it on every page.
    conditions.push(`${column} ${desc ? "<=" : ">="} ${p} AND (${column} ${desc ? "<" : ">"} ${p} OR r.id > ${p})`);
    params.push(cursor.t, cursor.t, cursor.id);
  }
  const direction = desc ? "DESC" : "ASC";
  // The limit is a checked integer, written as a literal: a bound LIMIT is re-planned on every run.
  const sql = `SELECT ${recordColumns}, ${column} AS sort_ms FROM records r WHERE ${conditions.join(" AND ")}
               ORDER BY ${column} ${direction}, r.id ASC LIMIT ${limit + 1}`;
  return { sql, params, limit };
}

export function countRecords(db: Database.Database, query: FilterQuery): number {
  const where = recordConditions("r", filterOf(query));
  const row = cachedStatement(db, `SELECT count(*) AS n FROM records r WHERE ${where.sql}`).get(...where.params) as { n: number };
  return row.n;
}
