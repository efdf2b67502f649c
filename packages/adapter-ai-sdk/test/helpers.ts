import type {
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import type { MemoryStore, Message } from "@engram/core";
import { convertArrayToReadableStream } from "ai/test";

/** A clock that moves one second per read, so archived times are distinct and ordered. */
export function testClock(start = "2026-03-02T09:00:00.000Z"): () => Date {
  let at = Date.parse(start);
  return () => new Date((at += 1_000));
}

export function usage(input = 10, output = 5): LanguageModelV4Usage {
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}

export function textResult(text: string): LanguageModelV4GenerateResult {
  return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage: usage(), warnings: [] };
}

export function toolCallResult(toolCallId: string, toolName: string, input: unknown): LanguageModelV4GenerateResult {
  return {
    content: [{ type: "tool-call", toolCallId, toolName, input: JSON.stringify(input) }],
    finishReason: { unified: "tool-calls", raw: "tool_calls" },
    usage: usage(),
    warnings: [],
  };
}

/** A streamed text reply in the given chunks. */
export function textStream(chunks: readonly string[]): LanguageModelV4StreamResult {
  const parts: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t1" },
    ...chunks.map((delta): LanguageModelV4StreamPart => ({ type: "text-delta", id: "t1", delta })),
    { type: "text-end", id: "t1" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: usage(12, 4) },
  ];
  return { stream: convertArrayToReadableStream(parts) };
}

/** The session's archived messages as `{ role, parts }`, oldest first. */
export async function archived(store: MemoryStore, sessionId: string): Promise<Array<Pick<Message, "role" | "parts">>> {
  const events = await store.readEvents(sessionId);
  return events.flatMap((event) => (event.type === "message" ? [{ role: event.message.role, parts: event.message.parts }] : []));
}

/** The system content of a prompt the model received, joined. */
export function systemContent(prompt: LanguageModelV4Prompt): string {
  return prompt.flatMap((message) => (message.role === "system" ? [message.content] : [])).join("\n");
}

/** The text of every user message in a received prompt. */
export function userTexts(prompt: LanguageModelV4Prompt): string[] {
  return prompt.flatMap((message) =>
    message.role === "user" ? [message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n")] : [],
  );
}

/** Tool-call ids and tool-result ids of a received prompt. */
export function toolIds(prompt: LanguageModelV4Prompt): { calls: string[]; results: string[] } {
  const calls: string[] = [];
  const results: string[] = [];
  for (const message of prompt) {
    if (message.role === "system") continue;
    for (const part of message.content) {
      if (part.type === "tool-call") calls.push(part.toolCallId);
      if (part.type === "tool-result") results.push(part.toolCallId);
    }
  }
  return { calls, results };
}
