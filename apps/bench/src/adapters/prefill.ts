import type { ConversationIds, Engram, Message } from "@engram/core";

/** How Engram fences recalled memories in the system prompt; the checks look for it. */
export const recalledFence = '<engram-memory data-engram="recalled">';

const batch = 100;

/**
 * Archives the session's history through core before any timing, 100 messages per `append` (what
 * the adapter's own path would have archived turn by turn). Returns how many messages the session holds.
 */
export async function appendHistory(engram: Engram, ids: ConversationIds, messages: readonly Message[]): Promise<number> {
  const session = await engram.session(ids);
  for (let start = 0; start < messages.length; start += batch) await session.append(messages.slice(start, start + batch));
  return session.messages.length;
}

/**
 * Checks that the session holds the history plus a user message and a reply per call so far: an
 * adapter that failed to recognise what it had archived (or lost a message) breaks the count.
 */
export async function checkArchive(engram: Engram, ids: ConversationIds, history: number, calls: number, name: string): Promise<void> {
  const held = (await engram.session(ids)).messages.length;
  const expected = history + 2 * calls;
  if (held !== expected) throw new Error(`${name}: the Engram session holds ${held} messages after ${calls} calls, expected ${expected}.`);
}
