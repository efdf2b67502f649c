/**
 * The arrays a `CompactTextIndex` search scores in, kept between searches (a map per search was most of a
 * search's time) and grown to what searches need, never past one slot per document:
 *
 * - `sums` and `heldTerms`: each document's score sum and how many of the query's terms it holds (0: not
 *   scored), one per document, zero wherever no search is under way;
 * - `scored`: the documents in the order first scored;
 * - `heldDocs` and `heldTfs`: one term's live postings in the accepted groups (document and count).
 *
 * The last three grow at least twofold: a year's commonest query words fill a fifth to a half of them,
 * where they used to be as long as the documents from the first search on.
 */
export class SearchScratch {
  sums = new Float64Array(0);
  heldTerms = new Uint16Array(0);
  scored: Uint32Array = new Uint32Array(0);
  heldDocs = new Uint32Array(0);
  heldTfs = new Uint32Array(0);

  /** Makes `sums` and `heldTerms` hold `documents`. */
  fit(documents: number): void {
    if (this.sums.length >= documents) return;
    this.sums = new Float64Array(Math.max(documents, this.sums.length * 2));
    this.heldTerms = new Uint16Array(this.sums.length);
  }

  /** Makes `heldDocs` and `heldTfs` hold a term of up to `postings` postings among `documents`. */
  room(postings: number, documents: number): void {
    if (this.heldDocs.length >= Math.min(postings, documents)) return;
    const length = grown(this.heldDocs.length, postings, documents);
    this.heldDocs = new Uint32Array(length);
    this.heldTfs = new Uint32Array(length);
  }

  /** `scored` with room for one more than its first `count`, which it keeps. */
  moreScored(count: number, documents: number): Uint32Array {
    const scored = new Uint32Array(grown(this.scored.length, count + 1, documents));
    scored.set(this.scored.subarray(0, count));
    this.scored = scored;
    return scored;
  }
}

function grown(length: number, needed: number, documents: number): number {
  return Math.min(documents, Math.max(needed, length * 2, 1024));
}
