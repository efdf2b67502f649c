import type { Message } from "../message/message-schema.js";
import type { SessionProgress } from "../store/session-progress-schema.js";
import type { TokenCounter } from "../tokens/token-counter.js";
import type { Window } from "./context-window.js";
import type { ContextManifest, DroppedMessage, ManifestExtra, OmittedInjection, TrimTrigger } from "./manifest.js";
import type { Injection } from "./pipeline-options.js";

/** What one call's trims record as they go. */
export interface CallState {
  readonly sessionMessages: readonly Message[];
  readonly counter: TokenCounter;
  readonly limit: number;
  readonly stages: TrimTrigger[];
  readonly dropped: DroppedMessage[];
  checkpoint: SessionProgress | undefined;
  summaryChanged: boolean;
}

/** What one call starts from, measured before anything is trimmed. */
export interface CallFrame {
  readonly call: CallState;
  readonly window: Window;
  readonly budget: ContextManifest["budget"];
  readonly systemTexts: string[];
  readonly systemTokens: number;
  readonly extras: readonly ManifestExtra[];
  /** Tokens beside the messages that nothing trims: the prompt overhead, the caller's extra tokens, the extras. */
  readonly extra: number;
  readonly recoveryText: string | undefined;
  readonly recoveryTokens: number;
  readonly exceedsProactive: boolean;
  /** What the proactive stage compares with its threshold: the fixed parts and the window as it came. */
  readonly trimBasis: number;
}

/** The parts that fit the hard limit after validation, as the prompt is laid out from them. */
export interface FittedParts {
  readonly recovery: { text: string; tokens: number } | undefined;
  readonly summary: { message: Message; tokens: number } | undefined;
  readonly injections: Injection[];
  readonly injectionTokens: number[];
  readonly omitted: OmittedInjection[];
}
