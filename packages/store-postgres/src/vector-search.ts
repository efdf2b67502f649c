import type { SearchCandidate } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { recordCandidate, recordConditions, type SearchScope, type StoredDocument } from "./search-candidates.js";
import { SqlFilter } from "./sql-filter.js";
import type { Tables } from "./tables.js";
import type { VectorIndex } from "./vector-index.js";

/** Cosine similarity of the row's embedding and the query in SQL: core's dot product (in order) over the product of the norms; 0 for a zero vector. */
function cosineSql(query: string, queryNorm: string): string {
  return `CASE WHEN r.embedding_norm * ${queryNorm}::float8 = 0 THEN 0::float8
    ELSE (SELECT sum(u.a * u.b) FROM unnest(r.embedding, ${query}::float8[]) AS u(a, b)) / (${queryNorm}::float8 * r.embedding_norm) END`;
}

/**
 * The most a cosine similarity can be, with rounding. Only an embedding another program wrote gives more
 * (a norm that is not its elements', a NaN, which PostgreSQL sorts above every number, an infinity): such a
 * row would lead every vector search of its scope, and is left out instead.
 */
const cosineBound = 1 + 1e-9;

/**
 * The `limit` visible records nearest to `vector` by cosine similarity. With pgvector, the HNSW index
 * proposes them (the scope and filters inside the same query, iterative scans on where pgvector has
 * them, so a filtered page still fills) and their similarity is computed exactly from the stored
 * doubles; without it, every visible record of the vector's length is scored (exact).
 */
export async function vectorCandidates(
  tx: SqlExecutor,
  tables: Tables,
  index: VectorIndex,
  scope: SearchScope,
  vector: readonly number[],
  limit: number,
): Promise<(SearchCandidate<StoredDocument> & { vectorScore: number })[]> {
  if (scope.kinds.length === 0 || vector.length !== index.dimensions) return [];
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  const filter = new SqlFilter();
  const conditions = recordConditions(scope, filter);
  const query = filter.bind(vector);
  const queryNorm = filter.bind(norm);
  const select = `r.kind, r.id, r.body, r.precedence, r.updated_ms AS time_ms, ${cosineSql(query, queryNorm)} AS score`;
  let sql: string;
  if (index.pgvector !== undefined) {
    if (index.pgvector.iterativeScan) await tx.query("SET LOCAL hnsw.iterative_scan = relaxed_order");
    const literal = filter.bind(`[${vector.join(",")}]`);
    sql = `SELECT ${select} FROM ${tables.records} AS r WHERE ${conditions} AND r.embedding_v IS NOT NULL
      ORDER BY r.embedding_v ${index.pgvector.distance} ${literal}::${index.pgvector.type} LIMIT ${filter.bind(limit)}`;
  } else {
    sql = `SELECT * FROM (SELECT ${select} FROM ${tables.records} AS r WHERE ${conditions} AND array_length(r.embedding, 1) = ${filter.bind(vector.length)}) AS c
      WHERE score BETWEEN ${filter.bind(-cosineBound)}::float8 AND ${filter.bind(cosineBound)}::float8
      ORDER BY score DESC, precedence DESC, time_ms DESC, kind, id LIMIT ${filter.bind(limit)}`;
  }
  const rows = await tx.query<{ kind: string; id: string; body: string; precedence: number; time_ms: unknown; score: number | null }>(sql, filter.params);
  const scored: (SearchCandidate<StoredDocument> & { vectorScore: number })[] = [];
  for (const row of rows.rows) {
    const score = row.score;
    if (score !== null && Math.abs(score) <= cosineBound) scored.push({ ...recordCandidate({ ...row, score }), vectorScore: score });
  }
  return scored;
}
