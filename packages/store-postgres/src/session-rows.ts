import type { Scope } from "@engram/core";
import { type SessionEvent, type SessionInfo, type SessionPage, type SessionQuery, scopeKeys, scopeLabel } from "@engram/core/store";
import { encodeCursor, eventReadLimits, labelPrefixWithin, labelWithin, resolveAfterSeq, resolveLimit, sessionQueryLimits } from "@engram/core/store-kit";
import { lockDocuments, sessionDocument } from "./document-locks.js";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { cursorPosition } from "./record-query.js";
import { labelsFor } from "./scope-labels.js";
import { type SessionRow, sessionColumns, sessionInfo } from "./session-row.js";
import { cursorTime, readEventJson, storable, toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { bandLexemesSql } from "./term-bands.js";
import { shardOf, TextStatsDelta } from "./text-stats.js";

/** The largest `seq` a row can hold (an integer column): a bound past it means no bound. */
export const maxSeq = 2_147_483_647;

/** A `readEvents` limit as a statement's parameter: null (no LIMIT) for none, or one past any seq. */
export function limitParam(limit: number): number | null {
  return Number.isFinite(limit) && limit <= maxSeq ? limit : null;
}

export async function readEventRows(tx: SqlExecutor, tables: Tables, sessionId: string, afterSeq?: number, limit?: number): Promise<SessionEvent[]> {
  // Past the largest seq there is nothing (compared as given, the server would refuse the integer).
  const after = Math.min(resolveAfterSeq(afterSeq), maxSeq);
  const count = limitParam(resolveLimit(limit, eventReadLimits, "readEvents"));
  if (!storable(sessionId)) return [];
  const rows = await tx.query<{ seq: number; body: string }>(
    `SELECT seq, body FROM ${tables.events} WHERE session_id = $1 AND seq > $2 ORDER BY seq${count === null ? "" : " LIMIT $3"}`,
    count === null ? [sessionId, after] : [sessionId, after, count],
  );
  return rows.rows.map((row) => readEventJson(row.body, sessionId, toNumber(row.seq)));
}

export async function readSession(tx: SqlExecutor, tables: Tables, sessionId: string): Promise<SessionInfo | undefined> {
  if (!storable(sessionId)) return undefined;
  const found = await tx.query<SessionRow>(`SELECT ${sessionColumns} FROM ${tables.sessions} WHERE id = $1`, [sessionId]);
  const row = found.rows[0];
  return row === undefined ? undefined : sessionInfo(row);
}

/** Newest `updatedAt` first, ties by id; per visible label the index gives sessions in order. */
export async function listSessionRows(tx: SqlExecutor, tables: Tables, query: SessionQuery = {}): Promise<SessionPage> {
  const limit = resolveLimit(query.limit, sessionQueryLimits, "listSessions");
  const position = query.cursor === undefined ? undefined : cursorPosition(query.cursor, "sessions");
  const within = query.within;
  // Inside `within`: of the visible or exact labels, those whose scope is inside it; without a scope, the rows
  // whose label holds each of its `key=value` pairs (values are escaped in labels: a pair cannot match across two).
  const labels = labelsFor(query.scope, query.scopeMode)?.filter((label) => within === undefined || labelWithin(label, within));
  const pairs = labels === undefined && within !== undefined ? withinPairs(within) : [];
  // The labels inside `within` start with its leading keys' label (when it sets workspace): a range of the
  // (scope_label, …) index instead of every session in time order (decision 0243).
  const prefix = labels === undefined && within !== undefined ? labelPrefixWithin(within) : "";
  const params: unknown[] = [labels ?? null, limit + 1];
  const param = (value: unknown): string => `$${params.push(value)}`;
  let after = "";
  if (position !== undefined) {
    const time = param(position.time);
    after = ` AND updated_ms <= ${time} AND (updated_ms < ${time} OR id > ${param(position.id)})`;
  }
  const inside =
    pairs.length === 0 ? "" : ` AND NOT EXISTS (SELECT 1 FROM unnest(${param(pairs)}::text[]) AS w(pair) WHERE strpos(',' || scope_label || ',', w.pair) = 0)`;
  const ranged = prefix === "" ? "" : prefixRange(param(prefix));
  const inner = `SELECT ${sessionColumns} FROM ${tables.sessions} WHERE TRUE${after}${ranged}${inside}`;
  const ordered = "ORDER BY updated_ms DESC, id LIMIT $2";
  const sql =
    labels === undefined
      ? `${inner} AND $1::text[] IS NULL ${ordered}`
      : `SELECT s.* FROM unnest($1::text[]) AS l(label) CROSS JOIN LATERAL (${inner} AND scope_label = l.label ${ordered}) AS s ${ordered}`;
  const rows = await tx.query<SessionRow>(sql, params);
  const sessions = rows.rows.slice(0, limit).map(sessionInfo);
  const last = rows.rows[limit - 1];
  if (rows.rows.length <= limit || last === undefined) return { sessions };
  const time = cursorTime(last.updated_ms, {
    table: "sessions",
    id: last.id,
    column: "updated_ms",
    fix: `Restore it from a backup, or delete the session (deleteSession("${last.id.slice(0, 80)}")).`,
  });
  return { sessions, nextCursor: encodeCursor("sessions", { time, id: last.id }) };
}

/**
 * The index range [prefix, prefix || '-') of labels (the byte after ","; the column sorts by bytes, COLLATE "C"):
 * every label that is `prefix` or starts with it and ",". It also holds a value going on past the prefix with a
 * byte below "-" ("workspace=a+" for "workspace=a"): the pairs' test that follows it leaves those out.
 */
function prefixRange(prefix: string): string {
  return ` AND scope_label >= ${prefix}::text AND scope_label < ${prefix}::text || '-'`;
}

/** `,key=value,` for each key `within` sets, as its scope's label writes it (`scopeLabel` escapes `%`, `,` and `=`). */
function withinPairs(within: Scope): string[] {
  const pairs: string[] = [];
  for (const key of scopeKeys) {
    const value = within[key];
    if (value !== undefined) pairs.push(`,${scopeLabel({ [key]: value })},`);
  }
  return pairs;
}

/** Removes a session and its events under its lock; its messages leave the text statistics. */
export async function deleteSessionRows(tx: SqlExecutor, tables: Tables, sessionId: string): Promise<boolean> {
  if (!storable(sessionId)) return false;
  await lockDocuments(tx, tables, [sessionDocument(sessionId)]);
  // Per scope label (a session's events all carry its scope's), the messages with tokens that leave.
  const gone = await tx.query<{ scope_label: string; docs: number; tokens: unknown; terms: [string, number][] }>(
    `WITH gone AS (DELETE FROM ${tables.events} WHERE session_id = $1 RETURNING type, scope_label, doc_len, doc_tf),
       docs AS (SELECT scope_label, doc_len, doc_tf FROM gone WHERE type = 'message' AND doc_len > 0)
     SELECT d.scope_label, count(*)::int AS docs, sum(d.doc_len)::float8 AS tokens,
       (SELECT coalesce(json_agg(json_build_array(term, n)), '[]'::json) FROM
         (SELECT term, count(*)::int AS n FROM docs AS x, LATERAL (SELECT jsonb_object_keys(x.doc_tf) AS term UNION ALL SELECT b.lexeme FROM ${bandLexemesSql("x")} AS b) AS k WHERE x.scope_label = d.scope_label GROUP BY term) AS t) AS terms
     FROM docs AS d GROUP BY d.scope_label`,
    [sessionId],
  );
  const removed = await tx.query(`DELETE FROM ${tables.sessions} WHERE id = $1`, [sessionId]);
  if (gone.rows.length > 0) {
    const delta = new TextStatsDelta(shardOf(sessionDocument(sessionId)));
    for (const row of gone.rows) delta.remove(row.scope_label, row.docs, toNumber(row.tokens), row.terms);
    await delta.apply(tx, tables);
  }
  return removed.rowCount > 0;
}
