import type { MemoryRecord, RecordFilter, RecordPage, RecordQuery } from "@engram/core/store";
import { EngramError } from "@engram/core";
import { type CursorOrder, decodeCursor, encodeCursor, instant, recordQueryLimits, resolveLimit } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { labelsFor } from "./scope-labels.js";
import { SqlFilter } from "./sql-filter.js";
import { cursorTime, readRecordJson, storable } from "./stored-json.js";
import type { Tables } from "./tables.js";

/**
 * The filters of a record query as SQL, after `offset` parameters; undefined when a filter value can
 * match no stored row (a string holding NUL or a lone surrogate), so the query answers nothing.
 * Semantics are core's `matchesRecordQuery`: a filter on a field the kind lacks matches nothing (the
 * column is NULL there), times compare as epoch milliseconds.
 */
export function recordFilter(query: RecordFilter, offset: number): SqlFilter | undefined {
  const filter = new SqlFilter(offset);
  if (query.types !== undefined && query.types.length > 0) {
    if (!query.types.every(storable)) return undefined;
    filter.where(`type = ANY(${filter.bind([...query.types])}::text[])`);
  }
  if (query.tags !== undefined && query.tags.length > 0) {
    if (!query.tags.every(storable)) return undefined;
    filter.where(`tags @> ${filter.bind([...query.tags])}::text[]`);
  }
  for (const [value, condition] of [
    [query.key, (p: string) => `key = ${p}`],
    [query.fromDate, (p: string) => `day >= ${p}`],
    [query.toDate, (p: string) => `day <= ${p}`],
  ] as const) {
    if (value === undefined) continue;
    if (!storable(value)) return undefined;
    filter.where(condition(filter.bind(value)));
  }
  // An unreadable time compares false in core's reference (NaN): it filters nothing there, nor here.
  const since = query.updatedSince === undefined ? Number.NaN : instant(query.updatedSince);
  if (!Number.isNaN(since)) filter.where(`updated_ms >= ${filter.bind(Math.ceil(since))}`);
  const until = query.updatedUntil === undefined ? Number.NaN : instant(query.updatedUntil);
  if (!Number.isNaN(until)) filter.where(`updated_ms <= ${filter.bind(Math.floor(until))}`);
  return filter;
}

/** A cursor's position, refused (INVALID_OPTIONS) unless its time is a whole number of milliseconds, as issued. */
export function cursorPosition(cursor: string, order: CursorOrder): { time: number; id: string } {
  const position = decodeCursor(cursor, order);
  if (!Number.isSafeInteger(position.time) || !storable(position.id)) {
    throw new EngramError("INVALID_OPTIONS", `Invalid cursor "${cursor.slice(0, 60)}": pass the nextCursor of a previous page of the same query.`);
  }
  return position;
}

interface RecordRow {
  kind: string;
  id: string;
  body: string;
  sort_ms: unknown;
}

export async function queryRecords(tx: SqlExecutor, tables: Tables, query: RecordQuery): Promise<RecordPage<MemoryRecord>> {
  const limit = resolveLimit(query.limit, recordQueryLimits, "query");
  const order: CursorOrder = query.order ?? "updated-desc";
  const position = query.cursor === undefined ? undefined : cursorPosition(query.cursor, order);
  const labels = labelsFor(query.scope, query.scopeMode);
  const filter = recordFilter(query, 3);
  if (filter === undefined) return { records: [] };
  const column = order === "created-asc" ? "created_ms" : "updated_ms";
  const direction = order === "created-asc" ? "ASC" : "DESC";
  if (position !== undefined) {
    const time = filter.bind(position.time);
    const id = filter.bind(position.id);
    filter.where(
      order === "created-asc"
        ? `created_ms >= ${time} AND (created_ms > ${time} OR id > ${id})`
        : `updated_ms <= ${time} AND (updated_ms < ${time} OR id > ${id})`,
    );
  }
  const inner = `SELECT kind, id, body, ${column} AS sort_ms FROM ${tables.records} WHERE kind = $1`;
  const ordered = `ORDER BY sort_ms ${direction}, id LIMIT $3`;
  // Per visible label, the index gives rows in order and stops at the page: no other tenant's row is read.
  const sql =
    labels === undefined
      ? `${inner} AND $2::text[] IS NULL${filter.and} ${ordered}`
      : `SELECT r.* FROM unnest($2::text[]) AS l(label) CROSS JOIN LATERAL (${inner} AND scope_label = l.label${filter.and} ${ordered}) AS r ${ordered}`;
  const rows = await tx.query<RecordRow>(sql, [query.kind, labels ?? null, limit + 1, ...filter.params]);
  const page = rows.rows.slice(0, limit);
  const records = page.map((row) => readRecordJson(row.body, row.kind, row.id));
  const last = page.at(-1);
  if (rows.rows.length <= limit || last === undefined) return { records };
  const time = cursorTime(last.sort_ms, {
    table: "records",
    id: `${last.kind}/${last.id}`,
    column,
    fix: "Restore it from a backup, or write the record again with put() (or delete it).",
  });
  return { records, nextCursor: encodeCursor(order, { time, id: last.id }) };
}

export async function countRecords(tx: SqlExecutor, tables: Tables, query: RecordFilter): Promise<number> {
  const labels = labelsFor(query.scope, query.scopeMode);
  const filter = recordFilter(query, 2);
  if (filter === undefined) return 0;
  const scoped = labels === undefined ? "$2::text[] IS NULL" : "scope_label = ANY($2::text[])";
  const rows = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${tables.records} WHERE kind = $1 AND ${scoped}${filter.and}`, [
    query.kind,
    labels ?? null,
    ...filter.params,
  ]);
  return rows.rows[0]?.count ?? 0;
}
