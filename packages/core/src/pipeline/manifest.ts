import type { SessionProgress } from "../store/session-progress-schema.js";
import type { TokenizerInfo } from "../tokens/token-counter.js";

export type TrimTrigger = "none" | "proactive" | "validation" | "reactive-1" | "reactive-2" | "reactive-3";

export interface ManifestPart {
  readonly kind: "system" | "summary" | "recovery" | "injection" | "message";
  /** Message id for messages; the injection's id for injections. */
  readonly id: string;
  readonly role?: string;
  readonly label?: string;
  readonly tokens: number;
}

/** A caller-declared part of the prompt outside the messages, such as one tool definition. */
export interface ManifestExtra {
  readonly label: string;
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
    /**
     * Per-prompt structure plus what the caller declared outside the messages: `extras` (each listed in
     * `ContextManifest.extras`) and `extraTokens`.
     */
    readonly overhead: number;
    readonly total: number;
    /** What the prompt would have cost on this call without any trimming. */
    readonly untrimmed: number;
    /**
     * What the proactive stage compared with `budget.proactiveAt` on this call, before any trimming:
     * system + thread summary (as it stood when the call began) + overhead + every message of the
     * working window. Memory injections and recovery notes are not part of it: they never cause a
     * proactive trim (the validation stage weighs them against `budget.limit`). The proactive stage
     * trims exactly when `trimBasis > budget.proactiveAt`; a reactive retry (`recover`) skips that stage,
     * but the figure is reported all the same. Messages never tokenized (an early stop of the walk from
     * the newest message) count by their cheap estimate.
     */
    readonly trimBasis: number;
    /**
     * The same quantity after this call's trimming: `total - injections - recovery`. The next call's
     * `trimBasis` starts from it (plus what arrived since).
     */
    readonly trimBasisAfter: number;
  };
  readonly parts: readonly ManifestPart[];
  /** Caller-declared parts outside the messages (`extras`, such as one per tool definition) and what each cost; counted in `tokens.overhead`. */
  readonly extras: readonly ManifestExtra[];
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
