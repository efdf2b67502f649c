import { maxReactiveAttempts } from "./reactive-attempts.js";
import type { CallFrame, CallState, FittedParts } from "./call-state.js";
import { BoundedCache } from "../util/bounded-cache.js";
import type { PreparedContext } from "./prepared-context.js";
import { pipelineSessionStateSchema, type PipelineSessionState } from "../store/pipeline-state-schema.js";
import type { ThreadSummary } from "../store/thread-summary-schema.js";
import { EngramError } from "../errors.js";
import { isValidated } from "../message/validated.js";
import { parseMessage, type Message } from "../message/message-schema.js";
import { tokenOverheads, type TokenCounter } from "../tokens/token-counter.js";
import { computeBudget, defaultSafetyMargin } from "./budget.js";
import { contextTooSmall } from "./context-too-small.js";
import { renderRecoveryContext } from "./recovery-context.js";
import { assemblePrompt } from "./assemble-prompt.js";
import { costOf, knownWindowCost, windowCost, windowExceeds, type Window } from "./context-window.js";
import { WindowTracker } from "./window-tracker.js";
import { epoch, messageTextOf, systemMessage } from "./system-message.js";
import { buildCheckpoint } from "./checkpoint.js";
import type { OmittedInjection, TrimTrigger } from "./manifest.js";
import { writeModelNarrative } from "./model-summary.js";
import type { ContextPipelineOptions, Injection, PrepareInput } from "./pipeline-options.js";
import { fitSummaryText, renderThreadSummary } from "./render-summary.js";
import { selectMinimum, selectUnitsWithinBudget, type UnitSelection } from "./select-units.js";
import { mergeSummaries, summarizeUnits } from "./thread-summary.js";

/** What a session shares with its pipeline. */
export interface PipelineShared {
  readonly options: ContextPipelineOptions;
  readonly thresholds: { proactive: number; target: number; summary: number; reactive: readonly [number, number] };
  counter(): Promise<TokenCounter>;
  now(): Date;
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
  /** The working window, carried from call to call between trims. */
  readonly #windows = new WindowTracker();
  /** Token counts of the texts recent calls sent (system prompts, injections, recovery notes) under an exact counter. */
  readonly #textTokens = new BoundedCache<string, number>({ maxEntries: 64 });

  /** This session's own flush (its memory session), instead of the pipeline's `onFlush`. */
  readonly #onFlush: ContextPipelineOptions["onFlush"];

  constructor(id: string, shared: PipelineShared, state?: PipelineSessionState, onFlush?: ContextPipelineOptions["onFlush"]) {
    if (!id) throw new EngramError("INVALID_OPTIONS", "A pipeline session needs a non-empty id.");
    this.id = id;
    this.#shared = shared;
    this.#onFlush = onFlush ?? shared.options.onFlush;
    this.#state = state ? pipelineSessionStateSchema.parse(state) : { pinnedIds: [], summarySource: "none", iteration: 0, trims: 0, droppedInSession: 0 };
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
    const counter = await this.#shared.counter();
    this.#state.iteration += 1;
    const frame = this.#frame(input, counter, level);
    await this.#trimStage(frame, level);
    const fitted = await this.#fitWithinLimit(frame, input.injections ?? []);
    return this.#assemble(frame, fitted);
  }

