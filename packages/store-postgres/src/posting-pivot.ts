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
export function termColumnsSql(terms: readonly string[], filter: SqlFilter): string {
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
