import { recentMemo } from "../util/recent-memo.js";
import { foldText } from "../text/text-tokens.js";
import type { Candidate } from "./recall-candidates.js";
import type { RecallQuery } from "./recall-query.js";
import { dateCueOf, dateMiss, type QueryTimeRange } from "./query-dates.js";
import type { StemMatcher } from "./stem-matcher.js";
import { recencyScore, scopeScore, stalenessPenalty, totalScore, useScore } from "./recall-signals.js";
import type { RecallSignals, RecallWeights } from "./recall-types.js";

export interface ScoringContext {
  readonly nowMs: number;
  readonly weights: RecallWeights;
  readonly halfLifeDays: number;
  readonly staleAfterDays: number;
  readonly query?: RecallQuery;
  /** Finds the query's words in a memory (for `coverageWeight`). */
  readonly matcher?: StemMatcher;
  /** The times the query names (`queryTimeRanges`). */
  readonly ranges?: readonly QueryTimeRange[];
}

export const speakerCue = 0.1;

/** Folded speaker labels: a pool holds a few speakers ("user", "assistant", names) many times over. */
const foldLabel = recentMemo(foldText, 1_024);

/** The query names the memory's speaker: `speakerCue`, else 0. */
export function speakerCueOf(candidate: Candidate, query: RecallQuery | undefined): number {
  return query && candidate.label && query.terms.includes(foldLabel(candidate.label)) ? speakerCue : 0;
}

/**
 * How much the share of the query's words a memory holds counts against its BM25 share (a coordination
 * factor, as in Lucene's classic scoring): relevance = BM25 share × (1 - w + w × word share). With 0.5, a
 * memory holding one rare query word ranks below one holding most of the query's words at a similar
 * BM25 score.
 */
export const coverageWeight = 0.5;
/**
 * A memory whose BM25 share is below this is not read for its word share: it takes the lowest factor
 * (1 - coverageWeight). Such a memory rarely reaches a prompt, and reading every one of a pool of 200
 * long turns costs more than the rest of scoring (on the dev sets the results are the same).
 */
export const coverageFrom = 0.15;

/** Text relevance (0..1) from which a memory's own text is read for the times it names. */
export const mentionRelevance = 0.25;

/**
 * Text relevance weighed by the times the query names: a memory of a named time gains `dateCue` (by how
 * specific the time is); one of another time keeps only `1 - dateMiss` of its relevance, since a
 * question about a day is rarely answered by what was said on another.
 */
export function datedRelevance(text: number, candidate: Candidate, context: Pick<ScoringContext, "ranges">): number {
  const ranges = context.ranges ?? [];
  if (ranges.length === 0) return text;
  // Only a memory in contention has its own text read for the times it names.
  const cue = dateCueOf(candidate.atMs, ranges, text >= mentionRelevance ? candidate.text : undefined);
  if (cue > 0) return text + cue;
  let miss = 0;
  for (const range of ranges) miss = Math.max(miss, dateMiss[range.precision]);
  return text * (1 - miss);
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
    const share = best > 0 ? candidate.textScore / best : 0;
    const text =
      context.matcher && coverageWeight > 0
        ? share * (1 - coverageWeight + coverageWeight * (share >= coverageFrom ? context.matcher.coverage(candidate.text) : 0))
        : share;
    const relevance = round(candidate.textScore > 0 ? datedRelevance(text, candidate, context) + speakerCueOf(candidate, context.query) : 0);
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

/**
 * Best first; ties: the more specific scope, the newer, then two turns of one session in their order,
 * then the key. (Turns compare by seq, not by key: "message:s:10" would sort before "message:s:6".)
 */
export function compareScored(a: ScoredCandidate, b: ScoredCandidate): number {
  const x = a.candidate;
  const y = b.candidate;
  return (
    b.signals.total - a.signals.total ||
    y.precedence - x.precedence ||
    y.atMs - x.atMs ||
    (x.sessionId !== undefined && x.sessionId === y.sessionId && x.seq !== undefined && y.seq !== undefined ? x.seq - y.seq : 0) ||
    (x.key < y.key ? -1 : x.key > y.key ? 1 : 0)
  );
}
