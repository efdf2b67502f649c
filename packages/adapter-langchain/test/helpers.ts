import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BaseMessage } from "@langchain/core/messages";
import type { MemoryStore, Message } from "@engram/core";
import { openSqliteStore } from "@engram/store-sqlite";

/** A SQLite store on a temp file, and how to remove it. */
export async function tempSqliteStore(): Promise<{ store: MemoryStore; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "engram-langchain-"));
  const store = await openSqliteStore({ path: join(dir, "memory.db") });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The archived messages of a session, as role + parts, in order. */
export async function archived(store: MemoryStore, sessionId: string): Promise<Array<Pick<Message, "role" | "parts">>> {
  const events = await store.readEvents(sessionId);
  return events.flatMap((event) => (event.type === "message" ? [{ role: event.message.role, parts: event.message.parts }] : []));
}

/** What a model received, as [type, text] pairs. */
export function shape(messages: readonly BaseMessage[]): Array<[string, string]> {
  return messages.map((message) => [message.type, message.text]);
}
