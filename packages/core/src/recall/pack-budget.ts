/** Where the greedy packing put an item. */
export type PackPlace = "packed" | "budget" | "limit";

/**
 * The greedy packing rule, one item at a time, best first: an item is taken while its tokens fit
 * what is left of the budget (one that does not fit is left out, and smaller ones after it may still
 * fit); once `limit` are taken, the rest are left out for the limit.
 */
export class BudgetPacker {
  readonly #budgetTokens: number;
  readonly #limit: number;
  #taken = 0;
  #tokens = 0;

  constructor(budgetTokens: number, limit: number = Number.POSITIVE_INFINITY) {
    this.#budgetTokens = budgetTokens;
    this.#limit = limit;
  }

  /** Whether the page is full: every later item goes to the limit (its tokens need not be known). */
  get full(): boolean {
    return this.#taken >= this.#limit;
  }

  /** Tokens of the items taken so far. */
  get tokens(): number {
    return this.#tokens;
  }

  offer(item: { readonly tokens: number }): PackPlace {
    if (this.full) return "limit";
    if (this.#tokens + item.tokens > this.#budgetTokens) return "budget";
    this.#taken++;
    this.#tokens += item.tokens;
    return "packed";
  }
}

/** `BudgetPacker` over a whole list: what was taken, and what was left out for the budget and for the limit. */
export function packIntoBudget<T extends { readonly tokens: number }>(
  items: readonly T[],
  budgetTokens: number,
  limit: number = Number.POSITIVE_INFINITY,
): { packed: T[]; overBudget: T[]; overLimit: T[]; tokens: number } {
  const packer = new BudgetPacker(budgetTokens, limit);
  const lists: Record<PackPlace, T[]> = { packed: [], budget: [], limit: [] };
  for (const item of items) lists[packer.offer(item)].push(item);
  return { packed: lists.packed, overBudget: lists.budget, overLimit: lists.limit, tokens: packer.tokens };
}
