import { z } from "zod";
import { EngramError } from "../errors.js";
import { clipText } from "../message/message-text.js";
import type { MemoryStore } from "../store/memory-store.js";
import { describeIssues } from "../store-kit/parse-record.js";
import { TimeoutError, withTimeout } from "../util/with-timeout.js";
import { messageFacts, type MessageEvent } from "./message-facts.js";
import type { RecallSelection, RecallSelectionReport, RecallSource } from "./recall-types.js";
import { buildSelectionPrompt, readSelectionAnswer, selectionAnswerSchema, selectionMaxOutputTokens, type SelectionHeader } from "./selection-prompt.js";

const selectionDefaults = { timeoutMs: 2_000, maxCandidates: 20, maxSelected: 5 } as const;

const settingsSchema = z.object({
  timeoutMs: z.number().positive().finite().optional(),
  maxCandidates: z.number().int().positive().optional(),
  maxSelected: z.number().int().positive().optional(),
});

/** Selection settings with their defaults, checked (INVALID_OPTIONS names the field). */
export function resolveSelection(selection: RecallSelection): Required<Pick<RecallSelection, "timeoutMs" | "maxCandidates" | "maxSelected">> {
  const parsed = settingsSchema.safeParse(selection);
  if (!parsed.success) {
    throw new EngramError("INVALID_OPTIONS", `Invalid recall selection: ${describeIssues(parsed.error.issues, "(selection)")}.`);
  }
  if (typeof selection.complete !== "function") {
    throw new EngramError("INVALID_OPTIONS", "Recall selection needs a model: pass `complete` (a function such as engramComplete(model)).");
  }
  return {
    timeoutMs: parsed.data.timeoutMs ?? selectionDefaults.timeoutMs,
    maxCandidates: parsed.data.maxCandidates ?? selectionDefaults.maxCandidates,
    maxSelected: parsed.data.maxSelected ?? selectionDefaults.maxSelected,
  };
}

/** What a recall draft must show for selection: its source, its text as recalled, and when. */
export interface SelectableDraft {
  readonly source: RecallSource;
  readonly lines: string[];
  readonly text: string;
  readonly at: string;
  readonly atMs: number;
}

/** A selected draft in full; `excerpt` is what recall ranked, offered instead when the whole does not fit. */
export interface WholeDraft<L extends Ranked> {
  readonly draft: L["draft"];
  readonly excerpt: L;
}

/** A ranked draft as recall holds it (built on first use). */
export interface Ranked {
  readonly draft: SelectableDraft;
}

/** The drafts in the order recall packs them, and what the model selection did. */
export interface ModelChoice<L extends Ranked> {
  readonly drafts: Array<L | WholeDraft<L>>;
  readonly fallbackOf: (item: L | WholeDraft<L>) => L | undefined;
  readonly report: RecallSelectionReport;
}

export interface SelectionContext {
  readonly query: string;
  readonly nowMs: number;
  readonly store: MemoryStore;
}

/**
 * Asks the model which of the best-ranked drafts are clearly relevant and puts those first, in the
 * model's order and in full (a transcript item's whole turns, not their excerpts), the rest after in
 * recall's order. On a model error, an unusable answer or a timeout, the ranking stays as it was and
 * the report says why. The answer is hostile input: only listed ids count, and no text of it is used.
 */
export async function selectByModel<L extends Ranked>(ranked: readonly L[], selection: RecallSelection, context: SelectionContext): Promise<ModelChoice<L>> {
  const settings = resolveSelection(selection);
  const unchanged = (report: RecallSelectionReport): ModelChoice<L> => ({ drafts: [...ranked], fallbackOf: () => undefined, report });
  const top = ranked.slice(0, settings.maxCandidates);
  if (top.length === 0) return unchanged({ used: false, reason: "no candidates to choose from" });
  const headers: SelectionHeader[] = top.map(({ draft }, index) => ({
    id: `m${index + 1}`,
    source: draft.source,
    at: draft.at,
    ageMs: Math.max(0, context.nowMs - draft.atMs),
    text: draft.text,
  }));
  const { system, prompt } = buildSelectionPrompt(context.query, headers, settings.maxSelected);
  const fallBack = (reason: string, cause?: unknown): ModelChoice<L> => {
    selection.onFallback?.(reason, cause);
    return unchanged({ used: false, reason });
  };
  let result;
  try {
    result = await withTimeout(
      (signal) => selection.complete({ system, prompt, schema: selectionAnswerSchema, signal, maxOutputTokens: selectionMaxOutputTokens }),
      settings.timeoutMs,
      "The model",
    );
  } catch (cause) {
    if (cause instanceof TimeoutError) return fallBack(`timeout: no answer within ${settings.timeoutMs} ms`, cause);
    return fallBack(`model error: ${clipText(cause instanceof Error ? cause.message : String(cause), 200)}`, cause);
  }
  const answer = readSelectionAnswer(
    result,
    headers.map((header) => header.id),
    settings.maxSelected,
  );
  if (!answer.ok) return fallBack(`invalid answer: ${answer.reason}`);
  const chosen = answer.selected.map((id) => Number(id.slice(1)) - 1);
  const wholes = await Promise.all(chosen.map((index) => wholeOf(top[index]!, context.store)));
  const taken = new Set(chosen);
  const excerpts = new Map<L | WholeDraft<L>, L>();
  for (const whole of wholes) if ("excerpt" in whole) excerpts.set(whole, whole.excerpt);
  return {
    drafts: [...wholes, ...ranked.filter((_, index) => !taken.has(index))],
    fallbackOf: (item) => excerpts.get(item),
    report: { used: true, selected: chosen.map((index) => top[index]!.draft.source), ...(answer.ignored > 0 ? { ignored: answer.ignored } : {}) },
  };
}

/** A selected draft in full: transcript turns read again whole; entries and daily items already are. */
async function wholeOf<L extends Ranked>(lazy: L, store: MemoryStore): Promise<L | WholeDraft<L>> {
  const draft = lazy.draft;
  if (draft.source.kind !== "message") return lazy;
  const turns = await wholeTurns(store, draft.source);
  const text = turns?.join("\n");
  if (text === undefined || text === draft.text) return lazy;
  // Split as the block renders them, so the item's counted tokens are what it costs there.
  const whole: L["draft"] = { ...draft, lines: text.split("\n"), text };
  return { draft: whole, excerpt: lazy };
}

/** The "Speaker: text" lines of a transcript item's turns, whole; undefined when one is gone from the archive. */
async function wholeTurns(store: MemoryStore, source: Extract<RecallSource, { kind: "message" }>): Promise<string[] | undefined> {
  const seqs = source.seqs.length > 0 ? source.seqs : [source.seq];
  const from = Math.min(...seqs);
  const to = Math.max(...seqs);
  const events = await store.readEvents(source.sessionId, { afterSeq: from - 1, limit: to - from + 1 });
  const bySeq = new Map(events.filter((event): event is MessageEvent => event.type === "message").map((event) => [event.seq, event]));
  const lines: string[] = [];
  for (const seq of seqs) {
    const event = bySeq.get(seq);
    if (!event) return undefined;
    lines.push(messageFacts(event).line);
  }
  return lines;
}
