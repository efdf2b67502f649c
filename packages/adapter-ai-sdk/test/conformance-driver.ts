import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import type { AdapterDriver, AdapterDriverSetup, AdapterTurn, ConformanceTool, ModelCall, ScriptedAnswer, ScriptedReply } from "@engram/core/testing";
import { promptMessages } from "@engram/core/testing";
import { generateText, isStepCount, streamText, tool, type ModelMessage, type ToolSet } from "ai";
import { MockLanguageModelV4, convertArrayToReadableStream } from "ai/test";
import { engramModel, engramTools } from "../src/index.js";
import { textResult, usage } from "./helpers.js";

/**
 * The conformance driver of the AI SDK adapter: `generateText` / `streamText` over `engramModel`
 * (the middleware through `wrapLanguageModel`) and a MockLanguageModelV4 answering from the turn's
 * script. A whole-history session re-sends its `messages` (as `useChat` does) with the response
 * messages of each turn appended; ids go per call in `providerOptions.engram`.
 */
export function createAiSdkDriver({ engram }: AdapterDriverSetup): AdapterDriver {
  const calls: ModelCall[] = [];
  let script: ScriptedReply[] = [];
  const next = (options: LanguageModelV4CallOptions): ScriptedAnswer => {
    const messages = promptMessages(options.prompt);
    calls.push({
      system: messages.flatMap((message) => (message.role === "system" && message.parts[0]?.type === "text" ? [message.parts[0].text] : [])),
      messages: messages.filter((message) => message.role !== "system"),
      frameworkMessages: options.prompt.filter((message) => message.role !== "system"),
      toolNames: (options.tools ?? []).map((each) => each.name),
    });
    const reply = script.shift();
    if (!reply) throw new Error(`The conformance script has no reply left for model call ${calls.length}.`);
    if (reply.type === "context-length-error") throw new Error(reply.message);
    return reply;
  };
  const mock = new MockLanguageModelV4({
    doGenerate: async (options) => generated(next(options)),
    doStream: async (options) => ({ stream: convertArrayToReadableStream(streamed(next(options))) }),
  });
  const model = engramModel(mock, { engram });
  const histories = new Map<string, ModelMessage[]>();

  return {
    calls,
    async turn(turn: AdapterTurn) {
      script = [...turn.replies];
      const history = turn.sends === "whole-history" && turn.sessionId !== undefined ? (histories.get(turn.sessionId) ?? []) : [];
      const messages: ModelMessage[] = [...history, { role: "user", content: turn.text }];
      const ids = { ...(turn.sessionId === undefined ? {} : { sessionId: turn.sessionId }), ...(turn.userId === undefined ? {} : { userId: turn.userId }) };
      const call = {
        model,
        instructions: turn.instructions,
        messages,
        tools: toolsOf(turn, () => engramTools(engram, ids)),
        stopWhen: isStepCount(turn.replies.length),
        maxRetries: 0,
        providerOptions: { engram: ids },
      };
      let text: string;
      let responseMessages: ModelMessage[];
      if (turn.stream) {
        // streamText hands errors to onError (and the full stream), not to the awaited text.
        const errors: unknown[] = [];
        const result = streamText({ ...call, onError: ({ error }) => void errors.push(error) });
        await result.consumeStream();
        if (errors.length > 0) throw errors[0];
        [text, responseMessages] = [await result.text, await result.responseMessages];
      } else {
        const result = await generateText(call);
        [text, responseMessages] = [result.text, result.responseMessages];
      }
      if (turn.sends === "whole-history" && turn.sessionId !== undefined) histories.set(turn.sessionId, [...messages, ...responseMessages]);
      return { text };
    },
  };
}

function toolsOf(turn: AdapterTurn, memoryTools: () => ToolSet): ToolSet {
  const tools: ToolSet = turn.memoryTools ? { ...memoryTools() } : {};
  for (const each of turn.tools ?? []) tools[each.name] = aiSdkTool(each);
  return tools;
}

function aiSdkTool(conformanceTool: ConformanceTool) {
  return tool({
    description: conformanceTool.description,
    inputSchema: conformanceTool.inputSchema,
    execute: (input: unknown) => conformanceTool.execute(input),
  });
}

function generated(reply: ScriptedAnswer): LanguageModelV4GenerateResult {
  if (reply.type === "text") return textResult(reply.text);
  return {
    content: [{ type: "tool-call", toolCallId: reply.toolCallId, toolName: reply.toolName, input: JSON.stringify(reply.input) }],
    finishReason: { unified: "tool-calls", raw: "tool_calls" },
    usage: usage(),
    warnings: [],
  };
}

function streamed(reply: ScriptedAnswer): LanguageModelV4StreamPart[] {
  const body: LanguageModelV4StreamPart[] =
    reply.type === "text"
      ? [
          { type: "text-start", id: "t1" },
          { type: "text-delta", id: "t1", delta: reply.text },
          { type: "text-end", id: "t1" },
        ]
      : [{ type: "tool-call", toolCallId: reply.toolCallId, toolName: reply.toolName, input: JSON.stringify(reply.input) }];
  const finishReason = reply.type === "text" ? { unified: "stop" as const, raw: "stop" } : { unified: "tool-calls" as const, raw: "tool_calls" };
  return [{ type: "stream-start", warnings: [] }, ...body, { type: "finish", finishReason, usage: usage() }];
}
