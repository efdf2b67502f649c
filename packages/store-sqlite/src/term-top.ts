import type Database from "better-sqlite3";
import { kthLargest, phraseBoost } from "@engram/core/store-kit";
import type { SqlFragment } from "./record-filters.js";
import { CandidatePool } from "./candidate-pool.js";
import { rowCache } from "./row-cache.js";
import type { CachedTable } from "./row-cache.js";
import { cachedStatement } from "./statements.js";
import type { TermIndex } from "./term-index.js";
import { scoreByBlocks } from "./term-block-scores.js";
import type { TermQuery } from "./term-query.js";
import { blockSize } from "./term-postings.js";
import { termWeight as weight } from "./bm25-scoring.js";
import { queryScoring } from "./term-scoring.js";

/**
 * Exact top-k rows by BM25 × phrase boost as core's search spec defines it (docs/search-spec.md),
 * computed from an own term index (term-index.ts: records' or message events') instead of FTS5, which
 * scores by walking every matching row of every term (and by its own bm25, another idf and collection).
 * What is filtered and how ties are ordered comes from the source (record-top.ts, message-top.ts).
 *
 * Scores: the spec's formula in core's operation order (`bm25TermScore`, idf through `Math.log`), N and
 * the average length from both indexes' totals, each term's document count from both indexes'
 * blocks (term-scoring.ts), parts summed over the query's terms in order: the reference store's doubles
 * (the tests compare them exactly).
 *
 * Which records are scored (MaxScore with the phrase as a second list):
 * 1. Phrase candidates: records holding every phrase term (the rarest term's records, each looked up in
 *    the other lists). Best possible score (boosted) first; filters, sort keys and the phrase itself (the
 *    record's token sequence) are read only while that can still reach the page.
 * 2. Any other record is no phrase hit, so it scores at most the sum of its terms' bounds
 *    (idf × the formula at the term's largest count and smallest length). With the page's last score θ,
 *    the terms whose bounds sum below θ cannot carry a record alone; only records holding one of the
 *    others are scored, and read while their score can reach θ.
 * The page is then exactly the full query's: every record left out scores below θ.
 */

/** Sort keys kept per search shape (about 150 bytes each: 16 shapes of 20,000 rows are ~50 MB at most). */
const keyRowsPerShape = 20_000;

/** Slack for the bounds, which round in another order than the scores. */
const slack = 1 + 1e-9;

/**
 * What the top-k scores and how its page is ordered: the indexed rows (`from`, joined on `j.value`, the
 * rowid), the filters over them, and the sort keys after the score (`columns`, `rid` among them, read for
 * every record that can still enter the page; `orderBy` in SQL and `compare` in JS, the same order).
 */
export interface TermTopSource<Row extends { rid: number }> {
  readonly index: TermIndex;
  /** The table whose rows are read (their keys are cached per search shape, row-cache.ts). */
  readonly table: CachedTable;
  readonly columns: string;
  readonly from: string;
  readonly where: SqlFragment;
  readonly orderBy: string;
  readonly compare: (x: Row, y: Row) => number;
}

export type Scored<Row> = Row & { score: number };

interface Candidate {
  rid: number;
  /** The score without the boost. */
  score: number;
  /** The score if the row turns out a phrase hit (its best possible). */
  best: number;
  phrase: boolean;
}

