import { expect } from "vitest";
import { extractFacts, type Message, type MessagePart } from "./core-internals.js";

/** Messages of one exchange with fixed ids and timestamps a second apart, from 2026-03-02T09:00:00Z. */
export class ExchangeBuilder {
  readonly messages: Message[] = [];
  #clock = Date.parse("2026-03-02T09:00:00.000Z");

  constructor(start?: string) {
    if (start) this.#clock = Date.parse(start);
  }

  #push(id: string, role: Message["role"], parts: MessagePart[]): Message {
    const message: Message = { id, role, parts, createdAt: new Date(this.#clock).toISOString() };
    this.#clock += 1000;
    this.messages.push(message);
    return message;
  }

  system(id: string, text: string): this {
    this.#push(id, "system", [{ type: "text", text }]);
    return this;
  }

  user(id: string, text: string): this {
    this.#push(id, "user", [{ type: "text", text }]);
    return this;
  }

  assistant(id: string, text: string): this {
    this.#push(id, "assistant", [{ type: "text", text }]);
    return this;
  }

  /** An assistant tool call (id `${id}`) and its result (id `${id}r`). */
  tool(id: string, toolName: string, input: Record<string, unknown>, output: unknown, isError?: boolean): this {
    this.#push(id, "assistant", [{ type: "tool-call", toolCallId: `call-${id}`, toolName, input }]);
    const result: MessagePart = { type: "tool-result", toolCallId: `call-${id}`, toolName, output, ...(isError === undefined ? {} : { isError }) };
    this.#push(`${id}r`, "tool", [result]);
    return this;
  }

  get exchange(): { messages: Message[] } {
    return { messages: this.messages };
  }
}

/** What offline extraction keeps of one user sentence said alone: [content, type] per fact. */
export function keptOf(sentence: string): [string, string][] {
  const b = new ExchangeBuilder().user("u1", sentence);
  return extractFacts(b.exchange, { maxFacts: 10 }).map((fact) => [fact.content, fact.type]);
}

/** Each sentence, said alone, keeps exactly its one fact (content and type); a failure names the sentence. */
export function expectEachKept(said: readonly (readonly [sentence: string, kept: readonly [string, string]])[]): void {
  expect(said.map(([sentence]) => [sentence, keptOf(sentence)])).toEqual(said.map(([sentence, kept]) => [sentence, [kept]]));
}

/** Each sentence, said alone, keeps nothing; a failure names the sentence. */
export function expectNoneKept(sentences: readonly string[]): void {
  expect(sentences.map((sentence) => [sentence, keptOf(sentence)])).toEqual(sentences.map((sentence) => [sentence, []]));
}
