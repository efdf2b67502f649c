import type { EntryRecord, MemoryRecordInput, MemoryStore, NewSessionEvent, Scope } from "./core-internals.js";

export const recallNow = "2026-03-10T12:00:00.000Z";
export const charTokens = (text: string): number => Math.ceil(text.length / 4);
const dayMs = 86_400_000;

/** An ISO time `days` before `recallNow`. */
export const daysAgo = (days: number): string => new Date(Date.parse(recallNow) - days * dayMs).toISOString();

export function entry(id: string, content: string, overrides: Partial<EntryRecord> = {}): MemoryRecordInput {
  return {
    kind: "entry",
    id,
    key: id,
    content,
    scope: { workspace: "w" },
    type: "fact",
    importance: 0.5,
    confidence: 0.9,
    source: "manual",
    provenance: { messageIds: [`m-${id}`], trust: "user" },
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
    lastUsedAt: daysAgo(1),
    ...overrides,
  } as MemoryRecordInput;
}

/** Appends user turns (text, optional speaker) to a session, all at `at`. */
export async function archive(
  store: MemoryStore,
  sessionId: string,
  scope: Scope,
  at: string,
  turns: readonly { id: string; text: string; speaker?: string; role?: "user" | "assistant" }[],
): Promise<void> {
  const events: NewSessionEvent[] = turns.map((turn) => ({
    at,
    type: "message",
    message: {
      id: turn.id,
      role: turn.role ?? "user",
      parts: [{ type: "text", text: turn.text }],
      createdAt: at,
      ...(turn.speaker ? { metadata: { speaker: turn.speaker, diaIds: [`D-${turn.id}`] } } : {}),
    },
  }));
  await store.appendEvents(sessionId, scope, events);
}
