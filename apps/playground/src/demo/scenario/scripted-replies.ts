import type { LanguageModelV4GenerateResult } from "@ai-sdk/provider";
import { AIMessage } from "@langchain/core/messages";
import type { PlayedStep } from "./script-player.js";

// Usage as a provider would report it; gpt-4o is counted with tiktoken, so these only fill the archive's usage events.
const usage = { input: 900, output: 40 };

/** A scripted step as an AI SDK (spec V4) model result: what MockLanguageModelV4 returns. */
export function toV4Result({ step, toolCallId }: PlayedStep): LanguageModelV4GenerateResult {
  return {
    content:
      step.kind === "text" ? [{ type: "text", text: step.text }] : [{ type: "tool-call", toolCallId, toolName: step.tool, input: JSON.stringify(step.input) }],
    finishReason: step.kind === "text" ? { unified: "stop", raw: "stop" } : { unified: "tool-calls", raw: "tool_calls" },
    usage: {
      inputTokens: { total: usage.input, noCache: usage.input, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: usage.output, text: usage.output, reasoning: undefined },
    },
    warnings: [],
  };
}

/** A scripted step as a LangChain AIMessage: what fakeModel returns. */
export function toAIMessage({ step, toolCallId }: PlayedStep): AIMessage {
  const usage_metadata = { input_tokens: usage.input, output_tokens: usage.output, total_tokens: usage.input + usage.output };
  if (step.kind === "text") return new AIMessage({ content: step.text, usage_metadata });
  return new AIMessage({ content: "", tool_calls: [{ id: toolCallId, name: step.tool, args: step.input, type: "tool_call" }], usage_metadata });
}
