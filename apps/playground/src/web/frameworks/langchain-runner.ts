import { engramMiddleware } from "@engram/adapter-langchain";
import { AIMessageChunk, HumanMessage } from "@langchain/core/messages";
import { createAgent } from "langchain";
import { AnswererChatModel } from "../model/answerer-chat-model.js";
import type { FrameworkRunner, RunnerContext } from "./framework-runner.js";

/** LangChain: a `createAgent` with Engram's middleware and no checkpointer (Engram's archive is the history), streamed by message chunks. */
export function langchainRunner({ engram, model, instructions }: RunnerContext): FrameworkRunner {
  const agent = createAgent({
    model: new AnswererChatModel(model.answer, model.info.modelId),
    systemPrompt: instructions,
    middleware: [engramMiddleware({ engram })],
  });
  return async ({ sessionId, userId, text }, onDelta) => {
    let reply = "";
    const stream = await agent.stream({ messages: [new HumanMessage(text)] }, { context: { sessionId, userId }, streamMode: "messages" });
    for await (const [chunk] of stream) {
      if (!AIMessageChunk.isInstance(chunk) || !chunk.text) continue;
      reply += chunk.text;
      onDelta(chunk.text);
    }
    return reply;
  };
}
