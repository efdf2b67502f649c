import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { sqliteLn } from "./fts5-bm25.js";
import type { BlockScoring } from "./term-block-scores.js";
import type { TermIndex } from "./term-index.js";
import { termLists } from "./term-lists.js";
import type { TermList } from "./term-lists.js";
import type { TermQuery } from "./term-query.js";

/** What scoring a query against an own term index needs, read once per search. */
export interface QueryScoring extends BlockScoring {
  /** The index's row and token totals (and, with a trigger, its count of deleted rows). */
  readonly totals: { readonly docs: number; readonly tokens: number; readonly deletions?: number };
  /** The query's terms that some row holds, with their lists. */
  readonly byTerm: ReadonlyMap<string, TermList>;
  readonly idfOf: ReadonlyMap<string, number>;
  /** The phrase's distinct terms. */
  readonly phraseTerms: readonly string[];
  /** Whether some row can hold every phrase term (each is in some row). */
  readonly phraseMatchable: boolean;
  /** The phrase as it appears in a row's space-joined tokens, padded with spaces. */
  readonly needle: string;
}

/**
 * FTS5's bm25 inputs for `query` (fts5_aux.c, fts5Bm25Function): N and the average length from the
 * totals, each term's document count from its blocks, idf via SQLite's own `ln`. Terms no row holds
 * add nothing to any score (FTS5 adds a phrase's part only where tf > 0) and make the phrase
 * unmatchable; only the others are scored. Undefined for an empty index.
 */
export function queryScoring(db: Database.Database, index: TermIndex, query: TermQuery, withDeletions = false): QueryScoring | undefined {
  const columns = withDeletions ? "docs, tokens, deletions" : "docs, tokens";
  const totals = cachedStatement(db, `SELECT ${columns} FROM ${index.stats}`).get() as QueryScoring["totals"] | undefined;
  if (totals === undefined || totals.docs === 0) return undefined;
  const avgdl = totals.tokens / totals.docs;
  // Every query term's blocks in one statement.
  const byTerm = new Map<string, TermList>();
  for (const list of termLists(db, index, [...new Set(query.phrases)])) if (list.df > 0) byTerm.set(list.term, list);
  const idfOf = new Map<string, number>();
  for (const [term, list] of byTerm) {
    // fts5Bm25GetData: idf = log((nRow - nHit + 0.5) / (nHit + 0.5)), at least 1e-6.
    const value = sqliteLn(db, (totals.docs - list.df + 0.5) / (list.df + 0.5));
    idfOf.set(term, value <= 0 ? 1e-6 : value);
  }
  const phraseTerms = query.sequence === undefined ? [] : [...new Set(query.sequence)];
  const phraseMatchable = phraseTerms.length > 0 && phraseTerms.every((term) => byTerm.has(term));
  const terms = [...byTerm.keys()];
  return {
    totals,
    byTerm,
    idfOf,
    phraseTerms,
    phraseMatchable,
    needle: query.sequence === undefined ? "" : ` ${query.sequence.join(" ")} `,
    lists: [...byTerm.values()],
    idf: [...idfOf.values()],
    // The phrases in the query's order (bm25 sums in that order), those no row holds left out.
    slots: Int32Array.from(query.phrases.map((phrase) => terms.indexOf(phrase)).filter((slot) => slot >= 0)),
    inSequence: terms.map((term) => phraseTerms.includes(term)),
    sequenceTerms: phraseMatchable ? phraseTerms.length : 0,
    avgdl,
  };
}
