import { bm25Parameters } from "@engram/core/store-kit";

/**
 * Impact bands: where a document's weight for one of its terms can be bounded without knowing the
 * idf or the average length, which change as the corpus grows.
 *
 * A term's BM25 weight in a document is idf·(k1+1) / (1 + k1(1-b)/tf + k1·b·(len/tf)/avgdl): it falls
 * as len/tf grows and rises with tf. So each (document, term) pair also gets a band lexeme in the
 * tsvector: the term, "~1." or "~m." (tf 1, or more), and the band of len/tf among `bandEdges`. A
 * document in band i has len/tf >= bandEdges[i], so its weight is at most the weight at that edge: with
 * tf 1 exactly that (the "~1." list), for more at most the limit as tf grows (the "~m." list). Most
 * postings have tf 1, so their bound is tight. The band lexemes' document counts are kept in
 * `term_stats` like the terms', so a search knows how many documents each band holds in its scopes.
 */
export const bandEdges: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 28, 32, 36, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 256, 320, 384, 512, 768, 1024,
  1536, 2048, 4096, 8192, 16384, 65536,
];

/** The band of a pair: the last edge e with e·tf <= len (integer arithmetic, the same in SQL). tf <= len, so at least band 0. */
export function bandOf(length: number, tf: number): number {
  let band = 0;
  while (band + 1 < bandEdges.length && bandEdges[band + 1]! * tf <= length) band++;
  return band;
}

/** Which of a term's two lists a pair is in: "1" when the term occurs once, "m" otherwise. */
export type BandList = "1" | "m";

/** The band lexeme of a term's list and band. No token holds "~", so none is a band lexeme. */
export const bandLexeme = (lexeme: string, list: BandList, band: number): string => `${lexeme}~${list}.${band}`;

/** The band lexeme of one (document, term) pair. */
export const pairBandLexeme = (lexeme: string, tf: number, length: number): string => bandLexeme(lexeme, tf === 1 ? "1" : "m", bandOf(length, tf));

/** Every band lexeme of a document from its length and term frequencies. */
export function documentBandLexemes(length: number, frequencies: Iterable<readonly [string, number]>): string[] {
  const lexemes: string[] = [];
  for (const [lexeme, tf] of frequencies) lexemes.push(pairBandLexeme(lexeme, tf, length));
  return lexemes;
}

/**
 * The same in SQL, for rows (alias `x` with doc_len and doc_tf) written before band lexemes existed:
 * a set of `lexeme` values (use in FROM with LATERAL).
 */
export function bandLexemesSql(alias: string): string {
  return `(SELECT p.term || '~' || CASE WHEN p.tf = 1 THEN '1' ELSE 'm' END || '.' ||
      ((SELECT count(*) FROM unnest('{${bandEdges.join(",")}}'::int[]) AS e(edge) WHERE e.edge::bigint * p.tf <= ${alias}.doc_len) - 1)::text AS lexeme
    FROM (SELECT key AS term, value::int AS tf FROM jsonb_each_text(${alias}.doc_tf)) AS p)`;
}

/** Scoring the bounds needs beside the band: the term's idf and the average length. */
export interface BandBound {
  readonly idf: number;
  readonly averageLength: number;
}

/** Rounding slack: the bound is computed by another expression than the weight and must never fall below one it covers. */
const slack = 1 + 1e-9;

/** The most a term can weigh in a document of band `band` of its list. */
export function bandBound(term: BandBound, list: BandList, band: number): number {
  const { k1, b } = bm25Parameters;
  const edge = bandEdges[band]!;
  const lengthPart = (k1 * b * edge) / term.averageLength;
  // tf 1 at len = edge is the band's largest weight; with tf >= 2 the weight only grows towards tf -> infinity.
  const value = list === "1" ? (term.idf * (k1 + 1)) / (1 + k1 * (1 - b) + lengthPart) : (term.idf * (k1 + 1)) / (1 + lengthPart);
  return value * slack;
}
