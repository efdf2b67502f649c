import type { AdapterDriver, AdapterDriverSetup, AdapterTurn, ConformanceTool, ModelCall, ScriptedAnswer, ScriptedReply } from "@engram/core/testing";
import { promptMessages } from "@engram/core/testing";
import { Agent, type ToolsInput } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { createTool } from "@mastra/core/tools";
import { MockLanguageModelV4, convertArrayToReadableStream } from "ai/test";
import { EngramMastraMemory } from "../src/index.js";
import { textReply, toolCallReply, usage } from "./helpers.js";

type CallOptions = MockLanguageModelV4["doGenerateCalls"][number];
type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;
type StreamPart = Awaited<ReturnType<MockLanguageModelV4["doStream"]>>["stream"] extends ReadableStream<infer Part> ? Part : never;
/** What Mastra's generate and stream take as conversation: one text, or messages in the AI SDK's shape. */
type Conversation = Array<{ role: "user" | "assistant" | "tool"; content: unknown }>;

/**
 * The conformance driver of the Mastra adapter: a real `Agent` with `EngramMastraMemory` and a
 * MockLanguageModelV4 answering from the turn's script; ids go as `memory: { thread, resource }`.
 * The memory tools are always on (Mastra merges `memory.listTools()` into every agent). A
 * whole-history session passes the earlier messages (the response messages Mastra returned) with the
 * new one; a new-message session passes only the new text.
 */
export function createMastraDriver({ engram }: AdapterDriverSetup): AdapterDriver {
  const calls: ModelCall[] = [];
  let script: ScriptedReply[] = [];
  const next = (options: CallOptions): ScriptedAnswer => {
    const messages = promptMessages(options.prompt);
    calls.push({
      system: messages.flatMap((message) => (message.role === "system" && message.parts[0]?.type === "text" ? [message.parts[0].text] : [])),
      messages: messages.filter((message) => message.role !== "system"),
      frameworkMessages: options.prompt.filter((message) => message.role !== "system"),
      toolNames: (options.tools ?? []).map((each) => each.name),
    });
    const reply = script.shift();
    if (!reply) throw new Error(`The conformance script has no reply left for model call ${calls.length}.`);
    if (reply.type === "context-length-error") throw Object.assign(new Error(reply.message), { statusCode: 400 });
    return reply;
  };
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => generated(next(options)),
    doStream: async (options) => ({ stream: convertArrayToReadableStream(streamed(next(options))) }),
  });
  const memory = new EngramMastraMemory({ engram });
  const histories = new Map<string, Conversation>();

  return {
    calls,
    async turn(turn: AdapterTurn) {
      script = [...turn.replies];
      const agent = new Agent({
        id: "coder",
        name: "coder",
        instructions: turn.instructions,
        model: model as unknown as MastraModelConfig,
        memory,
        tools: toolsOf(turn.tools ?? []),
      });
      const whole = turn.sends === "whole-history" && turn.sessionId !== undefined;
      const history = whole ? (histories.get(turn.sessionId!) ?? []) : [];
      const conversation: Conversation = [...history, { role: "user", content: turn.text }];
      // Mastra takes a thread only with a resource (its user).
      const options = {
        maxSteps: turn.replies.length,
        ...(turn.sessionId === undefined ? {} : { memory: { thread: turn.sessionId, resource: turn.userId ?? turn.sessionId } }),
      };
      const input = (whole ? conversation : turn.text) as Parameters<Agent["generate"]>[0];
      let text: string;
      let responseMessages: Conversation;
      if (turn.stream) {
        const output = await agent.stream(input, options);
        [text, responseMessages] = [await output.text, ((await output.response).messages ?? []) as Conversation];
        if (output.error) throw output.error;
      } else {
        const result = await agent.generate(input, options);
        if (result.error) throw result.error;
        [text, responseMessages] = [result.text, (result.response.messages ?? []) as Conversation];
      }
      // Mastra saves a streamed turn after the stream ends; an application waits before relying on it.
      await memory.settled();
      if (whole) histories.set(turn.sessionId!, [...conversation, ...responseMessages]);
      return { text };
    },
  };
}

function toolsOf(tools: readonly ConformanceTool[]): ToolsInput {
  const mastraTools: ToolsInput = {};
  for (const each of tools) {
    mastraTools[each.name] = createTool({
      id: each.name,
      description: each.description,
      inputSchema: each.inputSchema,
      execute: (input: unknown) => each.execute(input),
    });
  }
  return mastraTools;
}

function generated(reply: ScriptedAnswer): GenerateResult {
  return reply.type === "text" ? textReply(reply.text) : toolCallReply(reply.toolCallId, reply.toolName, reply.input);
}

function streamed(reply: ScriptedAnswer): StreamPart[] {
  const body: StreamPart[] =
    reply.type === "text"
      ? [
          { type: "text-start", id: "t1" },
          { type: "text-delta", id: "t1", delta: reply.text },
          { type: "text-end", id: "t1" },
        ]
      : [{ type: "tool-call", toolCallId: reply.toolCallId, toolName: reply.toolName, input: JSON.stringify(reply.input) }];
  const finishReason = reply.type === "text" ? { unified: "stop" as const, raw: "stop" } : { unified: "tool-calls" as const, raw: "tool_calls" };
  return [{ type: "stream-start", warnings: [] }, ...body, { type: "finish", finishReason, usage }];
}
