import type Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { kthLargest, phraseBoost } from "@engram/core/store-kit";
import { CandidatePool } from "./candidate-pool.js";
import { eventKeys } from "./event-keys.js";
import type { EventKeys, KeySession } from "./event-keys.js";
import { binary } from "./record-top.js";
import { newestTies } from "./newest-ties.js";
import { ScoreFloor } from "./score-floor.js";
import { cachedStatement } from "./statements.js";
import { scoreByBlocks, type BlockPruneStats } from "./term-block-scores.js";
import { messageTermIndex } from "./term-index.js";
import type { TermQuery } from "./term-query.js";
import { queryScoring } from "./term-scoring.js";
import type { Scored } from "./term-top.js";

/** A message event on the text search's page: what ranking needs, not its JSON. */
export interface MessageKeys {
  rid: number;
  session_id: string;
  seq: number;
  /**
   * The event's time in epoch milliseconds, read only where the order needs it: for an event tied on
   * score and scope with another on the page, and for any event read before; NaN for the others.
   */
  atMs: number;
  session: KeySession;
}

/**
 * `prune: false` scores every block, keeps every row and checks every phrase row (the plain way, for
 * differential tests); `stats` counts what pruning left unscored (term-block-scores.ts); `phraseChecks`
 * counts the rows whose token sequence was read and the statements that read them.
 */
export interface MessageTopOptions {
  /** Only events of these sessions (the search's `sessionIds`). */
  readonly onlySessions?: readonly string[];
  /**
   * The scores of hits of other targets that share the caller's page (the records a search ranks with the
   * events, cut to the same `limit`). The floor starts from them: an event scoring below the `limit`-th
   * best of those and the events seen so far cannot reach the shared page, so it is not kept. The result
   * then holds, in the same order, every event of the page found without them that reaches the shared
   * page (scores at least its last), and may hold events below it, which the caller's cut drops.
   */
  readonly sharedScores?: readonly number[];
  readonly prune?: boolean;
  readonly stats?: BlockPruneStats;
  readonly phraseChecks?: { rows: number; statements: number };
}

/**
 * The best `limit` message events by the search spec's score and tie order (docs/search-spec.md), from
 * the message events' own term index: events of sessions visible in `scope`, the excluded sessions left
 * out (and, with `onlySessions`, every session but those) before the page is cut.
 *
 * Events holding a query term are scored term at a time (term-block-scores.ts: the spec's doubles), only
 * when their session may be returned, which the connection's event keys say without SQL (event-keys.ts),
 * and only while they can still reach the page: the blocks are scored best bound first, the scan stops
 * where the bound falls below the page's last score so far, and within a block only events holding a
 * term that can carry one onto the page are scored (term-block-scores.ts, score-floor.ts). Events holding
 * every phrase term are boosted when their token sequence holds the query's; only those that reach the
 * page are checked (`checkedPage`). The page is the best `limit` in the spec's order, found by selection
 * rather than by sorting every candidate.
 */
