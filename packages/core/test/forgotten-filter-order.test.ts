import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, type MemoryStore, type NewSessionEvent, type Scope } from "./core-internals.js";

const ann: Scope = { workspace: "acme", user: "ann" };
const now = () => new Date("2026-06-10T12:00:00.000Z");
const turn = (id: string, text: string): NewSessionEvent => {
  const at = "2026-06-01T09:00:00.000Z";
  return { at, type: "message", message: { id, role: "user", parts: [{ type: "text", text }], createdAt: at } };
};

/** The store, with the name of each search, event read and get recorded as it is called (before it answers). */
function recording(store: MemoryStore, calls: string[], failGets?: Error): MemoryStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property !== "search" && property !== "readEvents" && property !== "get") return value.bind(target);
      return (...args: unknown[]) => {
        calls.push(String(property));
        if (property === "get" && failGets !== undefined) return Promise.reject(failGets);
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describe("recall's view without forgotten passages", () => {
  it("asks the store to search before it reads the tombstones (a pooled store's search takes a connection first)", async () => {
    const store = createInMemoryStore();
    await store.appendEvents("s1", ann, [turn("m1", "the deploy script lives in ops/deploy.sh")]);
    const calls: string[] = [];
    const memory = createMemory({ store: recording(store, calls), scope: ann, now, autoConsolidate: false, extraction: false });
    const recalled = await memory.recall("deploy script", { markUsed: false });
    expect(recalled.items.map((item) => item.text)).toEqual([expect.stringContaining("ops/deploy.sh")]);
    // The first read is the search; the tombstone lists (one per visible scope: 4 for two scope keys) come after it.
    expect(calls[0]).toBe("search");
    expect(calls.filter((call) => call === "get")).toHaveLength(4);
    expect(calls.indexOf("get")).toBe(1);
    const sessions: string[] = [];
    const fresh = createMemory({ store: recording(store, sessions), scope: ann, now, autoConsolidate: false, extraction: false });
    await fresh.recallSessions("deploy script");
    expect(sessions[0]).toBe("search");
    expect(sessions.indexOf("get")).toBe(1);
  });

  it("fails the search when the tombstones cannot be read, and leaves no rejection unhandled", async () => {
    const store = createInMemoryStore();
    await store.appendEvents("s1", ann, [turn("m1", "the deploy script lives in ops/deploy.sh")]);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const failure = new Error("the tombstone list could not be read");
      const memory = createMemory({ store: recording(store, [], failure), scope: ann, now, autoConsolidate: false, extraction: false });
      await expect(memory.recall("deploy script", { markUsed: false })).rejects.toBe(failure);
      // Unhandled rejections are reported after the microtasks of the turn that made them: wait one macrotask.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
