import { type NewSessionEvent, type SessionEvent, type SessionInfo, scopeLabel } from "@engram/core/store";
import type { Scope } from "@engram/core";
import { EngramError } from "@engram/core";
import { advanceSessionInfo, assertSessionScope, instant, messageSearchText, scopePrecedence } from "@engram/core/store-kit";
import { lockDocuments, sessionDocument } from "./document-locks.js";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { sqlState } from "./failures.js";
import { type SessionRow, sessionColumns, sessionInfo } from "./session-row.js";
import type { Tables } from "./tables.js";
import { type TextDocument, textDocument } from "./text-document.js";
import { shardOf, TextStatsDelta } from "./text-stats.js";

/** The session row, locked by the caller's document lock, or undefined when there is none. */
export async function lockedSession(tx: SqlExecutor, tables: Tables, sessionId: string): Promise<SessionInfo | undefined> {
  await lockDocuments(tx, tables, [sessionDocument(sessionId)]);
  const found = await tx.query<SessionRow>(`SELECT ${sessionColumns} FROM ${tables.sessions} WHERE id = $1`, [sessionId]);
  const row = found.rows[0];
  return row === undefined ? undefined : sessionInfo(row);
}

/** Writes the session row (insert or update) from its derived info. */
export async function writeSession(tx: SqlExecutor, tables: Tables, info: SessionInfo): Promise<void> {
  await tx.query(
    `INSERT INTO ${tables.sessions} (id, scope_label, precedence, created_at, updated_at, updated_ms, event_count, title_json)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET created_at = excluded.created_at, updated_at = excluded.updated_at, updated_ms = excluded.updated_ms,
       event_count = excluded.event_count, title_json = excluded.title_json`,
    [
      info.id,
      scopeLabel(info.scope),
      scopePrecedence(info.scope),
      info.createdAt,
      info.updatedAt,
      instant(info.updatedAt),
      info.eventCount,
      info.title === undefined ? null : JSON.stringify(info.title),
    ],
  );
}

/** The index columns of a message event (undefined for other events): its search text (text parts and bounded tool output), tokenized. */
export function eventDocument(event: SessionEvent | NewSessionEvent): TextDocument | undefined {
  return event.type === "message" ? textDocument(messageSearchText(event.message)) : undefined;
}

/** The columns of event rows, as arrays for one statement over unnest(...). */
export function eventColumns(events: readonly SessionEvent[]) {
  const documents = events.map((event) => eventDocument(event));
  return {
    documents,
    seqs: events.map((event) => event.seq),
    types: events.map((event) => event.type),
    times: events.map((event) => instant(event.at)),
    bodies: events.map(({ seq: _seq, ...body }) => JSON.stringify(body)),
    lengths: documents.map((document) => document?.length ?? null),
    tokens: documents.map((document) => document?.tokens ?? null),
    frequencies: documents.map((document) => document?.termFrequencies ?? null),
  };
}

/**
 * Appends validated events under the session's lock: SCOPE_MISMATCH for another scope, seqs from the
 * stored count (so they stay gapless and one call's events consecutive), the session row derived as
 * core's `advanceSessionInfo` says, the messages indexed and counted in the text statistics.
 */
export async function appendEventRows(tx: SqlExecutor, tables: Tables, sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
  const previous = await lockedSession(tx, tables, sessionId);
  assertSessionScope(previous, sessionId, scope);
  const base = previous?.eventCount ?? 0;
  if (base + events.length > maxSeq) throw seqsExhausted(tables, sessionId, base);
  const numbered = events.map((event, index) => ({ ...event, seq: base + index + 1 }) as SessionEvent);
  const sessionScope = previous?.scope ?? scope;
  const columns = eventColumns(numbered);
  await insertEvents(tables, sessionId, base, async () =>
    tx.query(
      `INSERT INTO ${tables.events} (session_id, seq, type, at_ms, body, scope_label, precedence, doc_len, doc_tokens, doc_tf)
     SELECT $1, seq, type, at_ms, body, $2, $3, doc_len, doc_tokens, doc_tf::jsonb
     FROM unnest($4::int[], $5::text[], $6::bigint[], $7::text[], $8::int[], $9::text[], $10::text[])
       AS e(seq, type, at_ms, body, doc_len, doc_tokens, doc_tf)`,
      [
        sessionId,
        scopeLabel(sessionScope),
        scopePrecedence(sessionScope),
        columns.seqs,
        columns.types,
        columns.times,
        columns.bodies,
        columns.lengths,
        columns.tokens,
        columns.frequencies,
      ],
    ),
  );
  await writeSession(tx, tables, advanceSessionInfo(previous, sessionId, sessionScope, numbered));
  const delta = new TextStatsDelta(shardOf(sessionDocument(sessionId)));
  const label = scopeLabel(sessionScope);
  for (const document of columns.documents) if (document !== undefined) delta.add(label, document, 1);
  try {
    await delta.apply(tx, tables);
  } catch (error) {
    if (sqlState(error) !== "22003") throw error;
    throw new EngramError(
      "STORE_CORRUPT",
      `Appending to session "${sessionId.slice(0, 80)}" would take counts in ${tables.textStats} or ${tables.termStats} past a bigint: another program wrote them (this store's counts are its documents' and tokens'). Restore the tables from a backup, or delete and write again the sessions and records they count.`,
      { cause: error, details: { table: "text_stats", sessionId } },
    );
  }
  return numbered.map((event) => event.seq);
}

/** The largest seq the events' integer column holds: a session of this store would need 2^31 appended events to reach it. */
const maxSeq = 2 ** 31 - 1;

function seqsExhausted(tables: Tables, sessionId: string, counted: number): EngramError {
  const id = sessionId.slice(0, 80);
  return new EngramError(
    "STORE_CORRUPT",
    `The row of session "${id}" in ${tables.sessions} counts ${counted} events, so the next seqs would pass ${maxSeq}, the most the events' seq column holds: another program changed the count. Delete the session (deleteSession("${id}")) or restore the tables from a backup.`,
    { details: { table: "sessions", sessionId, counted } },
  );
}

/**
 * Runs the events' insert; a seq the session already holds (another program wrote events past the session
 * row's count, or left events of a session whose row it deleted) is STORE_CORRUPT naming the session and the
 * fix, not PostgreSQL's unique violation. Under the session's lock no writer of this store can cause it.
 */
async function insertEvents(tables: Tables, sessionId: string, counted: number, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (sqlState(error) !== "23505") throw error;
    // The transaction is aborted now: the message says what the row counts, not what the events hold.
    const id = sessionId.slice(0, 80);
    throw new EngramError(
      "STORE_CORRUPT",
      `The events of session "${id}" already hold seq ${counted + 1} or later, past the ${counted} its row in ${tables.sessions} counts: another program changed the tables. Delete the session (deleteSession("${id}")) or restore the tables from a backup.`,
      { cause: error, details: { table: "events", sessionId, counted } },
    );
  }
}
