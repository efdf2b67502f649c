import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { EngramError } from "@engram/core/store";
import { memoryRecordSchema, recordKinds, type MemoryRecord, type MemoryRecordInput, type RecordKind } from "@engram/core/store";
import { parseRecord, quickStoredRecord } from "@engram/core/store-kit";
import { readValidated } from "./validated-json.js";
import { indexRecordText, unindexRecordText } from "./text-index.js";
import { indexVector } from "./vector-index.js";
import { forgetRows } from "./row-cache.js";

/** The columns every record query reads. */
export const recordColumns = "r.rid AS rid, r.kind AS kind, r.id AS id, r.json AS json";

export interface RecordRow {
  rid: number;
  kind: string;
  id: string;
  json: string;
}

/** A stored row back to a record, validated; STORE_CORRUPT names the table and id when it is not. */
export function rowToRecord(row: RecordRow): MemoryRecord {
  const record = readValidated(memoryRecordSchema, "records", `${row.kind}/${row.id}`, row.json, quickStoredRecord);
  if (record.kind !== row.kind || record.id !== row.id) {
    throw new EngramError(
      "STORE_CORRUPT",
      `The row ${row.kind}/${row.id} of the table records holds ${record.kind}/${record.id}. Restore it from a backup or delete it.`,
      { details: { table: "records", id: `${row.kind}/${row.id}` } },
    );
  }
  return record;
}

/** Validates what a caller puts; a vector of the wrong size is INVALID_RECORD when vectors are indexed. */
export function validateRecord(input: MemoryRecordInput, vectorDimensions: number | undefined): MemoryRecord {
  const record = parseRecord(input, "put");
  if (vectorDimensions !== undefined && record.vector !== undefined && record.vector.length !== vectorDimensions) {
    throw new EngramError(
      "INVALID_RECORD",
      `The vector of ${record.kind}/${record.id} has ${record.vector.length} dimensions; this store indexes ${vectorDimensions}.`,
      { details: { kind: record.kind, id: record.id, dimensions: record.vector.length, expected: vectorDimensions } },
    );
  }
  if (record.vector?.some((value) => !Number.isFinite(value))) {
    throw new EngramError("INVALID_RECORD", `The vector of ${record.kind}/${record.id} holds a non-finite number.`);
  }
  return record;
}

export function assertKind(kind: string): asserts kind is RecordKind {
  if (!(recordKinds as readonly string[]).includes(kind)) {
    throw new EngramError("INVALID_OPTIONS", `Unknown record kind ${JSON.stringify(kind)}; one of ${recordKinds.join(", ")}.`);
  }
}

function indexedColumns(record: MemoryRecord): Record<string, string | number | null> {
  return {
    kind: record.kind,
    id: record.id,
    scope_workspace: record.scope.workspace ?? null,
    scope_user: record.scope.user ?? null,
    scope_agent: record.scope.agent ?? null,
    scope_session: record.scope.session ?? null,
    type: "type" in record ? record.type : null,
    key: "key" in record ? record.key : null,
    date: record.kind === "daily" ? record.date : null,
    created_at: record.createdAt,
    created_ms: Date.parse(record.createdAt),
    updated_at: record.updatedAt,
    updated_ms: Date.parse(record.updatedAt),
    json: JSON.stringify(record),
  };
}

const upsertSql = `
  INSERT INTO records (kind, id, scope_workspace, scope_user, scope_agent, scope_session, type, key, date,
                       created_at, created_ms, updated_at, updated_ms, json)
  VALUES (@kind, @id, @scope_workspace, @scope_user, @scope_agent, @scope_session, @type, @key, @date,
          @created_at, @created_ms, @updated_at, @updated_ms, @json)
  ON CONFLICT (kind, id) DO UPDATE SET
    scope_workspace = excluded.scope_workspace, scope_user = excluded.scope_user,
    scope_agent = excluded.scope_agent, scope_session = excluded.scope_session,
    type = excluded.type, key = excluded.key, date = excluded.date,
    created_at = excluded.created_at, created_ms = excluded.created_ms,
    updated_at = excluded.updated_at, updated_ms = excluded.updated_ms, json = excluded.json
  RETURNING rid`;

/** Writes a validated record, its tags, its text and its vector; call inside a write transaction. */
export function writeRecord(db: Database.Database, record: MemoryRecord, vectorIndexed: boolean): void {
  const { rid } = cachedStatement(db, upsertSql).get(indexedColumns(record)) as { rid: number };
  forgetRows(db, "records", [rid]);
  cachedStatement(db, "DELETE FROM record_tags WHERE rid = ?").run(rid);
  const insertTag = cachedStatement(db, "INSERT INTO record_tags (rid, tag) VALUES (?, ?)");
  for (const tag of new Set(record.tags)) insertTag.run(rid, tag);
  indexRecordText(db, rid, record);
  if (vectorIndexed) indexVector(db, rid, record.vector);
}

export function readRecord(db: Database.Database, kind: RecordKind, id: string): MemoryRecord | undefined {
  const row = cachedStatement(db, `SELECT ${recordColumns} FROM records r WHERE r.kind = ? AND r.id = ?`).get(kind, id) as RecordRow | undefined;
  return row === undefined ? undefined : rowToRecord(row);
}

/** Removes a record and everything indexed from it; false when there was none. */
export function removeRecord(db: Database.Database, kind: RecordKind, id: string, vectorIndexed: boolean): boolean {
  const row = cachedStatement(db, "DELETE FROM records WHERE kind = ? AND id = ? RETURNING rid").get(kind, id) as { rid: number } | undefined;
  if (row === undefined) return false;
  forgetRows(db, "records", [row.rid]);
  cachedStatement(db, "DELETE FROM record_tags WHERE rid = ?").run(row.rid);
  unindexRecordText(db, row.rid);
  if (vectorIndexed) indexVector(db, row.rid, undefined);
  return true;
}
