import { isEngramError, type MemoryStore } from "@engram/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { daily, entry, message } from "./fixtures.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

describeWithRedis("redis store behaviour", () => {
  let server: RedisServer;
  let store: MemoryStore;
  const prefix = "store-test";

  beforeAll(async () => {
    server = await RedisServer.start();
    store = await openRedisStore({ url: server.url, prefix, vectorDimensions: 3 });
  });
  afterAll(async () => {
    await store.close();
    await server.stop();
  });

  it("puts, gets, replaces and deletes a record", async () => {
    const stored = await store.put(entry("e1", "the sky is blue", { workspace: "w" }));
    expect(stored.tags).toEqual([]);
    expect(await store.get("entry", "e1")).toEqual(stored);
    const moved = await store.put({ ...stored, scope: { workspace: "w", user: "u" }, content: "moved" });
    expect(await store.get("entry", "e1")).toEqual(moved);
    expect(await store.count({ kind: "entry", scope: { workspace: "w" }, scopeMode: "exact" })).toBe(0);
    expect(await store.delete("entry", "e1")).toBe(true);
    expect(await store.delete("entry", "e1")).toBe(false);
    expect(await store.get("entry", "e1")).toBeUndefined();
  });

  it("queries visible scopes with filters and pages with a cursor", async () => {
    const ws = { workspace: "q" };
    await store.put(entry("q1", "one", ws, { tags: ["a"], type: "decision" }));
    await store.put(entry("q2", "two", { workspace: "q", user: "u1" }, { tags: ["a", "b"] }));
    await store.put(entry("q3", "three", { workspace: "q", user: "u2" }));
    await store.put(entry("q4", "four", { workspace: "other" }));
    const visible = await store.query({ kind: "entry", scope: { workspace: "q", user: "u1" } });
    expect(visible.records.map((r) => r.id)).toEqual(["q2", "q1"]);
    expect((await store.query({ kind: "entry", scope: ws, tags: ["a"] })).records.map((r) => r.id)).toEqual(["q1"]);
    expect((await store.query({ kind: "entry", scope: { workspace: "q", user: "u1" }, types: ["decision"] })).records.map((r) => r.id)).toEqual(["q1"]);
    const first = await store.query({ kind: "entry", order: "created-asc", limit: 2 });
    const ids = first.records.map((r) => r.id);
    expect(first.nextCursor).toMatch(/\S/);
    const second = await store.query({ kind: "entry", order: "created-asc", limit: 2, cursor: first.nextCursor });
    expect([...ids, ...second.records.map((r) => r.id)]).toEqual(["q1", "q2", "q3", "q4"]);
    expect(second.nextCursor).toBeUndefined();
    expect(await store.count({ kind: "entry", scope: { workspace: "q", user: "u2" } })).toBe(2);
  });

  it("filters daily items by date range", async () => {
    const scope = { workspace: "d" };
    await store.put(daily("d1", "first day", scope, "2025-03-01"));
    await store.put(daily("d2", "second day", scope, "2025-03-02"));
    await store.put(daily("d3", "third day", scope, "2025-03-03"));
    const page = await store.query({ kind: "daily", scope, fromDate: "2025-03-02", toDate: "2025-03-03" });
    expect(page.records.map((r) => r.id)).toEqual(["d3", "d2"]);
  });

  it("ranks text with BM25 and puts an exact phrase first", async () => {
    const scope = { workspace: "s" };
    await store.put(entry("s1", "deploy the green service then check logs", scope));
    await store.put(entry("s2", "green deploy", { workspace: "s", user: "u" }));
    await store.put(entry("s3", "unrelated words entirely", scope));
    await store.put(entry("s4", "green deploy hidden", { workspace: "elsewhere" }));
    const hits = await store.search({ scope: { workspace: "s", user: "u" }, text: "deploy the green" });
    expect(hits.map((h) => (h.target === "record" ? h.record.id : h.sessionId))).toEqual(["s1", "s2"]);
  });

  it("ranks by vector on the server", async () => {
    const scope = { workspace: "v" };
    await store.put(entry("v1", "x axis", scope, { vector: [1, 0, 0] }));
    await store.put(entry("v2", "y axis", scope, { vector: [0, 1, 0] }));
    await store.put(entry("v3", "diagonal", scope, { vector: [1, 1, 0] }));
    const hits = await store.search({ scope, vector: [0, 1, 0], limit: 2 });
    expect(hits.map((h) => (h.target === "record" ? h.record.id : ""))).toEqual(["v2", "v3"]);
    expect(hits[0]?.score).toBeCloseTo(1, 6);
  });

  it("appends, reads, lists, searches and deletes sessions", async () => {
    const scope = { workspace: "sess", user: "u" };
    expect(await store.appendEvents("a", scope, [message("m1", "hello there"), message("m2", "purple elephants")])).toEqual([1, 2]);
    expect(await store.appendEvents("a", scope, [{ type: "title", title: "Greetings", at: "2025-01-01T00:00:00.000Z" }])).toEqual([3]);
    expect(await store.appendEvents("b", { workspace: "sess" }, [message("m3", "elephants again")])).toEqual([1]);
    expect((await store.readEvents("a", { afterSeq: 1, limit: 1 })).map((e) => e.seq)).toEqual([2]);
    const info = await store.getSession("a");
    expect(info).toMatchObject({ id: "a", scope, eventCount: 3, title: "Greetings" });
    expect((await store.listSessions({ scope })).sessions.map((s) => s.id)).toEqual(["b", "a"]);
    const hits = await store.search({ scope, text: "purple elephants", targets: ["message"] });
    expect(hits.map((h) => (h.target === "message" ? `${h.sessionId}#${h.event.seq}` : ""))).toEqual(["a#2", "b#1"]);
    await expect(store.appendEvents("a", { workspace: "sess" }, [message("m4", "x")])).rejects.toSatisfy((e) => isEngramError(e, "SCOPE_MISMATCH"));
    expect(await store.deleteSession("a")).toBe(true);
    expect(await store.getSession("a")).toBeUndefined();
    expect(await store.search({ scope, text: "purple", targets: ["message"] })).toEqual([]);
  });

  it("gives a lock to one holder until it is released", async () => {
    const lease = await store.lock("consolidate", 10_000);
    expect(lease?.name).toBe("consolidate");
    expect(await store.lock("consolidate", 10_000)).toBeUndefined();
    expect(await lease?.renew(20_000)).toBe(true);
    await lease?.release();
    const next = await store.lock("consolidate", 10_000);
    expect(next?.name).toBe("consolidate");
    expect(next?.token).not.toBe(lease?.token);
    await next?.release();
  });

  it("rejects an invalid record with INVALID_RECORD", async () => {
    await expect(store.put({ ...entry("bad", "x", {}), importance: 2 } as never)).rejects.toSatisfy((e) => isEngramError(e, "INVALID_RECORD"));
  });

  it("reports STORE_CLOSED after close", async () => {
    const other = await openRedisStore({ url: server.url, prefix });
    await other.close();
    await expect(other.get("entry", "x")).rejects.toSatisfy((e) => isEngramError(e, "STORE_CLOSED"));
  });
});
