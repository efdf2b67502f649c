import type { ConsolidationWorkingSet } from "./working-set.js";

/** `key`, or `key-2`, `key-3`... : the first not used by another current entry of the set. */
export function uniqueKey(set: ConsolidationWorkingSet, key: string, id: string): string {
  const taken = new Set(
    set
      .current()
      .filter((entry) => entry.id !== id)
      .map((entry) => entry.key),
  );
  if (!taken.has(key)) return key;
  for (let n = 2; ; n += 1) {
    const next = `${key.slice(0, 190)}-${n}`;
    if (!taken.has(next)) return next;
  }
}
