import type { MemoryStore, Scope } from "@engram/core";
import type { NewSessionEvent } from "@engram/core/store";
import { elapsedMs } from "../harness.js";
import { generateSession } from "../session-generator.js";
import { generateEntry } from "./entry-generator.js";

/** Session events as an agent appends them: the generated coding-agent messages, one event each. */
export function sessionEvents(count: number, seed?: number): NewSessionEvent[] {
  return generateSession({ messages: count, ...(seed === undefined ? {} : { seed }) }).map((message) => ({
    at: message.createdAt,
    type: "message",
    message,
  }));
}

/**
 * Appends `events` to one session, one event per `appendEvents` call, each awaited before the next
 * (an agent appends each message as it happens). Returns events per second over the whole loop.
 */
export async function appendThroughput(store: MemoryStore, sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number> {
  const start = process.hrtime.bigint();
  for (const [index, event] of events.entries()) {
    const seqs = await store.appendEvents(sessionId, scope, [event]);
    if (seqs.length !== 1 || seqs[0] !== index + 1)
      throw new Error(`appendEvents returned seqs ${JSON.stringify(seqs)} for event ${index + 1} of ${sessionId}.`);
  }
  return events.length / (elapsedMs(start) / 1000);
}

/**
 * Puts entries `from`..`from+count`-1 of the dataset one at a time, each awaited. Returns entries per
 * second. The entries stay: they are the start of the store's fill.
 */
export async function putThroughput(store: MemoryStore, from: number, count: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let index = from; index < from + count; index++) await store.put(generateEntry(index));
  return count / (elapsedMs(start) / 1000);
}
