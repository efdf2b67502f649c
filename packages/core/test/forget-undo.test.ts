import { describe, expect, it } from "vitest";
import {
  createInMemoryStore,
  createMemory,
  forgetEntry,
  purgeForgottenLater,
  undoForget,
  type EntryRecord,
  type Memory,
  type MemoryStore,
  type NewSessionEvent,
  type Scope,
} from "./core-internals.js";
import { tombstoneListKey } from "../src/store-ops/tombstone.js";
import { noteId } from "../src/store/ids.js";

const clock = "2026-06-10T12:00:00.000Z";
const now = () => new Date(clock);
const ann: Scope = { workspace: "acme", user: "ann" };
const fact = "Ann's dentist is Dr. Okafor on Elm Street";

const turn = (id: string, text: string, minute: number): NewSessionEvent => {
  const at = new Date(Date.parse("2026-06-01T09:00:00.000Z") + minute * 60_000).toISOString();
  return { at, type: "message", message: { id, role: "user", parts: [{ type: "text", text }], createdAt: at } };
};

async function dentistMemory(): Promise<{ store: MemoryStore; memory: Memory }> {
  const store = createInMemoryStore();
  const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
  await store.appendEvents("s1", ann, [
    turn("m1", "It is the practice near the park, the one with the blue door.", 1),
    turn("m2", "Noted: your dentist is Dr. Okafor, on Elm Street.", 2),
  ]);
  await memory.remember({ key: "dentist", content: fact, sessionId: "s1", messageIds: ["m1"] });
  return { store, memory };
}

const recalledEntries = async (memory: Memory, query: string): Promise<string[]> =>
  (await memory.recall(query, { markUsed: false })).items.flatMap((item) => (item.source.kind === "entry" ? [item.source.key] : []));
const sessionSeqs = async (memory: Memory, query: string): Promise<number[]> => (await memory.recallSessions(query)).map((excerpt) => excerpt.seq);
const indexText = async (store: MemoryStore): Promise<string | undefined> =>
  (await store.query({ kind: "index", scope: ann, scopeMode: "exact" })).records[0]?.content;
const listedKeys = async (store: MemoryStore): Promise<string[]> => {
  const list = await store.get("note", noteId(ann, tombstoneListKey));
  return list === undefined ? [] : (JSON.parse(list.content) as { keys: string[] }).keys;
};

