import type { Message } from "../message/message-schema.js";

/** Synthetic messages carry a fixed time when nothing better exists, so the prompt stays byte-stable. */
export const epoch = "1970-01-01T00:00:00.000Z";

/** A system message made by the pipeline (system prompt, summary, recovery context, injection). */
export function systemMessage(id: string, text: string, createdAt: string): Message {
  return { id, role: "system", parts: [{ type: "text", text }], createdAt };
}

/** The text of a pipeline-made system message. */
export function messageTextOf(message: Message): string {
  const part = message.parts[0];
  return part?.type === "text" ? part.text : "";
}
