import type { SessionEvent } from "@engram/core/store";
import { checkRedactedEvent } from "@engram/core/store-kit";
import { sessionDocument } from "./document-locks.js";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { eventColumns, lockedSession, writeSession } from "./session-append.js";
import { readEventJson, toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { countedTerms } from "./text-document.js";
import { shardOf, TextStatsDelta } from "./text-stats.js";

/**
 * Replaces events by seq under the session's lock, all or nothing: each must exist with the same type
 * and time (core's `checkRedactedEvent`, INVALID_OPTIONS otherwise). The rows' text index columns are
 * rewritten with them and the text statistics follow; a replaced title changes the session's title.
 */
export async function redactEventRows(tx: SqlExecutor, tables: Tables, sessionId: string, events: readonly SessionEvent[]): Promise<number> {
  const info = await lockedSession(tx, tables, sessionId);
  const seqs = events.map((event) => event.seq);
  const stored = new Map<number, { event: SessionEvent; label: string; length: number | null; terms: string[] }>();
  if (info !== undefined && seqs.length > 0) {
    const rows = await tx.query<{ seq: number; body: string; scope_label: string; doc_len: number | null; doc_tf: Record<string, number> | null }>(
      `SELECT seq, body, scope_label, doc_len, doc_tf FROM ${tables.events} WHERE session_id = $1 AND seq = ANY($2::int[])`,
      [sessionId, seqs],
    );
    for (const row of rows.rows) {
      const seq = toNumber(row.seq);
      stored.set(seq, {
        event: readEventJson(row.body, sessionId, seq),
        label: row.scope_label,
        length: row.doc_len,
        terms: row.doc_len === null ? [] : countedTerms(row.doc_len, row.doc_tf ?? {}),
      });
    }
  }
  for (const event of events) checkRedactedEvent(sessionId, stored.get(event.seq)?.event, event);
  if (info === undefined || events.length === 0) return 0;
  const columns = eventColumns(events);
  await tx.query(
    `UPDATE ${tables.events} AS e SET body = u.body, doc_len = u.doc_len, doc_tokens = u.doc_tokens, doc_tf = u.doc_tf::jsonb
     FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::text[]) AS u(seq, body, doc_len, doc_tokens, doc_tf)
     WHERE e.session_id = $1 AND e.seq = u.seq`,
    [sessionId, columns.seqs, columns.bodies, columns.lengths, columns.tokens, columns.frequencies],
  );
  const delta = new TextStatsDelta(shardOf(sessionDocument(sessionId)));
  events.forEach((event, index) => {
    const before = stored.get(event.seq)!;
    if (before.length !== null) delta.add(before.label, { length: before.length, terms: before.terms }, -1);
    const after = columns.documents[index];
    if (after !== undefined) delta.add(before.label, after, 1);
  });
  await delta.apply(tx, tables);
  if (events.some((event) => event.type === "title")) {
    const latest = await tx.query<{ seq: number; body: string }>(
      `SELECT seq, body FROM ${tables.events} WHERE session_id = $1 AND type = 'title' ORDER BY seq DESC LIMIT 1`,
      [sessionId],
    );
    const row = latest.rows[0];
    const title = row === undefined ? undefined : readEventJson(row.body, sessionId, toNumber(row.seq));
    const next = { ...info };
    delete next.title;
    if (title?.type === "title") next.title = title.title;
    await writeSession(tx, tables, next);
  }
  return events.length;
}
