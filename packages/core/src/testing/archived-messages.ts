import type { Message } from "../message/message-schema.js";
import type { MemoryStore } from "../store/memory-store.js";

/** A session's archived messages as role + parts, oldest first: what adapters' tests assert exactly. */
export async function archivedMessages(store: MemoryStore, sessionId: string): Promise<Array<Pick<Message, "role" | "parts">>> {
  const events = await store.readEvents(sessionId);
  return events.flatMap((event) => (event.type === "message" ? [{ role: event.message.role, parts: event.message.parts }] : []));
}
