/**
 * Greedy packing by score: items (best first) are taken while their tokens fit what is left of the
 * budget; one that does not fit is left out and smaller ones after it may still fit. At most `limit`
 * are taken; the rest are left out for the limit.
 */
export function packIntoBudget<T extends { readonly tokens: number }>(
  items: readonly T[],
  budgetTokens: number,
  limit: number = Number.POSITIVE_INFINITY,
): { packed: T[]; overBudget: T[]; overLimit: T[]; tokens: number } {
  const packed: T[] = [];
  const overBudget: T[] = [];
  const overLimit: T[] = [];
  let tokens = 0;
  for (const item of items) {
    if (packed.length >= limit) overLimit.push(item);
    else if (tokens + item.tokens <= budgetTokens) {
      packed.push(item);
      tokens += item.tokens;
    } else overBudget.push(item);
  }
  return { packed, overBudget, overLimit, tokens };
}
