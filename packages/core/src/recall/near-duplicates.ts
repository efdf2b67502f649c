import { tokenize } from "../store/text-tokens.js";
import { sharedIds, startWordIdWalk, wordIdNumbering, wordIdSet } from "./word-id-sets.js";

/** Two memories whose word sets overlap this much (shared / union) say the same thing. */
export const defaultDuplicateOverlap = 0.6;

/** Shared distinct words over all distinct words of both texts (Jaccard, on `tokenize` tokens); 0 when both are empty. */
export function wordOverlap(a: string, b: string): number {
  const left = new Set(tokenize(a));
  const right = new Set(tokenize(b));
  if (left.size === 0 && right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * Near-duplicate detection one item at a time, best first: `admit` says whether a text is new (and
 * remembers it) or near-duplicates one admitted before.
 */
export class NearDuplicateFilter {
  readonly #threshold: number;
  #kept: Int32Array[] = [];
  readonly #keptTexts: string[] = [];
  #numbering: number;
  /** Admitted texts with words: the same text again overlaps them fully (a pool often holds a turn several times). */
  readonly #texts = new Set<string>();

  constructor(threshold: number = defaultDuplicateOverlap) {
    this.#threshold = threshold;
    this.#numbering = startWordIdWalk();
  }

  admit(text: string): boolean {
    if (this.#threshold <= 1 && this.#texts.has(text)) return false;
    // Word sets as ascending word ids (word-id-sets.ts): the same sets, compared by merging.
    if (this.#numbering !== wordIdNumbering()) {
      // Another walk started the numbering over since this one began: its kept sets are read again.
      this.#numbering = wordIdNumbering();
      this.#kept = this.#keptTexts.map(wordIdSet);
    }
    const words = wordIdSet(text);
    const duplicate = this.#kept.some((other) => {
      if (words.length === 0 && other.length === 0) return false;
      // At best every word of the smaller set is shared: if even that misses the threshold, skip counting.
      const most = Math.min(words.length, other.length);
      if (most / (words.length + other.length - most) < this.#threshold) return false;
      const shared = sharedIds(words, other);
      return shared / (words.length + other.length - shared) >= this.#threshold;
    });
    if (!duplicate) {
      this.#kept.push(words);
      this.#keptTexts.push(text);
      if (words.length > 0) this.#texts.add(text);
    }
    return !duplicate;
  }
}

/**
 * Keeps the first of each group of near-duplicates: pass items best first, so the better one stays.
 * Returns the kept items and the dropped ones.
 */
export function removeNearDuplicates<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  threshold: number = defaultDuplicateOverlap,
): { kept: T[]; dropped: T[] } {
  const filter = new NearDuplicateFilter(threshold);
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const item of items) (filter.admit(textOf(item)) ? kept : dropped).push(item);
  return { kept, dropped };
}
