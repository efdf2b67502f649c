import { isEngramError } from "@engram/core";
import { describe, expect, it } from "vitest";
import { at, daily, entry, note, openTemp } from "./helpers.js";

describe("records", () => {
  it("puts, gets, replaces and deletes a record with defaults filled", async () => {
    const { store } = await openTemp();
    const { tags: _tags, pinned: _pinned, ...bare } = entry("e1", "Uses pnpm");
    const stored = await store.put(bare);
    expect(stored.tags).toEqual([]);
    expect(stored.pinned).toBe(false);
    expect(await store.get("entry", "e1")).toEqual(stored);
    await store.put(entry("e1", "Uses pnpm 10", { updatedAt: at(5) }));
    expect((await store.get("entry", "e1"))?.content).toBe("Uses pnpm 10");
    expect(await store.count({ kind: "entry" })).toBe(1);
    expect(await store.get("note", "e1")).toBeUndefined();
    expect(await store.delete("entry", "e1")).toBe(true);
    expect(await store.delete("entry", "e1")).toBe(false);
    expect(await store.get("entry", "e1")).toBeUndefined();
  });

  it("rejects an invalid record and a vector of the wrong dimension with INVALID_RECORD", async () => {
    const { store } = await openTemp({ vectorDimensions: 3 });
    await expect(store.put({ ...entry("e1", "x"), importance: 2 })).rejects.toSatisfy((e) => isEngramError(e, "INVALID_RECORD"));
    await expect(store.put(entry("e2", "x", { vector: [1, 0] }))).rejects.toSatisfy((e) => isEngramError(e, "INVALID_RECORD"));
    await store.put(entry("e3", "x", { vector: [1, 0, 0] }));
    expect(await store.count({ kind: "entry" })).toBe(1);
  });

  it("filters by visible and exact scope in SQL", async () => {
    const { store } = await openTemp();
    await store.put(note("global", "g"));
    await store.put(note("wsA", "a", { workspace: "A" }));
    await store.put(note("wsB", "b", { workspace: "B" }));
    await store.put(note("wsA-u1", "a1", { workspace: "A", user: "u1" }));
    await store.put(note("u1", "u1 anywhere", { user: "u1" }));
    const ids = async (query: Parameters<typeof store.query>[0]) => (await store.query(query)).records.map((r) => r.id).sort();
    expect(await ids({ kind: "note", scope: { workspace: "A" } })).toEqual(["global", "wsA"]);
    expect(await ids({ kind: "note", scope: { workspace: "A", user: "u1" } })).toEqual(["global", "u1", "wsA", "wsA-u1"]);
    expect(await ids({ kind: "note", scope: { user: "u1" } })).toEqual(["global", "u1"]);
    expect(await ids({ kind: "note", scope: {} })).toEqual(["global"]);
    expect(await ids({ kind: "note", scope: { workspace: "A" }, scopeMode: "exact" })).toEqual(["wsA"]);
    expect(await ids({ kind: "note" })).toEqual(["global", "u1", "wsA", "wsA-u1", "wsB"]);
    expect(await store.count({ kind: "note", scope: { workspace: "B" } })).toBe(2);
  });

  it("filters by type, tags, key, date and update time", async () => {
    const { store } = await openTemp();
    await store.put(entry("e1", "one", { type: "decision", tags: ["a", "b"], key: "k1", updatedAt: at(1) }));
    await store.put(entry("e2", "two", { type: "fact", tags: ["a"], key: "k2", updatedAt: at(2) }));
    await store.put(entry("e3", "three", { type: "fact", tags: [], key: "k1", updatedAt: at(3) }));
    await store.put(daily("d1", "2025-03-01", "first"));
    await store.put(daily("d2", "2025-03-02", "second"));
    await store.put(daily("d3", "2025-03-03", "third"));
    const ids = async (query: Parameters<typeof store.query>[0]) => (await store.query(query)).records.map((r) => r.id);
    expect(await ids({ kind: "entry", types: ["fact"] })).toEqual(["e3", "e2"]);
    expect(await ids({ kind: "entry", tags: ["a"] })).toEqual(["e2", "e1"]);
    expect(await ids({ kind: "entry", tags: ["a", "b"] })).toEqual(["e1"]);
    expect(await ids({ kind: "entry", key: "k1" })).toEqual(["e3", "e1"]);
    expect(await ids({ kind: "entry", updatedSince: at(2) })).toEqual(["e3", "e2"]);
    expect(await ids({ kind: "entry", updatedUntil: at(2) })).toEqual(["e2", "e1"]);
    expect(await ids({ kind: "daily", fromDate: "2025-03-02", order: "created-asc" })).toEqual(["d2", "d3"]);
    expect(await ids({ kind: "daily", fromDate: "2025-03-02", toDate: "2025-03-02" })).toEqual(["d2"]);
    expect(await store.count({ kind: "entry", tags: ["a"], types: ["decision"] })).toBe(1);
    expect(await ids({ kind: "entry", types: [], tags: [] })).toEqual(["e3", "e2", "e1"]);
    expect(await ids({ kind: "note", types: ["fact"] })).toEqual([]);
    expect(await ids({ kind: "entry", fromDate: "2000-01-01" })).toEqual([]);
  });

  it("orders ties by id ascending and compares times as instants", async () => {
    const { store } = await openTemp();
    await store.put({ ...note("b", "x"), updatedAt: "2025-03-01T12:00:00+02:00" });
    await store.put({ ...note("a", "x"), updatedAt: "2025-03-01T10:00:00Z" });
    await store.put({ ...note("c", "x"), updatedAt: "2025-03-01T10:30:00Z" });
    const page = await store.query({ kind: "note" });
    expect(page.records.map((r) => r.id)).toEqual(["c", "a", "b"]);
    await expect(store.query({ kind: "note", limit: 2.5 })).rejects.toSatisfy((e) => isEngramError(e, "INVALID_OPTIONS"));
    expect((await store.query({ kind: "note", limit: 5000 })).records).toHaveLength(3);
  });

  it("pages with an opaque keyset cursor, ties included, in both orders", async () => {
    const { store } = await openTemp();
    for (let i = 0; i < 25; i++) {
      const id = `n${String(i).padStart(2, "0")}`;
      await store.put({ ...note(id, id), createdAt: at(i), updatedAt: at(Math.floor(i / 4)) });
    }
    for (const order of ["updated-desc", "created-asc"] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await store.query({ kind: "note", order, limit: 7, ...(cursor ? { cursor } : {}) });
        seen.push(...page.records.map((r) => r.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor !== undefined);
      expect(pages).toBe(4);
      expect(new Set(seen).size).toBe(25);
      if (order === "created-asc") expect(seen).toEqual([...seen].sort());
    }
    await expect(store.query({ kind: "note", cursor: "nonsense" })).rejects.toSatisfy((e) => isEngramError(e, "INVALID_OPTIONS"));
  });

  it("fails with STORE_CLOSED after close, and close is idempotent", async () => {
    const { store } = await openTemp();
    await store.close();
    await store.close();
    await expect(store.get("entry", "x")).rejects.toSatisfy((e) => isEngramError(e, "STORE_CLOSED"));
    await expect(store.put(entry("x", "y"))).rejects.toSatisfy((e) => isEngramError(e, "STORE_CLOSED"));
    await expect(store.appendEvents("s", {}, [])).rejects.toSatisfy((e) => isEngramError(e, "STORE_CLOSED"));
    await expect(store.lock("l", 1000)).rejects.toSatisfy((e) => isEngramError(e, "STORE_CLOSED"));
  });

  it("keeps data across close and reopen, and states its capabilities", async () => {
    const { store, path } = await openTemp({ vectorDimensions: 2 });
    expect(store.capabilities).toEqual({ vectorSearch: true });
    await store.put(entry("e1", "durable", { vector: [1, 0] }));
    await store.close();
    const again = await openTemp({ path });
    expect(again.store.capabilities.vectorSearch).toBe(true);
    expect((await again.store.get("entry", "e1"))?.content).toBe("durable");
    const plain = await openTemp();
    expect(plain.store.capabilities.vectorSearch).toBe(false);
  });
});
