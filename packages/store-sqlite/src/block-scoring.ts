import type { TermList } from "./term-list.js";

/** What scoring a query's rows needs: its terms' lists and idfs, and the phrase's terms among them. */
export interface BlockScoring {
  /** The query's distinct terms that some row holds. */
  readonly lists: readonly TermList[];
  /** Each list's idf (same index). */
  readonly idf: readonly number[];
  /** The query's phrases in order, as indexes into `lists` (a term the query repeats appears again). */
  readonly slots: Int32Array;
  /** Whether each list's term is one of the phrase's terms. */
  readonly inSequence: readonly boolean[];
  /** How many distinct terms the phrase has; 0 when no row can hold them all. */
  readonly sequenceTerms: number;
  readonly avgdl: number;
}
