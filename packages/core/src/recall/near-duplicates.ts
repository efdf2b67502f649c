import { tokenize } from "../text/text-tokens.js";
import { markIds, markedCount, startWordIdWalk, wordIdNumbering, wordIdSet } from "./word-id-sets.js";

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
  /** t / (1 + t): shared / (all - shared) >= t exactly when shared >= all × t / (1 + t). */
  readonly #sharedPerWord: number;
  /** Admitted word sets by size: only sizes whose overlap with the new set can reach the threshold are read. */
  #bySize: Int32Array[][] = [];
  readonly #keptTexts: string[] = [];
  #numbering: number;
  /** Admitted texts with words: the same text again overlaps them fully (a pool often holds a turn several times). */
  readonly #texts = new Set<string>();

  constructor(threshold: number = defaultDuplicateOverlap) {
    this.#threshold = threshold;
    this.#sharedPerWord = threshold / (1 + threshold);
    this.#numbering = startWordIdWalk();
  }

  admit(text: string): boolean {
    if (this.#threshold <= 1 && this.#texts.has(text)) return false;
    // Word sets as ascending word ids (word-id-sets.ts).
    if (this.#numbering !== wordIdNumbering()) {
      // Another walk started the numbering over since this one began: its kept sets are read again.
      this.#numbering = wordIdNumbering();
      this.#bySize = [];
      for (const kept of this.#keptTexts) this.#keep(wordIdSet(kept));
    }
    const words = wordIdSet(text);
    const duplicate = this.#duplicates(words);
    if (!duplicate) {
      this.#keep(words);
      this.#keptTexts.push(text);
      if (words.length > 0) this.#texts.add(text);
    }
    return !duplicate;
  }

  #keep(words: Int32Array): void {
    (this.#bySize[words.length] ??= []).push(words);
  }

  /**
   * Whether an admitted set overlaps `words` at the threshold. Two sets overlap at most min / max of
   * their sizes, so only sizes from t × n to n / t are read (the range kept a hair wide, so no duplicate
   * is skipped). The new set's words are marked once; each admitted set's shared words are then counted
   * by lookup, stopping as soon as too many have missed for the overlap to reach the threshold.
   */
  #duplicates(words: Int32Array): boolean {
    const size = words.length;
    const threshold = this.#threshold;
    const smallest = threshold > 0 ? Math.max(size === 0 ? 0 : 1, Math.ceil(threshold * size - 1e-9)) : 0;
    const largest = threshold > 0 ? Math.min(this.#bySize.length - 1, Math.floor(size / threshold + 1e-9)) : this.#bySize.length - 1;
    const mark = markIds(words);
    for (let other = smallest; other <= largest; other++) {
      const sets = this.#bySize[other];
      if (sets === undefined) continue;
      const all = size + other;
      if (all === 0) continue;
      // The fewest shared words that can reach the threshold, kept a hair low so that it never skips a duplicate.
      const least = Math.max(0, Math.ceil(all * this.#sharedPerWord - 1e-9));
      for (const set of sets) {
        const shared = markedCount(set, mark, least);
        if (shared >= 0 && shared / (all - shared) >= threshold) return true;
      }
    }
    return false;
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
