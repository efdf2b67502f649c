import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { termIdf } from "./bm25-scoring.js";
import type { BlockScoring } from "./block-scoring.js";
import { messageTermIndex, recordTermIndex } from "./term-index.js";
import type { TermIndex } from "./term-index.js";
import { documentFrequencies, termLists } from "./term-lists.js";
import type { TermList } from "./term-list.js";
import type { TermQuery } from "./term-query.js";

/** What scoring a query against an own term index needs, read once per search. */
export interface QueryScoring extends BlockScoring {
  /** The scored index's own row and token totals (and, with a trigger, its count of deleted rows). */
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
 * The BM25 inputs for `query` (core's docs/search-spec.md, section 4): one collection of every record and
 * every message event in the file, so N, the average length and each term's document count are the two
 * term indexes' totals and counts summed (a superset of the spec's collection, the documents visible in
 * the query's scope: the README says so), and idf is the spec's (Lucene's). Terms no row of `index`
 * holds add nothing to its rows' scores and make the phrase unmatchable there; only the others are
 * scored. Undefined when `index` holds no row.
 */
export function queryScoring(db: Database.Database, index: TermIndex, query: TermQuery, withDeletions = false): QueryScoring | undefined {
  const columns = withDeletions ? "docs, tokens, deletions" : "docs, tokens";
  const own = cachedStatement(db, `SELECT ${columns} FROM ${index.stats}`).get() as QueryScoring["totals"] | undefined;
  if (own === undefined || own.docs === 0) return undefined;
  const other = index === recordTermIndex ? messageTermIndex : recordTermIndex;
  const rest = cachedStatement(db, `SELECT docs, tokens FROM ${other.stats}`).get() as { docs: number; tokens: number } | undefined;
  const docs = own.docs + (rest?.docs ?? 0);
  const avgdl = (own.tokens + (rest?.tokens ?? 0)) / docs;
  // Every query term's blocks in one statement.
  const byTerm = new Map<string, TermList>();
  for (const list of termLists(db, index, [...new Set(query.phrases)])) if (list.df > 0) byTerm.set(list.term, list);
  const terms = [...byTerm.keys()];
  // The other index's counts of the same terms (from its blocks' headers and waiting rows, no postings read).
  const elsewhere = rest === undefined || rest.docs === 0 ? terms.map(() => 0) : documentFrequencies(db, other, terms);
  const idfOf = new Map<string, number>();
  terms.forEach((term, i) => idfOf.set(term, termIdf(docs, byTerm.get(term)!.df + elsewhere[i]!)));
  const phraseTerms = query.sequence === undefined ? [] : [...new Set(query.sequence)];
  const phraseMatchable = phraseTerms.length > 0 && phraseTerms.every((term) => byTerm.has(term));
  return {
    totals: own,
    byTerm,
    idfOf,
    phraseTerms,
    phraseMatchable,
    needle: query.sequence === undefined ? "" : ` ${query.sequence.join(" ")} `,
    lists: [...byTerm.values()],
    idf: [...idfOf.values()],
    // The query's terms in order (scores sum in that order), those no row holds left out.
    slots: Int32Array.from(query.phrases.map((phrase) => terms.indexOf(phrase)).filter((slot) => slot >= 0)),
    inSequence: terms.map((term) => phraseTerms.includes(term)),
    sequenceTerms: phraseMatchable ? phraseTerms.length : 0,
    avgdl,
  };
}
