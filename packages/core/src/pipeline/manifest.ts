import type { TokenizerInfo } from "../tokens/token-counter.js";
import type { SessionProgress } from "./checkpoint.js";

export type TrimTrigger = "none" | "proactive" | "validation" | "reactive-1" | "reactive-2" | "reactive-3";

export interface ManifestPart {
  readonly kind: "system" | "summary" | "recovery" | "injection" | "message";
  /** Message id for messages; the injection's id for injections. */
  readonly id: string;
  readonly role?: string;
  readonly label?: string;
  readonly tokens: number;
}

export interface DroppedMessage {
  readonly id: string;
  readonly role: string;
  readonly tokens: number;
  /** False when the message left without ever being tokenized (its count is a char-based estimate). */
  readonly exact: boolean;
}

export interface OmittedInjection {
  readonly id: string;
  readonly label: string;
  readonly tokens: number;
  readonly reason: "budget";
}

/** What one pipeline call sent, dropped and left out, and what each piece cost. */
export interface ContextManifest {
  readonly sessionId: string;
  readonly iteration: number;
  /** The first stage that trimmed on this call. */
  readonly trigger: TrimTrigger;
  /** Every stage that trimmed on this call, in order. */
  readonly stages: readonly TrimTrigger[];
  readonly budget: {
    readonly contextWindow: number;
    readonly maxOutputTokens: number;
    readonly safetyMargin: number;
    /** The hard limit for the prompt. */
    readonly limit: number;
    readonly proactiveAt: number;
    readonly targetAt: number;
  };
  readonly tokenizer: TokenizerInfo;
  readonly tokens: {
    readonly system: number;
    readonly summary: number;
    readonly recovery: number;
    readonly injections: number;
    readonly messages: number;
    /** Per-prompt structure and caller-declared extras such as tool definitions. */
    readonly overhead: number;
    readonly total: number;
    /** What the prompt would have cost on this call without any trimming. */
    readonly untrimmed: number;
  };
  readonly parts: readonly ManifestPart[];
  readonly keptMessages: number;
  readonly dropped: readonly DroppedMessage[];
  readonly droppedInSession: number;
  readonly omitted: readonly OmittedInjection[];
  readonly summary: {
    readonly present: boolean;
    readonly chars: number;
    readonly tokens: number;
    readonly changed: boolean;
    /** True when the budget forced a shorter form than the session's summary on this call (or none at all). */
    readonly shortened: boolean;
    readonly source: "none" | "heuristic" | "model" | "heuristic-after-model-error";
  };
  readonly checkpoint?: SessionProgress;
}
