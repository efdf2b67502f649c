import type { Message } from "@engram/core";
import type { AdapterDriver, AdapterDriverSetup, AdapterTurn, ConformanceTool, ModelCall, ScriptedReply } from "@engram/core/testing";
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { MemorySaver } from "@langchain/langgraph-checkpoint";
import { createAgent, createMiddleware } from "langchain";
import { engramMiddleware, engramTools, toMessageDrafts } from "../src/index.js";

/**
 * The conformance driver of the LangChain adapter: a real `createAgent` with `engramMiddleware` and
 * LangChain's `fakeModel()` answering from the turn's script. A whole-history session runs on a
 * `MemorySaver` checkpointer under `thread_id` (LangGraph re-sends the thread's messages on every
 * model call); a new-message session has no checkpointer. Ids go in the invoke's `context`.
 */
export function createLangChainDriver({ engram }: AdapterDriverSetup): AdapterDriver {
  const model = fakeModel();
  const checkpointer = new MemorySaver();
  const middleware = engramMiddleware({ engram });
  // Inside Engram's middleware, right before the model: the tools each model call is offered.
  const offered: string[][] = [];
  const toolRecorder = createMiddleware({
    name: "ConformanceToolRecorder",
    wrapModelCall: (request, handler) => {
      offered.push(request.tools.map((each) => String(each.name)));
      return handler(request);
    },
  });
  let script: ScriptedReply[] = [];
  const answer = (): BaseMessage | Error => {
    const reply = script.shift();
    if (!reply) return new Error("The conformance script has no reply left for this model call.");
    if (reply.type === "context-length-error") return new Error(reply.message);
    if (reply.type === "text") return new AIMessage(reply.text);
    return new AIMessage({ content: "", tool_calls: [{ id: reply.toolCallId, name: reply.toolName, args: { ...reply.input }, type: "tool_call" }] });
  };

  return {
    get calls(): ModelCall[] {
      return model.calls.map((call, index) => modelCall(call.messages, offered[index] ?? []));
    },
    async turn(turn: AdapterTurn) {
      script = [...turn.replies];
      for (const _ of turn.replies) model.respond(answer);
      const threaded = turn.sends === "whole-history" && turn.sessionId !== undefined;
      const agent = createAgent({
        model,
        tools: [...(turn.memoryTools ? engramTools(engram) : []), ...(turn.tools ?? []).map(langChainTool)],
        systemPrompt: turn.instructions,
        middleware: [middleware, toolRecorder],
        ...(threaded ? { checkpointer } : {}),
      });
      const config = {
        context: { ...(turn.sessionId === undefined ? {} : { sessionId: turn.sessionId }), ...(turn.userId === undefined ? {} : { userId: turn.userId }) },
        ...(threaded ? { configurable: { thread_id: turn.sessionId } } : {}),
      };
      const input = { messages: [new HumanMessage(turn.text)] };
      if (!turn.stream) return { text: (await agent.invoke(input, config)).messages.at(-1)?.text ?? "" };
      let last: BaseMessage | undefined;
      for await (const state of await agent.stream(input, { ...config, streamMode: "values" })) last = state.messages.at(-1);
      return { text: last?.text ?? "" };
    },
  };
}

function langChainTool(conformanceTool: ConformanceTool): StructuredToolInterface {
  return tool((input: unknown) => conformanceTool.execute(input), {
    name: conformanceTool.name,
    description: conformanceTool.description,
    schema: conformanceTool.inputSchema,
  });
}

/** A call the fake model recorded, as the suite reads it: the system message's blocks apart, the rest as Engram messages. */
function modelCall(received: readonly BaseMessage[], toolNames: readonly string[]): ModelCall {
  const [first, ...rest] = received;
  const system = SystemMessage.isInstance(first) ? systemBlocks(first) : [];
  const conversation = SystemMessage.isInstance(first) ? rest : [...received];
  const messages = toMessageDrafts(conversation).map((draft, index): Message => ({ ...draft, id: `prompt-${index}`, createdAt: new Date(0).toISOString() }));
  if (messages.length !== conversation.length) throw new Error("Each received LangChain message converts to one Engram message.");
  return { system, messages, frameworkMessages: conversation, toolNames };
}

function systemBlocks(message: SystemMessage): string[] {
  if (typeof message.content === "string") return [message.content];
  return message.content.flatMap((block) => (block.type === "text" && typeof block.text === "string" ? [block.text] : []));
}
