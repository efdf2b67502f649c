import { isEngramError } from "@engram/core";
import { describe, expect, it } from "vitest";
import { at, message, openTemp } from "./helpers.js";

describe("sessions", () => {
  it("appends with contiguous seqs, reads after a seq, and keeps the session's info", async () => {
    const { store } = await openTemp();
    const scope = { workspace: "w", user: "u" };
    expect(await store.appendEvents("s1", scope, [message("m1", "hello", 0), message("m2", "world", 1)])).toEqual([1, 2]);
    expect(
      await store.appendEvents("s1", scope, [
        { at: at(2), type: "title", title: "Greeting" },
        { at: at(3), type: "usage", inputTokens: 12 },
      ]),
    ).toEqual([3, 4]);
    const events = await store.readEvents("s1");
    expect(events.map((e) => [e.seq, e.type])).toEqual([
      [1, "message"],
      [2, "message"],
      [3, "title"],
      [4, "usage"],
    ]);
    expect((await store.readEvents("s1", { afterSeq: 1, limit: 2 })).map((e) => e.seq)).toEqual([2, 3]);
    expect(await store.getSession("s1")).toEqual({
      id: "s1",
      scope,
      createdAt: at(0),
      updatedAt: at(3),
      eventCount: 4,
      title: "Greeting",
    });
    expect(await store.readEvents("missing")).toEqual([]);
    expect(await store.getSession("missing")).toBeUndefined();
  });

  it("takes updatedAt from the latest event time, not the last appended", async () => {
    const { store } = await openTemp();
    await store.appendEvents("s", {}, [message("m1", "a", 10), message("m2", "b", 5)]);
    expect(await store.getSession("s")).toMatchObject({ createdAt: at(10), updatedAt: at(10), eventCount: 2 });
    expect(await store.appendEvents("s", {}, [])).toEqual([]);
    expect(await store.appendEvents("empty", {}, [])).toEqual([]);
    expect(await store.getSession("empty")).toBeUndefined();
    await expect(store.appendEvents("", {}, [message("m", "x")])).rejects.toSatisfy((e) => isEngramError(e, "INVALID_KEY"));
  });

  it("rejects an append under another scope and an invalid event", async () => {
    const { store } = await openTemp();
    await store.appendEvents("s1", { user: "u" }, [message("m1", "hi")]);
    await expect(store.appendEvents("s1", { user: "v" }, [message("m2", "hi")])).rejects.toSatisfy((e) => isEngramError(e, "SCOPE_MISMATCH"));
    await expect(store.appendEvents("s1", { user: "u" }, [{ at: "yesterday", type: "title", title: "x" }])).rejects.toSatisfy((e) =>
      isEngramError(e, "INVALID_RECORD"),
    );
    expect((await store.getSession("s1"))?.eventCount).toBe(1);
  });

  it("lists most recently updated first, by scope, paged, and deletes", async () => {
    const { store } = await openTemp();
    await store.appendEvents("a", { workspace: "A" }, [message("m", "x", 1)]);
    await store.appendEvents("b", { workspace: "B" }, [message("m", "x", 2)]);
    await store.appendEvents("c", {}, [message("m", "x", 3)]);
    await store.appendEvents("a", { workspace: "A" }, [message("m2", "y", 4)]);
    expect((await store.listSessions()).sessions.map((s) => s.id)).toEqual(["a", "c", "b"]);
    expect((await store.listSessions({ scope: { workspace: "A" } })).sessions.map((s) => s.id)).toEqual(["a", "c"]);
    expect((await store.listSessions({ scope: { workspace: "A" }, scopeMode: "exact" })).sessions.map((s) => s.id)).toEqual(["a"]);
    const first = await store.listSessions({ limit: 2 });
    expect(first.sessions.map((s) => s.id)).toEqual(["a", "c"]);
    const second = await store.listSessions({ limit: 2, ...(first.nextCursor ? { cursor: first.nextCursor } : {}) });
    expect(second.sessions.map((s) => s.id)).toEqual(["b"]);
    expect(second.nextCursor).toBeUndefined();
    expect(await store.deleteSession("a")).toBe(true);
    expect(await store.deleteSession("a")).toBe(false);
    expect(await store.readEvents("a")).toEqual([]);
    expect(await store.search({ text: "y", scope: { workspace: "A" }, targets: ["message"] })).toEqual([]);
  });
});
