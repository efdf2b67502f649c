import type { LanguageModelV4 } from "@ai-sdk/provider";
import { answererLanguageModel } from "./answerer-language-model.js";
import type { Answerer, ModelInfo } from "./neutral-prompt.js";
import { answerFromMemory } from "./offline-answerer.js";
import { openaiModels } from "./openai-answerer.js";

/** The model every framework calls: the same one, in each framework's shape. */
export interface ModelChoice {
  readonly info: ModelInfo;
  /** For the AI SDK and Mastra. */
  readonly languageModel: LanguageModelV4;
  /** For LangChain's chat model. */
  readonly answer: Answerer;
}

/** OpenAI through `@ai-sdk/openai` when OPENAI_API_KEY is set (OPENAI_MODEL, default gpt-4o-mini); else the offline model. */
export function chooseModel(env: NodeJS.ProcessEnv): ModelChoice {
  const apiKey = env["OPENAI_API_KEY"]?.trim();
  if (apiKey) {
    const modelId = env["OPENAI_MODEL"]?.trim() || "gpt-4o-mini";
    return { info: { offline: false, modelId, label: `OpenAI ${modelId} (via @ai-sdk/openai)` }, ...openaiModels(apiKey, modelId) };
  }
  const answer: Answerer = async (prompt) => answerFromMemory(prompt);
  return {
    info: { offline: true, modelId: "offline", label: "Offline model: deterministic, answers only from memory" },
    languageModel: answererLanguageModel(answer, { provider: "engram-playground", modelId: "offline" }),
    answer,
  };
}
