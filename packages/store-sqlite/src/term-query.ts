import { BoundedCache } from "@engram/core/store-kit";
import type Database from "better-sqlite3";
import { maxTerms, queryTerms, textTokens } from "./fts-query.js";
import { ftsTokens } from "./fts-tokens.js";

/** A query as FTS5 evaluates `ftsQuery(text)`, in the term index's tokens. */
export interface TermQuery {
  /** The term of each `anyTerm` phrase, in its order (FTS5 sums bm25 over the phrases in this order). */
  readonly phrases: readonly string[];
  /** The tokens of the whole-sequence phrase; undefined for a single token (no phrase boost). */
  readonly sequence: readonly string[] | undefined;
}

/** The queries answered last on each connection: a search asks for its query twice (search.ts decides its path with it first). */
const recentQueries = new WeakMap<Database.Database, BoundedCache<string, { readonly query: TermQuery | undefined }>>();

/**
 * `text`'s terms folded as FTS5 folds them, or undefined when a query token is not exactly one FTS5
 * token (then FTS5 would read it as a multi-token phrase, and only FTS5 itself gives the exact answer).
 */
export function termQuery(db: Database.Database, text: string): TermQuery | undefined {
  let recent = recentQueries.get(db);
  if (recent === undefined) recentQueries.set(db, (recent = new BoundedCache({ maxEntries: 8, order: "insertion" })));
  let answer = recent.get(text);
  if (answer === undefined) {
    answer = { query: foldedQuery(db, text) };
    recent.set(text, answer);
  }
  return answer.query;
}

function foldedQuery(db: Database.Database, text: string): TermQuery | undefined {
  const tokens = textTokens(text);
  if (tokens.length === 0) return undefined;
  const folded = new Map<string, string>();
  for (const token of new Set([...queryTerms(text), ...tokens.slice(0, maxTerms)])) {
    const fts = ftsTokens(db, token);
    if (fts.length !== 1) return undefined;
    folded.set(token, fts[0]!);
  }
  const fold = (token: string): string => folded.get(token)!;
  return {
    phrases: queryTerms(text).map(fold),
    sequence: tokens.length < 2 ? undefined : tokens.slice(0, maxTerms).map(fold),
  };
}
