import type Database from "better-sqlite3";
import type { EventKeys } from "./event-keys.js";

/** How one search's candidates are read: an index into its pool, with the event's rowid and its scope's precedence. */
export interface TiedCandidates {
  readonly rid: (at: number) => number;
  readonly precedence: (at: number) => number;
  /** The page's order (score, precedence, time, session id, seq), over candidates whose times were read. */
  readonly order: (x: number, y: number) => number;
}

/**
 * The best `free` of `ties` (candidates of one score) in the page's order, reading the times of as few of
 * them as that takes. No event of a session is newer than its bound in the event keys (`latestMs`: the
 * sessions table's `updated_ms`, core's session spec's latest `at`, raised by the rows appended since),
 * kept in memory, so bounding costs no statement. The ties are read best precedence first and, within
 * one, newest session first, a batch at a time; once `free` are chosen, a candidate of a lower
 * precedence, or of the same one whose session's latest time is below the last chosen event's, cannot
 * take a place, nor can any after it, so each later batch holds only the candidates before the first such
 * one (whole batches read 200 more times for one more place on a third of a year's tied pages). A page of
 * 200 among thousands of events repeating one text read every one's time before (decision 0223); now about
 * the newest sessions' only.
 */
export function newestTies(db: Database.Database, keys: EventKeys, ties: readonly number[], free: number, candidates: TiedCandidates): number[] {
  const { rid, precedence, order } = candidates;
  const bound = (at: number): number => keys.latestMs(keys.sessionOf(rid(at)));
  const queue = [...ties].sort((x, y) => precedence(y) - precedence(x) || bound(y) - bound(x));
  const batch = Math.max(free, 32);
  let chosen: number[] = [];
  for (let next = 0; next < queue.length; ) {
    // Until `free` are chosen, a batch; then only the candidates that can still take a place (a prefix
    // of the rest, in the queue's order), at most a batch of them.
    let end = Math.min(queue.length, next + batch);
    if (chosen.length >= free) {
      const last = chosen[free - 1]!;
      const lastMs = keys.atMs(rid(last));
      const canTakePlace = (candidate: number): boolean => {
        const lower = precedence(candidate) - precedence(last);
        return lower > 0 || (lower === 0 && bound(candidate) >= lastMs);
      };
      let reach = next;
      while (reach < end && canTakePlace(queue[reach]!)) reach++;
      if (reach === next) break;
      end = reach;
    }
    const read = queue.slice(next, end);
    next = end;
    keys.readTimes(db, read.map(rid));
    chosen = [...chosen, ...read].sort(order).slice(0, free);
  }
  return chosen;
}
