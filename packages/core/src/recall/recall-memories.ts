import { recentMemo } from "../util/recent-memo.js";
import { EngramError } from "../errors.js";
import { trustRank } from "../consolidation/merge-entries.js";
import { defaultDuplicateOverlap } from "./near-duplicates.js";
import { selectRecalled } from "./select-recalled.js";
import { searchCandidates, type Candidate } from "./recall-candidates.js";
import { speakerLine } from "./message-facts.js";
import { ellipsis, excerptChars, excerptTurn } from "./excerpt.js";
import { StemMatcher } from "./stem-matcher.js";
import { analyzeQuery } from "./recall-query.js";
import { queryTimeRanges } from "./query-dates.js";
import { datedSessionCandidates } from "./dated-sessions.js";
import { preferAnswers } from "./answer-turns.js";
import { preferCurated, withSuccessors, type Replacement } from "./curated-memory.js";
import type { EntryRecord, Trust } from "../store/records.js";
import { defaultHalfLifeDays, defaultRecallWeights, defaultStaleAfterDays } from "./recall-signals.js";
import type { RecallOptions, RecallResult, RecallSignals, RecallSource, RecalledItem } from "./recall-types.js";
import { blockOverhead, memoryHead, memoryText, recallBlockParts, renderMemory, renderRecallBlock, type RenderableMemory } from "./render-recall.js";
import { explainRecall } from "./recall-explanation.js";
import { selectByModel } from "./model-selection.js";
import { withoutForgotten } from "./forgotten-filter.js";

export { markRecalledUsed } from "./mark-recalled-used.js";
import { compareScored, scoreCandidates } from "./score-candidates.js";
import { buildWindows, withSessionFocus, type SessionWindow } from "./session-windows.js";

export const defaultRecallLimit = 20;
/** How many of the best items that did not fit the explanation keeps. */
export const leftOutShown = 5;

interface Draft {
  readonly source: RecallSource;
  readonly lines: string[];
  /** The lines joined: what near-duplicates are judged on and what the item shows. */
  readonly text: string;
  readonly ids: string[];
  readonly at: string;
  readonly atMs: number;
  readonly trust: Trust;
  readonly signals: RecallSignals;
}

/** "Speaker: text", unless the text already opens with its speaker. */
export function turnLine(candidate: Candidate): string {
  return candidate.line ?? speakerLine(candidate.label, candidate.text);
}

/** What a turn's recalled lines depend on besides the turn: the query's stems, and what replaced values it holds. */
interface TurnView {
  readonly matcher: StemMatcher;
  readonly replaced: ReadonlyMap<string, Replacement>;
}

/** A turn's lines: its excerpt, then the note on what replaced the value it holds, if any. */
function turnLines(turn: Candidate, view: TurnView): string[] {
  const line = excerptLine(turn, view.matcher);
  const replacement = view.replaced.get(turn.id);
  return replacement ? [line, replacement.note] : [line];
}

/** A turn as recalled: "Speaker: " and its excerpt for the query (the whole text when it is short). */
export function excerptLine(candidate: Candidate, matcher: StemMatcher): string {
  const label = candidate.label;
  const prefix = label ? `${label}:` : undefined;
  const body = prefix && candidate.text.startsWith(prefix) ? candidate.text.slice(prefix.length).trimStart() : candidate.text;
  if (body.length <= excerptChars) return turnLine(candidate);
  return speakerLine(label, excerptTurn(body, matcher).text);
}

function recordDraft(candidate: Candidate, signals: RecallSignals): Draft {
  const source: RecallSource =
    candidate.kind === "entry"
      ? { kind: "entry", id: candidate.id, key: candidate.detail ?? candidate.id }
      : { kind: "daily", id: candidate.id, date: candidate.detail ?? candidate.at.slice(0, 10) };
  return {
    source,
    lines: [candidate.text],
    text: candidate.text,
    ids: [...candidate.ids],
    at: candidate.at,
    atMs: candidate.atMs,
    trust: candidate.trust,
    signals,
  };
}

