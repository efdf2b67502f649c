import type { NewSessionEvent } from "@engram/core/store";

/** When the tests' messages are written, unless a test gives its own time. */
export const testTime = "2026-03-01T09:00:00.000Z";

/** A user's text message, as the session event a test appends. */
export function userMessage(id: string, text: string, at: string = testTime): Extract<NewSessionEvent, { type: "message" }> {
  return { at, type: "message", message: { id, role: "user", parts: [{ type: "text", text }], createdAt: at } };
}
