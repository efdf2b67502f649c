import { z } from "zod";
import { EngramError } from "../errors.js";
import { messageSchema, parseMessage, type Message } from "../message/message-schema.js";
import { groupUnits, type Unit } from "../message/units.js";
import { tokenOverheads, type TokenCounter } from "../tokens/token-counter.js";
import { computeBudget, defaultSafetyMargin } from "./budget.js";
import { buildCheckpoint, sessionProgressSchema, type SessionProgress } from "./checkpoint.js";
import type { ContextManifest, DroppedMessage, ManifestPart, OmittedInjection, TrimTrigger } from "./manifest.js";
import { writeModelNarrative } from "./model-summary.js";
import type { ContextPipelineOptions, Injection, PrepareInput } from "./pipeline-options.js";
import { fitSummaryText, renderThreadSummary } from "./render-summary.js";
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

/** The units still in the working context, with their costs measured only when something asks. */
interface Window {
  units: Unit[];
  costs: Array<number | undefined>;
  /** Positions kept whatever they cost: the anchor's unit, a trailing tool call awaiting its result. */
  required: Set<number>;
  anchor: number | undefined;
  /** Index (in the grouped list) of the first message after the session's cut: those before it are pinned. */
  afterCut: number;
  readonly counter: TokenCounter;
}

function costOf(window: Window, position: number): number {
  let cost = window.costs[position];
  if (cost === undefined) {
    cost = 0;
    for (const message of window.units[position]!.messages) cost += window.counter.countMessage(message);
    window.costs[position] = cost;
  }
  return cost;
}

function windowCost(window: Window): number {
  let total = 0;
  for (let i = 0; i < window.units.length; i++) total += costOf(window, i);
  return total;
}

/** Whether the window costs more than `budget`, measuring from the newest unit only as far as needed. */
function windowExceeds(window: Window, budget: number): boolean {
  let total = 0;
  for (let i = window.units.length - 1; i >= 0; i--) {
    total += costOf(window, i);
    if (total > budget) return true;
  }
  return false;
}

