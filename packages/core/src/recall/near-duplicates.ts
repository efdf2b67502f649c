import { tokenize } from "../store/text-tokens.js";

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
  readonly #kept: ReadonlySet<string>[] = [];
  /** Admitted texts with words: the same text again overlaps them fully (a pool often holds a turn several times). */
  readonly #texts = new Set<string>();

  constructor(threshold: number = defaultDuplicateOverlap) {
    this.#threshold = threshold;
  }

  admit(text: string): boolean {
    if (this.#threshold <= 1 && this.#texts.has(text)) return false;
    const tokens = wordSet(text);
    const duplicate = this.#kept.some((other) => {
      if (tokens.size === 0 && other.size === 0) return false;
      // At best every word of the smaller set is shared: if even that misses the threshold, skip counting.
      const most = Math.min(tokens.size, other.size);
      if (most / (tokens.size + other.size - most) < this.#threshold) return false;
      const [small, large] = tokens.size <= other.size ? [tokens, other] : [other, tokens];
      let shared = 0;
      for (const word of small) if (large.has(word)) shared++;
      return shared / (tokens.size + other.size - shared) >= this.#threshold;
    });
    if (!duplicate) {
      this.#kept.push(tokens);
      if (tokens.size > 0) this.#texts.add(text);
    }
    return !duplicate;
  }
}

/** Word sets of recently compared texts: recall compares the same archived turns call after call. */
const wordSets = new Map<string, ReadonlySet<string>>();
const wordSetCacheSize = 2_048;
const wordSetCacheMaxChars = 4_096;

function wordSet(text: string): ReadonlySet<string> {
  const known = wordSets.get(text);
  if (known) return known;
  const words = new Set(tokenize(text));
  if (text.length <= wordSetCacheMaxChars) {
    if (wordSets.size >= wordSetCacheSize) wordSets.delete(wordSets.keys().next().value!);
    wordSets.set(text, words);
  }
  return words;
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
