import type { MemoryStore } from "@engram/core";
import type { SessionEvent, SessionInfo } from "@engram/core/store";
import { CommandFailure } from "./cli-errors.js";

export interface SessionTranscript {
  readonly session: SessionInfo;
  readonly events: SessionEvent[];
}

/** A session and all its events, or a failure naming the id and how to find the right one. */
export async function readSession(store: MemoryStore, sessionId: string): Promise<SessionTranscript> {
  const session = await store.getSession(sessionId);
  if (!session) throw new CommandFailure(`No session "${sessionId}" in this store. Run "engram session list" to see the ids.`);
  const events: SessionEvent[] = [];
  for (;;) {
    const page = await store.readEvents(sessionId, { afterSeq: events.at(-1)?.seq ?? 0, limit: 1000 });
    events.push(...page);
    if (page.length < 1000) break;
  }
  return { session, events };
}

/** A tool's input or output as readable text: strings as they are, anything else as indented JSON. */
export function valueAsText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