  /** What one call starts from: its budget, the parts it cannot drop, the working window, the recovery notes. */
  #frame(input: PrepareInput, counter: TokenCounter, level: number): CallFrame {
    const { options, thresholds } = this.#shared;
    const maxOutputTokens = input.maxOutputTokens ?? options.maxOutputTokens;
    const safetyMargin = options.safetyMargin ?? defaultSafetyMargin(options.contextWindow);
    const limit = computeBudget({ contextWindow: options.contextWindow, maxOutputTokens, safetyMargin });
    const systemTexts = typeof input.system === "string" ? [input.system] : [...(input.system ?? [])];
    const systemTokens = systemTexts.reduce((sum, text) => sum + this.#countText(counter, text) + tokenOverheads.perMessage, 0);
    const extras = (input.extras ?? []).map((part) => ({ label: part.label, tokens: this.#countText(counter, part.text) }));
    const extra = tokenOverheads.perPrompt + (input.extraTokens ?? 0) + sum(extras.map((part) => part.tokens));
    const call: CallState = { sessionMessages: input.messages, counter, limit, stages: [], dropped: [], checkpoint: undefined, summaryChanged: false };
    const window = this.#windows.window({
      messages: input.messages,
      droppedThroughId: this.#state.droppedThroughId,
      pinnedIds: this.#state.pinnedIds,
      counter,
      validate: (list) => this.#validate(list, input.messages),
    });
    this.#refreshSummaryTokens(counter);

    // Recovery context depends only on the session, not on what the trim keeps, so it is sized first.
    const recoveryText =
      level > 0
        ? renderRecoveryContext({
            sessionId: this.id,
            iteration: this.#state.iteration,
            trims: this.#state.trims,
            messages: input.messages,
            extra: input.recoveryContext,
            now: this.#shared.now(),
          })
        : undefined;
    const recoveryTokens = recoveryText ? this.#countText(counter, recoveryText) + tokenOverheads.perMessage : 0;
    const proactiveAt = Math.floor(limit * thresholds.proactive);
    const fixed = systemTokens + this.#summaryTokens + extra;
    return {
      call,
      window,
      budget: { contextWindow: options.contextWindow, maxOutputTokens, safetyMargin, limit, proactiveAt, targetAt: Math.floor(limit * thresholds.target) },
      systemTexts,
      systemTokens,
      extras,
      extra,
      recoveryText,
      recoveryTokens,
      // The proactive stage's question, asked before anything is trimmed; its basis is reported (`trimBasis`).
      exceedsProactive: level === 0 && windowExceeds(window, proactiveAt - fixed),
      trimBasis: fixed + knownWindowCost(window),
    };
  }

  /**
   * Plans a selection for a given summary size: the summary grows as units are dropped, so the walk is
   * redone with the merged summary's size until the kept part fits beside it (and beside `beside()`).
   */
  #planner(frame: CallFrame, target: number, beside: () => number): (summaryTokens: number) => UnitSelection {
    const { window, budget } = frame;
    return (summaryTokens) => {
      const fixedNow = frame.systemTokens + summaryTokens + frame.extra + beside();
      return selectUnitsWithinBudget(window.units, {
        cost: (position) => costOf(window, position),
        required: window.required,
        target: target - fixedNow,
        limit: budget.limit - fixedNow,
      });
    };
  }

