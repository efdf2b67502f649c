import { phraseBoost } from "@engram/core/store-kit";
import { phrasePairs, scopeKey } from "./postings.js";
import { joinedPairSql, type PostingColumns, pivotSql, summedPivotSql } from "./posting-pivot.js";
import { prunedHitsSql, prunes } from "./posting-prune.js";
import type { SqlFilter } from "./sql-filter.js";
import { bm25Sql, bm25WeightSql, type TextScoring } from "./text-search.js";

/** Where a search's documents and their postings are (postings.ts); the key columns are the same in both tables. */
export interface PostingTarget extends PostingColumns {
  readonly documents: string;
  /**
   * Whether a search of many postings is pruned first (posting-prune.ts). Messages only: the frequencies that
   * decide it count records and messages together, and a records search, pruned, took longer than scored in
   * full (the 40 recall questions at 1,000,000 messages, a page of 200: 366 against 211 ms in all).
   */
  readonly prunable: boolean;
  /**
   * Whether the caller runs the statement as its transaction's last, after `postingTopSettings` (messages:
   * searchStore reads them last). Only then do statements take plans that need sorts discouraged.
   */
  readonly last: boolean;
}

/** Which documents a search may return: its visible scope labels, and conditions on the postings (alias `p`), bound through the filter. */
export interface PostingWhere {
  readonly labels: readonly string[];
  readonly conditions: (filter: SqlFilter) => string;
}

/**
 * `phraseFirstPass`: how many times the page's size of messages holding every term the first phrase pass
 * reads, best first in core's tie order: when the phrase is common among them, the floor it sets (a whole
 * tie-order position, not only a score) leaves the second pass little or nothing to read. Tests vary it.
 * `records`: whether records without type or tag filters are scored from their postings (tests of the
 * impact walk turn it off, so every record search takes the GIN index).
 * `pairs`: whether a phrase is looked for in the pair postings first (schema version 8): tests turn it off
 * to compare the pages with those of token streams read for every document holding the phrase's terms.
 * `summedPairs`: whether a search of two terms pivoted whole sums each posting's weight in its grouping
 * (summedPivotSql); tests turn it off to compare the pages with those of the tf columns.
 * `joinedPairs`: whether such a search, run last in its transaction, joins the two terms' postings instead
 * (joinedPairSql); `prunedHashed`: whether a pruned statement, run last, runs with sorts discouraged.
 */
export const postingTuning = { phraseFirstPass: 4, records: true, pairs: true, summedPairs: true, joinedPairs: true, prunedHashed: true };

/**
 * What a transaction sets before a statement that needs it (`postingTopSettings`): sorts discouraged, so its
 * groupings and joins are hashed. A pruned statement's last grouping (the candidates' postings, thousands of
 * rows) is fed by a join the planner judges at a few rows (postings IN candidates, on three keys), and it sorted
 * them for a grouping by key: 3 ms of sorting 8,500 rows in a 21 ms statement (decision 0253). A joined pair
 * (joinedPairSql) was planned as a merge join of both sides sorted. The top-N sorts have no other plan and stay.
 * SET LOCAL: it ends with the transaction, and the store runs no statement after it there.
 */
export const sortsDiscouraged = "SET LOCAL enable_sort = off";

/** The setting to run before `postingTopSql`'s statement for this target and scoring (its transaction's last), if any. */
export function postingTopSettings(target: PostingTarget, scoring: TextScoring): string | undefined {
  if (!target.last) return undefined;
  if (postingTopPrunes(target, scoring)) return postingTuning.prunedHashed ? sortsDiscouraged : undefined;
  return joinsPair(target, scoring) ? sortsDiscouraged : undefined;
}

/**
 * Whether a search of two terms pivoted whole joins their postings (joinedPairSql) rather than grouping them: when
 * its phrase, if any, is decided by the pair postings alone (two tokens). A phrase of more tokens is looked for in
 * token streams, whose passes were planned to read more documents' rows with sorts discouraged (on a small table).
 */
function joinsPair(target: PostingTarget, scoring: TextScoring): boolean {
  const pairDecides = scoring.phrase === undefined || (postingTuning.pairs && scoring.phrase.trim().split(" ").length === 2);
  return (
    scoring.terms.length === 2 && pairDecides && !postingTopPrunes(target, scoring) && postingTuning.summedPairs && postingTuning.joinedPairs && target.last
  );
}

/** Whether `postingTopSql` prunes the postings first (posting-prune.ts) for this target and scoring. */
export function postingTopPrunes(target: PostingTarget, scoring: TextScoring): boolean {
  return scoring.terms.length > 1 && target.prunable && prunes(scoring);
}

/**
 * Whether a phrase search reads the pair postings (a search with a phrase). With two tokens, always: the pairs
 * decide the phrase without any token stream. With more, only when more documents may hold every term than
 * the first phrase pass reads (the rarest term's document frequency is a bound): below that, every such
 * document's tokens are read in one pass anyway, and reading the pairs' ranges first only added to it
 * (the bench's multi-word message searches, 5-10% in all).
 */
