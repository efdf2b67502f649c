import { z } from "zod";
import type { Message, MessagePart } from "../../message/message-schema.js";
import { TokenCounter } from "../../tokens/token-counter.js";
import type { ConformanceTool, ModelCall, ScriptedReply } from "./driver.js";
import { conformanceModel } from "./harness.js";

export const instructions = "You are a coding agent.";

export const textReply = (text: string): ScriptedReply => ({ type: "text", text });

export const toolCallReply = (toolCallId: string, toolName: string, input: Readonly<Record<string, unknown>>): ScriptedReply => ({
  type: "tool-call",
  toolCallId,
  toolName,
  input,
});

export const lengthErrorReply: ScriptedReply = {
  type: "context-length-error",
  message: "This model's maximum context length is 4096 tokens. However, your messages resulted in 5210 tokens.",
};

/** What read_file returns for a path: a long module for paths ending in `-big.ts`, one line otherwise. */
export function fileContents(path: string): string {
  if (!path.endsWith("-big.ts")) return `// ${path}\nexport const main = 1;`;
  return `// ${path}\n${Array.from({ length: 80 }, (_, i) => `export const value${i} = compute(${i}, "${path}");`).join("\n")}`;
}

export const readFileTool: ConformanceTool = {
  name: "read_file",
  description: "Read a file of the repository",
  inputSchema: z.object({ path: z.string() }),
  async execute(input) {
    return fileContents(z.object({ path: z.string() }).parse(input).path);
  },
};

export const text = (value: string): MessagePart => ({ type: "text", text: value });

/** Messages as role + parts: what a model call or an archive is compared by. */
export function roleParts(messages: readonly Message[]): Array<Pick<Message, "role" | "parts">> {
  return messages.map((message) => ({ role: message.role, parts: message.parts }));
}

/** The text a memory tool gave the model: the tool's text, returned as is or as `{ ok, text }`. */
export function toolResultText(output: unknown): unknown {
  if (output !== null && typeof output === "object" && "text" in output && typeof output.text === "string") return output.text;
  return output;
}

/** The outputs of the tool results the model received in a call, in order, as memory tools' texts. */
export function toolResultTexts(call: ModelCall): unknown[] {
  return call.messages.flatMap((message) => message.parts.flatMap((part) => (part.type === "tool-result" ? [toolResultText(part.output)] : [])));
}

export function systemText(call: ModelCall): string {
  return call.system.join("\n\n");
}

/** The text of the last user message of a call. */
export function lastUserText(call: ModelCall): string | undefined {
  const user = call.messages.findLast((message) => message.role === "user");
  return user?.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

/** The ids of the tool calls and of the tool results a call received, in order. */
export function toolIds(call: ModelCall): { calls: string[]; results: string[] } {
  const calls: string[] = [];
  const results: string[] = [];
  for (const message of call.messages) {
    for (const part of message.parts) {
      if (part.type === "tool-call") calls.push(part.toolCallId);
      if (part.type === "tool-result") results.push(part.toolCallId);
    }
  }
  return { calls, results };
}

/** Counts a call's system blocks and messages with core's tokenizer, independently of what the adapter reported. */
export async function recount(call: ModelCall): Promise<number> {
  const counter = await TokenCounter.forModel(conformanceModel);
  const system = call.system.map((block, index): Message => ({ id: `system-${index}`, role: "system", parts: [text(block)], createdAt: epoch }));
  return [...system, ...call.messages].reduce((total, message) => total + counter.countMessage(message), 0);
}

const epoch = new Date(0).toISOString();
