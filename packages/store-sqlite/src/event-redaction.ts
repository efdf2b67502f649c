import type Database from "better-sqlite3";
import type { SessionEvent } from "@engram/core/store";
import { checkRedactedEvent } from "@engram/core/store-kit";
import { cachedStatement } from "./statements.js";
import { indexEventText, unindexEventTexts } from "./text-index.js";
import { readEventRow } from "./validated-json.js";

/**
 * Rewrites events of a session by seq inside the caller's write transaction: each is checked against
 * the stored event (`checkRedactedEvent`) before anything changes, then its rows in the text indexes
 * (events_fts, the own term index) are replaced with the new text, and a redacted title event brings
 * the session's title along. Returns how many events were rewritten.
 */
export function redactEventRows(db: Database.Database, sessionId: string, events: readonly SessionEvent[]): number {
  const select = cachedStatement(db, "SELECT eid, json FROM events WHERE session_id = ? AND seq = ?");
  const rows = events.map((event) => {
    const row = select.get(sessionId, event.seq) as { eid: number; json: string } | undefined;
    const stored = row === undefined ? undefined : readEventRow(`${sessionId}#${event.seq}`, row.json);
    checkRedactedEvent(sessionId, stored, event);
    return { eid: row!.eid, event };
  });
  if (rows.length === 0) return 0;
  unindexEventTexts(
    db,
    rows.map((row) => row.eid),
  );
  const update = cachedStatement(db, "UPDATE events SET json = ? WHERE eid = ?");
  for (const { eid, event } of rows) {
    update.run(JSON.stringify(event), eid);
    indexEventText(db, eid, event);
  }
  if (events.some((event) => event.type === "title")) {
    const latest = cachedStatement(db, "SELECT json FROM events WHERE session_id = ? AND type = 'title' ORDER BY seq DESC LIMIT 1")
      .pluck()
      .get(sessionId) as string;
    const title = readEventRow(`${sessionId} (latest title)`, latest);
    cachedStatement(db, "UPDATE sessions SET title = ? WHERE id = ?").run(title.type === "title" ? title.title : null, sessionId);
  }
  return rows.length;
}