describe("undoForget", () => {
  it("puts the exact entry back: recall, recallSessions and MEMORY.md find it again, and the tombstone is gone", async () => {
    const { store, memory } = await dentistMemory();
    const original = await memory.get("dentist");
    const indexBefore = await indexText(store);
    expect(indexBefore).toContain("Dr. Okafor on Elm Street");
    const report = (await forgetEntry(store, ann, "dentist", { now: now() }))!;
    expect(await recalledEntries(memory, "dentist Okafor Elm Street")).toEqual([]);
    expect(await sessionSeqs(memory, "dentist Okafor Elm Street")).toEqual([]);
    expect(await indexText(store)).toBe("# Memory\n\nNo long-term entries yet.\n");
    expect(await listedKeys(store)).toEqual([report.tombstone.key]);

    const restored = await undoForget(store, ann, report, { now: now() });
    expect(restored).toEqual([original]);
    expect(await memory.get("dentist")).toEqual(original);
    expect(await recalledEntries(memory, "dentist Okafor Elm Street")).toEqual(["dentist"]);
    expect(await sessionSeqs(memory, "dentist Okafor Elm Street")).toEqual([2]);
    expect(await indexText(store)).toBe(indexBefore);
    expect(await store.get("note", report.tombstone.id)).toBeUndefined();
    expect(await listedKeys(store)).toEqual([]);
  });

  it("is refused once the forget was purged, afterwards or at once", async () => {
    const { store } = await dentistMemory();
    const later = (await forgetEntry(store, ann, "dentist", { now: now() }))!;
    const purged = await purgeForgottenLater(store, ann, later, { now: now() });
    expect(purged).toEqual({ events: 2, sessions: 1, dailyItems: 0, notes: 0, summaries: 0, checkpoints: 0 });
    const entries = (await store.query({ kind: "entry" })).records;
    await expect(undoForget(store, ann, later, { now: now() })).rejects.toMatchObject({
      code: "UNDO_REFUSED",
      details: { reason: "purged" },
      message: `Cannot undo the forgetting of entry "${later.entries[0]!.id}" (key "dentist"): its source passages were purged, so what it came from cannot come back. Remember the entry again instead. Nothing was written.`,
    });
    expect((await store.query({ kind: "entry" })).records).toEqual(entries);

    const other = await dentistMemory();
    const atOnce = (await forgetEntry(other.store, ann, "dentist", { now: now(), purge: true }))!;
    expect(atOnce.tombstone.tags).toEqual(["engram-tombstone", "engram-purged"]);
    await expect(undoForget(other.store, ann, atOnce)).rejects.toMatchObject({ code: "UNDO_REFUSED", details: { reason: "purged" } });
  });

  it("is refused, naming the key, when a new entry was remembered under the same key", async () => {
    const { store, memory } = await dentistMemory();
    const report = (await forgetEntry(store, ann, "dentist", { now: now() }))!;
    const newer = (await memory.remember({ key: "dentist", content: "Ann's dentist is Dr. Ruiz" }))!;
    await expect(undoForget(store, ann, report)).rejects.toMatchObject({
      code: "UNDO_REFUSED",
      details: { reason: "key-taken", key: "dentist", id: newer.id },
      message: `Cannot undo the forgetting of entry "${report.entries[0]!.id}" (key "dentist"): an entry under the key "dentist" exists again in scope workspace=acme,user=ann (entry "${newer.id}"), remembered after the forget. Nothing was written; forget that entry first, or keep it.`,
    });
    expect((await store.query({ kind: "entry" })).records).toEqual([newer]);
    expect(await store.get("note", report.tombstone.id)).toEqual(report.tombstone);
  });

  it("is refused the second time: the tombstone is gone, and purging it then is refused too", async () => {
    const { store } = await dentistMemory();
    const report = (await forgetEntry(store, ann, "dentist", { now: now() }))!;
    await undoForget(store, ann, report);
    await expect(undoForget(store, ann, report)).rejects.toMatchObject({ code: "UNDO_REFUSED", details: { reason: "not-forgotten" } });
    await expect(purgeForgottenLater(store, ann, report)).rejects.toMatchObject({
      code: "NOT_FORGOTTEN",
      message: `Cannot purge entry "${report.entries[0]!.id}" (key "dentist"): its tombstone note "${report.tombstone.id}" is gone (the forget was undone). Forget the entry again with { purge: true }.`,
    });
  });

  it("restores the superseded values the forget deleted with the entry", async () => {
    const store = createInMemoryStore();
    const base: Omit<EntryRecord, "id" | "content" | "pinned" | "tags" | "useCount" | "examples" | "revisions"> = {
      kind: "entry",
      scope: ann,
      key: "port",
      type: "fact",
      importance: 0.6,
      confidence: 0.9,
      source: "distilled",
      provenance: { messageIds: [], trust: "user" },
      createdAt: "2026-06-01T09:00:00.000Z",
      updatedAt: "2026-06-01T09:00:00.000Z",
    };
    const old = await store.put({ ...base, id: "port-a", content: "The API runs on port 3000", supersededBy: "port-b", validTo: "2026-06-05T09:00:00.000Z" });
    const current = await store.put({ ...base, id: "port-b", content: "The API runs on port 8080", supersedes: "port-a" });
    const report = (await forgetEntry(store, ann, "port-b", { now: now() }))!;
    expect(await undoForget(store, ann, report)).toEqual([current, old]);
    expect((await store.query({ kind: "entry", order: "created-asc" })).records).toEqual([old, current]);
  });
});
