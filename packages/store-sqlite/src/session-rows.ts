import type Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { EngramError, scopeKeys } from "@engram/core/store";
import type { NewSessionEvent, SessionEvent, SessionInfo, SessionPage, SessionQuery } from "@engram/core/store";
import { assertKey, parseNewEvents, parseSessionScope, sameScope } from "@engram/core/store-kit";
import { decodeCursor, encodeCursor, pageLimit } from "./cursor.js";
import { scopeCondition } from "./record-filters.js";
import type { SqlValue } from "./record-filters.js";
import { scopeOfColumns } from "./scope-columns.js";
import { cachedStatement, unplannedParam } from "./statements.js";
import { readEventRow } from "./validated-json.js";
import { indexEventText, unindexEventTexts } from "./text-index.js";

interface SessionRow {
  id: string;
  scope_workspace: string | null;
  scope_user: string | null;
  scope_agent: string | null;
  scope_session: string | null;
  created_at: string;
  updated_at: string;
  updated_ms: number;
  event_count: number;
  title: string | null;
}

function rowToInfo(row: SessionRow): SessionInfo {
  const info: SessionInfo = {
    id: row.id,
    scope: scopeOfColumns(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    eventCount: row.event_count,
  };
  if (row.title !== null) info.title = row.title;
  return info;
}

/** Validates an append before any transaction starts. */
export function validateAppend(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): { scope: Scope; events: NewSessionEvent[] } {
  assertKey("session id", sessionId);
  return { scope: parseSessionScope(scope, sessionId), events: parseNewEvents(events, `session "${sessionId}"`) };
}

/**
 * Appends inside the caller's IMMEDIATE transaction: the next seq is read and written while this
 * connection holds the write lock, so two appenders can never take the same seq.
 */
export function appendEventRows(db: Database.Database, sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): number[] {
  const first = events[0];
  if (first === undefined) return [];
  let row = cachedStatement(db, "SELECT * FROM sessions WHERE id = ?").get(sessionId) as SessionRow | undefined;
  if (row === undefined) {
    cachedStatement(
      db,
      `INSERT INTO sessions (id, scope_workspace, scope_user, scope_agent, scope_session, created_at, updated_at, updated_ms, event_count)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    ).run(sessionId, scope.workspace ?? null, scope.user ?? null, scope.agent ?? null, scope.session ?? null, first.at, first.at, Date.parse(first.at));
    row = cachedStatement(db, "SELECT * FROM sessions WHERE id = ?").get(sessionId) as SessionRow;
  } else if (!sameScope(scopeOfColumns(row), scope)) {
    throw new EngramError("SCOPE_MISMATCH", `The session ${sessionId} belongs to another scope than the one given.`, {
      details: { sessionId, sessionScope: scopeOfColumns(row), scope },
    });
  }
  // Runs of events another program deleted (event-runs.ts): SQLite numbers the next event after the largest
  // rowid left, and a stale run starting there would refuse its run (a unique violation on every append).
  cachedStatement(db, "DELETE FROM event_runs WHERE first_eid > (SELECT coalesce(max(eid), 0) FROM events)").run();
  const insert = cachedStatement(db, "INSERT INTO events (session_id, seq, at, type, json) VALUES (?, ?, ?, ?, ?) RETURNING eid");
  const seqs: number[] = [];
  let seq = row.event_count;
  let title = row.title;
  let updatedAt = row.updated_at;
  let updatedMs = row.updated_ms;
  for (const event of events) {
    seq += 1;
    const stored = { ...event, seq } as SessionEvent;
    const { eid } = insert.get(sessionId, seq, event.at, event.type, JSON.stringify(stored)) as { eid: number };
    indexEventText(db, eid, stored);
    if (event.type === "title") title = event.title;
    const atMs = Date.parse(event.at);
    if (atMs >= updatedMs) {
      updatedAt = event.at;
      updatedMs = atMs;
    }
    seqs.push(seq);
  }
  cachedStatement(db, "UPDATE sessions SET event_count = ?, updated_at = ?, updated_ms = ?, title = ? WHERE id = ?").run(
    seq,
    updatedAt,
    updatedMs,
    title,
    sessionId,
  );
  return seqs;
}

export function readEventRows(db: Database.Database, sessionId: string, afterSeq = 0, limit?: number): SessionEvent[] {
  if (!Number.isInteger(afterSeq) || afterSeq < 0) {
    throw new EngramError("INVALID_OPTIONS", `Invalid afterSeq ${String(afterSeq)}: expected a non-negative integer.`);
  }
  // Written as a literal (checked, at most 2^53 - 1): a limit of 1e21 would be "1e+21", a REAL SQLite refuses.
  const bound = limit === undefined ? undefined : pageLimit(limit, limit, Number.MAX_SAFE_INTEGER);
  const p = unplannedParam;
  const rows = cachedStatement(
    db,
    `SELECT seq, json FROM events WHERE session_id = ${p} AND seq > ${p} ORDER BY seq${bound === undefined ? "" : ` LIMIT ${bound}`}`,
  ).all(sessionId, afterSeq) as { seq: number; json: string }[];
  return rows.map((row) => readEventRow(`${sessionId}#${row.seq}`, row.json));
}

export function readSession(db: Database.Database, sessionId: string): SessionInfo | undefined {
  const row = cachedStatement(db, "SELECT * FROM sessions WHERE id = ?").get(sessionId) as SessionRow | undefined;
  return row === undefined ? undefined : rowToInfo(row);
}

/** Most recently updated first, keyset-paged on (updated_ms DESC, id ASC). */
export function listSessionRows(db: Database.Database, query: SessionQuery = {}): SessionPage {
  const { sql, params, limit } = sessionPageSql(query);
  const rows = cachedStatement(db, sql).all(...params) as SessionRow[];
  const page = rows.slice(0, limit);
  const sessions = page.map(rowToInfo);
  const last = page[page.length - 1];
  if (rows.length <= limit || last === undefined) return { sessions };
  return { sessions, nextCursor: encodeCursor({ o: "sessions", t: last.updated_ms, id: last.id }) };
}

/** The statement of one page of sessions (`limit + 1` rows); as `recordPageSql` writes a records page. */
export function sessionPageSql(query: SessionQuery): { sql: string; params: SqlValue[]; limit: number } {
  const limit = pageLimit(query.limit, 100, 1000);
  const p = unplannedParam;
  const scope = scopeCondition("s", query.scope, query.scopeMode, { param: p });
  const conditions = [scope.sql];
  const params: SqlValue[] = [...scope.params];
  // Inside `within`: each key it sets holds its value (the sessions of that scope and narrower ones).
  for (const key of scopeKeys) {
    const value = query.within?.[key];
    if (value === undefined) continue;
    conditions.push(`s.scope_${key} = ${p}`);
    params.push(value);
  }
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, "sessions");
    conditions.push(`s.updated_ms <= ${p} AND (s.updated_ms < ${p} OR s.id > ${p})`);
    params.push(cursor.t, cursor.t, cursor.id);
  }
  const sql = `SELECT * FROM sessions s WHERE ${conditions.join(" AND ")} ORDER BY s.updated_ms DESC, s.id ASC LIMIT ${limit + 1}`;
  return { sql, params, limit };
}

/** Removes a session, its events and their text; call inside a write transaction. */
export function deleteSessionRows(db: Database.Database, sessionId: string): boolean {
  const eids = cachedStatement(db, "SELECT eid FROM events WHERE session_id = ?").pluck().all(sessionId) as number[];
  unindexEventTexts(db, eids);
  cachedStatement(db, "DELETE FROM events WHERE session_id = ?").run(sessionId);
  return cachedStatement(db, "DELETE FROM sessions WHERE id = ?").run(sessionId).changes > 0;
}
