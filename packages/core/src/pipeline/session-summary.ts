/** The session's merged thread summary as it is sent: the `<thread_summary>` system message and its tokens. */
import type { Message } from "../message/message-schema.js";
import type { PipelineSessionState } from "../store/pipeline-state-schema.js";
import type { ThreadSummary } from "../store/thread-summary-schema.js";
import { tokenOverheads, type TokenCounter } from "../tokens/token-counter.js";
import { computeBudget } from "./budget.js";
import type { ContextPipelineOptions } from "./pipeline-options.js";
import { renderThreadSummary } from "./render-summary.js";
import { epoch, messageTextOf, systemMessage } from "./system-message.js";

/** What the summary's rendering reads of the pipeline: the summarizer's mode, the budget, the summary's share of it. */
interface SummaryShared {
  readonly options: ContextPipelineOptions;
  readonly thresholds: { readonly summary: number };
}

/** The merged thread summary of a session's state (`state.summary`), rendered as the message each call sends. */
export class SessionSummary {
  readonly #id: string;
  readonly #state: PipelineSessionState;
  readonly #shared: SummaryShared;
  #message: Message | undefined;
  #tokens = 0;

  constructor(id: string, state: PipelineSessionState, shared: SummaryShared) {
    this.#id = id;
    this.#state = state;
    this.#shared = shared;
  }

  /** The `<thread_summary>` system message, once there is a summary. */
  get message(): Message | undefined {
    return this.#message;
  }

  /** The message's tokens (0 without a summary). */
  get tokens(): number {
    return this.#tokens;
  }

  /** Summary text is counted with the counter in use now (the estimator's ratio may have moved). */
  refresh(counter: TokenCounter): void {
    if (this.#state.summary && !this.#message) this.set(this.#state.summary, counter);
    else if (this.#message && !counter.exact) {
      this.#tokens = counter.countText(messageTextOf(this.#message)) + tokenOverheads.perMessage;
    }
  }

  /** Renders the summary once per trim; compact when the full form would pass its share of the budget. */
  render(summary: ThreadSummary, counter: TokenCounter): { text: string; tokens: number } {
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

  set(summary: ThreadSummary, counter: TokenCounter): void {
    const { text, tokens } = this.render(summary, counter);
    this.#message = this.asMessage(text);
    this.#tokens = tokens;
  }

  asMessage(text: string): Message {
    return systemMessage(`engram:summary:${this.#id}`, text, this.#state.summary?.coveredTo ?? epoch);
  }
}
