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
import { renderRecoveryContext } from "./recovery-context.js";
import { assemblePrompt } from "./assemble-prompt.js";
import { knownWindowCost, windowExceeds } from "./context-window.js";
import { WindowTracker } from "./window-tracker.js";
import { messageTextOf } from "./system-message.js";
import type { ContextPipelineOptions, PrepareInput } from "./pipeline-options.js";
import type { PipelineShared, SessionCore } from "./session-core.js";
import { SessionSummary } from "./session-summary.js";
import { fitWithinLimit, trimStage } from "./trim-stages.js";
import { sum } from "../util/sum.js";

export type { PipelineShared } from "./session-core.js";

/**
 * One conversation's working context. It remembers which messages it has dropped and the merged
 * thread summary, so each call only needs the whole session list and returns what to send.
 */
export class PipelineSession {
  readonly id: string;
  /** The state, summary and settings the trim stages work on. */
  readonly #core: SessionCore;
  #reactiveAttempts = 0;
  #lastPrompt: { chars: number; overhead: number } | undefined;
  #lastTotal: number | undefined;
  readonly #validated = new WeakSet<Message>();
  /** The working window, carried from call to call between trims. */
  readonly #windows = new WindowTracker();
  /** Token counts of the texts recent calls sent (system prompts, injections, recovery notes) under an exact counter. */
  readonly #textTokens = new BoundedCache<string, number>({ maxEntries: 64 });

  constructor(id: string, shared: PipelineShared, state?: PipelineSessionState, onFlush?: ContextPipelineOptions["onFlush"]) {
    if (!id) throw new EngramError("INVALID_OPTIONS", "A pipeline session needs a non-empty id.");
    this.id = id;
    const own: PipelineSessionState = state
      ? pipelineSessionStateSchema.parse(state)
      : { pinnedIds: [], summarySource: "none", iteration: 0, trims: 0, droppedInSession: 0 };
    this.#core = {
      id,
      shared,
      state: own,
      summary: new SessionSummary(id, own, shared),
      onFlush: onFlush ?? shared.options.onFlush,
      countText: (counter, text) => this.#countText(counter, text),
    };
  }

  /** The merged thread summary of everything dropped so far. */
  get summary(): ThreadSummary | undefined {
    return this.#core.state.summary;
  }

  /** The summary as it is sent: the text of the `<thread_summary>` system message. */
  get summaryText(): string | undefined {
    const message = this.#core.summary.message;
    return message ? messageTextOf(message) : undefined;
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
    const counter = await this.#core.shared.counter();
    if (counter.exact || !this.#lastPrompt) return undefined;
    return counter.estimator.observe(this.#lastPrompt.chars, usage.inputTokens - this.#lastPrompt.overhead);
  }

  /** A JSON copy of the session's state, for `restore` in another process. */
  state(): PipelineSessionState {
    return structuredClone(this.#core.state);
  }

  async #run(input: PrepareInput, level: number): Promise<PreparedContext> {
    const counter = await this.#core.shared.counter();
    this.#core.state.iteration += 1;
    const frame = this.#frame(input, counter, level);
    await trimStage(this.#core, frame, level, this.#lastTotal);
    const fitted = await fitWithinLimit(this.#core, frame, input.injections ?? []);
    return this.#assemble(frame, fitted);
  }

  /** What one call starts from: its budget, the parts it cannot drop, the working window, the recovery notes. */
  #frame(input: PrepareInput, counter: TokenCounter, level: number): CallFrame {
    const { shared, state, summary } = this.#core;
    const { options, thresholds } = shared;
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
      droppedThroughId: state.droppedThroughId,
      pinnedIds: state.pinnedIds,
      counter,
      validate: (list) => this.#validate(list, input.messages),
    });
    summary.refresh(counter);

    // Recovery context depends only on the session, not on what the trim keeps, so it is sized first.
    const recoveryText =
      level > 0
        ? renderRecoveryContext({
            sessionId: this.id,
            iteration: state.iteration,
            trims: state.trims,
            messages: input.messages,
            extra: input.recoveryContext,
            now: shared.now(),
          })
        : undefined;
    const recoveryTokens = recoveryText ? this.#countText(counter, recoveryText) + tokenOverheads.perMessage : 0;
    const proactiveAt = Math.floor(limit * thresholds.proactive);
    const fixed = systemTokens + summary.tokens + extra;
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

  /** The prompt as sent and its manifest; the window settles for the next call. */
  #assemble(frame: CallFrame, fitted: FittedParts): PreparedContext {
    const { call, window, budget } = frame;
    const { state } = this.#core;
    const assembled = assemblePrompt({
      sessionId: this.id,
      iteration: state.iteration,
      droppedInSession: state.droppedInSession,
      summarySource: state.summarySource,
      sessionSummary: this.#core.summary.message,
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
}
