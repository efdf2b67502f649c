import { messageText, type EntryRecord, type Memory, type MemoryStore, type Scope } from "@engram/core";
import type { DailyRecord } from "@engram/core/store";
import type { DailyView, EntryView, SessionHit, SessionListItem } from "./api-types.js";

export function entryView(entry: EntryRecord): EntryView {
  return {
    id: entry.id,
    key: entry.key,
    content: entry.content,
    type: entry.type,
    pinned: entry.pinned,
    importance: Math.round(entry.importance * 100) / 100,
    useCount: entry.useCount,
    source: entry.source,
    updatedAt: entry.updatedAt,
    revisions: entry.revisions.length,
    ...(entry.supersededBy === undefined ? {} : { supersededBy: entry.supersededBy }),
    ...(entry.validTo === undefined ? {} : { validTo: entry.validTo }),
  };
}

/**
 * Current entries, pinned first, then newest; with `query`, the store's own search over entries. With
 * `superseded`, the entries newer values replaced are listed too (marked by `supersededBy`).
 */
export async function listEntries(memory: Memory, store: MemoryStore, query: string | undefined, superseded = false): Promise<EntryView[]> {
  if (query?.trim()) {
    const hits = await store.search({ text: query, targets: ["entry"], scope: memory.scope, limit: 50 });
    return hits.flatMap((hit) =>
      hit.target === "record" && hit.record.kind === "entry" && (superseded || !hit.record.supersededBy) ? [entryView(hit.record)] : [],
    );
  }
  const page = await memory.list({ limit: 200, includeSuperseded: superseded });
  return page.records.map(entryView).sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.updatedAt.localeCompare(a.updatedAt));
}

export function dailyView(item: DailyRecord): DailyView {
  return {
    id: item.id,
    date: item.date,
    content: item.content,
    type: item.type,
    importance: Math.round(item.importance * 100) / 100,
    ...(item.provenance.sessionId === undefined ? {} : { sessionId: item.provenance.sessionId }),
    messageIds: item.provenance.messageIds,
  };
}

/** The daily log, newest day first. */
export async function listDaily(store: MemoryStore, scope: Scope): Promise<DailyView[]> {
  const page = await store.query({ kind: "daily", scope, limit: 200 });
  return page.records.map(dailyView).sort((a, b) => b.date.localeCompare(a.date));
}

/** Sessions of the scope, newest first, titled by their first user message. */
export async function listSessions(store: MemoryStore, scope: Scope): Promise<SessionListItem[]> {
  const page = await store.listSessions({ scope, limit: 100 });
  return Promise.all(
    page.sessions.map(async (info) => {
      const events = await store.readEvents(info.id);
      const messages = events.filter((event) => event.type === "message");
      const first = messages.find((event) => event.message.role === "user");
      // Mastra names its threads with an empty title: the first user message says more.
      const title = info.title || (first ? messageText(first.message).slice(0, 80) : "(empty)");
      return { id: info.id, title, createdAt: info.createdAt, updatedAt: info.updatedAt, messages: messages.length };
    }),
  );
}

export async function searchSessions(memory: Memory, query: string): Promise<SessionHit[]> {
  const excerpts = await memory.recallSessions(query, { maxResults: 20 });
  return excerpts.map((excerpt) => ({ sessionId: excerpt.sessionId, role: excerpt.role, excerpt: excerpt.excerpt, at: excerpt.at }));
}