function pairsPay(scoring: TextScoring, phraseTokens: number, limit: number): boolean {
  if (phraseTokens === 2) return true;
  return Math.min(...scoring.frequencies) > limit * postingTuning.phraseFirstPass;
}

/**
 * The best `limit` documents (messages or records) by BM25 (the phrase boost included), in core's tie
 * order, from their postings (postings.ts): one B-tree range per query term and visible scope
 * gives every document holding a term with its tf, length, precedence and time, so no document row is
 * read to score it. Each document's terms are pivoted into one row and summed in the query's order
 * (bm25Sql: the reference's double). Below, "message" stands for either.
 *
 * The phrase: only a message holding every pair of the phrase's adjacent tokens can hold it (the pair
 * postings, postings.ts; `paired` below, read from the pairs' B-tree ranges), and with two tokens every
 * such message holds it: then no token stream is read at all. With more tokens, reading the token
 * streams of the messages holding every pair is the cost, so they are read in two passes. First for the
 * `postingTuning.phraseFirstPass` x `limit` such messages that come first in core's tie order without the boost; with what they turned out to score, the `limit`-th of every
 * message's lower bound (its score without the boost, or its known score), in tie order, is a floor
 * the page's last row cannot come after. Then only the other messages holding every pair whose
 * boosted score (with their precedence, time and key) comes before that floor are read: every message
 * coming after it has at least `limit` messages before it. Templated sessions tie on score by the
 * thousand, so a floor of a score alone would leave them all to read. The page's rows are
 * read whole from `events`, checked against the visible labels themselves (the postings hold a digest
 * of the label).
 */
