import { recentMemo } from "../util/recent-memo.js";
import { foldText } from "../store/text-tokens.js";
import type { Candidate } from "./recall-candidates.js";
import type { RecallQuery } from "./recall-query.js";
import { recencyScore, scopeScore, stalenessPenalty, totalScore, useScore } from "./recall-signals.js";
import type { RecallSignals, RecallWeights } from "./recall-types.js";

export interface ScoringContext {
  readonly nowMs: number;
  readonly weights: RecallWeights;
  readonly halfLifeDays: number;
  readonly staleAfterDays: number;
  readonly query?: RecallQuery;
}

export const speakerCue = 0.1;
export const timeCue = 0.2;

/** Folded speaker labels: a pool holds a few speakers ("user", "assistant", names) many times over. */
const foldLabel = recentMemo(foldText, 1_024);

/** Query cues beyond words: the query names the memory's speaker, or the month/year it was written in. */
export function cueScore(candidate: Candidate, query: RecallQuery | undefined): number {
  if (!query) return 0;
  let cue = 0;
  if (candidate.label && query.terms.includes(foldLabel(candidate.label))) cue += speakerCue;
  if (query.months.length > 0 || query.years.length > 0) {
    const date = new Date(candidate.at);
    const monthOk = query.months.length === 0 || query.months.includes(date.getUTCMonth());
    const yearOk = query.years.length === 0 || query.years.includes(date.getUTCFullYear());
    if (monthOk && yearOk) cue += timeCue;
  }
  return cue;
}

export interface ScoredCandidate {
  readonly candidate: Candidate;
  readonly signals: RecallSignals;
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Every signal of every candidate. Relevance is the store's text score over the best in this pool
 * (so 1 is the best match of this query, whatever the backend's scale); a vector score counts when
 * positive.
 */
export function scoreCandidates(candidates: readonly Candidate[], context: ScoringContext): ScoredCandidate[] {
  let best = 0;
  for (const candidate of candidates) if (candidate.textScore > best) best = candidate.textScore;
  return candidates.map((candidate) => {
    const ageMs = context.nowMs - candidate.atMs;
    const unusedMs = candidate.lastTouchedMs === undefined ? 0 : context.nowMs - candidate.lastTouchedMs;
    const relevance = round((best > 0 ? candidate.textScore / best : 0) + (candidate.textScore > 0 ? cueScore(candidate, context.query) : 0));
    const importance = candidate.importance;
    const recency = round(recencyScore(ageMs, context.halfLifeDays));
    const use = round(useScore(candidate.useCount));
    const scope = scopeScore(candidate.precedence);
    const staleness = round(stalenessPenalty(unusedMs, context.staleAfterDays));
    // Built once, in the order the signals are shown (`vector` only when there is one), total last.
    const signals: { -readonly [K in keyof RecallSignals]: RecallSignals[K] } =
      candidate.vectorScore === undefined
        ? { relevance, importance, recency, use, scope, staleness, total: 0 }
        : { relevance, vector: round(Math.max(0, candidate.vectorScore)), importance, recency, use, scope, staleness, total: 0 };
    signals.total = totalScore(signals, context.weights);
    return { candidate, signals };
  });
}

/** Best first; ties: the more specific scope, the newer, then the key. */
export function compareScored(a: ScoredCandidate, b: ScoredCandidate): number {
  return (
    b.signals.total - a.signals.total ||
    b.candidate.precedence - a.candidate.precedence ||
    b.candidate.atMs - a.candidate.atMs ||
    (a.candidate.key < b.candidate.key ? -1 : a.candidate.key > b.candidate.key ? 1 : 0)
  );
}
