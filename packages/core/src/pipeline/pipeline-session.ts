import { z } from "zod";
import { EngramError } from "../errors.js";
import { parseMessage, type Message } from "../message/message-schema.js";
import { groupUnits, type Unit } from "../message/units.js";
import { tokenOverheads, type TokenCounter } from "../tokens/token-counter.js";
import { computeBudget, defaultSafetyMargin } from "./budget.js";
import { buildCheckpoint, renderCheckpoint, sessionProgressSchema, type SessionProgress } from "./checkpoint.js";
import type { ContextManifest, DroppedMessage, ManifestPart, OmittedInjection, TrimTrigger } from "./manifest.js";
import { writeModelNarrative } from "./model-summary.js";
import type { ContextPipelineOptions, Injection, PrepareInput } from "./pipeline-options.js";
import { renderThreadSummary } from "./render-summary.js";
import { selectMinimum, selectUnitsWithinBudget, type UnitSelection } from "./select-units.js";
import { mergeSummaries, summarizeUnits, threadSummarySchema, type ThreadSummary } from "./thread-summary.js";

export const pipelineSessionStateSchema = z.object({
  droppedThroughId: z.string().optional(),
  pinnedIds: z.array(z.string()),
  summary: threadSummarySchema.optional(),
  summarySource: z.enum(["none", "heuristic", "model", "heuristic-after-model-error"]),
  iteration: z.number().int().nonnegative(),
  trims: z.number().int().nonnegative(),
  droppedInSession: z.number().int().nonnegative(),
  lastCheckpoint: sessionProgressSchema.optional(),
});

/** Everything a session needs to resume exactly where it was; plain JSON. */
export type PipelineSessionState = z.infer<typeof pipelineSessionStateSchema>;

/** What to send on the next model call, and the manifest explaining it. */
export interface PreparedContext {
  readonly messages: Message[];
  readonly manifest: ContextManifest;
  /** Set when this call trimmed: the `session_progress` checkpoint for the store to keep. */
  readonly checkpoint?: SessionProgress;
}

/** What a session shares with its pipeline. */
export interface PipelineShared {
  readonly options: ContextPipelineOptions;
  readonly thresholds: { proactive: number; target: number; summary: number; reactive: readonly [number, number] };
  counter(): Promise<TokenCounter>;
  now(): Date;
}

const maxReactiveAttempts = 3;
const epoch = "1970-01-01T00:00:00.000Z";

interface Window {
  units: Unit[];
  costs: number[];
  anchor: number | undefined;
}

interface CallState {
  readonly sessionMessages: readonly Message[];
  readonly counter: TokenCounter;
  readonly limit: number;
  readonly stages: TrimTrigger[];
  readonly dropped: DroppedMessage[];
  checkpoint: SessionProgress | undefined;
  summaryChanged: boolean;
}

/**
 * One conversation's working context. It remembers which messages it has dropped and the merged
 * thread summary, so each call only needs the whole session list and returns what to send.
 */
export class PipelineSession {
  readonly id: string;
  readonly #shared: PipelineShared;
  #state: PipelineSessionState;
  #summaryMessage: Message | undefined;
  #summaryTokens = 0;
  #reactiveAttempts = 0;
  #lastPrompt: { chars: number; overhead: number } | undefined;
  readonly #validated = new WeakSet<Message>();
  readonly #textTokens = new Map<string, number>();

  constructor(id: string, shared: PipelineShared, state?: PipelineSessionState) {
    if (!id) throw new EngramError("INVALID_OPTIONS", "A pipeline session needs a non-empty id.");
    this.id = id;
    this.#shared = shared;
    this.#state = state
      ? pipelineSessionStateSchema.parse(state)
      : { pinnedIds: [], summarySource: "none", iteration: 0, trims: 0, droppedInSession: 0 };
  }

  /** The merged thread summary of everything dropped so far. */
  get summary(): ThreadSummary | undefined {
    return this.#state.summary;
  }

  /** Builds the context for the next model call: proactive trim, then validation against the hard limit. */
  prepare(input: PrepareInput): Promise<PreparedContext> {
    this.#reactiveAttempts = 0;
    return this.#run(input, 0);
  }

