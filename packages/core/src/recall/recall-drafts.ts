import { trustRank } from "../store/trust.js";
import type { Trust } from "../store/records.js";
import type { Candidate } from "./recall-candidates.js";
import type { Replacement } from "./curated-memory.js";
import { ellipsis, excerptChars, excerptTurn } from "./excerpt.js";
import { speakerLine } from "./message-facts.js";
import type { RecallSignals, RecallSource } from "./recall-types.js";
import type { SessionWindow } from "./session-windows.js";
import type { StemMatcher } from "./stem-matcher.js";

/** A ranked memory as recall shows it: built only when the selection reaches it. */
export interface Draft {
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
export interface TurnView {
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

export function recordDraft(candidate: Candidate, signals: RecallSignals): Draft {
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

/** A draft's sort keys and the candidates it holds, known before it is built; the draft itself on first use. */
export class LazyDraft {
  #draft: Draft | undefined;
  readonly #build: () => Draft;

  constructor(
    readonly total: number,
    readonly atMs: number,
    build: () => Draft,
    /** The candidates the draft shows: one entry or daily item, or a window's turns. */
    readonly members: readonly Candidate[],
  ) {
    this.#build = build;
  }

  get draft(): Draft {
    return (this.#draft ??= this.#build());
  }
}

/** The time of a window's newest turn (NaN without turns): the `atMs` its draft gets. */
export function windowAtMs(window: SessionWindow): number {
  let latest: Candidate | undefined;
  for (const turn of window.turns) if (latest === undefined || turn.atMs > latest.atMs) latest = turn;
  return latest?.atMs ?? Number.NaN;
}

export function windowDraft(window: SessionWindow, view: TurnView): Draft {
  if (window.turns.length === 1) return singleTurnDraft(window, view);
  const best = window.hits[0]?.candidate;
  const ids = [...new Set(window.turns.flatMap((turn) => turn.ids))];
  const latest = window.turns.reduce<Candidate | undefined>((newest, turn) => (newest === undefined || turn.atMs > newest.atMs ? turn : newest), undefined);
  // "…" where turns of the session between two hits are left out (not where only a usage report or a trace is).
  const lines = window.turns.flatMap((turn, index) => (window.parted[index] ? [ellipsis, ...turnLines(turn, view)] : turnLines(turn, view)));
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
export function capped(window: SessionWindow, caps: ReadonlyMap<string, number>): SessionWindow {
  if (caps.size === 0) return window;
  let total = window.signals.total;
  for (const turn of window.turns) {
    const cap = caps.get(turn.key);
    if (cap !== undefined && cap < total) total = cap;
  }
  return total === window.signals.total ? window : { ...window, signals: { ...window.signals, total } };
}
