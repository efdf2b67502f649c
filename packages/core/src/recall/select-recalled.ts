import { NearDuplicateFilter } from "./near-duplicates.js";
import { BudgetPacker } from "./pack-budget.js";

export interface SelectOptions<D, T> {
  /** The text near-duplicates are judged on. */
  readonly textOf: (draft: D) => string;
  /** The item a kept draft becomes (its tokens counted). */
  readonly toItem: (draft: D) => T;
  readonly budgetTokens: number;
  readonly limit: number;
  readonly duplicateOverlap: number;
  /** How many left-out items the caller shows: the walk goes on until it has them. */
  readonly leftOutShown: number;
  /** A shorter form of a draft, offered in its place when the draft does not fit the budget (a selected whole turn's excerpt). */
  readonly fallbackOf?: (draft: D) => D | undefined;
}

export interface Selection<T> {
  readonly packed: T[];
  /** Left out, best first: for the budget, then for the limit (only as many as `leftOutShown` needs). */
  readonly leftOut: Array<T & { readonly reason: "budget" | "limit" }>;
}

/**
 * Recall's choice, drafts best first: a near-duplicate of a better draft is dropped; the rest are
 * taken while their tokens fit what is left of the budget (a smaller one after a misfit may still
 * fit), at most `limit`. The same result as deduplicating, counting and packing every draft, but the
 * walk stops once the page is full and the shown left-outs are known, so only those drafts are
 * compared and tokenized (a recall pool holds hundreds; a page, twenty).
 */
export function selectRecalled<D, T extends { readonly tokens: number }>(drafts: readonly D[], options: SelectOptions<D, T>): Selection<T> {
  const filter = new NearDuplicateFilter(options.duplicateOverlap);
  const packer = new BudgetPacker(options.budgetTokens, options.limit);
  const packed: T[] = [];
  const leftOut: Array<T & { readonly reason: "budget" | "limit" }> = [];
  for (const draft of drafts) {
    if (packer.full && leftOut.length >= options.leftOutShown) break;
    if (!filter.admit(options.textOf(draft))) continue;
    let item = options.toItem(draft);
    let place = packer.offer(item);
    const shorter = place === "budget" ? options.fallbackOf?.(draft) : undefined;
    if (shorter !== undefined) {
      const smaller = options.toItem(shorter);
      if (packer.offer(smaller) === "packed") [item, place] = [smaller, "packed"];
    }
    if (place === "packed") packed.push(item);
    else if (leftOut.length < options.leftOutShown) leftOut.push({ ...item, reason: place });
  }
  return { packed, leftOut };
}
