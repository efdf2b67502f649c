/**
 * The `k`-th largest of the scores offered so far (-Infinity until `k` were offered): a min-heap of the
 * best `k`. A top-k search offers a number no larger than each kept candidate's final score; a row that
 * scores below the floor then scores below the page's last score and cannot enter it (nor tie with it).
 */
export class ScoreFloor {
  readonly #k: number;
  readonly #heap: Float64Array;
  #size = 0;

  constructor(k: number) {
    this.#k = Math.max(0, Math.floor(k));
    this.#heap = new Float64Array(this.#k);
  }

  get value(): number {
    return this.#k > 0 && this.#size === this.#k ? this.#heap[0]! : Number.NEGATIVE_INFINITY;
  }

  offer(score: number): void {
    const heap = this.#heap;
    if (this.#size < this.#k) {
      // Sift up.
      let at = this.#size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent]! <= score) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = score;
      return;
    }
    if (this.#k === 0 || score <= heap[0]!) return;
    // Replace the smallest and sift down.
    const size = this.#size;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && heap[right]! < heap[left]! ? right : left;
      if (heap[child]! >= score) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = score;
  }
}
