/**
 * Freezes plain data and everything it holds (objects and arrays, walked without recursion so depth
 * cannot overflow the stack; a value met twice is frozen once). What a store keeps between searches is
 * frozen so that it can hand the same objects to a caller that only reads (`SearchQuery.shared`).
 */
export function freezeData<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    for (const key of Object.keys(next)) pending.push((next as Record<string, unknown>)[key]);
  }
  return value;
}
