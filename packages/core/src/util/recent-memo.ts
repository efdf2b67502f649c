import { BoundedCache } from "./bounded-cache.js";

/** A memoized function of a string, see `recentMemo`. */
export interface RecentMemo<T> {
  (input: string): T;
  /** Forgets every kept result. */
  clear(): void;
}

/**
 * `compute` with its results for recently used inputs kept in a `BoundedCache`: at most `max` of them,
 * the least recently used dropped first; an input longer than `maxChars` is computed every time, so the
 * memo stays small. For pure functions whose results are never undefined: recall and archiving meet
 * the same texts (memories, times, turns) call after call.
 */
export function recentMemo<T>(compute: (input: string) => T, max: number, maxChars = Number.POSITIVE_INFINITY): RecentMemo<T> {
  const kept = new BoundedCache<string, T>({ maxEntries: max });
  const memo = ((input: string): T => {
    const known = kept.get(input);
    if (known !== undefined) return known;
    const value = compute(input);
    if (input.length <= maxChars) kept.set(input, value);
    return value;
  }) as RecentMemo<T>;
  memo.clear = () => kept.clear();
  return memo;
}
