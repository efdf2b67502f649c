import type { LanguageModelV4GenerateResult, LanguageModelV4StreamPart, LanguageModelV4StreamResult, LanguageModelV4Usage } from "@ai-sdk/provider";
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
