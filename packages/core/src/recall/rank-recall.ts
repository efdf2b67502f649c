import { EngramError } from "../errors.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord } from "../store/records.js";
import { preferAnswers } from "./answer-turns.js";
import { preferCurated, withSuccessors } from "./curated-memory.js";
import { datedSessionCandidates } from "./dated-sessions.js";
import { withoutForgotten } from "./forgotten-filter.js";
import { queryTimeRanges } from "./query-dates.js";
import { searchCandidates, type Candidate } from "./recall-candidates.js";
import { capped, LazyDraft, recordDraft, windowAtMs, windowDraft, type TurnView } from "./recall-drafts.js";
import { analyzeQuery } from "./recall-query.js";
import { defaultHalfLifeDays, defaultRecallWeights, defaultStaleAfterDays } from "./recall-signals.js";
import type { RecallOptions, RecallWeights } from "./recall-types.js";
import { compareScored, scoreCandidates } from "./score-candidates.js";
import { buildWindows, windowJoinRelevance, withSessionFocus } from "./session-windows.js";
import { StemMatcher } from "./stem-matcher.js";
import { nonTurnSeqs } from "./turn-distance.js";

/** A recall's `now` in epoch ms; INVALID_OPTIONS when it is no time. */
export function nowMillis(now: string | Date): number {
  const ms = typeof now === "string" ? Date.parse(now) : now.getTime();
  if (Number.isNaN(ms)) throw new EngramError("INVALID_OPTIONS", `Invalid recall time ${String(now)}: expected an ISO time or a Date.`);
  return ms;
}

/** Recall's ranking, before selection: what `recallMemories` packs and `explainRecallOf` looks into. */
export interface RankedRecall {
  /** Best first: what the selection walks. */
  readonly drafts: readonly LazyDraft[];
  /** Every candidate scored (search hits, answers, successors, dated turns), before curated memory absorbed turns. */
  readonly candidates: readonly Candidate[];
  /** Turns a curated entry or daily item absorbed: turn candidate key → the key of the one that absorbed it. */
  readonly absorbed: ReadonlyMap<string, string>;
  /** The store as recall read it (without forgotten passages). */
  readonly store: MemoryStore;
  readonly nowMs: number;
  readonly weights: RecallWeights;
}

/**
 * Recall's candidates and ranking: the store's search over entries, daily items and archived turns of
 * the visible scopes (forgotten passages left out), answers after questions, successors of superseded
 * entries, turns of the days the query names; one score per candidate; curated memory over the turns
 * it came from; hits close together in a session merged into one window; best first.
 */
export async function rankRecall(options: RecallOptions): Promise<RankedRecall> {
  const nowMs = nowMillis(options.now);
  const weights = { ...defaultRecallWeights, ...options.weights };
  const query = analyzeQuery(options.query);
  const ranges = queryTimeRanges(options.query, nowMs);
  const matcher = new StemMatcher(query.stems, query.aliases);
  const context = {
    query,
    matcher,
    ranges,
    nowMs,
    weights,
    halfLifeDays: options.halfLifeDays ?? defaultHalfLifeDays,
    staleAfterDays: options.staleAfterDays ?? defaultStaleAfterDays,
  };
  // Recall reads through this view: forgotten entries' source passages are never recalled (forgotten-filter.ts).
  const store = withoutForgotten(options.store, options.scope);
  const superseded: EntryRecord[] = [];
  const found = await searchCandidates({
    store,
    scope: options.scope,
    text: query.searchText,
    query: options.query,
    targets: options.targets ?? ["entry", "daily", "message"],
    ...(options.types?.length ? { types: options.types } : {}),
    ...(options.embed ? { embed: options.embed } : {}),
    ...(options.excludeSessionIds ? { excludeSessionIds: options.excludeSessionIds } : {}),
    superseded,
  });
  const answered = await preferAnswers(store, options.scope, found, { stems: query.stems, length: options.query.length });
  const { candidates, replaced } = await withSuccessors(store, options.scope, answered, superseded);
  // Archived turns have no type: a typed recall finds none, dated or not.
  if (ranges.length > 0 && (options.targets ?? ["message"]).includes("message") && !options.types?.length) {
    let bestTextScore = 0;
    for (const candidate of candidates) bestTextScore = Math.max(bestTextScore, candidate.textScore);
    const known = new Set(candidates.map((candidate) => candidate.key));
    candidates.push(
      ...(await datedSessionCandidates({
        store,
        scope: options.scope,
        ranges,
        stems: query.stems,
        bestTextScore,
        known,
        ...(options.excludeSessionIds ? { excludeSessionIds: options.excludeSessionIds } : {}),
      })),
    );
  }
  const { scored: curated, caps, absorbed } = preferCurated(scoreCandidates(candidates, context), replaced);
  const scored = curated.sort(compareScored);
  const messages = withSessionFocus(
    scored.filter((hit) => hit.candidate.kind === "message"),
    weights.relevance,
  );
  // Usage reports and traces between close hits do not part them (turn-distance.ts).
  const skipped = await nonTurnSeqs(store, messages, windowJoinRelevance);
  const windows = buildWindows(messages, weights, skipped).map((window) => capped(window, caps));
  const view: TurnView = { matcher, replaced };
  // Ordered by what the drafts will hold; each is built only when the selection reaches it (it stops
  // once the page is full and the shown left-outs are known: a pool of hundreds, a page of twenty).
  const drafts = [
    ...scored
      .filter((hit) => hit.candidate.kind !== "message")
      .map((hit) => new LazyDraft(hit.signals.total, hit.candidate.atMs, () => recordDraft(hit.candidate, hit.signals), [hit.candidate])),
    ...windows.map((window) => new LazyDraft(window.signals.total, windowAtMs(window), () => windowDraft(window, view), window.turns)),
  ].sort((a, b) => b.total - a.total || b.atMs - a.atMs);

  return { drafts, candidates, absorbed, store, nowMs, weights };
}
