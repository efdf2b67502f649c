import { bm25Parameters, phraseBoost } from "@engram/core/store-kit";
import { type PostingColumns, pivotSql } from "./posting-pivot.js";
import type { SqlFilter } from "./sql-filter.js";
import { bm25Sql, bm25WeightSql, type TextScoring } from "./text-search.js";

/**
 * When a search of several terms prunes its postings (MaxScore, below) instead of pivoting every
 * posting of every term: `fromTerms` terms or more, holding `fromPostings` postings or more in the
 * visible scopes (the terms' document frequencies summed; below that, pivoting them all is cheap).
 * `seedShare`: the seed's terms are the rarest ones whose postings stay within this share of all the
 * query's postings (at least the rarest term). Tests set `fromPostings` to 0 to compare the pruned
 * statement with the full one on every query.
 */
export const pruneTuning = { fromTerms: 3, fromPostings: 5_000, seedShare: 0.25 };

/** Rounding slack: bounds are computed in another order than the scores they bound. */
const slack = 1e-9;

/** Whether a search takes the pruned statement (see `pruneTuning`). */
export function prunes(scoring: TextScoring): boolean {
  const postings = scoring.frequencies.reduce((sum, df) => sum + df, 0);
  return scoring.terms.length >= pruneTuning.fromTerms && postings >= pruneTuning.fromPostings;
}

/**
 * The `hits` CTE of postingTopSql (a row per document holding a query term: keys, precedence, time,
 * length, tf of each term), holding only the documents that can still reach the page, by MaxScore:
 *
 * 1. a term weighs at most U_t = idf_t · (k1 + 1) in any document (tf / (tf + K) < 1 for every K > 0);
 * 2. the seed: the `limit` documents best scored by the rarest terms alone (their postings are few),
 *    scored in full from their own rows (`documents`: doc_len and doc_tf, which the postings are derived
 *    from, read by key once per document instead of one index search per document and query term; a term
 *    whose stored count another program made unreadable counts as absent there, and a row without a length
 *    weighs nothing, which can only lower the floor); when there are `limit` of them, the least of their
 *    scores, θ, is a floor: those documents score θ or more, so one scoring below θ (θ / boost when the
 *    query has a phrase, which can double a score) comes after all of them;
 * 3. with the terms in ascending U_t, the longest prefix whose bounds sum below that floor (θ / boost
 *    with a phrase) is "non-essential": a document holding only such terms cannot reach it. The others
 *    are essential; a document reaches the floor only if its essential terms' weights plus the prefix's
 *    bound do: θ for one lacking an essential term (it lacks a query term, so it cannot hold the phrase),
 *    θ / boost for one holding them all;
 * 4. those documents are pivoted from all their postings, as the full statement does.
 *
 * A seed document scores θ or more, so it passes 3 and the page holds it or better ones: the page is
 * the full statement's, row for row (ranking.test compares them). With fewer seed documents than the
 * page (the rare terms may be held by records only), θ is 0 and the other branch of `hits`, gated on it
 * (PostgreSQL runs a branch whose one-time condition fails not at all), pivots every posting as the
 * full statement does, without the pruning's joins. `where`: the visible scopes' keys and the caller's
 * conditions on `p`, bound, starting with " AND".
 */
export function prunedHitsSql(
  target: PostingColumns & { readonly documents: string },
  where: string,
  scoring: TextScoring,
  limit: number,
  filter: SqlFilter,
): string {
  const [a, b] = target.keys;
  const { k1 } = bm25Parameters;
  const order = scoring.terms.map((_, i) => i).sort((x, y) => scoring.idfs[x]! - scoring.idfs[y]!);
  let cumulative = 0;
  const bounds = order.map((i) => (cumulative += scoring.idfs[i]! * (k1 + 1) * (1 + slack)));
  const total = scoring.frequencies.reduce((sum, df) => sum + df, 0);
  const rare: string[] = [];
  let rarePostings = 0;
  for (const i of [...order].reverse()) {
    const df = scoring.frequencies[i]!;
    if (rare.length > 0 && rarePostings + df > total * pruneTuning.seedShare) break;
    rare.push(scoring.terms[i]!);
    rarePostings += df;
  }
  // A posting's weight with its term's idf from q: the expression every weight the store sums is.
  const weight = bm25WeightSql(scoring, filter, "p.doc_len")("q.idf", "p.tf::float8");
  const page = filter.bind(limit);
  const allShare = filter.bind((scoring.phrase === undefined ? 1 : 1 / phraseBoost) * (1 - slack));
  return `q AS (SELECT * FROM unnest(${filter.bind(order.map((i) => scoring.terms[i]))}::text[], ${filter.bind(order.map((i) => scoring.idfs[i]))}::float8[],
        ${filter.bind(bounds)}::float8[]) AS q(term, idf, bound)),
    seed_documents AS (
      SELECT p.scope_key, p.${a}, p.${b} FROM q JOIN ${target.postings} AS p ON p.term = q.term${where}
      WHERE q.term = ANY(${filter.bind(rare)}::text[])
      GROUP BY p.scope_key, p.${a}, p.${b} ORDER BY sum(${weight}) DESC LIMIT ${page}),
    seed AS (
      SELECT ${bm25Sql(scoring, filter)} AS score FROM seed_documents AS d JOIN ${target.documents} AS r ON r.${a} = d.${a} AND r.${b} = d.${b}),
    seed_floor AS (
      SELECT CASE WHEN count(*) >= ${page} THEN min(seed.score) * ${filter.bind(1 - slack)}::float8 ELSE 0 END AS some_terms,
        CASE WHEN count(*) >= ${page} THEN min(seed.score) * ${allShare}::float8 ELSE 0 END AS all_terms FROM seed),
    essential AS (SELECT q.term, q.idf FROM q, seed_floor WHERE q.bound >= seed_floor.all_terms),
    spare AS (SELECT coalesce(max(q.bound) FILTER (WHERE q.bound < seed_floor.all_terms), 0) AS bound FROM q, seed_floor),
    candidates AS (
      SELECT p.scope_key, p.${a}, p.${b} FROM essential AS q JOIN ${target.postings} AS p ON p.term = q.term${where}
      GROUP BY p.scope_key, p.${a}, p.${b}
      HAVING sum(${weight}) + (SELECT bound FROM spare) >= (SELECT some_terms FROM seed_floor)
        OR (count(*) = (SELECT count(*) FROM essential) AND sum(${weight}) + (SELECT bound FROM spare) >= (SELECT all_terms FROM seed_floor))),
    hits AS (
      ${pivotSql(target, scoring.terms, `${where} AND (SELECT some_terms FROM seed_floor) > 0 AND (p.scope_key, p.${a}, p.${b}) IN (SELECT d.scope_key, d.${a}, d.${b} FROM candidates AS d)`, filter)}
      UNION ALL
      ${pivotSql(target, scoring.terms, `${where} AND (SELECT some_terms FROM seed_floor) = 0`, filter)})`;
}
