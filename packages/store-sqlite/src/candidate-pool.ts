/**
 * The rows a text search has scored, in growable typed arrays: a common-word query scores thousands of
 * rows, of which a page keeps a few hundred, so only the rows a round takes become objects.
 */
export class CandidatePool {
  #size = 0;
  #rid = new Float64Array(256);
  #score = new Float64Array(256);
  #best = new Float64Array(256);
  #phrase = new Uint8Array(256);

  get size(): number {
    return this.#size;
  }

  /** Empties the pool, keeping its arrays (a search reuses one pool: see message-top.ts). */
  reset(): void {
    this.#size = 0;
  }

  /** A copy of the scores pushed so far (for `kthLargest`, which reorders what it is given). */
  scores(): Float64Array {
    return this.#score.slice(0, this.#size);
  }

  push(rid: number, score: number, best: number, phrase: boolean): void {
    if (this.#size === this.#rid.length) this.#grow();
    const at = this.#size++;
    this.#rid[at] = rid;
    this.#score[at] = score;
    this.#best[at] = best;
    this.#phrase[at] = phrase ? 1 : 0;
  }

  /** Keeps only the rows with `score * factor >= bar` (in their order): the rows a page's floor already rules out go. */
  keepReaching(bar: number, factor = 1): void {
    let kept = 0;
    for (let at = 0; at < this.#size; at++) {
      if (this.#score[at]! * factor < bar) continue;
      this.#rid[kept] = this.#rid[at]!;
      this.#score[kept] = this.#score[at]!;
      this.#best[kept] = this.#best[at]!;
      this.#phrase[kept] = this.#phrase[at]!;
      kept += 1;
    }
    this.#size = kept;
  }

  /** The flag pushed with the row at `at` (what it means is the pool owner's: see message-top.ts and term-top.ts). */
  flagged(at: number): boolean {
    return this.#phrase[at] === 1;
  }

  /** Gives the row at `at` its final score and clears its flag. */
  settle(at: number, score: number): void {
    this.#score[at] = score;
    this.#phrase[at] = 0;
  }

  best(at: number): number {
    return this.#best[at]!;
  }

  rid(at: number): number {
    return this.#rid[at]!;
  }

  score(at: number): number {
    return this.#score[at]!;
  }

  /** The candidate at `at` as the object the page's evaluation takes. */
  candidate(at: number): { rid: number; score: number; best: number; phrase: boolean } {
    return { rid: this.#rid[at]!, score: this.#score[at]!, best: this.#best[at]!, phrase: this.#phrase[at] === 1 };
  }

  #grow(): void {
    const grown = (old: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> => {
      const next = new Float64Array(old.length * 2);
      next.set(old);
      return next;
    };
    this.#rid = grown(this.#rid);
    this.#score = grown(this.#score);
    this.#best = grown(this.#best);
    const phrase = new Uint8Array(this.#phrase.length * 2);
    phrase.set(this.#phrase);
    this.#phrase = phrase;
  }
}
