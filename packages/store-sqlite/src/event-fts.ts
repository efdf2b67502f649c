import type Database from "better-sqlite3";
import type { SessionEvent } from "@engram/core/store";
import { messageSearchText, safeParseStoredEvent } from "@engram/core/store-kit";
import { indexedText } from "./fts-query.js";
import { cachedStatement } from "./statements.js";

/**
 * The message events' FTS5 index (`events_fts`), filled lazily. Searches read it only when a query
 * token is not exactly one FTS5 token (search.ts); every other message search runs on the events' own
 * term index. So an append does not write it: `events_text_stats.fts_upto` is the largest eid up to
 * which `events_fts` holds every message event, and the rows past it are indexed by `catchUpEventFts`,
 * in the write transaction of the first search that needs them. An append whose eid is not past
 * `fts_upto` (a rowid reused after the newest events were deleted) is indexed at once, and a delete
 * removes the FTS5 rows of eids up to `fts_upto` only, so the invariant holds: `events_fts` holds
 * exactly the message events with eid <= `fts_upto`.
 */

/** A message event's search text (its text parts and bounded tool output) as the FTS5 indexes hold it; "" for other events (no row). */
export function eventText(event: SessionEvent): string {
  return event.type === "message" ? indexedText(messageSearchText(event.message)) : "";
}

/** Writes a row of events_fts (none for ""): the caller knows the eid has none. */
export function writeEventFts(db: Database.Database, eid: number, text: string): void {
  if (text !== "") cachedStatement(db, "INSERT INTO events_fts (rowid, body) VALUES (?, ?)").run(eid, text);
}

function ftsUpTo(db: Database.Database): number {
  return cachedStatement(db, "SELECT fts_upto FROM events_text_stats").pluck().get() as number;
}

/** Indexes a new event now only when its eid is not past `fts_upto` (a reused rowid); inside the append's transaction. */
export function indexAppendedEventFts(db: Database.Database, eid: number, text: string): void {
  if (text !== "" && eid <= ftsUpTo(db)) writeEventFts(db, eid, text);
}

/** Removes the FTS5 rows of deleted events (only eids up to `fts_upto` have one); inside the delete's transaction. */
export function unindexEventFts(db: Database.Database, eids: readonly number[]): void {
  const upTo = ftsUpTo(db);
  const remove = cachedStatement(db, "DELETE FROM events_fts WHERE rowid = ?");
  for (const eid of eids) if (eid <= upTo) remove.run(eid);
}

/**
 * Indexes every message event past `fts_upto` and moves it to the largest eid; call inside a write
 * transaction. A row that no longer validates is left out (it is STORE_CORRUPT when read). Each row is
 * deleted before it is written, so a row an older package version wrote at append time is not doubled.
 */
export function catchUpEventFts(db: Database.Database): void {
  const upTo = ftsUpTo(db);
  const last = cachedStatement(db, "SELECT max(eid) FROM events").pluck().get() as number | null;
  if (last === null || last <= upTo) return;
  const rows = cachedStatement(db, "SELECT eid, json FROM events WHERE eid > ? AND type = 'message' ORDER BY eid").all(upTo) as { eid: number; json: string }[];
  const remove = cachedStatement(db, "DELETE FROM events_fts WHERE rowid = ?");
  for (const row of rows) {
    const event = parseEvent(row.json);
    if (event === undefined) continue;
    remove.run(row.eid);
    writeEventFts(db, row.eid, eventText(event));
  }
  cachedStatement(db, "UPDATE events_text_stats SET fts_upto = ?").run(last);
}

function parseEvent(json: string): SessionEvent | undefined {
  try {
    const parsed = safeParseStoredEvent(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
