import { dayMs } from "../util/calendar-days.js";
import type { RecallSignals, RecallWeights } from "./recall-types.js";

/** The default weights: relevance dominates; the others order memories of similar relevance. */
export const defaultRecallWeights: RecallWeights = {
  relevance: 1,
  vector: 0.6,
  importance: 0.15,
  recency: 0.1,
  use: 0.05,
  scope: 0.05,
  staleness: 0.2,
};

export const defaultHalfLifeDays = 30;
export const defaultStaleAfterDays = 60;

/** 1 now, 0.5 after one half-life, 0.25 after two; a future time counts as now. */
export function recencyScore(ageMs: number, halfLifeDays: number): number {
  if (ageMs <= 0) return 1;
  return 0.5 ** (ageMs / (halfLifeDays * dayMs));
}

/**
 * 0 until `staleAfterDays` without use, then rising linearly to 1 at twice that. Pinned entries and
 * archived turns are never stale.
 */
export function stalenessPenalty(unusedMs: number, staleAfterDays: number): number {
  const over = unusedMs / dayMs - staleAfterDays;
  if (over <= 0) return 0;
  return Math.min(1, over / staleAfterDays);
}

/** Saturating: 0 unused, 0.5 after 3 uses, 1 from 15. */
export function useScore(useCount: number): number {
  if (useCount <= 0) return 0;
  return Math.min(1, Math.log2(1 + useCount) / 4);
}

/** `scopePrecedence` (0 global .. 4 session) on 0..1. */
export function scopeScore(precedence: number): number {
  return Math.max(0, Math.min(4, precedence)) / 4;
}

/** The signals a total is made of: every one but `focus` (which multiplies relevance before) and the total itself. */
export type SignalInputs = Omit<RecallSignals, "focus" | "total">;

/** The weighted sum; staleness subtracts. */
export function totalScore(signals: SignalInputs, weights: RecallWeights): number {
  const match = weights.relevance * signals.relevance + weights.vector * (signals.vector ?? 0);
  const lift =
    weights.importance * signals.importance +
    weights.recency * signals.recency +
    weights.use * signals.use +
    weights.scope * signals.scope -
    weights.staleness * signals.staleness;
  const total = match * (1 + lift);
  return Math.round(total * 1e6) / 1e6;
}
