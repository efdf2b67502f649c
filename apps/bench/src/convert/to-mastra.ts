import type { Message } from "@engram/core";
import type { MastraDBMessage, MastraMessagePart } from "@mastra/core/agent/message-list";
import { toolInputRecord } from "./tool-output-text.js";

export const mastraThreadId = "bench-thread";
export const mastraResourceId = "bench-user";

/**
 * Engram messages as MastraDBMessages (format 2), the shape Mastra's memory stores and MessageList
 * holds. Mastra keeps a tool call and its result in one assistant message (a `tool-invocation`
 * part in state "result"), so each tool message is folded into the assistant message that called it.
 */
export function toMastraMessages(messages: readonly Message[]): MastraDBMessage[] {
  const out: MastraDBMessage[] = [];
  const invocationOf = new Map<string, Extract<MastraMessagePart, { type: "tool-invocation" }>>();
  for (const message of messages) {
    if (message.role === "tool") {
      for (const part of message.parts) {
        if (part.type !== "tool-result") continue;
        const invocation = invocationOf.get(part.toolCallId);
        if (!invocation) throw new Error(`Tool result ${part.toolCallId} (message ${message.id}) has no preceding call.`);
        invocation.toolInvocation = { ...invocation.toolInvocation, state: "result", result: part.output };
      }
      continue;
    }
    const parts: MastraMessagePart[] = [];
    for (const part of message.parts) {
      if (part.type === "text") parts.push({ type: "text", text: part.text });
      else if (part.type === "tool-call") {
        const invocation: Extract<MastraMessagePart, { type: "tool-invocation" }> = {
          type: "tool-invocation",
          toolInvocation: { state: "call", toolCallId: part.toolCallId, toolName: part.toolName, args: toolInputRecord(part.input) },
        };
        invocationOf.set(part.toolCallId, invocation);
        parts.push(invocation);
      }
    }
    out.push({
      id: message.id,
      role: message.role === "system" ? "system" : message.role,
      createdAt: new Date(message.createdAt),
      threadId: mastraThreadId,
      resourceId: mastraResourceId,
      content: { format: 2, parts },
    });
  }
  return out;
}
