import type { Candidate } from "./recall-candidates.js";
import { compareScored, type ScoredCandidate } from "./score-candidates.js";
import type { RecallSignals, RecallWeights } from "./recall-types.js";
import { turnDistance, type NonTurnSeqs } from "./turn-distance.js";

/**
 * Hits of one session this close (in turns: seqs, less the events between that are not messages) become
 * one item (the turns between them do not come along).
 */
export const windowGap = 2;
/** Each further hit in a window adds this share of its relevance to the window's total. */
export const windowBonus = 0.3;
/**
 * Only hits at least this relevant (0..1, against the best hit) join others in a window; weaker ones
 * (a shared common word) stay alone, so a window never chains through a whole session.
 */
export const windowJoinRelevance = 0.3;
/** A window holds at most this many hits; a longer run is split, so one item never eats the budget. */
export const windowMaxHits = 2;

/** Turns of one session recalled together, scored as one memory. */
export interface SessionWindow {
  readonly sessionId: string;
  readonly turns: readonly Candidate[];
  /** Per turn, whether turns of the session lie between it and the one before (shown as "…"); false for the first. */
  readonly parted: readonly boolean[];
  /** The hits in it (the rest are the turns between them), best first. */
  readonly hits: readonly ScoredCandidate[];
  readonly signals: RecallSignals;
}

/**
 * Groups message hits by session into runs whose neighbouring hits are at most `gap` turns apart (seqs,
 * less the events in `skipped`, read by `nonTurnSeqs`, that are not messages).
 */
export function groupHits(
  hits: readonly ScoredCandidate[],
  gap: number = windowGap,
  joinRelevance: number = windowJoinRelevance,
  skipped?: NonTurnSeqs,
): ScoredCandidate[][] {
  const bySession = new Map<string, ScoredCandidate[]>();
  const groups: ScoredCandidate[][] = [];
  for (const hit of hits) {
    if (hit.signals.relevance < joinRelevance) {
      groups.push([hit]);
      continue;
    }
    const sessionId = hit.candidate.sessionId ?? "";
    let list = bySession.get(sessionId);
    if (!list) bySession.set(sessionId, (list = []));
    list.push(hit);
  }
  for (const [sessionId, list] of bySession) {
    list.sort((a, b) => (a.candidate.seq ?? 0) - (b.candidate.seq ?? 0));
    let current: ScoredCandidate[] = [];
    for (const hit of list) {
      const last = current[current.length - 1];
      if (last && (turnDistance(sessionId, last.candidate.seq ?? 0, hit.candidate.seq ?? 0, skipped) > gap || current.length >= windowMaxHits)) {
        groups.push(current);
        current = [];
      }
      current.push(hit);
    }
    if (current.length > 0) groups.push(current);
  }
  return groups;
}

/** The window's total: its best hit's, plus `windowBonus` of each further hit's weighted relevance. */
export function windowSignals(hits: readonly ScoredCandidate[], weights: RecallWeights): RecallSignals {
  if (hits.length === 1) return hits[0]!.signals;
  const sorted = [...hits].sort(compareScored);
  const best = sorted[0];
  if (!best) throw new Error("a window needs a hit");
  let extra = 0;
  for (const hit of sorted.slice(1)) extra += windowBonus * weights.relevance * hit.signals.relevance;
  return { ...best.signals, total: Math.round((best.signals.total + extra) * 1e6) / 1e6 };
}

/**
 * Each group (`groupHits`, with `skipped` from `nonTurnSeqs`) as one window of its hits, in session order. The turns between two hits are not read: a
 * neighbouring turn comes along only when it adds matched evidence (it is a hit itself, or the answer
 * recall read after a question).
 */
export function buildWindows(hits: readonly ScoredCandidate[], weights: RecallWeights, skipped?: NonTurnSeqs): SessionWindow[] {
  const windows: SessionWindow[] = [];
  for (const group of groupHits(hits, windowGap, windowJoinRelevance, skipped)) {
    const first = group[0];
    if (!first) continue;
    const sessionId = first.candidate.sessionId ?? "";
    if (group.length === 1) {
      windows.push({ sessionId, turns: [first.candidate], parted: [false], hits: group, signals: first.signals });
      continue;
    }
    const turns = group.map((hit) => hit.candidate).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    const parted = turns.map((turn, index) => index > 0 && turnDistance(sessionId, turns[index - 1]!.seq ?? 0, turn.seq ?? 0, skipped) > 1);
    windows.push({ sessionId, turns, parted, hits: [...group].sort(compareScored), signals: windowSignals(group, weights) });
  }
  return windows;
}

/** Weight of session focus: how much of the query the hit's session is about (0..1). */
export const sessionFocusWeight: number = 0.2;

/**
 * Adds session focus to message hits: the summed relevance of a session's hits over the best
 * session's, so a turn in the session that dwelt on the topic outranks a passing mention elsewhere.
 */
export function withSessionFocus(hits: readonly ScoredCandidate[], relevanceWeight: number): ScoredCandidate[] {
  const sums = new Map<string, number>();
  for (const hit of hits) {
    const id = hit.candidate.sessionId ?? "";
    sums.set(id, (sums.get(id) ?? 0) + hit.signals.relevance);
  }
  const best = Math.max(0, ...sums.values());
  if (best === 0 || sessionFocusWeight === 0) return [...hits];
  return hits
    .map((hit) => {
      const focus = (sums.get(hit.candidate.sessionId ?? "") ?? 0) / best;
      const total = Math.round(hit.signals.total * (1 + sessionFocusWeight * relevanceWeight * focus) * 1e6) / 1e6;
      return { candidate: hit.candidate, signals: { ...hit.signals, focus: Math.round(focus * 1e6) / 1e6, total } };
    })
    .sort(compareScored);
}
