import type Database from "better-sqlite3";
import type { EventKeys } from "./event-keys.js";
import { cachedStatement } from "./statements.js";

/** How one search's candidates are read: an index into its pool, with the event's rowid and its scope's precedence. */
export interface TiedCandidates {
  readonly rid: (at: number) => number;
  readonly precedence: (at: number) => number;
  /** The page's order (score, precedence, time, session id, seq), over candidates whose times were read. */
  readonly order: (x: number, y: number) => number;
}

/**
 * The best `free` of `ties` (candidates of one score) in the page's order, reading the times of as few of
 * them as that takes. Each session's `updated_ms` is the latest time of its events (core's session spec:
 * `updatedAt` is the latest `at`; the store raises it with every append and nothing lowers an event's time),
 * so no event of a session is newer. The ties are read best precedence first and, within one, newest
 * session first, a batch at a time; once `free` are chosen, a candidate of a lower precedence, or of the
 * same one whose session's latest time is below the last chosen event's, cannot take a place, nor can any
 * after it. A page of 200 among thousands of events repeating one text read every one's time before
 * (decision 0223); now about the newest sessions' only.
 */
export function newestTies(db: Database.Database, keys: EventKeys, ties: readonly number[], free: number, candidates: TiedCandidates): number[] {
  const { rid, precedence, order } = candidates;
  const latest = sessionLatest(
    db,
    keys,
    ties.map((at) => keys.sessionOf(rid(at))),
  );
  const bound = (at: number): number => latest.get(keys.sessionOf(rid(at))) ?? Number.POSITIVE_INFINITY;
  const queue = [...ties].sort((x, y) => precedence(y) - precedence(x) || bound(y) - bound(x));
  const batch = Math.max(free, 32);
  let chosen: number[] = [];
  for (let next = 0; next < queue.length; ) {
    if (chosen.length >= free) {
      const last = chosen[free - 1]!;
      const candidate = queue[next]!;
      const lower = precedence(candidate) - precedence(last);
      if (lower < 0 || (lower === 0 && bound(candidate) < keys.atMs(rid(last)))) break;
    }
    const read = queue.slice(next, next + batch);
    next += read.length;
    keys.readTimes(db, read.map(rid));
    chosen = [...chosen, ...read].sort(order).slice(0, free);
  }
  return chosen;
}

/** Each of `sessions`' (indexes in `keys`) latest event time in epoch ms, from the sessions table as it is now. */
function sessionLatest(db: Database.Database, keys: EventKeys, sessions: readonly number[]): Map<number, number> {
  const distinct = [...new Set(sessions)];
  const rows = cachedStatement(db, "SELECT s.updated_ms FROM json_each(?) j CROSS JOIN sessions s ON s.id = j.value ORDER BY j.key")
    .raw()
    .all(JSON.stringify(distinct.map((index) => keys.session(index).id))) as [number][];
  // A session missing (none is: the search runs in one read transaction) keeps no bound.
  const latest = new Map<number, number>();
  if (rows.length === distinct.length) distinct.forEach((index, i) => latest.set(index, rows[i]![0]));
  return latest;
}