export function messageTopRows(
  db: Database.Database,
  query: TermQuery,
  scope: Scope,
  limit: number,
  excludedSessions: readonly string[] = [],
  { onlySessions, prune = true, stats, phraseChecks, sharedScores = [] }: MessageTopOptions = {},
): Scored<MessageKeys>[] {
  const scoring = queryScoring(db, messageTermIndex, query, true);
  if (scoring === undefined || limit <= 0) return [];
  const keys = eventKeys(db, scoring.totals.deletions ?? 0);
  const allowed = keys.allowed(scope, excludedSessions, onlySessions);
  const pool = scratch;
  pool.reset();
  const phraseRows = phraseScratch;
  phraseRows.reset();
  // Each kept row's final score is at least the one offered (a phrase row's boost only raises it), so a
  // row below the floor cannot reach the page: with `prune`, neither it nor a block bounded below is kept.
  const floor = new ScoreFloor(limit);
  // Each shared score is a hit's final score: the floor stays at most the shared page's last score.
  if (prune) for (const score of sharedScores) floor.offer(score);
  const admit = (rid: number): boolean => allowed[keys.sessionOf(rid)] === 1;
  scoreByBlocks(
    scoring,
    Number.NEGATIVE_INFINITY,
    (rows) => {
      for (let at = 0; at < rows.count; at++) {
        const rid = rows.rid[at]!;
        const score = rows.score[at]!;
        if (allowed[keys.sessionOf(rid)] !== 1) continue;
        if (rows.phrase[at] === 1) {
          if (prune && score * phraseBoost < floor.value) continue;
          phraseRows.push(rid, score, score, false);
        } else {
          if (prune && score < floor.value) continue;
          pool.push(rid, score, score, false);
        }
        floor.offer(score);
      }
    },
    prune ? { floor: () => floor.value, admit, ...(stats === undefined ? {} : { stats }) } : undefined,
  );
  if (prune) {
    // The floor only rose during the scan: rows offered while it was lower and now below it cannot reach the page.
    pool.keepReaching(floor.value);
    phraseRows.keepReaching(floor.value, phraseBoost);
  }
  const hitsOf = (rids: readonly number[]): Set<number> => {
    if (phraseChecks !== undefined) {
      phraseChecks.rows += rids.length;
      phraseChecks.statements += 1;
    }
    return phraseHits(db, rids, scoring.needle);
  };
  const page = prune ? checkedPage(db, pool, phraseRows, keys, limit, hitsOf) : plainPage(db, pool, phraseRows, keys, limit, hitsOf);
  return page.map((at) => {
    const rid = pool.rid(at);
    const score = pool.score(at);
    const session = keys.session(keys.sessionOf(rid));
    return { rid, session_id: session.id, seq: keys.seq(rid), atMs: keys.atMs(rid), session, score };
  });
}

/**
 * The pool every message search fills: a search runs synchronously and its pool never outlives it, so
 * one pool's arrays serve every search (a common-word query scores thousands of events; growing fresh
 * arrays to that size was a tenth of the search).
 */
const scratch = new CandidatePool();
/** The rows holding every phrase term, before their phrase check: as many as a common phrase's words share, so reused too. */
const phraseScratch = new CandidatePool();

/** Which of `rids` (message events) hold the query's token sequence `needle`: one statement. */
function phraseHits(db: Database.Database, rids: readonly number[], needle: string): Set<number> {
  return new Set(
    cachedStatement(
      db,
      `SELECT t.eid FROM json_each(?) j CROSS JOIN ${messageTermIndex.tokens} t ON t.eid = j.value WHERE instr(' ' || t.tokens || ' ', ?) > 0`,
    )
      .pluck()
      .all(JSON.stringify(rids), needle) as number[],
  );
}

/** Which of the given rowids are phrase hits. */
type PhraseHits = (rids: readonly number[]) => Set<number>;

/** The plain way: every row holding the phrase's terms is checked for the phrase, then the page is chosen. */
function plainPage(db: Database.Database, pool: CandidatePool, phraseRows: CandidatePool, keys: EventKeys, limit: number, hitsOf: PhraseHits): number[] {
  if (phraseRows.size > 0) {
    const rids = Array.from({ length: phraseRows.size }, (_, at) => phraseRows.rid(at));
    const hits = hitsOf(rids);
    for (let at = 0; at < phraseRows.size; at++) {
      const rid = phraseRows.rid(at);
      pool.push(rid, phraseRows.score(at) * (hits.has(rid) ? phraseBoost : 1), 0, false);
    }
  }
  return pageOf(db, pool, keys, limit);
}

/**
 * The page `plainPage` chooses, checking only the phrase rows that reach it when they hold the phrase.
 * A row holding every phrase term enters the pool at its best possible score (boosted, flagged unchecked)
 * and the page is chosen; its unchecked rows are checked and given their real scores. When every one was
 * a hit the page stands: every row off it scores at most its best possible, which the order already put
 * below the page's last. When one missed, every other unchecked row is checked too (one more statement,
 * none checked twice) and the page is chosen again, as `plainPage` would. A common phrase's words held
 * by thousands of events, most in sequence, cost the page's rows instead of thousands.
 */