  /**
   * Builds a smaller context after the provider rejected the last one for length: 50%, then 25%,
   * then the minimum (system, summary, anchor, last two messages), each with recovery context.
   * A fourth call in a row throws CONTEXT_RETRIES_EXHAUSTED.
   */
  recover(input: PrepareInput): Promise<PreparedContext> {
    this.#reactiveAttempts += 1;
    if (this.#reactiveAttempts > maxReactiveAttempts) {
      throw new EngramError(
        "CONTEXT_RETRIES_EXHAUSTED",
        `The provider rejected session "${this.id}" for length ${maxReactiveAttempts} times, the last time at the minimum ` +
          "context. Check that contextWindow matches the model, or shorten the system prompt and injected memory.",
        { details: { sessionId: this.id } },
      );
    }
    return this.#run(input, this.#reactiveAttempts);
  }

  /**
   * Feeds the provider's reported prompt tokens for the last prepared context to the estimator.
   * Returns the chars-per-token ratio now in use (undefined for tiktoken-counted models).
   */
  async reportUsage(usage: { inputTokens: number }): Promise<number | undefined> {
    const counter = await this.#shared.counter();
    if (counter.exact || !this.#lastPrompt) return undefined;
    return counter.estimator.observe(this.#lastPrompt.chars, usage.inputTokens - this.#lastPrompt.overhead);
  }

  /** A JSON copy of the session's state, for `restore` in another process. */
  state(): PipelineSessionState {
    return structuredClone(this.#state);
  }

  async #run(input: PrepareInput, level: number): Promise<PreparedContext> {
    const { options, thresholds } = this.#shared;
    const counter = await this.#shared.counter();
    this.#validate(input.messages);
    this.#state.iteration += 1;

    const maxOutputTokens = input.maxOutputTokens ?? options.maxOutputTokens;
    const safetyMargin = options.safetyMargin ?? defaultSafetyMargin(options.contextWindow);
    const limit = computeBudget({ contextWindow: options.contextWindow, maxOutputTokens, safetyMargin });
    const proactiveAt = Math.floor(limit * thresholds.proactive);
    const targetAt = Math.floor(limit * thresholds.target);

    const systemTexts = typeof input.system === "string" ? [input.system] : [...(input.system ?? [])];
    const systemTokens = systemTexts.reduce((sum, text) => sum + this.#countText(counter, text) + tokenOverheads.perMessage, 0);
    const extra = tokenOverheads.perPrompt + (input.extraTokens ?? 0);
    const fixed = (): number => systemTokens + this.#summaryTokens + extra;

    const call: CallState = {
      sessionMessages: input.messages,
      counter,
      limit,
      stages: [],
      dropped: [],
      checkpoint: undefined,
      summaryChanged: false,
    };
    const window = this.#window(input.messages, counter);

    if (level > 0) {
      const trigger = `reactive-${level}` as TrimTrigger;
      const share = level === 1 ? thresholds.reactive[0] : thresholds.reactive[1];
      const selection =
        level >= maxReactiveAttempts
          ? selectMinimum(window.units, window.costs, window.anchor)
          : selectUnitsWithinBudget(window.units, {
              costs: window.costs,
              anchor: window.anchor,
              target: Math.floor(limit * share) - fixed(),
              limit: limit - fixed(),
            });
      await this.#trim(call, window, selection, trigger);
    } else if (fixed() + sum(window.costs) > proactiveAt) {
      const selection = selectUnitsWithinBudget(window.units, {
        costs: window.costs,
        anchor: window.anchor,
        target: targetAt - fixed(),
        limit: limit - fixed(),
      });
      await this.#trim(call, window, selection, "proactive");
    }

    const recoveryText = level > 0 ? this.#recoveryText(input.recoveryContext) : undefined;
    const recoveryTokens = recoveryText ? this.#countText(counter, recoveryText) + tokenOverheads.perMessage : 0;
    const injections = [...(input.injections ?? [])];
    const injectionTokens = injections.map((injection) => this.#countText(counter, injection.text) + tokenOverheads.perMessage);
    const total = (): number => fixed() + recoveryTokens + sum(injectionTokens) + sum(window.costs);

    // Validation: the last count before sending, against the hard limit.
    const omitted: OmittedInjection[] = [];
    let compactSummary: Message | undefined;
    if (total() > limit) {
      const beside = fixed() + recoveryTokens + sum(injectionTokens);
      const selection = selectUnitsWithinBudget(window.units, {
        costs: window.costs,
        anchor: window.anchor,
        target: targetAt - beside,
        limit: limit - beside,
      });
      await this.#trim(call, window, selection, "validation");
      while (total() > limit && injections.length > 0) {
        const injection = injections.pop()!;
        omitted.unshift({ id: injection.id, label: injection.label, tokens: injectionTokens.pop()!, reason: "budget" });
      }
      if (total() > limit && this.#state.summary) {
        compactSummary = this.#summaryAsMessage(renderThreadSummary(this.#state.summary, { compact: true }));
        const saved = this.#summaryTokens - (this.#countText(counter, messageTextOf(compactSummary)) + tokenOverheads.perMessage);
        if (total() - saved > limit) this.#throwTooSmall(counter, window, systemTokens, limit, options.contextWindow);
      } else if (total() > limit) {
        this.#throwTooSmall(counter, window, systemTokens, limit, options.contextWindow);
      }
    }

    return this.#assemble({
      call,
      window,
      systemTexts,
      recoveryText,
      recoveryTokens,
      injections,
      injectionTokens,
      omitted,
      compactSummary,
      budget: { contextWindow: options.contextWindow, maxOutputTokens, safetyMargin, limit, proactiveAt, targetAt },
      extra,
    });
  }

  #validate(messages: readonly Message[]): void {
    messages.forEach((message, position) => {
      if (this.#validated.has(message)) return;
      parseMessage(message, position);
      this.#validated.add(message);
    });
  }

  #countText(counter: TokenCounter, text: string): number {
    if (!counter.exact) return counter.countText(text);
    let tokens = this.#textTokens.get(text);
    if (tokens === undefined) {
      if (this.#textTokens.size >= 64) this.#textTokens.clear();
      tokens = counter.countText(text);
      this.#textTokens.set(text, tokens);
    }
    return tokens;
  }

  /** The units still in the working context: after the last drop, plus pinned ones, plus the anchor. */
  #window(messages: readonly Message[], counter: TokenCounter): Window {
    const units = groupUnits(messages);
    const start = this.#windowStart(messages);
    const pinned = new Set(this.#state.pinnedIds);
    let anchorIndex = -1;
    for (let i = messages.length - 1; i >= 0; i--) {
      if (messages[i]!.role === "user") {
        anchorIndex = i;
        break;
      }
    }
    const window: Window = { units: [], costs: [], anchor: undefined };
    for (const unit of units) {
      const holdsAnchor = anchorIndex >= unit.start && anchorIndex < unit.end;
      const inWindow = unit.end > start || holdsAnchor || (pinned.size > 0 && unit.messages.some((m) => pinned.has(m.id)));
      if (!inWindow) continue;
      if (holdsAnchor) window.anchor = window.units.length;
      window.units.push(unit);
      let cost = 0;
      for (const message of unit.messages) cost += counter.countMessage(message);
      window.costs.push(cost);
    }
    // Summary text is counted with the counter in use now (the estimator's ratio may have moved).
    if (this.#state.summary && !this.#summaryMessage) this.#setSummary(this.#state.summary, counter);
    else if (this.#summaryMessage && !counter.exact) {
      this.#summaryTokens = counter.countText(messageTextOf(this.#summaryMessage)) + tokenOverheads.perMessage;
    }
    return window;
  }

  #windowStart(messages: readonly Message[]): number {
    const through = this.#state.droppedThroughId;
    if (through === undefined) return 0;
    for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.id === through) return i + 1;
    // The caller's list no longer holds the cut point: treat the whole list as the window.
    return 0;
  }

  async #trim(call: CallState, window: Window, selection: UnitSelection, trigger: TrimTrigger): Promise<void> {
    if (selection.dropped.length === 0) return;
    const trimTrigger = trigger as Exclude<TrimTrigger, "none">;
    const droppedUnits = selection.dropped.map((position) => window.units[position]!);
    const droppedMessages = droppedUnits.flatMap((unit) => unit.messages);
    const { options } = this.#shared;

    if (options.onFlush) {
      try {
        await options.onFlush({ sessionId: this.id, trigger: trimTrigger, units: droppedUnits, messages: droppedMessages });
      } catch (cause) {
        throw new EngramError(
          "FLUSH_FAILED",
          `The flush hook failed before ${droppedMessages.length} messages left the working context of session "${this.id}", ` +
            "so nothing was dropped. Fix the error in onFlush (see cause) and call again.",
          { cause, details: { sessionId: this.id, trigger } },
        );
      }
    }

    const merged = mergeSummaries(this.#state.summary, summarizeUnits(droppedUnits));
    let source: PipelineSessionState["summarySource"] = "heuristic";
    if (options.summarizer) {
      try {
        merged.narrative = await writeModelNarrative(options.summarizer, merged, droppedUnits);
        source = "model";
      } catch (cause) {
        source = "heuristic-after-model-error";
        options.onWarning?.({
          code: "SUMMARY_MODEL_FAILED",
          message: `The model summary for session "${this.id}" failed; the heuristic summary is used instead.`,
          cause,
        });
      }
    }

    // Commit: everything up to the last dropped message is out, except kept units before it (the anchor).
    const cutEnd = Math.max(...droppedUnits.map((unit) => unit.end));
    const keptUnits = selection.kept.map((position) => window.units[position]!);
    this.#state.droppedThroughId = call.sessionMessages[cutEnd - 1]!.id;
    this.#state.pinnedIds = keptUnits.filter((unit) => unit.start < cutEnd).flatMap((unit) => unit.messages.map((m) => m.id));
    this.#state.summary = merged;
    this.#state.summarySource = source;
    this.#state.trims += 1;
    this.#state.droppedInSession += droppedMessages.length;
    this.#setSummary(merged, call.counter);
    call.summaryChanged = true;
    call.stages.push(trimTrigger);
    for (const message of droppedMessages) {
      call.dropped.push({ id: message.id, role: message.role, tokens: call.counter.countMessage(message) });
    }

    const anchorUnit = window.anchor === undefined ? undefined : window.units[window.anchor];
    const anchorMessage = anchorUnit?.messages.find((message) => message.role === "user");
    const checkpoint = buildCheckpoint({
      sessionId: this.id,
      iteration: this.#state.iteration,
      trims: this.#state.trims,
      messages: call.sessionMessages,
      anchor: anchorMessage,
      now: this.#shared.now(),
    });
    this.#state.lastCheckpoint = checkpoint;
    call.checkpoint = checkpoint;
    await options.onCheckpoint?.(checkpoint);

    const anchorKept = window.anchor === undefined ? undefined : selection.kept.indexOf(window.anchor);
    window.units = keptUnits;
    window.costs = selection.kept.map((position) => window.costs[position]!);
    window.anchor = anchorKept === undefined || anchorKept === -1 ? undefined : anchorKept;
  }

  /** Renders the summary once per trim; compact when the full form would pass its share of the budget. */
  #setSummary(summary: ThreadSummary, counter: TokenCounter): void {
    const { options, thresholds } = this.#shared;
    const narrativeOnly = options.summarizer?.mode === "replace";
    const cap = Math.floor(computeBudget(options) * thresholds.summary);
    let text = renderThreadSummary(summary, { narrativeOnly });
    let tokens = counter.countText(text) + tokenOverheads.perMessage;
    if (tokens > cap) {
      text = renderThreadSummary(summary, { narrativeOnly, compact: true });
      tokens = counter.countText(text) + tokenOverheads.perMessage;
    }
    this.#summaryMessage = this.#summaryAsMessage(text);
    this.#summaryTokens = tokens;
  }

