import type { Unit } from "../message/unit.js";
import type { SessionProgress } from "../store/session-progress-schema.js";
import type { Complete } from "../model-functions.js";
import type { Message } from "../message/message-schema.js";

import type { CalibratedEstimatorOptions } from "../tokens/calibrated-estimator.js";
import type { TokenCounter } from "../tokens/token-counter.js";

import type { TrimTrigger } from "./manifest.js";

export interface PipelineThresholds {
  /** Trim when the prompt passes this share of the budget. Default 0.75. */
  proactive?: number;
  /** Trim down to this share of the budget. Default 0.5. */
  target?: number;
  /** Above this share of the budget the summary is rendered in its compact form. Default 0.2. */
  summary?: number;
  /** Shares of the budget for the first two reactive retries; the third is the minimum. Default [0.5, 0.25]. */
  reactive?: readonly [number, number];
}

/** Handed to `onFlush` before units leave the working context, on every path that drops them. */
export interface FlushEvent {
  readonly sessionId: string;
  readonly trigger: Exclude<TrimTrigger, "none">;
  readonly units: readonly Unit[];
  readonly messages: readonly Message[];
}

export interface PipelineWarning {
  readonly code: "SUMMARY_MODEL_FAILED";
  readonly message: string;
  readonly cause: unknown;
}

export interface ContextPipelineOptions {
  /** Model id; picks the tokenizer (o200k/cl100k for OpenAI families, the estimator otherwise). */
  model?: string;
  contextWindow: number;
  /** Default reply reservation; a call may pass its own. */
  maxOutputTokens: number;
  safetyMargin?: number;
  thresholds?: PipelineThresholds;
  /** A counter to share between pipelines (or one still loading); otherwise one is made for `model`. */
  counter?: TokenCounter | Promise<TokenCounter>;
  estimator?: CalibratedEstimatorOptions;
  /** With `complete`, a model writes the summary's narrative at each trim. */
  summarizer?: { complete: Complete; mode?: "enrich" | "replace"; maxTranscriptChars?: number };
  onFlush?: (event: FlushEvent) => void | Promise<void>;
  onCheckpoint?: (checkpoint: SessionProgress) => void | Promise<void>;
  /** Recoverable problems (a model summary that failed and fell back); logged once each by the caller. */
  onWarning?: (warning: PipelineWarning) => void;
  now?: () => Date;
}

/** A block of text injected into the system area: the memory index, recalled memories. */
export interface Injection {
  readonly id: string;
  readonly label: string;
  readonly text: string;
}

/** A part of the call outside the messages: a tool definition, a response schema. */
export interface PromptExtra {
  readonly label: string;
  readonly text: string;
}

export interface PrepareInput {
  /** The system prompt, as one string or several blocks. */
  system?: string | readonly string[];
  /** The whole session so far, oldest first; the pipeline remembers what it already dropped. */
  messages: readonly Message[];
  /** Injected after the thread summary, left out (last first) when the budget cannot hold them. */
  injections?: readonly Injection[];
  maxOutputTokens?: number;
  /**
   * Tokens the call spends outside messages that `extras` does not list (added to theirs; a part listed
   * in `extras` must not be counted here too).
   */
  extraTokens?: number;
  /**
   * Parts of the call outside the messages, each counted by Engram's counter and listed in the
   * manifest's `extras`: one per tool definition, say (label: the tool's name, text: its JSON).
   */
  extras?: readonly PromptExtra[];
  /** Extra recovery context for reactive retries: task list, recent git activity. */
  recoveryContext?: readonly string[];
}
