import type { PipelineSessionState } from "../store/pipeline-state-schema.js";
import { EngramError } from "../errors.js";
import { TokenCounter } from "../tokens/token-counter.js";
import { computeBudget, defaultSafetyMargin } from "./budget.js";
import type { ContextPipelineOptions } from "./pipeline-options.js";
import { PipelineSession, type PipelineShared } from "./pipeline-session.js";

export interface ContextPipeline {
  /** The prompt budget at the default maxOutputTokens. */
  readonly budget: number;
  /** A session's working context; pass a saved state to resume it, and its own flush instead of `onFlush`. */
  session(id: string, state?: PipelineSessionState, onFlush?: ContextPipelineOptions["onFlush"]): PipelineSession;
  /** The token counter the pipeline uses (loaded on first use). */
  counter(): Promise<TokenCounter>;
}

function checkShare(name: string, value: number): void {
  if (!(value > 0 && value <= 1)) {
    throw new EngramError("INVALID_OPTIONS", `thresholds.${name} must be a share of the budget in (0, 1] (got ${value}).`);
  }
}

/**
 * The context pipeline of ARCHITECTURE.md: budget, proactive trim at 75% down to 50%, flush before
 * forgetting, thread summary, validation against the hard limit, and reactive retries.
 */
export function createContextPipeline(options: ContextPipelineOptions): ContextPipeline {
  const proactive = options.thresholds?.proactive ?? 0.75;
  const target = options.thresholds?.target ?? 0.5;
  const reactive = options.thresholds?.reactive ?? ([0.5, 0.25] as const);
  const summary = options.thresholds?.summary ?? 0.2;
  checkShare("summary", summary);
  checkShare("proactive", proactive);
  checkShare("target", target);
  checkShare("reactive[0]", reactive[0]);
  checkShare("reactive[1]", reactive[1]);
  if (target > proactive) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `thresholds.target (${target}) must not exceed thresholds.proactive (${proactive}): trimming would never get below the trigger.`,
    );
  }
  const budget = computeBudget({
    contextWindow: options.contextWindow,
    maxOutputTokens: options.maxOutputTokens,
    safetyMargin: options.safetyMargin ?? defaultSafetyMargin(options.contextWindow),
  });

  let counter: Promise<TokenCounter> | undefined = options.counter ? Promise.resolve(options.counter) : undefined;
  const shared: PipelineShared = {
    options,
    thresholds: { proactive, target, summary, reactive },
    counter: () =>
      (counter ??= options.model ? TokenCounter.forModel(options.model, options.estimator) : Promise.resolve(TokenCounter.estimating(options.estimator))),
    now: options.now ?? (() => new Date()),
  };
  return {
    budget,
    session: (id, state, onFlush) => new PipelineSession(id, shared, state, onFlush),
    counter: shared.counter,
  };
}
