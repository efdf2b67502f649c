import { recentMemo } from "../util/recent-memo.js";
import { EngramError } from "../errors.js";
import type { Trust } from "../store/records.js";
import { trustRank } from "../consolidation/merge-entries.js";
import { defaultDuplicateOverlap } from "./near-duplicates.js";
import { selectRecalled } from "./select-recalled.js";
import { searchCandidates, type Candidate } from "./recall-candidates.js";
import { speakerLine } from "./message-facts.js";
import { analyzeQuery } from "./recall-query.js";
import { defaultHalfLifeDays, defaultRecallWeights, defaultStaleAfterDays } from "./recall-signals.js";
import type { RecallOptions, RecallResult, RecallSignals, RecallSource, RecalledItem } from "./recall-types.js";
import {
  blockOverhead,
  memoryHead,
  memoryText,
  recallBlockParts,
  renderMemory,
  renderRecallBlock,
  type RenderableMemory,
} from "./render-recall.js";
import { explainRecall } from "./recall-explanation.js";
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

function recordDraft(candidate: Candidate, signals: RecallSignals): Draft {
  const source: RecallSource =
    candidate.kind === "entry"
      ? { kind: "entry", id: candidate.id, key: candidate.detail ?? candidate.id }
      : { kind: "daily", id: candidate.id, date: candidate.detail ?? candidate.at.slice(0, 10) };
  return { source, lines: [candidate.text], text: candidate.text, ids: [...candidate.ids], at: candidate.at, atMs: candidate.atMs, trust: candidate.trust, signals };
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

function windowDraft(window: SessionWindow): Draft {
  if (window.turns.length === 1) return singleTurnDraft(window);
  const best = window.hits[0]?.candidate;
  const ids = [...new Set(window.turns.flatMap((turn) => turn.ids))];
  const latest = window.turns.reduce<Candidate | undefined>((newest, turn) => (newest === undefined || turn.atMs > newest.atMs ? turn : newest), undefined);
  const lines = window.turns.map(turnLine);
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
function singleTurnDraft(window: SessionWindow): Draft {
  const turn = window.turns[0]!;
  const line = turnLine(turn);
  return {
    source: { kind: "message", sessionId: window.sessionId, seq: turn.seq ?? 0, seqs: [turn.seq ?? 0] },
    lines: [line],
    text: line,
    ids: [...new Set(turn.ids)],
    at: turn.at,
    atMs: turn.atMs,
    trust: turn.trust,
    signals: window.signals,
  };
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
  const nowMs = nowMillis(options.now);
  const weights = { ...defaultRecallWeights, ...options.weights };
  const query = analyzeQuery(options.query);
  const context = {
    query,
    nowMs,
    weights,
    halfLifeDays: options.halfLifeDays ?? defaultHalfLifeDays,
    staleAfterDays: options.staleAfterDays ?? defaultStaleAfterDays,
  };
  // Forgotten entries' source passages are never recalled (forgotten-filter.ts).
  const store = await withoutForgotten(options.store, options.scope);
  const candidates = await searchCandidates({
    store,
    scope: options.scope,
    text: query.searchText,
    query: options.query,
    targets: options.targets ?? ["entry", "daily", "message"],
    ...(options.embed ? { embed: options.embed } : {}),
    ...(options.excludeSessionIds ? { excludeSessionIds: options.excludeSessionIds } : {}),
  });
  const scored = scoreCandidates(candidates, context).sort(compareScored);
  const messages = withSessionFocus(scored.filter((hit) => hit.candidate.kind === "message"), weights.relevance);
  const windows = await buildWindows(store, options.scope, messages, weights);
  // Ordered by what the drafts will hold; each is built only when the selection reaches it (it stops
  // once the page is full and the shown left-outs are known: a pool of hundreds, a page of twenty).
  const drafts = [
    ...scored.filter((hit) => hit.candidate.kind !== "message").map((hit) => new LazyDraft(hit.signals.total, hit.candidate.atMs, () => recordDraft(hit.candidate, hit.signals))),
    ...windows.map((window) => new LazyDraft(window.signals.total, windowAtMs(window), () => windowDraft(window))),
  ].sort((a, b) => b.total - a.total || b.atMs - a.atMs);

  const overhead = blockOverhead(options.countTokens);
  const { packed, leftOut } = selectRecalled(drafts, {
    textOf: (lazy) => lazy.draft.text,
    toItem: ({ draft }): RecalledItem => {
      const ageMs = Math.max(0, nowMs - draft.atMs);
      const tokens = countMemory({ at: draft.at, ageMs, trust: draft.trust, lines: draft.lines }, options);
      return { source: draft.source, text: draft.text, ids: draft.ids, at: draft.at, ageMs, trust: draft.trust, tokens, signals: draft.signals };
    },
    budgetTokens: Math.max(0, options.budgetTokens - overhead),
    limit: options.limit ?? defaultRecallLimit,
    duplicateOverlap: options.duplicateOverlap ?? defaultDuplicateOverlap,
    leftOutShown,
  });
  const memories = packed.map((item) => ({ ...item, lines: item.text.split("\n") }));
  const block = renderRecallBlock(memories);
  const tokens = block === "" ? 0 : options.countJoined ? options.countJoined(recallBlockParts(memories), block) : options.countTokens(block);
  const explanation = explainRecall(options.query, options.budgetTokens, { items: packed, leftOut, tokens });
  return { items: packed, leftOut, block, tokens, explanation };
}
