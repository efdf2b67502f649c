import { describe, expect, it } from "vitest";
import {
  createInMemoryStore,
  createMemory,
  forgetEntry,
  messageText,
  type MemoryRecordInput,
  type NewSessionEvent,
  type NoteRecord,
  type Scope,
} from "./core-internals.js";
import { scopesVisibleIn, tombstonesVisibleIn, writeTombstone } from "../src/store-ops/tombstone.js";
import { noteId } from "../src/store/ids.js";

const clock = "2026-06-10T12:00:00.000Z";
const now = () => new Date(clock);
const ann: Scope = { workspace: "acme", user: "ann" };
const bob: Scope = { workspace: "acme", user: "bob" };

const said = (id: string, text: string): NewSessionEvent => ({
  at: "2026-06-01T09:00:00.000Z",
  type: "message",
  message: { id, role: "user", parts: [{ type: "text", text }], createdAt: "2026-06-01T09:00:00.000Z" },
});

const entry = (id: string, content: string, fields: Record<string, unknown> = {}): MemoryRecordInput =>
  ({
    kind: "entry",
    id,
    key: id,
    content,
    scope: ann,
    type: "fact",
    importance: 0.6,
    confidence: 0.9,
    source: "distilled",
    provenance: { messageIds: [], trust: "user" },
    createdAt: "2026-06-01T09:00:00.000Z",
    updatedAt: "2026-06-01T09:00:00.000Z",
    ...fields,
  }) as MemoryRecordInput;

describe("forgetEntry", () => {
  it("deletes the entry with the entries it superseded, and reports them with the tombstone", async () => {
    const store = createInMemoryStore();
    await store.put(
      entry("port-a", "The API runs on port 3000", {
        supersededBy: "port-b",
        validTo: "2026-06-05T09:00:00.000Z",
        provenance: { messageIds: ["m1"], trust: "user" },
      }),
    );
    await store.put(entry("port-b", "The API runs on port 8080", { supersedes: "port-a", provenance: { messageIds: ["m2"], trust: "user" } }));
    await store.put(entry("editor", "Ann uses vim"));
    const report = await forgetEntry(store, ann, "port-b", { now: new Date(clock) });
    expect(report?.entries.map((each) => each.id)).toEqual(["port-b", "port-a"]);
    expect(report?.purged).toBeUndefined();
    expect(JSON.parse(report!.tombstone.content)).toMatchObject({ entryId: "port-b", messageIds: ["m2", "m1"] });
    expect((await store.query({ kind: "entry" })).records.map((each) => each.id)).toEqual(["editor"]);
    expect((await store.query({ kind: "index", scope: ann, scopeMode: "exact" })).records[0]?.content).toBe(
      "# Memory\n\n## Facts\n\n- **editor**: Ann uses vim\n",
    );
  });

  it("finds nothing to forget under an unknown key, and writes nothing", async () => {
    const store = createInMemoryStore();
    expect(await forgetEntry(store, ann, "nothing", { now: new Date(clock) })).toBeUndefined();
    expect(await createMemory({ store, scope: ann, now }).forget("nothing", { purge: true })).toBe(false);
    expect(await store.count({ kind: "note" })).toBe(0);
  });

  it("purges within the memory's reach (its own and broader scopes, and narrower ones), never a sibling's", async () => {
    const store = createInMemoryStore();
    const line = "Ann's locker code is 2291 at the north gym.";
    await store.appendEvents("ann-1", ann, [said("a1", line), said("a2", "The north gym opens at six.")]);
    await store.appendEvents("ann-agent", { ...ann, agent: "coach" }, [said("c1", line)]);
    await store.appendEvents("team", { workspace: "acme" }, [said("t1", line)]);
    await store.appendEvents("bob-1", bob, [said("b1", line)]);
    await store.put({ kind: "note", id: "n-bob", key: "todo", scope: bob, content: line, createdAt: clock, updatedAt: clock });
    await store.put(entry("locker", "Ann's locker code is 2291 at the north gym"));
    const report = await forgetEntry(store, ann, "locker", { purge: true, now: new Date(clock) });
    expect(report?.purged).toEqual({ events: 3, sessions: 3, dailyItems: 0, notes: 0, summaries: 0, checkpoints: 0 });
    const first = async (session: string) => (await store.readEvents(session)).map((event) => (event.type === "message" ? messageText(event.message) : ""));
    expect(await first("ann-1")).toEqual(["[forgotten]", "The north gym opens at six."]);
    expect(await first("ann-agent")).toEqual(["[forgotten]"]);
    expect(await first("team")).toEqual(["[forgotten]"]);
    expect(await first("bob-1")).toEqual([line]);
    expect((await store.get("note", "n-bob"))?.content).toBe(line);
  });
});