export function postingTopSql(target: PostingTarget, where: PostingWhere, scoring: TextScoring, limit: number, filter: SqlFilter): string {
  const terms = scoring.terms;
  const [a, b] = target.keys;
  const ties = (prefix: string) => `${prefix}score DESC, ${prefix}precedence DESC, ${prefix}time_ms DESC, ${prefix}${a}, ${prefix}${b}`;
  const conditions = where.conditions(filter);
  const page = filter.bind(limit);
  const labels = filter.bind(where.labels);
  const visible = ` AND p.scope_key = ANY(${filter.bind(where.labels.map(scopeKey))}::bigint[])${conditions}`;
  const pruned = postingTopPrunes(target, scoring);
  // Two terms pivoted whole: each posting's weight summed in the grouping (summedPivotSql), `base` and `held` in its rows.
  const summed = terms.length === 2 && !pruned && postingTuning.summedPairs;
  const base = summed ? "h.base" : bm25Sql(scoring, filter, (_, i) => `h.tf${i}::float8`, "h.doc_len");
  // One term: each posting is one message, nothing to group. Many terms with many postings: pruned first (posting-prune.ts).
  const hits =
    terms.length === 1
      ? `hits AS (SELECT p.${a}, p.${b}, p.precedence, p.${target.time} AS time_ms, p.doc_len, p.tf AS tf0
      FROM ${target.postings} AS p WHERE p.term = ANY(${filter.bind(terms)}::text[])${visible})`
      : pruned
        ? prunedHitsSql(target, visible, scoring, limit, filter)
        : summed
          ? `hits AS (${(joinsPair(target, scoring) ? joinedPairSql : summedPivotSql)(target, [terms[0]!, terms[1]!], [scoring.idfs[0]!, scoring.idfs[1]!], bm25WeightSql(scoring, filter, "p.doc_len"), visible, filter)})`
          : `hits AS (${pivotSql(target, terms, visible, filter)})`;
  const same = (x: string, y: string) => `${x}.${a} = ${y}.${a} AND ${x}.${b} = ${y}.${b}`;
  const read = `SELECT page.${a}, page.${b}, page.precedence, page.time_ms, page.score, e.body
    FROM page JOIN ${target.documents} AS e ON ${same("e", "page")} AND e.scope_label = ANY(${labels}::text[])
    ORDER BY ${ties("page.")}`;
  // `OFFSET 0` keeps c a subquery of its own: merged into page, its score was computed twice per document (the
  // filter and the sort key), and two common words hold tens of thousands of documents (about 12% of the statement).
  if (scoring.phrase === undefined) {
    return `WITH ${hits},
      c AS (SELECT h.${a}, h.${b}, h.precedence, h.time_ms, ${base} AS base FROM hits AS h OFFSET 0),
      page AS (SELECT c.${a}, c.${b}, c.precedence, c.time_ms, c.base AS score FROM c WHERE c.base > 0 ORDER BY c.base DESC, c.precedence DESC, c.time_ms DESC, c.${a}, c.${b} LIMIT ${page})
      ${read}`;
  }
  const phraseTokens = scoring.phrase.trim().split(" ").length;
  const pairs = postingTuning.pairs && pairsPay(scoring, phraseTokens, limit) ? phrasePairs(scoring.phrase) : [];
  // The documents holding every pair of the phrase: only they can hold it, and with one pair (two tokens) they do.
  const paired =
    pairs.length === 0
      ? ""
      : `paired AS MATERIALIZED (SELECT p.${a}, p.${b} FROM ${target.postings} AS p WHERE p.term = ANY(${filter.bind(pairs)}::text[])${visible}
          GROUP BY p.${a}, p.${b} HAVING count(*) = ${filter.bind(pairs.length)}),`;
  const holdsPairs = pairs.length === 0 ? "" : ` AND (h.${a}, h.${b}) IN (SELECT q.${a}, q.${b} FROM paired AS q)`;
  const boost = filter.bind(phraseBoost);
  if (pairs.length === 1 && phraseTokens === 2) {
    return `WITH ${hits}, ${paired}
      c AS (SELECT h.${a}, h.${b}, h.precedence, h.time_ms, ${base} AS base, (h.${a}, h.${b}) IN (SELECT q.${a}, q.${b} FROM paired AS q) AS phrased FROM hits AS h OFFSET 0),
      page AS (SELECT c.${a}, c.${b}, c.precedence, c.time_ms, CASE WHEN c.phrased THEN c.base * ${boost}::float8 ELSE c.base END AS score
        FROM c WHERE c.base > 0 ORDER BY ${ties("")} LIMIT ${page})
      ${read}`;
  }
  const allTerms = `${summed ? `h.held = ${filter.bind(terms.length)}` : terms.map((_, i) => `h.tf${i} IS NOT NULL`).join(" AND ")}${holdsPairs}`;
  const phrase = filter.bind(scoring.phrase);
  const firstSize = filter.bind(limit * postingTuning.phraseFirstPass);
  const phrased = (alias: string) =>
    `CASE WHEN strpos(' ' || e.doc_tokens || ' ', ${phrase}::text) > 0 THEN ${alias}.base * ${boost}::float8 ELSE ${alias}.base END`;
  const tokens = (alias: string) => `JOIN ${target.documents} AS e ON ${same("e", alias)}`;
  // Whether a row (alias c) whose score could be `score` comes before the floor row (alias f) in core's tie order.
  const beatsFloor = (score: string) =>
    `(${score} > f.score OR (${score} = f.score AND ROW(-c.precedence, -c.time_ms, c.${a}, c.${b}) < ROW(-f.precedence, -f.time_ms, f.${a}, f.${b})))`;
  // Whether a row of c holding every term was left to the second pass: the first read the first firstSize such rows
  // in tie order (all of them when it read fewer), so the others come after its last row (alias l). No join of c
  // with first: hits' row estimates can be far off (posting-prune.ts), and a nested loop over both is quadratic.
  const second = `(l.read >= ${firstSize} AND ROW(-c.base, -c.precedence, -c.time_ms, c.${a}, c.${b}) > ROW(-l.base, -l.precedence, -l.time_ms, l.${a}, l.${b}))`;
  return `WITH ${hits}, ${paired}
    c AS MATERIALIZED (SELECT h.${a}, h.${b}, h.precedence, h.time_ms, ${base} AS base, (${allTerms}) AS all_terms FROM hits AS h),
    first AS MATERIALIZED (
      SELECT f.${a}, f.${b}, f.precedence, f.time_ms, f.base, ${phrased("f")} AS score
      FROM (SELECT c.${a}, c.${b}, c.precedence, c.time_ms, c.base FROM c WHERE c.base > 0 AND c.all_terms
            ORDER BY c.base DESC, c.precedence DESC, c.time_ms DESC, c.${a}, c.${b} LIMIT ${firstSize}) AS f ${tokens("f")}),
    last AS MATERIALIZED (
      SELECT count(*) OVER () AS read, f.* FROM first AS f
      ORDER BY f.base, f.precedence, f.time_ms, f.${a} DESC, f.${b} DESC LIMIT 1),
    rest AS MATERIALIZED (
      SELECT c.* FROM c LEFT JOIN last AS l ON true WHERE c.base > 0 AND (NOT c.all_terms OR coalesce(${second}, false))),
    floor AS (
      SELECT s.* FROM
        (SELECT first.score, first.precedence, first.time_ms, first.${a}, first.${b} FROM first
         UNION ALL SELECT rest.base, rest.precedence, rest.time_ms, rest.${a}, rest.${b} FROM rest) AS s
      ORDER BY ${ties("s.")} OFFSET ${page} - 1 LIMIT 1),
    second AS MATERIALIZED (
      SELECT c.${a}, c.${b}, c.precedence, c.time_ms, ${phrased("c")} AS score FROM rest AS c ${tokens("c")}
      WHERE c.all_terms AND NOT EXISTS (SELECT 1 FROM floor AS f WHERE NOT ${beatsFloor(`c.base * ${boost}::float8`)})),
    ranked AS (
      SELECT c.${a}, c.${b}, c.precedence, c.time_ms, c.base AS score FROM c WHERE c.base > 0 AND NOT c.all_terms
      UNION ALL SELECT first.${a}, first.${b}, first.precedence, first.time_ms, first.score FROM first
      UNION ALL SELECT second.${a}, second.${b}, second.precedence, second.time_ms, second.score FROM second),
    page AS (SELECT * FROM ranked ORDER BY ${ties("")} LIMIT ${page})
    ${read}`;
}
