import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import type { Answerer, NeutralMessage, NeutralPrompt } from "./neutral-prompt.js";
import { streamPieces } from "./stream-pieces.js";

/** An AI SDK (spec v4) language model that answers through an `Answerer`, like `MockLanguageModelV4`; for the AI SDK and Mastra. */
export function answererLanguageModel(answer: Answerer, ids: { provider: string; modelId: string }): LanguageModelV4 {
  const generate = async (options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> => {
    const prompt = neutralPromptOf(options.prompt);
    const text = await answer(prompt);
    return {
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: usageOf(prompt, text),
      warnings: [],
    };
  };
  return {
    specificationVersion: "v4",
    provider: ids.provider,
    modelId: ids.modelId,
    supportedUrls: {},
    doGenerate: generate,
    async doStream(options) {
      const { content, finishReason, usage } = await generate(options);
      const text = content[0]?.type === "text" ? content[0].text : "";
      const parts: LanguageModelV4StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "t0" },
        ...streamPieces(text).map((delta): LanguageModelV4StreamPart => ({ type: "text-delta", id: "t0", delta })),
        { type: "text-end", id: "t0" },
        { type: "finish", finishReason, usage },
      ];
      return {
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}

/** The v4 prompt as plain text: system messages joined, other messages' text parts joined. */
export function neutralPromptOf(prompt: LanguageModelV4Prompt): NeutralPrompt {
  const system: string[] = [];
  const messages: NeutralMessage[] = [];
  for (const message of prompt) {
    if (message.role === "system") {
      system.push(message.content);
      continue;
    }
    const text = message.content
      .map((part) => (part.type === "text" ? part.text : ""))
      .filter(Boolean)
      .join("\n");
    messages.push({ role: message.role, text });
  }
  return { system: system.join("\n\n"), messages };
}

/** About four characters a token: the offline model has no tokenizer of its own. */
function usageOf(prompt: NeutralPrompt, reply: string): LanguageModelV4Usage {
  const chars = prompt.system.length + prompt.messages.reduce((sum, message) => sum + message.text.length, 0);
  const input = Math.ceil(chars / 4);
  const output = Math.ceil(reply.length / 4);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}
