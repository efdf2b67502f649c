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
 * `pivotSql` for a search of exactly two terms: each posting's BM25 weight summed per document (`base`, and
 * `held`, how many of the two terms it holds) instead of each term's tf. Two weights add to the same double
 * in either order, and the weights are bm25Sql's (`weight`), so `base` is the double bm25Sql gives; the
 * grouping keeps three aggregates instead of five (two common words at 1,000,000 messages: decision 0250).
 */
export function summedPivotSql(
  target: PostingColumns,
  terms: readonly [string, string],
  idfs: readonly [number, number],
  weight: (idf: string, tf: string) => string,
  where: string,
  filter: SqlFilter,
): string {
  const [a, b] = target.keys;
  const idf = `CASE WHEN p.term = ${filter.bind(terms[0])}::text THEN ${filter.bind(idfs[0])}::float8 ELSE ${filter.bind(idfs[1])}::float8 END`;
  return `SELECT p.${a}, p.${b}, max(p.precedence) AS precedence, max(p.${target.time}) AS time_ms, sum(${weight(idf, "p.tf::float8")}) AS base, count(*) AS held
      FROM ${target.postings} AS p
      WHERE p.term = ANY(${filter.bind(terms)}::text[])${where}
      GROUP BY p.${a}, p.${b}`;
}
