import type { Message } from "@engram/core";

/**
 * Whether every tool result in a prompt has its call earlier in the prompt and every call has
 * its result: providers reject a prompt that breaks a pair, so a trimmer must never split one.
 * Returns a description of the first broken pair, or undefined.
 */
export function brokenToolPair(messages: readonly Message[]): string | undefined {
  const open = new Map<string, string>();
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.type === "tool-call") open.set(part.toolCallId, message.id);
      else if (part.type === "tool-result") {
        if (!open.has(part.toolCallId)) return `tool result ${part.toolCallId} (message ${message.id}) has no call before it`;
        open.delete(part.toolCallId);
      }
    }
  }
  for (const [callId, messageId] of open) return `tool call ${callId} (message ${messageId}) has no result`;
  return undefined;
}
