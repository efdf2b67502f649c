import { EngramError, type Scope } from "@engram/core";
import { parseScopeLabel, type SessionInfo } from "@engram/core/store";
import { instant } from "@engram/core/store-kit";
import { toNumber } from "./stored-json.js";

/** A row of the sessions table. */
export interface SessionRow {
  id: string;
  scope_label: string;
  created_at: string;
  updated_at: string;
  updated_ms: unknown;
  event_count: number;
  title_json: string | null;
}

export const sessionColumns = "id, scope_label, created_at, updated_at, updated_ms, event_count, title_json";

/**
 * STORE_CORRUPT for a sessions row this store would never have written (another program shares the
 * table). deleteSession removes it without reading it, so the message can name that as the fix.
 */
function corruptSession(row: SessionRow, problem: string, cause?: unknown): EngramError {
  const id = String(row.id).slice(0, 200);
  return new EngramError(
    "STORE_CORRUPT",
    `The row "${id.slice(0, 80)}" of the table sessions ${problem}. Restore it from a backup, or delete the session (deleteSession("${id.slice(0, 80)}")).`,
    { ...(cause === undefined ? {} : { cause }), details: { table: "sessions", id } },
  );
}

function rowScope(row: SessionRow): Scope {
  try {
    return parseScopeLabel(row.scope_label);
  } catch (error) {
    // parseScopeLabel says INVALID_SCOPE, which blames the caller: here the stored row is at fault.
    throw corruptSession(row, `has the scope label ${JSON.stringify(String(row.scope_label).slice(0, 80))}, which is not a scope label`, error);
  }
}

/** A stored time must read as an instant: an append compares it and writes its epoch milliseconds. */
function rowTime(row: SessionRow, column: "created_at" | "updated_at"): string {
  const value = row[column];
  if (typeof value !== "string" || Number.isNaN(instant(value))) {
    throw corruptSession(row, `has ${column} ${JSON.stringify(String(value).slice(0, 60))}, which is not an ISO time`);
  }
  return value;
}

/** The title is JSON (a title may hold any character); the store only ever writes a JSON string there. */
function rowTitle(row: SessionRow, json: string): string {
  let title: unknown;
  try {
    title = JSON.parse(json);
  } catch (error) {
    throw corruptSession(row, `has a title_json that is not JSON (${error instanceof Error ? error.message : String(error)})`, error);
  }
  if (typeof title !== "string") throw corruptSession(row, `has a title_json that holds ${title === null ? "null" : typeof title}, not a string`);
  return title;
}

/** The event count numbers the next append's events from it: a whole number of at least 0. */
function rowCount(row: SessionRow): number {
  const count = toNumber(row.event_count);
  if (!Number.isSafeInteger(count) || count < 0)
    throw corruptSession(row, `has event_count ${JSON.stringify(String(row.event_count).slice(0, 40))}, not a count of events`);
  return count;
}

/** The session a row holds (its scope read back from its label, its title from JSON); STORE_CORRUPT names a row that does not read back. */
export function sessionInfo(row: SessionRow): SessionInfo {
  const info: SessionInfo = {
    id: row.id,
    scope: rowScope(row),
    createdAt: rowTime(row, "created_at"),
    updatedAt: rowTime(row, "updated_at"),
    eventCount: rowCount(row),
  };
  if (row.title_json !== null) info.title = rowTitle(row, row.title_json);
  return info;
}
