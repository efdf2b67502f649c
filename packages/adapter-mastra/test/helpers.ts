import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import type { MastraMemory } from "@mastra/core/memory";
import type { ToolsInput } from "@mastra/core/agent";
import { archivedMessages } from "@engram/core/testing";
import { openTempSqliteStore, type TempSqliteStore } from "@engram/store-sqlite/testing";
import { MockLanguageModelV4, convertArrayToReadableStream } from "ai/test";

export const usage = {
  inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;
type StreamResult = Awaited<ReturnType<MockLanguageModelV4["doStream"]>>;

export function textReply(text: string): GenerateResult {
  return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
}

export function toolCallReply(toolCallId: string, toolName: string, input: unknown): GenerateResult {
  return {
    content: [{ type: "tool-call", toolCallId, toolName, input: JSON.stringify(input) }],
    finishReason: { unified: "tool-calls", raw: "tool_calls" },
    usage,
    warnings: [],
  };
}

export function textStream(text: string): StreamResult {
  return {
    stream: convertArrayToReadableStream([
      { type: "stream-start", warnings: [] },
      { type: "text-start", id: "t1" },
      { type: "text-delta", id: "t1", delta: text },
      { type: "text-end", id: "t1" },
      { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
    ]),
  };
}

/** A mock model answering from a queue, one reply per call. */
export function queuedModel(replies: Array<GenerateResult | Error | (() => GenerateResult)>): MockLanguageModelV4 {
  let index = 0;
  return new MockLanguageModelV4({
    doGenerate: async () => {
      const reply = replies[Math.min(index++, replies.length - 1)]!;
      if (reply instanceof Error) throw reply;
      return typeof reply === "function" ? reply() : reply;
    },
    doStream: async () => textStream("streamed reply"),
  });
}

export function agentWith(model: MockLanguageModelV4, memory: MastraMemory, tools?: ToolsInput): Agent {
  return new Agent({
    id: "coder",
    name: "coder",
    instructions: "You are a coding agent.",
    model: model as unknown as MastraModelConfig,
    memory,
    ...(tools ? { tools } : {}),
  });
}

export type TempStore = TempSqliteStore;

export const tempSqliteStore = () => openTempSqliteStore("engram-mastra-");

/** The archived messages of a session as role + parts, for exact assertions. */
export const archived = archivedMessages;

export const text = (value: string) => ({ type: "text" as const, text: value });
