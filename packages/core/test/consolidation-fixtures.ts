import type { DailyRecord, EntryRecord, MemoryRecordInput, MemoryStore, Scope, Trust } from "./core-internals.js";

export const acme: Scope = { workspace: "acme" };

/** A daily item as extraction would write it; `at` is its message time. */
export function dailyItem(
  id: string,
  content: string,
  at: string,
  fields: Partial<Pick<DailyRecord, "type" | "importance" | "scope" | "tags">> & { trust?: Trust; messageIds?: string[] } = {},
): MemoryRecordInput {
  return {
    kind: "daily",
    id,
    scope: fields.scope ?? acme,
    date: at.slice(0, 10),
    content,
    type: fields.type ?? "fact",
    importance: fields.importance ?? 0.6,
    tags: fields.tags ?? [],
    provenance: { sessionId: "s1", messageIds: fields.messageIds ?? [`m-${id}`], trust: fields.trust ?? "user" },
    createdAt: at,
    updatedAt: at,
  };
}

/** A long-term entry written at `at` (created, updated and valid from then). */
export function longTermEntry(id: string, content: string, at: string, fields: Partial<EntryRecord> = {}): MemoryRecordInput {
  return {
    kind: "entry",
    id,
    scope: acme,
    key: id,
    content,
    type: "fact",
    importance: 0.5,
    confidence: 0.8,
    source: "manual",
    provenance: { messageIds: [], trust: "user" },
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

export async function putAll(store: MemoryStore, records: readonly MemoryRecordInput[]): Promise<void> {
  for (const record of records) await store.put(record);
}

/** Every entry of the scope by id, with the fields a test is about. */
export async function entriesOf(store: MemoryStore, scope: Scope = acme): Promise<EntryRecord[]> {
  const page = await store.query({ kind: "entry", scope, scopeMode: "exact", order: "created-asc", limit: 1000 });
  return [...page.records].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Everything in the store, for "nothing changed" assertions. */
export async function snapshot(store: MemoryStore): Promise<unknown> {
  const kinds = ["entry", "daily", "note", "index"] as const;
  const out: Record<string, unknown> = {};
  for (const kind of kinds) out[kind] = (await store.query({ kind, limit: 1000 })).records;
  return out;
}
