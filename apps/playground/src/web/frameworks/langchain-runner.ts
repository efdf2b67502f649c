import { engramMiddleware } from "@engram/adapter-langchain";
import { HumanMessage } from "@langchain/core/messages";
import { createAgent } from "langchain";
import { AnswererChatModel } from "../model/answerer-chat-model.js";
import type { FrameworkRunner, RunnerContext } from "./framework-runner.js";

/** LangChain: a `createAgent` with Engram's middleware and no checkpointer (Engram's archive is the history). */
export function langchainRunner({ engram, model, instructions }: RunnerContext): FrameworkRunner {
  const agent = createAgent({
    model: new AnswererChatModel(model.answer, model.info.modelId),
    systemPrompt: instructions,
    middleware: [engramMiddleware({ engram })],
  });
  return async ({ sessionId, userId, text }) => {
    const state = await agent.invoke({ messages: [new HumanMessage(text)] }, { context: { sessionId, userId } });
    return state.messages.at(-1)?.text ?? "";
  };
}
