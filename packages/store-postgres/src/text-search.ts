import { bm25Idf, bm25Parameters, phraseBoost } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import type { SqlFilter } from "./sql-filter.js";
import { toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { anyTermQuery, type TextQuery } from "./text-document.js";
import { scopeCountsSql, termFrequenciesSql } from "./text-stats.js";

/** What a text search scores with: the query's terms that some document holds, their idf, and avgdl. */
export interface TextScoring {
  readonly terms: string[];
  readonly idfs: number[];
  /** Each term's document frequency in the collection. */
  readonly frequencies: number[];
  readonly averageLength: number;
  readonly phrase: string | undefined;
}

/**
 * Reads the text statistics of the collection (search spec, section 4: the documents visible in the
 * query's scope, whose labels are `labels`, summed over their shards) and computes what core's
 * reference index would: Lucene's idf over those documents (records of every kind and messages alike),
 * the average length, `|| 1` for an empty collection. Terms no document holds are dropped (they add
 * nothing). Undefined when nothing can match.
 */
export async function textScoring(tx: SqlExecutor, tables: Tables, query: TextQuery, labels: readonly string[]): Promise<TextScoring | undefined> {
  const stats = await tx.query<{ docs: unknown; tokens: unknown; frequencies: [string, number][] | null }>(
    `SELECT s.docs, s.tokens,
       (SELECT json_agg(json_build_array(t.term, t.df)) FROM (${termFrequenciesSql(tables, "$1::text[]", "$2::text[]")}) AS t) AS frequencies
     FROM (${scopeCountsSql(tables, "$2::text[]")}) AS s`,
    [query.terms, labels],
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
    frequencies: terms.map((term) => frequency.get(term)!),
    averageLength: toNumber(row?.tokens ?? 0) / documents || 1,
    // A phrase needs every query token in one document: with one that no document holds, none has it.
    phrase: terms.length === query.terms.length ? query.phrase : undefined,
  };
}

/**
 * A term's frequency in the row's doc_tf (alias `r`) as a float8, NULL when it lacks the term. The store writes
 * whole numbers there; another program's row may hold text, or a number too large for a float8, which a cast
 * would turn into an error failing the whole search: such a value counts as an absent term. A JSON number of
 * fewer than 16 characters always casts. (A type check and a length cost about half what a pattern match does
 * per row and term, measured on 300,000 rows.)
 */
function storedTfSql(term: string): string {
  return `(CASE WHEN jsonb_typeof(r.doc_tf -> ${term}::text) = 'number' AND length(r.doc_tf ->> ${term}::text) < 16 THEN (r.doc_tf ->> ${term}::text)::float8 END)`;
}

/**
 * The BM25 of a row (its doc_len and doc_tf, on alias `r`, unless `tfOf` and `length` say where a term's
 * frequency as a float8 (NULL when absent) and the length are) in SQL: the query's terms unrolled in their
 * order, each `coalesce((idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / avgdl)), 0)` added to
 * a sum that starts at 0, as core's reference index adds them (a term the row lacks adds nothing), so
 * the double is the reference's. Binds its values through `filter`.
 */
export function bm25Sql(
  scoring: TextScoring,
  filter: SqlFilter,
  tfOf: (term: string, i: number) => string = (term) => storedTfSql(filter.bind(term)),
  length = "r.doc_len",
): string {
  const weight = bm25WeightSql(scoring, filter, length);
  let sum = "0::float8";
  scoring.terms.forEach((term, i) => {
    sum = `(${sum} + coalesce(${weight(filter.bind(scoring.idfs[i]), tfOf(term, i))}, 0))`;
  });
  return sum;
}

/**
 * One term's BM25 weight in SQL, as `bm25Sql` adds it: `weight(idf, tf)` for SQL expressions of the idf and of
 * the tf as a float8, with the length `length`. Every weight the store sums is this expression, so its
 * doubles are the reference's.
 */
export function bm25WeightSql(scoring: TextScoring, filter: SqlFilter, length: string): (idf: string, tf: string) => string {
  const { k1, b } = bm25Parameters;
  const k = filter.bind(k1);
  const kPlusOne = filter.bind(k1 + 1);
  const bp = filter.bind(b);
  const average = filter.bind(scoring.averageLength);
  const norm = `(${k}::float8 * (1 - ${bp}::float8 + (${bp}::float8 * ${length}) / ${average}::float8))`;
  // The divisor is positive for every row the store writes; a zero from another program's counts is refused by searchStore.
  return (idf, tf) => `((${idf}::float8 * ${tf} * ${kPlusOne}::float8) / (${tf} + ${norm}))`;
}

/** Where the rows ranked by text live, and how they are told apart and ordered on ties. */
export interface TextTable {
  readonly table: string;
  /** The columns that identify a row (its primary key). */
  readonly keys: readonly [string, string];
  /** Its time column (epoch ms), the tie-break after scope precedence. */
  readonly time: string;
  /** The last tie-break, in the order core's candidate keys sort (`prefix` is the row alias with a dot). */
  readonly tieOrder: (prefix: string) => string;
  /** Whether the second key compares as a number (a message's seq) rather than in code point order. */
  readonly numericSecondKey: boolean;
}

/**
 * The `limit` best rows of `table` by BM25 among those matching `where` (conditions on alias `r`),
 * with their JSON bodies, best first and ties as core breaks them. The GIN index finds the rows holding
 * a query term in one of the visible scopes (both in the index: no other tenant's row is read); each
 * is scored in SQL; only rows that the phrase boost could still lift into the page
 * (their score times the boost reaches the page's lowest score without it) are looked at for the
 * phrase, and only the page's rows are read whole.
 */
export function textTopSql(spec: TextTable, where: string, labels: readonly string[], scoring: TextScoring, limit: number, filter: SqlFilter): string {
  const [a, b] = spec.keys;
  const base = bm25Sql(scoring, filter);
  const match = `r.doc_tsv @@ ${filter.bind(anyTermQuery(scoring.terms, labels))}::tsquery`;
  const page = filter.bind(limit);
  const ties = (prefix: string) => `score DESC, ${prefix}precedence DESC, ${prefix}time_ms DESC, ${spec.tieOrder(prefix)}`;
  let ranked = "SELECT c.*, c.base AS score FROM c WHERE c.base > 0";
  let phraseColumn = "";
  if (scoring.phrase !== undefined) {
    const boost = filter.bind(phraseBoost);
    const phrase = filter.bind(scoring.phrase);
    const floor = `(SELECT coalesce(min(top.base), 0) FROM (SELECT c.base FROM c WHERE c.base > 0 ORDER BY c.base DESC LIMIT ${page}) AS top)`;
    // Only a row holding every query term can hold the phrase; it is read again (by its ctid) only if the boost could lift it into the page.
    phraseColumn = `, r.doc_tf ?& ${filter.bind(scoring.terms)}::text[] AS all_terms`;
    ranked = `SELECT c.*, c.base AS score FROM c WHERE c.base > 0 AND NOT c.all_terms
      UNION ALL
      SELECT c.*, CASE WHEN strpos(' ' || r.doc_tokens || ' ', ${phrase}::text) > 0 THEN c.base * ${boost}::float8 ELSE c.base END AS score
      FROM c JOIN ${spec.table} AS r ON r.ctid = c.row_id
      WHERE c.base > 0 AND c.all_terms AND c.base * ${boost}::float8 >= ${floor}`;
  }
  return `WITH c AS MATERIALIZED (
      SELECT r.ctid AS row_id, r.${a}, r.${b}, r.precedence, r.${spec.time} AS time_ms, ${base} AS base${phraseColumn} FROM ${spec.table} AS r WHERE ${where} AND ${match}),
    ranked AS (${ranked}),
    page AS (SELECT * FROM ranked ORDER BY ${ties("")} LIMIT ${page})
    SELECT page.${a}, page.${b}, page.precedence, page.time_ms, page.score, r.body
    FROM page JOIN ${spec.table} AS r ON r.ctid = page.row_id
    ORDER BY ${ties("page.").replace("score DESC", "page.score DESC")}`;
}
