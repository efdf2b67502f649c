import { EngramError } from "../errors.js";

export interface LimitRule {
  readonly default: number;
  readonly max: number;
}

export const recordQueryLimits: LimitRule = { default: 100, max: 1000 };
export const sessionQueryLimits: LimitRule = { default: 100, max: 1000 };
export const searchLimits: LimitRule = { default: 20, max: 200 };

/** The page size to use: the default when absent, cut to the max; not a positive integer → INVALID_OPTIONS. */
export function resolveLimit(limit: number | undefined, rule: LimitRule, what: string): number {
  if (limit === undefined) return rule.default;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new EngramError("INVALID_OPTIONS", `Invalid ${what} limit ${String(limit)}: expected a positive integer (at most ${rule.max}).`);
  }
  return Math.min(limit, rule.max);
}

/** `readEvents`: all events unless a limit is given. */
export const eventReadLimits: LimitRule = { default: Number.POSITIVE_INFINITY, max: Number.POSITIVE_INFINITY };

/** `readEvents`'s afterSeq: a non-negative integer (default 0), else INVALID_OPTIONS. */
export function resolveAfterSeq(afterSeq: number | undefined): number {
  if (afterSeq === undefined) return 0;
  if (Number.isInteger(afterSeq) && afterSeq >= 0) return afterSeq;
  throw new EngramError("INVALID_OPTIONS", `Invalid afterSeq ${String(afterSeq)}: expected a non-negative integer.`);
}
