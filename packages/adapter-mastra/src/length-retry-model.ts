import type { Engram, Message, PreparedTurn } from "@engram/core";
import { toPromptMessages, type PromptMessage } from "./prompt-messages.js";
import type { RunState } from "./run-state.js";

interface CallOptions {
  prompt: PromptMessage[];
}
interface CallableModel {
  doGenerate(options: CallOptions): PromiseLike<unknown>;
  doStream(options: CallOptions): PromiseLike<unknown>;
}

/**
 * Wraps the step's model so that a provider's length rejection is retried with Engram's smaller
 * prompt (50%, 25%, minimum). Mastra only offers `processAPIError` to the agent's errorProcessors
 * (memory processors run inside a combined workflow that the error runner skips), so the retry
 * lives at the model boundary, where the rejected call can be repeated within the same step.
 */
export function withLengthRetry<M extends object>(model: M, engram: Engram, state: RunState): M {
  const inner = model as unknown as CallableModel;
  const call = (invoke: (options: CallOptions) => PromiseLike<unknown>, options: CallOptions): Promise<unknown> => {
    const first = state.turn;
    return engram.retry(first, (turn) => {
      if (turn !== first) {
        state.turn = turn;
        for (const block of turn.system) if (block.kind !== "system") state.ownBlocks.add(block.text);
      }
      const rebuilt = turn !== first || state.useEngramPrompt;
      const prompt = rebuilt ? engramPrompt(turn, options.prompt, state.ownBlocks) : withHistory(options.prompt, state.history);
      return invoke({ ...options, prompt });
    });
  };
  return new Proxy(model, {
    get(target, property) {
      if (property === "doGenerate") return (options: CallOptions) => call((o) => inner.doGenerate(o), options);
      if (property === "doStream") return (options: CallOptions) => call((o) => inner.doStream(o), options);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The instructions Mastra sent (every system message Engram did not add), Engram's blocks, Engram's kept messages. */
export function engramPrompt(turn: PreparedTurn, original: readonly PromptMessage[], ownBlocks: ReadonlySet<string>): PromptMessage[] {
  const instructions = original.filter((message) => message.role === "system" && !ownBlocks.has(message.content));
  const blocks = turn.system.filter((block) => block.kind !== "system").map((block): PromptMessage => ({ role: "system", content: block.text }));
  return [...instructions, ...blocks, ...toPromptMessages(turn.messages)];
}

/** Mastra's prompt with Engram's kept history after the leading system messages, where remembered messages go. */
export function withHistory(original: readonly PromptMessage[], history: readonly Message[]): PromptMessage[] {
  if (history.length === 0) return [...original];
  const firstOther = original.findIndex((message) => message.role !== "system");
  const at = firstOther === -1 ? original.length : firstOther;
  return [...original.slice(0, at), ...toPromptMessages(history), ...original.slice(at)];
}
