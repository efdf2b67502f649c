import { EngramError } from "@engram/core";
import { parseStoredEvent, parseStoredRecord } from "@engram/core/store-kit";
import type { MemoryRecord, SessionEvent } from "@engram/core/store";

/**
 * Whether a string can be stored in or compared with a text column: PostgreSQL text holds no NUL, and
 * the driver would turn a lone surrogate into U+FFFD (so "s\uD800" would find "s\uFFFD"). Ids, keys
 * and tags never hold either (core refuses them), so a lookup by such a string finds nothing.
 */
export function storable(value: unknown): value is string {
  return typeof value === "string" && !value.includes("\u0000") && value.isWellFormed();
}

function corrupt(where: string, cause: unknown): EngramError {
  return new EngramError(
    "STORE_CORRUPT",
    `${where} does not hold JSON (${cause instanceof Error ? cause.message : String(cause)}). Restore it from a backup or delete it.`,
    {
      cause,
      details: { where },
    },
  );
}

/** A record's stored JSON back to a validated record; STORE_CORRUPT names the row (table, kind, id). */
export function readRecordJson(body: string, kind: string, id: string): MemoryRecord {
  const where = `The row ${kind}/${id} of the table records`;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    throw corrupt(where, error);
  }
  const record = parseStoredRecord(value, `records row ${kind}/${id}`);
  if (record.kind !== kind || record.id !== id) {
    throw new EngramError("STORE_CORRUPT", `${where} holds ${record.kind}/${record.id}. Restore it from a backup or delete it.`, {
      details: { table: "records", kind, id },
    });
  }
  return record;
}

/** An event's stored JSON (without its seq) back to a validated event. */
export function readEventJson(body: string, sessionId: string, seq: number): SessionEvent {
  const where = `The event ${sessionId}#${seq} of the table events`;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    throw corrupt(where, error);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw corrupt(where, new Error("not an object"));
  return parseStoredEvent({ ...(value as object), seq }, `events row ${sessionId}#${seq}`);
}

/** A number from an int8 or numeric column: node-postgres hands those out as strings, PGlite as numbers. */
export function toNumber(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

/**
 * A stored time in epoch milliseconds as a page's cursor carries it: a whole number a double holds exactly
 * (this store writes `Date.parse` of an ISO time). STORE_CORRUPT names the row otherwise: a bigint another
 * program wrote past 2^53 made the next page's cursor point elsewhere (INVALID_OPTIONS, or rows repeated).
 */
export function cursorTime(value: unknown, where: { table: string; id: string; column: string; fix: string }): number {
  const time = toNumber(value);
  if (Number.isSafeInteger(time)) return time;
  const id = where.id.slice(0, 80);
  throw new EngramError(
    "STORE_CORRUPT",
    `The row "${id}" of the table ${where.table} has ${where.column} ${JSON.stringify(String(value).slice(0, 40))}, not the epoch milliseconds this store writes, so no next page can start after it. ${where.fix}`,
    { details: { table: where.table, id: where.id, column: where.column } },
  );
}