  /** The call's stage: a reactive retry's smaller prompt, or the proactive trim when the window passes its threshold. */
  async #trimStage(frame: CallFrame, level: number): Promise<void> {
    const { call, window, budget } = frame;
    if (level > 0) {
      const trigger = `reactive-${level}` as TrimTrigger;
      const share = level === 1 ? this.#shared.thresholds.reactive[0] : this.#shared.thresholds.reactive[1];
      // Each retry aims below its share of the budget and at least a quarter below the prompt the
      // provider just rejected, so a retry never resends a prompt as large as the rejected one.
      const rejected = this.#lastTotal ?? budget.limit;
      const target = Math.min(Math.floor(budget.limit * share), Math.floor(rejected * 0.75));
      const plan = level >= maxReactiveAttempts ? () => selectMinimum(window.units, window.required) : this.#planner(frame, target, () => frame.recoveryTokens);
      // A reactive call is a stage of its own even when there is nothing left to drop.
      call.stages.push(trigger);
      await this.#trim(call, window, plan, trigger);
    } else if (frame.exceedsProactive) {
      await this.#trim(
        call,
        window,
        this.#planner(frame, budget.targetAt, () => 0),
        "proactive",
      );
    }
  }

  /**
   * Validation: the last count before sending, against the hard limit. What gives way, in order: older
   * units, injections (last first), the summary's detail, the recovery notes, the summary itself.
   */
  async #fitWithinLimit(frame: CallFrame, given: readonly Injection[]): Promise<FittedParts> {
    const { call, window, budget } = frame;
    const { counter } = call;
    const injections = [...given];
    const injectionTokens = injections.map((injection) => this.#countText(counter, injection.text) + tokenOverheads.perMessage);
    let recovery = frame.recoveryText ? { text: frame.recoveryText, tokens: frame.recoveryTokens } : undefined;
    let summary = this.#summaryMessage ? { message: this.#summaryMessage, tokens: this.#summaryTokens } : undefined;
    const total = (): number => frame.systemTokens + (summary?.tokens ?? 0) + frame.extra + (recovery?.tokens ?? 0) + sum(injectionTokens) + windowCost(window);
    const omitted: OmittedInjection[] = [];
    if (total() > budget.limit) {
      await this.#trim(
        call,
        window,
        this.#planner(frame, budget.targetAt, () => frame.recoveryTokens + sum(injectionTokens)),
        "validation",
      );
      summary = this.#summaryMessage ? { message: this.#summaryMessage, tokens: this.#summaryTokens } : undefined;
      while (total() > budget.limit && injections.length > 0) {
        const injection = injections.pop()!;
        omitted.unshift({ id: injection.id, label: injection.label, tokens: injectionTokens.pop()!, reason: "budget" });
      }
      if (total() > budget.limit && summary && this.#state.summary) {
        summary = this.#summaryFor(renderThreadSummary(this.#state.summary, { compact: true }), counter);
      }
      if (total() > budget.limit && recovery) recovery = undefined;
      if (total() > budget.limit && summary) {
        const room = budget.limit - (total() - summary.tokens) - tokenOverheads.perMessage;
        const fitted = fitSummaryText(messageTextOf(summary.message), room, (text) => this.#countText(counter, text));
        summary = fitted === undefined ? undefined : this.#summaryFor(fitted, counter);
      }
      if (total() > budget.limit) {
        throw contextTooSmall({
          sessionId: this.id,
          counter,
          window,
          systemTokens: frame.systemTokens,
          limit: budget.limit,
          contextWindow: this.#shared.options.contextWindow,
        });
      }
    }
    return { recovery, summary, injections, injectionTokens, omitted };
  }

  /** The prompt as sent and its manifest; the window settles for the next call. */
  #assemble(frame: CallFrame, fitted: FittedParts): PreparedContext {
    const { call, window, budget } = frame;
    const assembled = assemblePrompt({
      sessionId: this.id,
      iteration: this.#state.iteration,
      droppedInSession: this.#state.droppedInSession,
      summarySource: this.#state.summarySource,
      sessionSummary: this.#summaryMessage,
      countText: (text) => this.#countText(call.counter, text),
      call,
      window,
      systemTexts: frame.systemTexts,
      ...fitted,
      budget,
      extra: frame.extra,
      extras: frame.extras,
      trimBasis: frame.trimBasis,
      // What this call would have cost untrimmed: the proactive basis plus recovery notes and the injections sent.
      untrimmed: frame.trimBasis + frame.recoveryTokens + sum(fitted.injectionTokens),
    });
    this.#windows.settle(window, call.dropped.length > 0);
    this.#lastPrompt = assembled.promptChars;
    this.#lastTotal = assembled.context.manifest.tokens.total;
    return assembled.context;
  }

  /** Summary text is counted with the counter in use now (the estimator's ratio may have moved). */
  #refreshSummaryTokens(counter: TokenCounter): void {
    if (this.#state.summary && !this.#summaryMessage) this.#setSummary(this.#state.summary, counter);
    else if (this.#summaryMessage && !counter.exact) {
      this.#summaryTokens = counter.countText(messageTextOf(this.#summaryMessage)) + tokenOverheads.perMessage;
    }
  }

  #summaryFor(text: string, counter: TokenCounter): { message: Message; tokens: number } {
    return { message: this.#summaryAsMessage(text), tokens: this.#countText(counter, text) + tokenOverheads.perMessage };
  }

  /** Validates each message once (the first time the window holds it); errors give its place in the session. */
  #validate(list: readonly Message[], session: readonly Message[]): void {
    for (const message of list) {
      if (this.#validated.has(message) || isValidated(message)) continue;
      // Throws INVALID_MESSAGE naming the message and the field (a copy with U+FFFD for lone surrogates is not kept).
      parseMessage(message, session.indexOf(message));
      this.#validated.add(message);
    }
  }

  #countText(counter: TokenCounter, text: string): number {
    if (!counter.exact) return counter.countText(text);
    let tokens = this.#textTokens.get(text);
    if (tokens === undefined) {
      tokens = counter.countText(text);
      this.#textTokens.set(text, tokens);
    }
    return tokens;
  }

  async #trim(call: CallState, window: Window, plan: (summaryTokens: number) => UnitSelection, trigger: TrimTrigger): Promise<void> {
    let selection = plan(this.#summaryTokens);
    for (let round = 0; round < 3 && selection.dropped.length > 0; round++) {
      const open = this.#state.summary?.openQuestion;
      const merged = mergeSummaries(
        this.#state.summary,
        summarizeUnits(
          selection.dropped.map((p) => window.units[p]!),
          open,
        ),
      );
      const next = plan(this.#renderSummary(merged, call.counter).tokens);
      if (next.dropped.length <= selection.dropped.length) break;
      selection = next;
    }
    if (selection.dropped.length === 0) return;
    const trimTrigger = trigger as Exclude<TrimTrigger, "none">;
    const droppedUnits = selection.dropped.map((position) => window.units[position]!);
    const droppedMessages = droppedUnits.flatMap((unit) => unit.messages);
    const { options } = this.#shared;
    const onFlush = this.#onFlush;
    if (onFlush) {
      try {
        await onFlush({ sessionId: this.id, trigger: trimTrigger, units: droppedUnits, messages: droppedMessages });
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
    window.known = undefined;
    window.list = undefined;
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
    return systemMessage(`engram:summary:${this.id}`, text, this.#state.summary?.coveredTo ?? epoch);
  }
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
