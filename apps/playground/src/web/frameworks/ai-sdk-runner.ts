import { engramModel } from "@engram/adapter-ai-sdk";
import { streamText } from "ai";
import type { FrameworkRunner, RunnerContext } from "./framework-runner.js";

/** The AI SDK: `streamText` on the model wrapped by Engram's middleware; only the new message is sent. */
export function aiSdkRunner({ engram, model, instructions }: RunnerContext): FrameworkRunner {
  const wrapped = engramModel(model.languageModel, { engram });
  return async ({ sessionId, userId, text }, onDelta) => {
    let failure: unknown;
    const result = streamText({
      model: wrapped,
      instructions,
      prompt: text,
      providerOptions: { engram: { sessionId, userId } },
      // streamText reports a failed call here and ends the stream; the turn then fails with it.
      onError: ({ error }) => {
        failure ??= error;
      },
    });
    for await (const delta of result.textStream) onDelta(delta);
    if (failure !== undefined) throw failure;
    return await result.text;
  };
}
