import { engramMiddleware } from "@engram/adapter-langchain";
import type { Engram } from "@engram/core";
import { HumanMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { MemorySaver } from "@langchain/langgraph-checkpoint";
import { createAgent } from "langchain";
import { instructions, userId } from "./agent-setup.js";
import { modelCallCount, scriptedMessageCount, type DayScript } from "./script.js";
import { ScriptPlayer } from "./script-player.js";
import { toAIMessage } from "./scripted-replies.js";
import { langchainTools } from "./scripted-tools.js";
import { callRecordOf, type CallRecord, type SessionRun } from "./session-run.js";

/**
 * A day through LangChain: `createAgent` with `engramMiddleware`, a checkpointer that re-sends the
 * whole thread on every invoke, and a `fakeModel` answering from the script.
 */
export async function runWithLangChain(engram: Engram, script: DayScript): Promise<SessionRun> {
  const player = new ScriptPlayer(script);
  const model = fakeModel();
  for (let call = 0; call < modelCallCount(script); call++) model.respond(() => toAIMessage(player.nextReply()));
  const calls: CallRecord[] = [];
  const agent = createAgent({
    model,
    tools: langchainTools(player),
    systemPrompt: instructions,
    checkpointer: new MemorySaver(),
    middleware: [engramMiddleware({ engram, userId, onPrepared: (turn) => calls.push(callRecordOf(turn)) })],
  });

  for (const turn of script.turns) {
    await agent.invoke({ messages: [new HumanMessage(turn.user)] }, { configurable: { thread_id: script.sessionId } });
  }
  if (player.remaining > 0 || model.calls.length !== modelCallCount(script)) {
    throw new Error(`${script.day}: LangChain made ${model.calls.length} model calls, the script has ${modelCallCount(script)}.`);
  }
  return {
    day: script.day,
    adapter: "LangChain",
    wiring: "createAgent + engramMiddleware, fakeModel",
    sessionId: script.sessionId,
    userTurns: script.turns.length,
    calls,
    scriptedMessages: scriptedMessageCount(script),
    firstSystemPrompt: model.calls[0]?.messages[0]?.text ?? "",
  };
}
