import { dayMs } from "../util/calendar-days.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";
import { messageCandidate, type Candidate, type MessageEvent } from "./recall-candidates.js";
import type { QueryTimeRange } from "./query-dates.js";
import { StemMatcher } from "./stem-matcher.js";

/** Ranges at most this long (days) have their sessions read: a named day or week, not a year. */
export const readRangeDays = 10;
/** At most this many sessions are read for one query, the ones closest to the named time first. */
export const maxDatedSessions = 4;
/** At most this many turns of one session are read. */
export const maxDatedTurns = 500;
/** At most this many sessions are listed while looking for the named time. */
export const maxListedSessions = 2_000;
/**
 * A turn read from a named session that the text search did not return counts as this share of the
 * best hit's text score, times the share of the query's words it holds: below a full match.
 */
export const datedTurnWeight = 0.5;

export interface DatedSessionSearch {
  readonly store: MemoryStore;
  readonly scope: Scope;
  readonly ranges: readonly QueryTimeRange[];
  readonly stems: readonly string[];
  /** The best text score of the search's pool (what a pulled turn's score is a share of). */
  readonly bestTextScore: number;
  /** Candidates found already (by key): not pulled again. */
  readonly known: ReadonlySet<string>;
  readonly excludeSessionIds?: readonly string[];
}

/**
 * Turns of the sessions written inside the narrow time ranges a query names ("on 8 May", "last
 * weekend"), holding at least one query word, that the text search did not return: the answer to
 * "what did she eat on October 24?" may share only "eat" with the question, and lose to every other
 * meal in the archive. Each is scored as `datedTurnWeight` × its query-word share of the best hit.
 */
export async function datedSessionCandidates(search: DatedSessionSearch): Promise<Candidate[]> {
  const narrow = search.ranges.filter((range) => range.toMs - range.fromMs <= readRangeDays * dayMs);
  if (narrow.length === 0 || search.stems.length === 0 || search.bestTextScore <= 0) return [];
  const earliest = Math.min(...narrow.map((range) => range.fromMs));
  const sessions: Array<{ id: string; distance: number }> = [];
  let cursor: string | undefined;
  let listed = 0;
  listing: while (listed < maxListedSessions) {
    const page = await search.store.listSessions({ scope: search.scope, limit: 200, ...(cursor ? { cursor } : {}) });
    for (const session of page.sessions) {
      listed++;
      const from = Date.parse(session.createdAt);
      const to = Date.parse(session.updatedAt);
      // Newest updatedAt first: once a session ended before the earliest range, every later one did.
      if (to < earliest) break listing;
      if (search.excludeSessionIds?.includes(session.id)) continue;
      let distance = Number.POSITIVE_INFINITY;
      for (const range of narrow) {
        if (from < range.toMs && to >= range.fromMs) distance = 0;
        else distance = Math.min(distance, Math.abs(from - range.fromMs));
      }
      if (distance === 0) sessions.push({ id: session.id, distance: Math.abs(from - narrow[0]!.fromMs) });
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  sessions.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1));
  const pulled: Candidate[] = [];
  const matcher = new StemMatcher(search.stems);
  for (const session of sessions.slice(0, maxDatedSessions)) {
    const events = await search.store.readEvents(session.id, { limit: maxDatedTurns });
    for (const event of events) {
      if (event.type !== "message") continue;
      const candidate = messageCandidate(session.id, search.scope, event as MessageEvent, 0);
      if (search.known.has(candidate.key)) continue;
      const coverage = matcher.coverage(candidate.text);
      if (coverage === 0) continue;
      pulled.push({ ...candidate, textScore: search.bestTextScore * datedTurnWeight * coverage });
    }
  }
  return pulled;
}