export function termTop<Row extends { rid: number }>(db: Database.Database, query: TermQuery, source: TermTopSource<Row>, limit: number): Scored<Row>[] {
  const { index, where } = source;
  const scoring = queryScoring(db, index, query);
  if (scoring === undefined) return [];
  const { avgdl, phraseTerms, phraseMatchable, needle, inSequence } = scoring;
  const lists = scoring.byTerm;
  const idf = scoring.idfOf;
  const distinct = scoring.lists;
  const distinctIdf = scoring.idf;
  const phraseSlots = scoring.slots;
  const tfs = new Float64Array(distinct.length);
  /** Whether the record last scored holds every phrase term. */
  let all = false;
  /** The record's unboosted score; sets `all`. Plain loops: this runs for thousands of records. */
  const score = (rid: number): number => {
    let len = 0;
    all = phraseMatchable;
    for (let i = 0; i < distinct.length; i++) {
      const list = distinct[i]!;
      const tf = list.count(rid);
      tfs[i] = tf;
      if (tf > 0) len = list.length;
      else if (inSequence[i] === true) all = false;
    }
    let sum = 0;
    for (let i = 0; i < phraseSlots.length; i++) {
      const slot = phraseSlots[i]!;
      const tf = tfs[slot]!;
      if (tf > 0) sum += weight(distinctIdf[slot]!, tf, len, avgdl);
    }
    return sum;
  };

  type Ranked = Scored<Row>;
  const byPage = (x: Ranked, y: Ranked): number => y.score - x.score || source.compare(x, y);
  const page: Ranked[] = [];
  const threshold = (): number => (page.length < limit ? -Infinity : page[limit - 1]!.score);
  // CROSS JOIN: driven by the listed rids; `rid IN (...)` lets the planner scan records by kind instead.
  // Only the best `limit` of records that tie on score can matter, so SQL picks them by the page's order.
  const tied = (phrase: "" | "AND instr(' ' || t.tokens || ' ', ?) > 0" | "AND instr(' ' || t.tokens || ' ', ?) = 0"): Database.Statement =>
    cachedStatement(
      db,
      `SELECT ${source.columns}
       FROM json_each(?) j CROSS JOIN ${source.from} ${phrase === "" ? "" : `CROSS JOIN ${index.tokens} t ON t.rowid = j.value`}
       WHERE ${where.sql} ${phrase}
       ORDER BY ${source.orderBy} LIMIT ?`,
    );
  // Several groups of candidates at once: the filters and sort keys of every listed record that passes,
  // and for phrase candidates whether the record's token sequence holds the query's.
  const batch = (phrase: boolean): Database.Statement =>
    cachedStatement(
      db,
      `SELECT ${source.columns}${phrase ? ", instr(' ' || t.tokens || ' ', ?) > 0 AS hit" : ""}
       FROM json_each(?) j CROSS JOIN ${source.from} ${phrase ? `CROSS JOIN ${index.tokens} t ON t.rowid = j.value` : ""}
       WHERE ${where.sql}`,
    );
  type Listed = Map<number, { row: Row; hit: boolean }>;
  /** Each listed phrase candidate that passes the filters, and whether it is a phrase hit (`hit` split off the keys). */
  const readPhraseBatch = (rids: readonly number[]): Listed => {
    const found: Listed = new Map();
    for (const { hit, ...row } of batch(true).all(needle, JSON.stringify(rids), ...where.params) as (Row & { hit: number })[]) {
      found.set(row.rid, { row: row as unknown as Row, hit: hit === 1 });
    }
    return found;
  };
  // The sort keys of rows already read by this search shape (same filters), null where they failed the filters.
  const known = rowCache<Row | null>(db, source.table, `${source.from}\u0000${where.sql}\u0000${JSON.stringify(where.params)}`, keyRowsPerShape);
  /** Each listed candidate that passes the filters (no phrase hit), only those not read before from SQL. */
  const readBatch = (rids: readonly number[]): Listed => {
    const found: Listed = new Map();
    // Cached rows are taken first: remembering the rows read next may drop the oldest ones.
    const unread: number[] = [];
    for (const rid of rids) {
      const row = known.get(rid);
      if (row === undefined) unread.push(rid);
      else if (row !== null) found.set(rid, { row, hit: false });
    }
    if (unread.length > 0) {
      for (const row of batch(false).all(JSON.stringify(unread), ...where.params) as Row[]) found.set(row.rid, { row, hit: false });
      for (const rid of unread) known.set(rid, found.get(rid)?.row ?? null);
    }
    return found;
  };
  /** Keeps the page sorted by inserting in place (binary search; the page is at most `limit` long). */
  const offer = (ranked: Ranked): void => {
    if (page.length >= limit && byPage(ranked, page[limit - 1]!) >= 0) return;
    let lo = 0;
    let hi = page.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byPage(page[mid]!, ranked) <= 0) lo = mid + 1;
      else hi = mid;
    }
    page.splice(lo, 0, ranked);
    if (page.length > limit) page.pop();
  };
  /** Groups of equal scores larger than this are read by SQL's own ORDER BY ... LIMIT, not in a batch. */
  const bigGroup = Math.max(limit, 64);
  /**
   * Weighs candidates best first, a group of equal scores at a time, while they can still enter the page.
   * Consecutive small groups are read in one statement (about as many records as the page still lacks,
   * at least 16, doubling while the filters reject them); a group is offered only while it can still
   * enter the page, as if read alone.
   */
  const evaluate = (candidates: Candidate[]): void => {
    candidates.sort((x, y) => y.best - x.best || Number(x.phrase) - Number(y.phrase));
    const groupEnd = (start: number): number => {
      const first = candidates[start]!;
      let end = start + 1;
      while (end < candidates.length && candidates[end]!.best === first.best && candidates[end]!.phrase === first.phrase) end += 1;
      return end;
    };
    let want = Math.max(16, limit - page.length);
    for (let start = 0; start < candidates.length; ) {
      const first = candidates[start]!;
      if (first.best < threshold()) return;
      let end = groupEnd(start);
      if (end - start <= bigGroup) {
        // Whole groups of one kind (phrase or not) that can still enter the page, up to `want` records.
        let stop = end;
        while (stop < candidates.length && stop - start < want && candidates[stop]!.phrase === first.phrase && candidates[stop]!.best >= threshold()) {
          const next = groupEnd(stop);
          if (next - stop > bigGroup) break;
          stop = next;
        }
        const rids = new Array<number>(stop - start);
        for (let i = start; i < stop; i++) rids[i - start] = candidates[i]!.rid;
        const found = first.phrase ? readPhraseBatch(rids) : readBatch(rids);
        for (; start < stop; start = end) {
          const group = candidates[start]!;
          if (group.best < threshold()) return;
          end = groupEnd(start);
          // Phrase hits (the record's token sequence holds the query's) score BM25 * boost, the rest * 1.
          if (group.phrase) {
            for (let i = start; i < end; i++) {
              const listed = found.get(candidates[i]!.rid);
              if (listed?.hit === true) offer({ ...listed.row, score: group.score * phraseBoost });
            }
            if (group.score * 1 < threshold()) continue;
          }
          for (let i = start; i < end; i++) {
            const listed = found.get(candidates[i]!.rid);
            if (listed?.hit === false) offer({ ...listed.row, score: group.score * 1 });
          }
        }
        want = Math.max(want * 2, limit - page.length);
        continue;
      }
      const rids = JSON.stringify(candidates.slice(start, end).map((c) => c.rid));
      start = end;
      if (!first.phrase) {
        // BM25 * 1: no phrase hit.
        for (const row of tied("").all(rids, ...where.params, limit) as Row[]) offer({ ...row, score: first.score * 1 });
        continue;
      }
      // Phrase hits (the record's token sequence holds the query's) score BM25 * boost, the rest * 1.
      const hits = tied("AND instr(' ' || t.tokens || ' ', ?) > 0").all(rids, ...where.params, needle, limit) as Row[];
      for (const row of hits) offer({ ...row, score: first.score * phraseBoost });
      if (first.score * 1 < threshold()) continue;
      const misses = tied("AND instr(' ' || t.tokens || ' ', ?) = 0").all(rids, ...where.params, needle, limit) as Row[];
      for (const row of misses) offer({ ...row, score: first.score * 1 });
    }
  };

  /**
   * `evaluate` in rounds, best candidates first: ordering thousands of candidates when the page fills from
   * the first few hundred is most of the work, so each round takes those at or above a cut-off (all of a
   * tie, never part of it; found by selection, not by sorting) and stops once the page's last score is
   * above the cut-off. Only the rows a round takes become objects.
   */
  const weigh = (pool: CandidatePool): void => {
    let rest = new Int32Array(pool.size);
    for (let at = 0; at < rest.length; at++) rest[at] = at;
    // A page usually fills from its own size plus the rows the filters reject: one round.
    let want = Math.max(64, Math.ceil(limit * 1.5));
    while (rest.length > 0) {
      if (rest.length <= want * 2) {
        const all = new Array<Candidate>(rest.length);
        for (let i = 0; i < rest.length; i++) all[i] = pool.candidate(rest[i]!);
        return evaluate(all);
      }
      const bests = new Float64Array(rest.length);
      for (let i = 0; i < rest.length; i++) bests[i] = pool.best(rest[i]!);
      const cutoff = kthLargest(bests, want);
      const taken: Candidate[] = [];
      let kept = 0;
      for (let i = 0; i < rest.length; i++) {
        const at = rest[i]!;
        if (pool.best(at) >= cutoff) taken.push(pool.candidate(at));
        else rest[kept++] = at;
      }
      evaluate(taken);
      // Every candidate left is below the cut-off: none can enter a full page whose last score reaches it.
      if (threshold() >= cutoff) return;
      rest = rest.subarray(0, kept);
      want *= 4;
    }
  };

  // 1. Records holding every phrase term, driven by the rarest one.
  if (phraseMatchable) {
    const rarest = phraseTerms.map((term) => lists.get(term)!).reduce((x, y) => (y.df < x.df ? y : x));
    const candidates = new CandidatePool();
    for (const block of rarest.blocks()) {
      const arrays = rarest.block(block)!;
      for (const low of arrays.low) {
        const rid = block * blockSize + low;
        const value = score(rid);
        if (all) candidates.push(rid, value, value * phraseBoost, true);
      }
    }
    weigh(candidates);
  }

  // 2. Everything else: no phrase hits, so bounded by the sum of their terms' bounds.
  const bounds = new Map<string, number>();
  for (const [term, list] of lists) {
    bounds.set(term, query.phrases.filter((phrase) => phrase === term).length * weight(idf.get(term)!, list.maxTf, list.minLen, avgdl) * slack);
  }
  const bound = (term: string): number => bounds.get(term)!;
  const byBound = [...lists.keys()].filter((term) => lists.get(term)!.df > 0).sort((x, y) => bound(x) - bound(y));
  let carried = 0;
  const essential: string[] = [];
  for (const term of byBound) {
    carried += bound(term);
    if (carried >= threshold()) essential.push(term);
  }
  const candidates = new CandidatePool();
  if (essential.length === byBound.length) {
    // Every term can carry a row: score them all term at a time (the same doubles as `score`).
    // Rows holding every phrase term were all weighed in step 1.
    scoreByBlocks(scoring, threshold(), (rows) => {
      for (let at = 0; at < rows.count; at++) if (rows.phrase[at] === 0) candidates.push(rows.rid[at]!, rows.score[at]!, rows.score[at]!, false);
    });
    weigh(candidates);
    return page;
  }
  let blocks = 0;
  for (const term of essential) for (const block of lists.get(term)!.blocks()) blocks = Math.max(blocks, block + 1);
  const seen = new Uint8Array(blocks * blockSize);
  for (const term of essential) {
    const list = lists.get(term)!;
    for (const block of list.blocks()) {
      for (const low of list.block(block)!.low) {
        const rid = block * blockSize + low;
        if (seen[rid] === 1) continue;
        seen[rid] = 1;
        const value = score(rid);
        // Records with every phrase term were all weighed in step 1.
        if (!all && value >= threshold()) candidates.push(rid, value, value, false);
      }
    }
  }
  weigh(candidates);

  return page;
}
