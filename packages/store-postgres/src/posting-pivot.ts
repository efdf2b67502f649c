import type { SqlFilter } from "./sql-filter.js";

/** A postings table (postings.ts) and the columns a pivot reads from it. */
export interface PostingColumns {
  readonly postings: string;
  /** The two key columns, in the order core breaks the last ties by. */
  readonly keys: readonly [string, string];
  /** The time column (the tie-break after precedence). */
  readonly time: string;
}

/** One column per query term (alias `p`): the document's tf of term i as `tf${i}`, NULL when it lacks it. */
function termColumnsSql(terms: readonly string[], filter: SqlFilter): string {
  return terms.map((term, i) => `max(p.tf) FILTER (WHERE p.term = ${filter.bind(term)}::text) AS tf${i}`).join(", ");
}

/**
 * One row per document holding a query term: its keys, precedence, time, length and each term's tf,
 * from its postings (alias `p`) in the ranges `WHERE p.term = ANY(terms)` plus `where` (the visible
 * scopes and the caller's conditions, bound, starting with " AND").
 */
export function pivotSql(target: PostingColumns, terms: readonly string[], where: string, filter: SqlFilter): string {
  const [a, b] = target.keys;
  return `SELECT p.${a}, p.${b}, max(p.precedence) AS precedence, max(p.${target.time}) AS time_ms, max(p.doc_len) AS doc_len,
        ${termColumnsSql(terms, filter)}
      FROM ${target.postings} AS p
      WHERE p.term = ANY(${filter.bind(terms)}::text[])${where}
      GROUP BY p.${a}, p.${b}`;
}

/**
 * The rows of a two-term search's documents (keys, precedence, time, `base` and `held`) for `terms` and their
 * `idfs`, each posting weighed by `weight(idf, tf)`, in the ranges `WHERE p.term = …` plus `where`.
 */
export type PairPivotSql = (
  target: PostingColumns,
  terms: readonly [string, string],
  idfs: readonly [number, number],
  weight: (idf: string, tf: string) => string,
  where: string,
  filter: SqlFilter,
) => string;

/**
 * `pivotSql` for a search of exactly two terms: each posting's BM25 weight summed per document (`base`, and
 * `held`, how many of the two terms it holds) instead of each term's tf. Two weights add to the same double
 * in either order, and the weights are bm25Sql's (`weight`), so `base` is the double bm25Sql gives; the
 * grouping keeps three aggregates instead of five (two common words at 1,000,000 messages: decision 0250).
 */
export const summedPivotSql: PairPivotSql = (target, terms, idfs, weight, where, filter) => {
  const [a, b] = target.keys;
  const idf = `CASE WHEN p.term = ${filter.bind(terms[0])}::text THEN ${filter.bind(idfs[0])}::float8 ELSE ${filter.bind(idfs[1])}::float8 END`;
  return `SELECT p.${a}, p.${b}, max(p.precedence) AS precedence, max(p.${target.time}) AS time_ms, sum(${weight(idf, "p.tf::float8")}) AS base, count(*) AS held
      FROM ${target.postings} AS p
      WHERE p.term = ANY(${filter.bind(terms)}::text[])${where}
      GROUP BY p.${a}, p.${b}`;
};

/**
 * `summedPivotSql`'s rows by another plan: the two terms' postings joined on the document's keys (a FULL JOIN, so
 * a document holding one term has its row), each posting's weight computed once on its side and the two added.
 * `w0 + w1` is the double the grouping's `sum` gives (two doubles add alike in either order; `w + 0` is `w`).
 * Hashing one term's postings and probing with the other's skips the grouping's per-posting aggregates: at
 * 1,000,000 messages "src ts" took 9-9.5 ms this way against 12-15 ms grouped (decision 0254). Run with sorts
 * discouraged (`postingTopSettings`): planned alone, PostgreSQL sorted both sides for a merge join.
 */
export const joinedPairSql: PairPivotSql = (target, terms, idfs, weight, where, filter) => {
  const [a, b] = target.keys;
  const side = (i: 0 | 1) =>
    `SELECT p.${a}, p.${b}, p.precedence, p.${target.time} AS time_ms, ${weight(filter.bind(idfs[i]), "p.tf::float8")} AS w
        FROM ${target.postings} AS p WHERE p.term = ${filter.bind(terms[i])}::text${where}`;
  return `SELECT coalesce(x.${a}, y.${a}) AS ${a}, coalesce(x.${b}, y.${b}) AS ${b}, greatest(x.precedence, y.precedence) AS precedence,
        greatest(x.time_ms, y.time_ms) AS time_ms, coalesce(x.w, 0) + coalesce(y.w, 0) AS base, (x.${a} IS NOT NULL)::int + (y.${a} IS NOT NULL)::int AS held
      FROM (${side(0)}) AS x FULL JOIN (${side(1)}) AS y ON x.${a} = y.${a} AND x.${b} = y.${b}`;
};