describe("consolidation after a forget", () => {
  it("never distills a daily item from the forgotten entry's source, or repeating it, into a new entry", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now, autoConsolidate: false });
    const daily = (id: string, content: string, messageIds: string[]) =>
      store.put({
        kind: "daily",
        id,
        scope: ann,
        date: "2026-06-09",
        content,
        type: "fact",
        importance: 0.7,
        provenance: { messageIds, trust: "user" },
        createdAt: clock,
        updatedAt: clock,
      });
    await memory.remember({ key: "locker", content: "Ann's locker code is 2291 at the north gym", messageIds: ["m1"] });
    await daily("d1", "Ann keeps her bike at the gym.", ["m1"]);
    await daily("d2", "User's locker code is 2291 at the North Gym.", ["m9"]);
    await daily("d3", "Ann swims on Tuesdays.", ["m9"]);
    await memory.forget("locker");
    const report = await memory.consolidate();
    expect(report.consumed).toEqual(["d3"]);
    expect((await memory.list()).records.map((entry) => entry.content)).toEqual(["Ann swims on Tuesdays."]);
  });
});

describe("tombstone lists", () => {
  // Keys of 190 characters (a note key may have 200) fill a list of 90,000 characters with a few hundred
  // tombstones: each write rewrites its list, so 34-character keys took 2,600 writes and 12 s on a slow
  // machine, over 90 s beside other suites. Now about 1 s there; 60 s on a busy machine.
  it("chain into a second list once the first is full, and recall reads every tombstone of every visible scope", { timeout: 60_000 }, async () => {
    const store = createInMemoryStore();
    const tombstone = (index: number, scope: Scope): NoteRecord => {
      const key = `forgotten-${String(index).padStart(180, "0")}`;
      const content = JSON.stringify({ version: 1, entryId: `e${index}`, forgottenAt: clock, messageIds: [`m${index}`], texts: [] });
      return { kind: "note", id: noteId(scope, key), key, scope, content, tags: ["engram-tombstone"], createdAt: clock, updatedAt: clock };
    };
    for (let i = 0; i < 600; i++) await writeTombstone(store, tombstone(i, ann));
    await writeTombstone(store, tombstone(9_000, { workspace: "acme" }));
    await writeTombstone(store, tombstone(9_001, bob));
    const lists = (await store.query({ kind: "note", scope: ann, scopeMode: "exact", limit: 1000 })).records.filter((note) =>
      note.key.startsWith("engram-forgotten"),
    );
    expect(lists.map((list) => [list.key, (JSON.parse(list.content) as { keys: string[] }).keys.length]).sort()).toEqual([
      // 466 keys of 193 characters each (quoted, with a comma) and the list's 21 fit in 90,000.
      ["engram-forgotten", 466],
      ["engram-forgotten-2", 134],
    ]);
    const ids = (await tombstonesVisibleIn(store, ann)).map((each) => each.entryId);
    expect(ids.length).toBe(601);
    expect(ids).toContain("e9000");
    expect(ids).not.toContain("e9001");
  });

  it("are read from every scope visible in a context: the subsets of its keys", () => {
    expect(scopesVisibleIn({ workspace: "acme", user: "ann" })).toEqual([{}, { workspace: "acme" }, { user: "ann" }, { user: "ann", workspace: "acme" }]);
  });
});
