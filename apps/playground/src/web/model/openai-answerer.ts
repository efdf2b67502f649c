import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText, type ModelMessage } from "ai";
import type { Answerer } from "./neutral-prompt.js";

/** The OpenAI model of `@ai-sdk/openai`, as an AI SDK model and as an `Answerer` (for LangChain). */
export function openaiModels(apiKey: string, modelId: string): { languageModel: LanguageModelV4; answer: Answerer } {
  const languageModel = createOpenAI({ apiKey })(modelId);
  const answer: Answerer = async (prompt) => {
    const messages: ModelMessage[] = prompt.messages
      .filter((message) => message.role !== "tool" && message.text.length > 0)
      .map((message) => (message.role === "user" ? { role: "user", content: message.text } : { role: "assistant", content: message.text }));
    const result = await generateText({ model: languageModel, system: prompt.system, messages });
    return result.text;
  };
  return { languageModel, answer };
}
