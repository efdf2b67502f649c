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
 * Keeps the first of each group of near-duplicates: pass items best first, so the better one stays.
 * Returns the kept items and the dropped ones.
 */
export function removeNearDuplicates<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  threshold: number = defaultDuplicateOverlap,
): { kept: T[]; dropped: T[] } {
  const kept: T[] = [];
  const keptTokens: Set<string>[] = [];
  const dropped: T[] = [];
  for (const item of items) {
    const tokens = new Set(tokenize(textOf(item)));
    const duplicate = keptTokens.some((other) => {
      if (tokens.size === 0 && other.size === 0) return false;
      let shared = 0;
      for (const word of tokens) if (other.has(word)) shared++;
      return shared / (tokens.size + other.size - shared) >= threshold;
    });
    if (duplicate) dropped.push(item);
    else {
      kept.push(item);
      keptTokens.push(tokens);
    }
  }
  return { kept, dropped };
}