/** A trailing assistant unit whose tool calls have not all been answered yet. */
function awaitsResults(unit: Unit): boolean {
  const calls = new Set<string>();
  for (const message of unit.messages) for (const part of message.parts) if (part.type === "tool-call") calls.add(part.toolCallId);
  for (const message of unit.messages) for (const part of message.parts) if (part.type === "tool-result") calls.delete(part.toolCallId);
  return calls.size > 0;
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
  #lastTotal: number | undefined;
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

  /** The summary as it is sent: the text of the `<thread_summary>` system message. */
  get summaryText(): string | undefined {
    return this.#summaryMessage ? messageTextOf(this.#summaryMessage) : undefined;
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
  async recover(input: PrepareInput): Promise<PreparedContext> {
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
    const untrimmedWindow = { units: window.units, costs: window.costs };
    const startSummaryTokens = this.#summaryTokens;

    // Recovery context depends only on the session, not on what the trim keeps, so it is sized first.
    const recoveryText = level > 0 ? this.#recoveryText(input.messages, input.recoveryContext) : undefined;
    const recoveryTokens = recoveryText ? this.#countText(counter, recoveryText) + tokenOverheads.perMessage : 0;

    // Plans a selection for a given summary size: the summary grows as units are dropped, so the
    // walk is redone with the merged summary's size until the kept part fits beside it.
    const planner =
      (target: number, beside: () => number) =>
      (summaryTokens: number): UnitSelection => {
        const fixedNow = systemTokens + summaryTokens + extra + beside();
        return selectUnitsWithinBudget(window.units, {
          cost: (position) => costOf(window, position),
          required: window.required,
          target: target - fixedNow,
          limit: limit - fixedNow,
        });
      };
    if (level > 0) {
      const trigger = `reactive-${level}` as TrimTrigger;
      const share = level === 1 ? thresholds.reactive[0] : thresholds.reactive[1];
      // Each retry aims below its share of the budget and at least a quarter below the prompt the
      // provider just rejected, so a retry never resends a prompt as large as the rejected one.
      const rejected = this.#lastTotal ?? limit;
      const target = Math.min(Math.floor(limit * share), Math.floor(rejected * 0.75));
      const plan =
        level >= maxReactiveAttempts
          ? () => selectMinimum(window.units, window.required)
          : planner(target, () => recoveryTokens);
      // A reactive call is a stage of its own even when there is nothing left to drop.
      call.stages.push(trigger);
      await this.#trim(call, window, plan, trigger);
    } else if (windowExceeds(window, proactiveAt - fixed())) {
      await this.#trim(call, window, planner(targetAt, () => 0), "proactive");
    }

    const injections = [...(input.injections ?? [])];
    const injectionTokens = injections.map((injection) => this.#countText(counter, injection.text) + tokenOverheads.perMessage);
    let recovery = recoveryText ? { text: recoveryText, tokens: recoveryTokens } : undefined;
    let summary = this.#summaryMessage ? { message: this.#summaryMessage, tokens: this.#summaryTokens } : undefined;
    const total = (): number =>
      systemTokens + (summary?.tokens ?? 0) + extra + (recovery?.tokens ?? 0) + sum(injectionTokens) + windowCost(window);

    // Validation: the last count before sending, against the hard limit. What gives way, in order:
    // older units, injections (last first), the summary's detail, the recovery notes, the summary itself.
    const omitted: OmittedInjection[] = [];
    if (total() > limit) {
      await this.#trim(call, window, planner(targetAt, () => recoveryTokens + sum(injectionTokens)), "validation");
      summary = this.#summaryMessage ? { message: this.#summaryMessage, tokens: this.#summaryTokens } : undefined;
      while (total() > limit && injections.length > 0) {
        const injection = injections.pop()!;
        omitted.unshift({ id: injection.id, label: injection.label, tokens: injectionTokens.pop()!, reason: "budget" });
      }
      if (total() > limit && summary && this.#state.summary) {
        summary = this.#summaryFor(renderThreadSummary(this.#state.summary, { compact: true }), counter);
      }
      if (total() > limit && recovery) recovery = undefined;
      if (total() > limit && summary) {
        const room = limit - (total() - summary.tokens) - tokenOverheads.perMessage;
        const fitted = fitSummaryText(messageTextOf(summary.message), room, (text) => this.#countText(counter, text));
        summary = fitted === undefined ? undefined : this.#summaryFor(fitted, counter);
      }
      if (total() > limit) this.#throwTooSmall(counter, window, systemTokens, limit, options.contextWindow);
    }

    return this.#assemble({
      call,
      window,
      systemTexts,
      recovery,
      summary,
      injections,
      injectionTokens,
      omitted,
      budget: { contextWindow: options.contextWindow, maxOutputTokens, safetyMargin, limit, proactiveAt, targetAt },
      extra,
      // What this call would have cost untrimmed; units never tokenized count by their estimate.
      untrimmed:
        systemTokens +
        startSummaryTokens +
        extra +
        recoveryTokens +
        sum(injectionTokens) +
        untrimmedWindow.units.reduce(
          (n, unit, i) =>
            n +
            (untrimmedWindow.costs[i] ??
              unit.messages.reduce((m, message) => m + counter.countMessageCheaply(message).tokens, 0)),
          0,
        ),
    });
  }

  #summaryFor(text: string, counter: TokenCounter): { message: Message; tokens: number } {
    return { message: this.#summaryAsMessage(text), tokens: this.#countText(counter, text) + tokenOverheads.perMessage };
  }

  /** Validates each message once (the first time the window holds it); errors give its place in the session. */
  #validate(list: readonly Message[], session: readonly Message[]): void {
    for (const message of list) {
      if (this.#validated.has(message)) continue;
      const result = messageSchema.safeParse(message);
      if (!result.success) parseMessage(message, session.indexOf(message));
      this.#validated.add(message);
    }
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

  /**
   * The units still in the working context: everything after the last cut, plus the pinned units
   * before it (the anchor kept at an earlier trim) and the current anchor. Only these messages are
   * grouped and validated, so a call's cost follows the window, not the session's length.
   */
  #window(messages: readonly Message[], counter: TokenCounter): Window {
    const start = this.#windowStart(messages);
    let anchorIndex = -1;
    for (let i = messages.length - 1; i >= 0; i--) {
      if (messages[i]!.role === "user") {
        anchorIndex = i;
        break;
      }
    }
    const before: Message[] = [];
    if (start > 0) {
      const pinned = new Set(this.#state.pinnedIds);
      for (let i = start - 1; i >= 0 && pinned.size > 0; i--) {
        if (pinned.delete(messages[i]!.id) || i === anchorIndex) before.unshift(messages[i]!);
      }
      if (anchorIndex !== -1 && anchorIndex < start && !before.includes(messages[anchorIndex]!)) {
        before.push(messages[anchorIndex]!);
        before.sort((a, b) => messages.indexOf(a) - messages.indexOf(b));
      }
    }
    const list = before.length > 0 ? [...before, ...messages.slice(start)] : start > 0 ? messages.slice(start) : messages;
    this.#validate(list, messages);
    const units = groupUnits(list);
    const anchor = anchorIndex === -1 ? undefined : messages[anchorIndex]!;
    const window: Window = {
      units,
      costs: new Array<number | undefined>(units.length),
      required: new Set(),
      anchor: undefined,
      afterCut: before.length,
      counter,
    };
    if (anchor) {
      const position = units.findLastIndex((unit) => unit.messages.includes(anchor));
      window.anchor = position;
      window.required.add(position);
    }
    const last = units.length - 1;
    if (last >= 0 && awaitsResults(units[last]!)) window.required.add(last);

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

  async #trim(
    call: CallState,
    window: Window,
    plan: (summaryTokens: number) => UnitSelection,
    trigger: TrimTrigger,
  ): Promise<void> {
    let selection = plan(this.#summaryTokens);
    for (let round = 0; round < 3 && selection.dropped.length > 0; round++) {
      const open = this.#state.summary?.openQuestion;
      const merged = mergeSummaries(this.#state.summary, summarizeUnits(selection.dropped.map((p) => window.units[p]!), open));
      const next = plan(this.#renderSummary(merged, call.counter).tokens);
      if (next.dropped.length <= selection.dropped.length) break;
      selection = next;
    }
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

    const merged = mergeSummaries(this.#state.summary, summarizeUnits(droppedUnits, this.#state.summary?.openQuestion));
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

    // Commit. The cut only moves forward: dropping a unit pinned before it (an old anchor) leaves it.
    const lastDropped = droppedUnits.at(-1)!;
    const cutEnd = Math.max(lastDropped.end, window.afterCut);
    const keptUnits = selection.kept.map((position) => window.units[position]!);
    if (lastDropped.end > window.afterCut) this.#state.droppedThroughId = lastDropped.messages.at(-1)!.id;
    window.afterCut = cutEnd;
    this.#state.pinnedIds = keptUnits.filter((unit) => unit.start < cutEnd).flatMap((unit) => unit.messages.map((m) => m.id));
    this.#state.summary = merged;
    this.#state.summarySource = source;
    this.#state.trims += 1;
    this.#state.droppedInSession += droppedMessages.length;
    this.#setSummary(merged, call.counter);
    call.summaryChanged = true;
    if (!call.stages.includes(trimTrigger)) call.stages.push(trimTrigger);
    for (const message of droppedMessages) {
      const { tokens, exact } = call.counter.countMessageCheaply(message);
      call.dropped.push({ id: message.id, role: message.role, tokens, exact });
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

    const newPosition = new Map(selection.kept.map((position, index) => [position, index]));
    window.units = keptUnits;
    window.costs = selection.kept.map((position) => window.costs[position]);
    window.required = new Set([...window.required].map((position) => newPosition.get(position)!));
    window.anchor = window.anchor === undefined ? undefined : newPosition.get(window.anchor);
  }

  /** Renders the summary once per trim; compact when the full form would pass its share of the budget. */
  #renderSummary(summary: ThreadSummary, counter: TokenCounter): { text: string; tokens: number } {
    const { options, thresholds } = this.#shared;
    const narrativeOnly = options.summarizer?.mode === "replace";
    const cap = Math.floor(computeBudget(options) * thresholds.summary);
    let text = renderThreadSummary(summary, { narrativeOnly });
    let tokens = counter.countText(text) + tokenOverheads.perMessage;
    if (tokens > cap) {
      text = renderThreadSummary(summary, { narrativeOnly, compact: true });
      tokens = counter.countText(text) + tokenOverheads.perMessage;
    }
    return { text, tokens };
  }

  #setSummary(summary: ThreadSummary, counter: TokenCounter): void {
    const { text, tokens } = this.#renderSummary(summary, counter);
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

  #recoveryText(messages: readonly Message[], extra: readonly string[] | undefined): string {
    const anchor = messages.findLast((message) => message.role === "user");
    const progress = buildCheckpoint({
      sessionId: this.id,
      iteration: this.#state.iteration,
      trims: this.#state.trims,
      messages,
      anchor,
      now: this.#shared.now(),
    });
    const lines = ["<recovery_context>", "Keep working on the current task; the summary above and these notes say where it stands."];
    if (progress.task) lines.push(`Current task: ${progress.task}`);
    if (progress.recentToolCalls.length > 0) {
      lines.push("Recent tool calls:");
      for (const call of progress.recentToolCalls) lines.push(`- ${call.toolName} ${call.input}`);
    }
    for (const block of extra ?? []) if (block.trim()) lines.push(block.trim());
    lines.push("</recovery_context>");
    return lines.join("\n");
  }

  #throwTooSmall(counter: TokenCounter, window: Window, systemTokens: number, limit: number, contextWindow: number): never {
    const anchorTokens = window.anchor === undefined ? 0 : costOf(window, window.anchor);
    let pendingTokens = 0;
    for (const position of window.required) if (position !== window.anchor) pendingTokens += costOf(window, position);
    const needed = systemTokens + anchorTokens + pendingTokens + tokenOverheads.perPrompt;
    const short = Math.max(1, needed - limit);
    const parts = [`the system prompt (${systemTokens})`, `the current user message (${anchorTokens})`];
    if (pendingTokens > 0) parts.push(`the tool calls still awaiting their results (${pendingTokens})`);
    throw new EngramError(
      "CONTEXT_TOO_SMALL",
      `The prompt budget of session "${this.id}" is ${limit} tokens, but ${parts.join(" and ")} alone need ${needed}, ` +
        `before any summary or history. Raise contextWindow to at least ${contextWindow + short} ` +
        `(or lower maxOutputTokens/safetyMargin by ${short}), or shorten the system prompt.`,
      { details: { sessionId: this.id, limit, needed, systemTokens, anchorTokens, pendingTokens, tokenizer: counter.info } },
    );
  }

  #assemble(args: {
    call: CallState;
    window: Window;
    systemTexts: string[];
    recovery: { text: string; tokens: number } | undefined;
    summary: { message: Message; tokens: number } | undefined;
    injections: Injection[];
    injectionTokens: number[];
    omitted: OmittedInjection[];
    budget: ContextManifest["budget"];
    extra: number;
    untrimmed: number;
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
    const summaryMessage = args.summary?.message;
    const summaryTokens = args.summary?.tokens ?? 0;
    if (summaryMessage) {
      messages.push(summaryMessage);
      parts.push({ kind: "summary", id: summaryMessage.id, role: "system", tokens: summaryTokens });
    }
    const recoveryTokens = args.recovery?.tokens ?? 0;
    if (args.recovery) {
      const id = `engram:recovery:${this.id}`;
      messages.push({ id, role: "system", parts: [{ type: "text", text: args.recovery.text }], createdAt });
      parts.push({ kind: "recovery", id, role: "system", tokens: recoveryTokens });
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
    const total = systemTokens + summaryTokens + recoveryTokens + injectionTotal + messageTokens + args.extra;
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
        recovery: recoveryTokens,
        injections: injectionTotal,
        messages: messageTokens,
        overhead: args.extra,
        total,
        untrimmed: args.untrimmed,
      },
      parts,
      keptMessages: keptMessageCount(window),
      dropped: call.dropped,
      droppedInSession: this.#state.droppedInSession,
      omitted: args.omitted,
      summary: {
        present: summaryMessage !== undefined,
        chars: summaryMessage ? messageTextOf(summaryMessage).length : 0,
        tokens: summaryTokens,
        changed: call.summaryChanged,
        shortened: summaryMessage !== this.#summaryMessage,
        source: this.#state.summarySource,
      },
      ...(call.checkpoint ? { checkpoint: call.checkpoint } : {}),
    };
    this.#lastTotal = total;
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
