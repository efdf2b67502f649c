import { bm25Idf, bm25Parameters, phraseBoost } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import type { SqlFilter } from "./sql-filter.js";
import { toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { anyTermQuery, type TextQuery } from "./text-document.js";

/** What a text search scores with: the query's terms that some document holds, their idf, and avgdl. */
export interface TextScoring {
  readonly terms: string[];
  readonly idfs: number[];
  readonly averageLength: number;
  readonly phrase: string | undefined;
}

/**
 * Reads the text statistics (summed over their shards) and computes what core's reference index
 * would: Lucene's idf over every indexed document (records of every kind and messages alike), the
 * average length, `|| 1` for an empty index. Terms no document holds are dropped (they add nothing).
 * Undefined when nothing can match.
 */
export async function textScoring(tx: SqlExecutor, tables: Tables, query: TextQuery): Promise<TextScoring | undefined> {
  const stats = await tx.query<{ docs: unknown; tokens: unknown; frequencies: [string, number][] | null }>(
    `SELECT (SELECT sum(docs) FROM ${tables.textStats})::float8 AS docs, (SELECT sum(tokens) FROM ${tables.textStats})::float8 AS tokens,
       (SELECT json_agg(json_build_array(term, df)) FROM
         (SELECT term, sum(df)::float8 AS df FROM ${tables.termStats} WHERE term = ANY($1::text[]) GROUP BY term) AS t) AS frequencies`,
    [query.terms],
  );
  const row = stats.rows[0];
  const documents = toNumber(row?.docs ?? 0);
  if (!(documents > 0)) return undefined;
  const frequency = new Map((row?.frequencies ?? []).map(([term, df]) => [term, toNumber(df)]));
  const terms = query.terms.filter((term) => (frequency.get(term) ?? 0) > 0);
  if (terms.length === 0) return undefined;
  return {
    terms,
    idfs: terms.map((term) => bm25Idf(documents, frequency.get(term)!)),
    averageLength: toNumber(row?.tokens ?? 0) / documents || 1,
    phrase: query.phrase,
  };
}

/**
 * The BM25 of a row (columns doc_len, doc_tf, doc_tokens of `alias`) in SQL, summed over the query's
 * terms in their order with core's formula and operation order, times `phraseBoost` when the row holds
 * the query's whole token sequence. Binds its values through `filter`.
 */
export function bm25Sql(alias: string, scoring: TextScoring, filter: SqlFilter): string {
  const { k1, b } = bm25Parameters;
  const terms = filter.bind(scoring.terms);
  const idfs = filter.bind(scoring.idfs);
  const average = filter.bind(scoring.averageLength);
  const k = filter.bind(k1);
  const bp = filter.bind(b);
  const sum = `(SELECT sum((s.idf * s.tf * (${k}::float8 + 1)) / (s.tf + ${k}::float8 * (1 - ${bp}::float8 + (${bp}::float8 * ${alias}.doc_len) / ${average}::float8)))
    FROM (SELECT u.idf, (${alias}.doc_tf ->> u.term)::float8 AS tf FROM unnest(${terms}::text[], ${idfs}::float8[]) WITH ORDINALITY AS u(term, idf, n) ORDER BY u.n) AS s
    WHERE s.tf IS NOT NULL)`;
  if (scoring.phrase === undefined) return sum;
  return `${sum} * CASE WHEN strpos(' ' || ${alias}.doc_tokens || ' ', ${filter.bind(scoring.phrase)}) > 0 THEN ${filter.bind(phraseBoost)}::float8 ELSE 1 END`;
}

/** The GIN condition: the row's tsvector holds one of the terms (or is an oversize document's). */
export function matchSql(alias: string, scoring: TextScoring, filter: SqlFilter): string {
  return `${alias}.doc_tsv @@ ${filter.bind(anyTermQuery(scoring.terms))}::tsquery`;
}
