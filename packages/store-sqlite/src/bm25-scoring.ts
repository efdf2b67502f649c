import { bm25Idf, bm25TermScore } from "@engram/core/store-kit";

/**
 * BM25 as the search spec computes it (core's docs/search-spec.md, section 5): Lucene's idf through
 * `Math.log` and each term's part in core's operation order, so the own term indexes score with the
 * reference store's doubles. FTS5's `bm25()` differs (the Robertson–Spärck Jones idf floored at 1e-6,
 * each FTS5 table its own collection): only the FTS5 fallback (search-sql.ts) still ranks by it.
 */

/** One term's part of a row's score. */
export function termWeight(idf: number, tf: number, len: number, avgdl: number): number {
  return bm25TermScore(idf, tf, len, avgdl);
}

/** A term's idf over `docs` rows of which `df` hold it. */
export function termIdf(docs: number, df: number): number {
  return bm25Idf(docs, df);
}
