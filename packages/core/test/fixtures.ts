import type { Message, MessageDraft } from "./core-internals.js";

/** Builds messages with ids and strictly increasing timestamps, like a real session would. */
export class SessionBuilder {
  readonly messages: Message[] = [];
  #clock = Date.parse("2026-03-01T09:00:00.000Z");
  #next = 0;

  #at(): string {
    this.#clock += 1000;
    return new Date(this.#clock).toISOString();
  }

  #id(prefix: string): string {
    this.#next += 1;
    return `${prefix}${this.#next}`;
  }

  user(text: string): Message {
    return this.#push({ id: this.#id("u"), role: "user", parts: [{ type: "text", text }], createdAt: this.#at() });
  }

  assistant(text: string): Message {
    return this.#push({ id: this.#id("a"), role: "assistant", parts: [{ type: "text", text }], createdAt: this.#at() });
  }

  /** An assistant tool call and its result message: one unit. */
  tool(toolName: string, input: Record<string, unknown>, output: unknown): [Message, Message] {
    const toolCallId = this.#id("call");
    const call = this.#push({
      id: this.#id("a"),
      role: "assistant",
      parts: [{ type: "tool-call", toolCallId, toolName, input }],
      createdAt: this.#at(),
    });
    const result = this.#push({
      id: this.#id("t"),
      role: "tool",
      parts: [{ type: "tool-result", toolCallId, toolName, output }],
      createdAt: this.#at(),
    });
    return [call, result];
  }

  #push(message: Message): Message {
    this.messages.push(message);
    return message;
  }
}

/** Ids of the conversation messages in a prepared prompt (without the synthetic system messages). */
export function conversationIds(messages: readonly Message[]): string[] {
  return messages.filter((m) => !m.id.startsWith("engram:")).map((m) => m.id);
}

/** Tool-call ids whose result appears without the call, or call without result, in one prompt. */
export function orphanedToolCalls(messages: readonly Message[]): string[] {
  const calls = new Set<string>();
  const results = new Set<string>();
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.type === "tool-call") calls.add(part.toolCallId);
      if (part.type === "tool-result") results.add(part.toolCallId);
    }
  }
  return [...[...results].filter((id) => !calls.has(id)), ...[...calls].filter((id) => !results.has(id))].sort();
}

export const filler = (words: number, seed = "lorem"): string => Array.from({ length: words }, (_, i) => `${seed}${i % 17}`).join(" ");

/**
 * Tool calls the prompt separated from their results: a result without its call, or a call whose
 * result exists in the session but was not sent. A call still waiting for its result is fine.
 */
export function separatedToolPairs(prompt: readonly Message[], session: readonly Message[]): string[] {
  const answered = new Set<string>();
  for (const message of session) for (const part of message.parts) if (part.type === "tool-result") answered.add(part.toolCallId);
  const sentCalls = new Set<string>();
  const sentResults = new Set<string>();
  for (const message of prompt) {
    for (const part of message.parts) {
      if (part.type === "tool-call") sentCalls.add(part.toolCallId);
      if (part.type === "tool-result") sentResults.add(part.toolCallId);
    }
  }
  const resultsWithoutCall = [...sentResults].filter((id) => !sentCalls.has(id));
  const callsWithoutResult = [...sentCalls].filter((id) => answered.has(id) && !sentResults.has(id));
  return [...resultsWithoutCall, ...callsWithoutResult].sort();
}

/** A user message draft holding `text`. */
export const userText = (text: string): MessageDraft => ({ role: "user", parts: [{ type: "text", text }] });
/** An assistant message draft holding `text`. */
export const assistantText = (text: string): MessageDraft => ({ role: "assistant", parts: [{ type: "text", text }] });

/** A clock for `now` options that moves one second forward each time it is read, from `start`. */
export function tickingClock(start = "2026-03-02T09:00:00.000Z"): () => Date {
  let clock = Date.parse(start);
  return () => {
    clock += 1_000;
    return new Date(clock);
  };
}
