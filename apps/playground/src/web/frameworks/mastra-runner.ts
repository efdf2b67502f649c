import { EngramMastraMemory } from "@engram/adapter-mastra";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import type { FrameworkRunner, RunnerContext } from "./framework-runner.js";

/** Mastra: an `Agent` whose memory is `EngramMastraMemory`; thread = session, resource = user; streamed. */
export function mastraRunner({ engram, model, instructions }: RunnerContext): FrameworkRunner {
  const agent = new Agent({
    id: "playground",
    name: "playground",
    instructions,
    // Mastra's config type lags the v4 spec the AI SDK 7 models implement; the adapter is tested with them.
    model: model.languageModel as unknown as MastraModelConfig,
    memory: new EngramMastraMemory({ engram }),
  });
  return async ({ sessionId, userId, text }, onDelta) => {
    const result = await agent.stream(text, { memory: { thread: sessionId, resource: userId } });
    for await (const delta of result.textStream) onDelta(delta);
    const error = result.error;
    if (error) throw error;
    return await result.text;
  };
}
