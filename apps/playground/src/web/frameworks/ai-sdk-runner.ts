import { engramModel } from "@engram/adapter-ai-sdk";
import { generateText } from "ai";
import type { FrameworkRunner, RunnerContext } from "./framework-runner.js";

/** The AI SDK: `generateText` on the model wrapped by Engram's middleware; only the new message is sent. */
export function aiSdkRunner({ engram, model, instructions }: RunnerContext): FrameworkRunner {
  const wrapped = engramModel(model.languageModel, { engram });
  return async ({ sessionId, userId, text }) => {
    const result = await generateText({
      model: wrapped,
      instructions,
      prompt: text,
      providerOptions: { engram: { sessionId, userId } },
    });
    return result.text;
  };
}