function checkedPage(db: Database.Database, pool: CandidatePool, phraseRows: CandidatePool, keys: EventKeys, limit: number, hitsOf: PhraseHits): number[] {
  // The phrase rows go after the pool's own, from `first` on.
  const first = pool.size;
  for (let at = 0; at < phraseRows.size; at++) pool.push(phraseRows.rid(at), phraseRows.score(at) * phraseBoost, phraseRows.score(at), true);
  const settle = (ats: readonly number[]): boolean => {
    const hits = hitsOf(ats.map((at) => pool.rid(at)));
    for (const at of ats) pool.settle(at, hits.has(pool.rid(at)) ? pool.score(at) : pool.best(at));
    return hits.size === ats.length;
  };
  const page = pageOf(db, pool, keys, limit);
  const onPage = page.filter((at) => pool.flagged(at));
  if (onPage.length === 0 || settle(onPage)) return page;
  const rest: number[] = [];
  for (let at = first; at < pool.size; at++) if (pool.flagged(at)) rest.push(at);
  if (rest.length > 0) settle(rest);
  return pageOf(db, pool, keys, limit);
}

/**
 * The best `limit` candidates (their indexes in the pool), in the search spec's order (docs/search-spec.md,
 * "Ties"): score, the more specific scope, the newer, then session id and seq. Times are read for the
 * page's events tied with another on score and scope, and for the candidates tied at its last score that
 * the scope and their session's latest time do not already rule out (newest-ties.ts).
 */
function pageOf(db: Database.Database, pool: CandidatePool, keys: EventKeys, limit: number): number[] {
  const size = pool.size;
  const precedence = (at: number): number => keys.session(keys.sessionOf(pool.rid(at))).precedence;
  const order = (x: number, y: number): number => {
    const rx = pool.rid(x);
    const ry = pool.rid(y);
    return (
      pool.score(y) - pool.score(x) ||
      precedence(y) - precedence(x) ||
      keys.atMs(ry) - keys.atMs(rx) ||
      binary(keys.session(keys.sessionOf(rx)).id, keys.session(keys.sessionOf(ry)).id) ||
      keys.seq(rx) - keys.seq(ry)
    );
  };
  // The order reaches an event's time only between two events tied on score and scope: only theirs are read.
  const all = (ats: readonly number[]): number[] => {
    keys.readTimes(
      db,
      tiedOnScoreAndScope(ats, pool.score.bind(pool), precedence).map((at) => pool.rid(at)),
    );
    return [...ats].sort(order);
  };
  if (size <= limit) return all(Array.from({ length: size }, (_, at) => at));
  const cutoff = kthLargest(pool.scores(), limit);
  // Every candidate above the cutoff is on the page; of those at it, the best in tie order fill the rest.
  const page: number[] = [];
  const ties: number[] = [];
  for (let at = 0; at < size; at++) {
    const score = pool.score(at);
    if (score > cutoff) page.push(at);
    else if (score === cutoff) ties.push(at);
  }
  const free = limit - page.length;
  // More ties than places: the newest of the most specific take them, read session by session (newest-ties.ts).
  const chosen = ties.length > free ? newestTies(db, keys, ties, free, { rid: (at) => pool.rid(at), precedence, order }) : all(ties);
  return all([...page, ...chosen]);
}

/** The items of `items` that share their score and precedence with another item (a time can decide between them). */
export function tiedOnScoreAndScope<T>(items: readonly T[], score: (item: T) => number, precedence: (item: T) => number): T[] {
  const sorted = [...items].sort((x, y) => score(y) - score(x) || precedence(y) - precedence(x));
  const tied: T[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i]!;
    const same = (other: T | undefined): boolean => other !== undefined && score(other) === score(item) && precedence(other) === precedence(item);
    if (same(sorted[i - 1]) || same(sorted[i + 1])) tied.push(item);
  }
  return tied;
}