/** A draft's sort keys, known before it is built; the draft itself on first use. */
class LazyDraft {
  #draft: Draft | undefined;
  readonly #build: () => Draft;

  constructor(
    readonly total: number,
    readonly atMs: number,
    build: () => Draft,
  ) {
    this.#build = build;
  }

  get draft(): Draft {
    return (this.#draft ??= this.#build());
  }
}

/** The time of a window's newest turn (NaN without turns): the `atMs` its draft gets. */
function windowAtMs(window: SessionWindow): number {
  let latest: Candidate | undefined;
  for (const turn of window.turns) if (latest === undefined || turn.atMs > latest.atMs) latest = turn;
  return latest?.atMs ?? Number.NaN;
}

function windowDraft(window: SessionWindow, view: TurnView): Draft {
  if (window.turns.length === 1) return singleTurnDraft(window, view);
  const best = window.hits[0]?.candidate;
  const ids = [...new Set(window.turns.flatMap((turn) => turn.ids))];
  const latest = window.turns.reduce<Candidate | undefined>((newest, turn) => (newest === undefined || turn.atMs > newest.atMs ? turn : newest), undefined);
  // "…" where turns of the session between two hits are left out.
  const lines = window.turns.flatMap((turn, index) => {
    const previous = window.turns[index - 1];
    const gap = previous !== undefined && (turn.seq ?? 0) - (previous.seq ?? 0) > 1;
    return gap ? [ellipsis, ...turnLines(turn, view)] : turnLines(turn, view);
  });
  return {
    source: { kind: "message", sessionId: window.sessionId, seq: best?.seq ?? 0, seqs: window.turns.map((turn) => turn.seq ?? 0) },
    lines,
    text: lines.length === 1 ? lines[0]! : lines.join("\n"),
    ids,
    at: latest?.at ?? "",
    atMs: latest?.atMs ?? Number.NaN,
    trust: leastTrusted(window.turns),
    signals: window.signals,
  };
}

/** A window's trust is its least trusted turn's: one assistant turn fences the whole window as data. */
function leastTrusted(turns: readonly Candidate[]): Trust {
  let trust: Trust = "user";
  for (const turn of turns) if (trustRank[turn.trust] < trustRank[trust]) trust = turn.trust;
  return trust;
}

/** " " + a memory's text, the same string each call: a cached count is then found without hashing a new string. */
const spacedText = recentMemo((text) => ` ${text}`, 4_096);

/** A memory's tokens as an item of the block: its head and its text counted apart when the caller can join counts. */
function countMemory(memory: RenderableMemory, options: RecallOptions): number {
  if (!options.countJoined) return options.countTokens(renderMemory(memory));
  const head = memoryHead(memory);
  const text = spacedText(memoryText(memory));
  return options.countJoined([head, text], head + text, false);
}

/** A window of one turn: what `windowDraft` gives, without its merging. */
function singleTurnDraft(window: SessionWindow, view: TurnView): Draft {
  const turn = window.turns[0]!;
  const lines = turnLines(turn, view);
  return {
    source: { kind: "message", sessionId: window.sessionId, seq: turn.seq ?? 0, seqs: [turn.seq ?? 0] },
    lines,
    text: lines.length === 1 ? lines[0]! : lines.join("\n"),
    ids: [...new Set(turn.ids)],
    at: turn.at,
    atMs: turn.atMs,
    trust: turn.trust,
    signals: window.signals,
  };
}

/** The window with its total at most the cap of any turn in it (a turn holding a superseded value stays below its successor). */
function capped(window: SessionWindow, caps: ReadonlyMap<string, number>): SessionWindow {
  if (caps.size === 0) return window;
  let total = window.signals.total;
  for (const turn of window.turns) {
    const cap = caps.get(turn.key);
    if (cap !== undefined && cap < total) total = cap;
  }
  return total === window.signals.total ? window : { ...window, signals: { ...window.signals, total } };
}

function nowMillis(now: string | Date): number {
  const ms = typeof now === "string" ? Date.parse(now) : now.getTime();
  if (Number.isNaN(ms)) throw new EngramError("INVALID_OPTIONS", `Invalid recall time ${String(now)}: expected an ISO time or a Date.`);
  return ms;
}

/**
 * Recall: candidates from the store's search over entries, daily items and archived turns of the
 * visible scopes; one score per candidate; hits close together in a session merged into one item;
 * near-duplicates removed; the best packed greedily into `budgetTokens`; rendered as one block.
 */
export async function recallMemories(options: RecallOptions): Promise<RecallResult> {
  if (!Number.isFinite(options.budgetTokens) || options.budgetTokens < 0) {
    throw new EngramError("INVALID_OPTIONS", `Invalid recall budget ${String(options.budgetTokens)}: expected tokens >= 0.`);
  }
  const duplicateOverlap = options.duplicateOverlap ?? defaultDuplicateOverlap;
  if (!(duplicateOverlap > 0) || !Number.isFinite(duplicateOverlap)) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `Invalid duplicateOverlap ${String(options.duplicateOverlap)}: expected a share of shared words above 0 (0.6 by default; above 1 keeps near-duplicates).`,
    );
  }
  const nowMs = nowMillis(options.now);
  const weights = { ...defaultRecallWeights, ...options.weights };
  const query = analyzeQuery(options.query);
  const ranges = queryTimeRanges(options.query, nowMs);
  const matcher = new StemMatcher(query.stems);
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
  const store = await withoutForgotten(options.store, options.scope);
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
  const { scored: curated, caps } = preferCurated(scoreCandidates(candidates, context), replaced);
  const scored = curated.sort(compareScored);
  const messages = withSessionFocus(
    scored.filter((hit) => hit.candidate.kind === "message"),
    weights.relevance,
  );
  const windows = buildWindows(messages, weights).map((window) => capped(window, caps));
  const view: TurnView = { matcher, replaced };
  // Ordered by what the drafts will hold; each is built only when the selection reaches it (it stops
  // once the page is full and the shown left-outs are known: a pool of hundreds, a page of twenty).
  const drafts = [
    ...scored
      .filter((hit) => hit.candidate.kind !== "message")
      .map((hit) => new LazyDraft(hit.signals.total, hit.candidate.atMs, () => recordDraft(hit.candidate, hit.signals))),
    ...windows.map((window) => new LazyDraft(window.signals.total, windowAtMs(window), () => windowDraft(window, view))),
  ].sort((a, b) => b.total - a.total || b.atMs - a.atMs);

  const chosen = options.selection && (await selectByModel(drafts, options.selection, { query: options.query, nowMs, store }));
  const overhead = blockOverhead(options.countTokens);
  const { packed, leftOut } = selectRecalled(chosen ? chosen.drafts : drafts, {
    textOf: (lazy) => lazy.draft.text,
    toItem: ({ draft }): RecalledItem => {
      const ageMs = Math.max(0, nowMs - draft.atMs);
      const tokens = countMemory({ at: draft.at, ageMs, trust: draft.trust, lines: draft.lines }, options);
      return { source: draft.source, text: draft.text, ids: draft.ids, at: draft.at, ageMs, trust: draft.trust, tokens, signals: draft.signals };
    },
    budgetTokens: Math.max(0, options.budgetTokens - overhead),
    limit: options.limit ?? defaultRecallLimit,
    duplicateOverlap,
    leftOutShown,
    ...(chosen ? { fallbackOf: chosen.fallbackOf } : {}),
  });
  const memories = packed.map((item) => ({ ...item, lines: item.text.split("\n") }));
  const block = renderRecallBlock(memories);
  const tokens = block === "" ? 0 : options.countJoined ? options.countJoined(recallBlockParts(memories), block) : options.countTokens(block);
  const explanation = explainRecall(options.query, options.budgetTokens, { items: packed, leftOut, tokens, selection: chosen?.report });
  return { items: packed, leftOut, block, tokens, explanation };
}
