import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";

/**
 * The runs of consecutive event rowids of each session (schema v9, table `event_runs`): what a
 * connection's first message search reads to know every event's session and seq (event-keys.ts). Seqs
 * and rowids both grow by one per appended event, so along a run `eid - seq` is constant: a session
 * appended alone is one run, a session whose appends interleaved with another's is a few more. At a year
 * of use (500,000 events in 1,998 sessions) that is about 14,000 rows, where reading the session and seq
 * of each event from the events' index took most of the first recall (apps/bench, personal-scale).
 *
 * The table is kept by SQLite itself, for every connection and every writer: a trigger extends the
 * newest run when an inserted event follows it in the same session and starts a run otherwise, and a
 * deleted session takes its runs with it (ON DELETE CASCADE). Events are only ever appended, rewritten
 * in place (redaction) or deleted with their session, so the runs always cover each event exactly once.
 */
export const eventRunsTrigger = `
  CREATE TRIGGER event_runs_appended AFTER INSERT ON events
  BEGIN
    UPDATE event_runs SET last_eid = NEW.eid
      WHERE first_eid = (SELECT max(first_eid) FROM event_runs)
        AND last_eid = NEW.eid - 1 AND session_id = NEW.session_id AND NEW.seq - first_seq = NEW.eid - first_eid;
    INSERT INTO event_runs (first_eid, last_eid, session_id, first_seq)
      SELECT NEW.eid, NEW.eid, NEW.session_id, NEW.seq
      WHERE NOT EXISTS (SELECT 1 FROM event_runs WHERE first_eid = (SELECT max(first_eid) FROM event_runs) AND last_eid = NEW.eid);
  END;`;

/** One run: the events `first`..`last` (rowids) of `sessionId`, with seqs `firstSeq`..`firstSeq + last - first`. */
export type EventRun = [first: number, last: number, firstSeq: number, sessionId: string];

/** Every run of the file, by first rowid. Call inside the read transaction that reads the rest of the keys. */
export function readEventRuns(db: Database.Database): EventRun[] {
  return cachedStatement(db, "SELECT first_eid, last_eid, first_seq, session_id FROM event_runs ORDER BY first_eid").raw().all() as EventRun[];
}
