import type { EntryRecord, MemoryStore, Scope } from "@engram/core";
import type { DailyRecord } from "@engram/core/store";
import type { SessionRun } from "./session-run.js";

/** What the store holds about one session after it ran: the report prints this, never the script. */
export interface SessionFacts {
  /** Archived events by type (message, usage, trim, summary, checkpoint), in first-seen order. */
  readonly events: ReadonlyMap<string, number>;
  /** The role of each archived message, oldest first. */
  readonly messageRoles: readonly string[];
  /** Tool calls in the archive, by tool name. */
  readonly toolCalls: ReadonlyMap<string, number>;
  /** What extraction wrote to the daily log from this session. */
  readonly daily: readonly DailyRecord[];
  /** Every entry recalled into one of the session's prompts, and each entry it supersedes, read back from the store by id. */
  readonly recalledEntries: ReadonlyMap<string, EntryRecord>;
}

export async function readSessionFacts(store: MemoryStore, scope: Scope, run: SessionRun): Promise<SessionFacts> {
  const events = new Map<string, number>();
  const messageRoles: string[] = [];
  const toolCalls = new Map<string, number>();
  for (const event of await store.readEvents(run.sessionId)) {
    events.set(event.type, (events.get(event.type) ?? 0) + 1);
    if (event.type !== "message") continue;
    messageRoles.push(event.message.role);
    for (const part of event.message.parts) {
      if (part.type === "tool-call") toolCalls.set(part.toolName, (toolCalls.get(part.toolName) ?? 0) + 1);
    }
  }
  const page = await store.query({ kind: "daily", scope, scopeMode: "exact", order: "created-asc", limit: 1_000 });
  const daily = page.records.filter((record) => record.provenance.sessionId === run.sessionId);
  const recalledEntries = new Map<string, EntryRecord>();
  for (const call of run.calls) {
    for (const item of call.manifest.recall.explanation?.items ?? []) {
      if (item.source.kind !== "entry" || recalledEntries.has(item.source.id)) continue;
      const entry = await store.get("entry", item.source.id);
      if (!entry) continue;
      recalledEntries.set(entry.id, entry);
      const older = entry.supersedes === undefined ? undefined : await store.get("entry", entry.supersedes);
      if (older) recalledEntries.set(older.id, older);
    }
  }
  return { events, messageRoles, toolCalls, daily, recalledEntries };
}
