/** A memoized function of a string, see `recentMemo`. */
export interface RecentMemo<T> {
  (input: string): T;
  /** Forgets every kept result. */
  clear(): void;
}

/**
 * `compute` with its results for recently seen inputs kept: at most `max` of them, the oldest dropped
 * first; an input longer than `maxChars` is computed every time, so the memo stays small. For pure
 * functions whose results are never undefined: recall and archiving meet the same texts (memories,
 * times, turns) call after call.
 */
export function recentMemo<T>(compute: (input: string) => T, max: number, maxChars = Number.POSITIVE_INFINITY): RecentMemo<T> {
  const kept = new Map<string, T>();
  const memo = ((input: string): T => {
    const known = kept.get(input);
    if (known !== undefined) return known;
    const value = compute(input);
    if (input.length <= maxChars) {
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(input, value);
    }
    return value;
  }) as RecentMemo<T>;
  memo.clear = () => kept.clear();
  return memo;
}
