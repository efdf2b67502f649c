import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, type MemoryStore, type NewSessionEvent, type Scope } from "./core-internals.js";

const now = () => new Date("2026-06-10T12:00:00.000Z");
const ann: Scope = { workspace: "acme", user: "ann" };

const turn = (id: string, text: string, minute: number): NewSessionEvent => {
  const at = new Date(Date.parse("2026-06-01T09:00:00.000Z") + minute * 60_000).toISOString();
  return { at, type: "message", message: { id, role: "user", parts: [{ type: "text", text }], createdAt: at } };
};

/**
 * The store with its note reads (the tombstones recall loads) held until `release` is called, and a log
 * of which call started or ended when.
 */
function gatedStore(store: MemoryStore, failNotes = false) {
  const log: string[] = [];
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const wrapped = new Proxy(store, {
    get(target, property) {
      if (property === "get")
        return async (kind: string, id: string) => {
          if (kind !== "note") return target.get(kind as "note", id);
          log.push("note:start");
          await gate;
          log.push("note:end");
          if (failNotes) throw new Error("the notes table is unreadable");
          return target.get("note", id);
        };
      if (property === "search")
        return async (query: Parameters<MemoryStore["search"]>[0]) => {
          log.push("search:start");
          release();
          return target.search(query);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { store: wrapped, log };
}

async function forgottenDentist(): Promise<MemoryStore> {
  const store = createInMemoryStore();
  const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
  await store.appendEvents("s1", ann, [turn("m1", "My dentist is Dr. Okafor on Elm Street.", 1), turn("m2", "Elm Street parking is free on Sundays.", 2)]);
  await memory.remember({ key: "dentist", content: "Ann's dentist is Dr. Okafor on Elm Street", sessionId: "s1", messageIds: ["m1"] });
  expect(await memory.forget("dentist")).toBe(true);
  return store;
}

describe("recall reads the tombstones while its search runs", () => {
  it("starts the search before the tombstones have arrived, and still leaves the forgotten passage out", async () => {
    const { store, log } = gatedStore(await forgottenDentist());
    // The notes are released only by the search: a recall that waited for them first would never search.
    const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
    const recalled = await memory.recall("dentist Okafor Elm Street", { markUsed: false });
    expect(log.indexOf("search:start")).toBeGreaterThan(-1);
    expect(log.indexOf("search:start")).toBeLessThan(log.indexOf("note:end"));
    const texts = recalled.items.map((item) => item.text).join("\n");
    expect(texts).not.toContain("Okafor");
    expect(texts).toContain("Elm Street parking is free on Sundays.");
  });

  it("does the same for recallSessions", async () => {
    const { store, log } = gatedStore(await forgottenDentist());
    const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
    const excerpts = await memory.recallSessions("dentist Okafor Elm Street");
    expect(log.indexOf("search:start")).toBeLessThan(log.indexOf("note:end"));
    expect(excerpts.map((excerpt) => [excerpt.seq, excerpt.excerpt])).toEqual([[2, "Elm Street parking is free on Sundays."]]);
  });

  it("fails the recall when the tombstones cannot be read, never returning what they would have filtered", async () => {
    const { store } = gatedStore(await forgottenDentist(), true);
    const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
    await expect(memory.recall("dentist Okafor Elm Street", { markUsed: false })).rejects.toThrow("the notes table is unreadable");
    await expect(memory.recallSessions("dentist Okafor Elm Street")).rejects.toThrow("the notes table is unreadable");
  });
});