  #summaryAsMessage(text: string): Message {
    return {
      id: `engram:summary:${this.id}`,
      role: "system",
      parts: [{ type: "text", text }],
      createdAt: this.#state.summary?.coveredTo ?? epoch,
    };
  }

  #recoveryText(extra: readonly string[] | undefined): string {
    const lines = ["<recovery_context>", "Keep working on the current task; use the summary and this checkpoint as your notes."];
    if (this.#state.lastCheckpoint) lines.push(renderCheckpoint(this.#state.lastCheckpoint));
    for (const block of extra ?? []) if (block.trim()) lines.push(block.trim());
    lines.push("</recovery_context>");
    return lines.join("\n");
  }

  #throwTooSmall(counter: TokenCounter, window: Window, systemTokens: number, limit: number, contextWindow: number): never {
    const anchorTokens = window.anchor === undefined ? 0 : window.costs[window.anchor]!;
    const needed = systemTokens + anchorTokens + tokenOverheads.perPrompt;
    const short = Math.max(1, needed - limit);
    throw new EngramError(
      "CONTEXT_TOO_SMALL",
      `The prompt budget of session "${this.id}" is ${limit} tokens, but the system prompt (${systemTokens}) and the ` +
        `current user message (${anchorTokens}) alone need ${needed}, before any summary or history. ` +
        `Raise contextWindow to at least ${contextWindow + short} (or lower maxOutputTokens/safetyMargin by ${short}), ` +
        "or shorten the system prompt.",
      { details: { sessionId: this.id, limit, systemTokens, anchorTokens, tokenizer: counter.info } },
    );
  }

  #assemble(args: {
    call: CallState;
    window: Window;
    systemTexts: string[];
    recoveryText: string | undefined;
    recoveryTokens: number;
    injections: Injection[];
    injectionTokens: number[];
    omitted: OmittedInjection[];
    compactSummary: Message | undefined;
    budget: ContextManifest["budget"];
    extra: number;
  }): PreparedContext {
    const { call, window } = args;
    const counter = call.counter;
    const createdAt = call.sessionMessages[0]?.createdAt ?? epoch;
    const messages: Message[] = [];
    const parts: ManifestPart[] = [];
    let systemTokens = 0;
    args.systemTexts.forEach((text, index) => {
      const id = `engram:system:${index}`;
      const tokens = this.#countText(counter, text) + tokenOverheads.perMessage;
      systemTokens += tokens;
      messages.push({ id, role: "system", parts: [{ type: "text", text }], createdAt });
      parts.push({ kind: "system", id, role: "system", tokens });
    });
    const summaryMessage = args.compactSummary ?? this.#summaryMessage;
    let summaryTokens = 0;
    if (summaryMessage) {
      summaryTokens = args.compactSummary
        ? this.#countText(counter, messageTextOf(summaryMessage)) + tokenOverheads.perMessage
        : this.#summaryTokens;
      messages.push(summaryMessage);
      parts.push({ kind: "summary", id: summaryMessage.id, role: "system", tokens: summaryTokens });
    }
    if (args.recoveryText) {
      const id = `engram:recovery:${this.id}`;
      messages.push({ id, role: "system", parts: [{ type: "text", text: args.recoveryText }], createdAt });
      parts.push({ kind: "recovery", id, role: "system", tokens: args.recoveryTokens });
    }
    args.injections.forEach((injection, index) => {
      messages.push({ id: `engram:injection:${injection.id}`, role: "system", parts: [{ type: "text", text: injection.text }], createdAt });
      parts.push({ kind: "injection", id: injection.id, label: injection.label, role: "system", tokens: args.injectionTokens[index]! });
    });
    let messageTokens = 0;
    let chars = 0;
    let overhead = args.extra;
    for (const unit of window.units) {
      for (const message of unit.messages) {
        const tokens = counter.countMessage(message);
        messageTokens += tokens;
        messages.push(message);
        parts.push({ kind: "message", id: message.id, role: message.role, tokens });
        if (!counter.exact) {
          chars += counter.charsOf(message);
          overhead += counter.overheadOf(message);
        }
      }
    }
    if (!counter.exact) {
      const systemSide = messages.length - keptMessageCount(window);
      for (let i = 0; i < systemSide; i++) chars += messageTextOf(messages[i]!).length;
      overhead += tokenOverheads.perMessage * systemSide;
      this.#lastPrompt = { chars, overhead };
    }
    const injectionTotal = sum(args.injectionTokens);
    const total = systemTokens + summaryTokens + args.recoveryTokens + injectionTotal + messageTokens + args.extra;
    const summary = this.#state.summary;
    const manifest: ContextManifest = {
      sessionId: this.id,
      iteration: this.#state.iteration,
      trigger: call.stages[0] ?? "none",
      stages: call.stages,
      budget: args.budget,
      tokenizer: counter.info,
      tokens: {
        system: systemTokens,
        summary: summaryTokens,
        recovery: args.recoveryTokens,
        injections: injectionTotal,
        messages: messageTokens,
        overhead: args.extra,
        total,
      },
      parts,
      keptMessages: keptMessageCount(window),
      dropped: call.dropped,
      droppedInSession: this.#state.droppedInSession,
      omitted: args.omitted,
      summary: {
        present: summary !== undefined,
        chars: summaryMessage ? messageTextOf(summaryMessage).length : 0,
        tokens: summaryTokens,
        changed: call.summaryChanged,
        compact: args.compactSummary !== undefined,
        source: this.#state.summarySource,
      },
      ...(call.checkpoint ? { checkpoint: call.checkpoint } : {}),
    };
    return call.checkpoint ? { messages, manifest, checkpoint: call.checkpoint } : { messages, manifest };
  }
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

function keptMessageCount(window: Window): number {
  let count = 0;
  for (const unit of window.units) count += unit.messages.length;
  return count;
}

function messageTextOf(message: Message): string {
  const part = message.parts[0];
  return part?.type === "text" ? part.text : "";
}
