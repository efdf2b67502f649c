import type { PreparedContext } from "@engram/core/pipeline";

/** The error shape OpenAI-style APIs return when a prompt is too long; core's isContextLengthError reads it. */
export interface ProviderLengthError extends Error {
  readonly status: 400;
  readonly code: "context_length_exceeded";
}

export interface SimulatedProvider {
  /** Stands in for the model call: accepts the prompt, or throws a length error when scripted to. */
  complete(turn: number, context: PreparedContext): void;
}

/**
 * A provider that accepts every prompt except on the scripted turns, and then only once. In real
 * life this happens when the provider counts differently from us (tool schemas that were never
 * declared as extraTokens, a tokenizer that differs from the estimate); here it is scripted so the
 * demo is deterministic.
 */
export function createSimulatedProvider(options: { contextWindow: number; rejectOnTurns: readonly number[] }): SimulatedProvider {
  const pending = new Set(options.rejectOnTurns);
  return {
    complete(turn) {
      if (!pending.delete(turn)) return;
      const error = new Error(`This model's maximum context length is ${options.contextWindow} tokens. Please reduce the length of the messages.`);
      throw Object.assign(error, { status: 400 as const, code: "context_length_exceeded" as const }) satisfies ProviderLengthError;
    },
  };
}
