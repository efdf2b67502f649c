import { describe, expect, it } from "vitest";
import type { NewSessionEvent } from "../../store/session-events.js";
import { at, listAll, messageEvent, rejectsWith, titleEvent, workspaceA, workspaceB } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

const messages = (count: number, from = 0): NewSessionEvent[] =>
  Array.from({ length: count }, (_, i) => messageEvent(`m${from + i + 1}`, `message ${from + i + 1}`, at(from + i + 1)));

const numbered = (events: readonly NewSessionEvent[], from = 1) => events.map((event, i) => ({ ...event, seq: from + i }));

/** Append-only session events and session listing. */
export function describeSessionConformance(harness: ConformanceHarness): void {
  describe("sessions", () => {
    it("appendEvents assigns seq 1..n without gaps across several calls", async () => {
      const events = messages(6);
      expect(await harness.store.appendEvents("s1", workspaceA, events.slice(0, 2))).toEqual([1, 2]);
      expect(await harness.store.appendEvents("s1", workspaceA, events.slice(2, 5))).toEqual([3, 4, 5]);
      expect(await harness.store.appendEvents("s1", workspaceA, events.slice(5))).toEqual([6]);
      expect(await harness.store.readEvents("s1")).toEqual(numbered(events));
    });

    it("readEvents returns the events after afterSeq, at most limit", async () => {
      const events = messages(6);
      await harness.store.appendEvents("s1", workspaceA, events);
      expect(await harness.store.readEvents("s1", { afterSeq: 2 })).toEqual(numbered(events.slice(2), 3));
      expect(await harness.store.readEvents("s1", { afterSeq: 2, limit: 2 })).toEqual(numbered(events.slice(2, 4), 3));
      expect(await harness.store.readEvents("s1", { limit: 3 })).toEqual(numbered(events.slice(0, 3)));
      expect(await harness.store.readEvents("s1", { afterSeq: 6 })).toEqual([]);
      expect(await harness.store.readEvents("s1", { afterSeq: 60 })).toEqual([]);
    });

    it("readEvents reads a bound past any seq as no bound: huge afterSeq and limit, never a database's refusal", async () => {
      const events = messages(3);
      await harness.store.appendEvents("s1", workspaceA, events);
      for (const afterSeq of [2 ** 31, 1e12, Number.MAX_SAFE_INTEGER, 1e21]) expect(await harness.store.readEvents("s1", { afterSeq })).toEqual([]);
      for (const limit of [2 ** 31, Number.MAX_SAFE_INTEGER, 1e21]) {
        expect(await harness.store.readEvents("s1", { limit })).toEqual(numbered(events));
        expect(await harness.store.readEvents("s1", { afterSeq: 1, limit })).toEqual(numbered(events.slice(1), 2));
      }
    });

    it("readEvents of a missing session returns no events", async () => {
      expect(await harness.store.readEvents("missing")).toEqual([]);
    });

    it("getSession derives createdAt, updatedAt, eventCount and title from the events", async () => {
      await harness.store.appendEvents("s1", workspaceA, [messageEvent("m1", "hello", at(1)), titleEvent("First", at(2))]);
      await harness.store.appendEvents("s1", workspaceA, [messageEvent("m2", "late clock", at(5)), titleEvent("Second", at(3))]);
      expect(await harness.store.getSession("s1")).toEqual({
        id: "s1",
        scope: workspaceA,
        createdAt: at(1),
        updatedAt: at(5),
        eventCount: 4,
        title: "Second",
      });
      await harness.store.appendEvents("s2", {}, [messageEvent("m1", "no title", at(7))]);
      expect(await harness.store.getSession("s2")).toEqual({ id: "s2", scope: {}, createdAt: at(7), updatedAt: at(7), eventCount: 1 });
    });

    it("getSession of a missing session returns undefined", async () => {
      expect(await harness.store.getSession("missing")).toBeUndefined();
    });

    it("appending no events returns no seqs and creates no session", async () => {
      expect(await harness.store.appendEvents("empty", workspaceA, [])).toEqual([]);
      expect(await harness.store.getSession("empty")).toBeUndefined();
      expect((await harness.store.listSessions()).sessions).toEqual([]);
    });

    it("appending to a session with a different scope throws SCOPE_MISMATCH and appends nothing", async () => {
      await harness.store.appendEvents("s1", workspaceA, messages(2));
      const message = await rejectsWith(harness.store.appendEvents("s1", workspaceB, messages(1, 2)), "SCOPE_MISMATCH");
      expect(message).toContain("s1");
      await rejectsWith(harness.store.appendEvents("s1", { workspace: "A", user: "u1" }, messages(1, 2)), "SCOPE_MISMATCH");
      await rejectsWith(harness.store.appendEvents("s1", {}, messages(1, 2)), "SCOPE_MISMATCH");
      expect(await harness.store.readEvents("s1")).toEqual(numbered(messages(2)));
      expect(await harness.store.getSession("s1")).toMatchObject({ scope: workspaceA, eventCount: 2 });
    });

    it("appendEvents rejects a batch holding an invalid event with INVALID_RECORD and appends none of it", async () => {
      const invalid = { at: at(9), type: "message", message: { id: "bad", role: "robot", parts: [], createdAt: at(9) } };
      const batch = [...messages(2), invalid] as unknown as NewSessionEvent[];
      expect(await rejectsWith(harness.store.appendEvents("s1", workspaceA, batch), "INVALID_RECORD")).toContain("role");
      expect(await harness.store.getSession("s1")).toBeUndefined();
      await harness.store.appendEvents("s2", workspaceA, messages(1));
      await rejectsWith(harness.store.appendEvents("s2", workspaceA, batch), "INVALID_RECORD");
      expect(await harness.store.readEvents("s2")).toEqual(numbered(messages(1)));
    });

    it("listSessions returns the most recently updated first, ties by id", async () => {
      await harness.store.appendEvents("s-b", workspaceA, [messageEvent("m1", "x", at(10))]);
      await harness.store.appendEvents("s-c", workspaceA, [messageEvent("m1", "x", at(30))]);
      await harness.store.appendEvents("s-a", workspaceA, [messageEvent("m1", "x", at(20))]);
      await harness.store.appendEvents("s-d", workspaceA, [messageEvent("m1", "x", at(30))]);
      await harness.store.appendEvents("s-b", workspaceA, [messageEvent("m2", "x", at(40))]);
      const page = await harness.store.listSessions();
      expect(page.sessions.map((s) => s.id)).toEqual(["s-b", "s-c", "s-d", "s-a"]);
      expect(page.nextCursor).toBeUndefined();
      expect(page.sessions[0]).toEqual({ id: "s-b", scope: workspaceA, createdAt: at(10), updatedAt: at(40), eventCount: 2 });
    });

    it("listSessions filters by scope in visible and exact mode", async () => {
      await harness.store.appendEvents("s-a", workspaceA, [messageEvent("m1", "x", at(1))]);
      await harness.store.appendEvents("s-a-u1", { workspace: "A", user: "u1" }, [messageEvent("m1", "x", at(2))]);
      await harness.store.appendEvents("s-b", workspaceB, [messageEvent("m1", "x", at(3))]);
      await harness.store.appendEvents("s-global", {}, [messageEvent("m1", "x", at(4))]);
      const list = async (query: Parameters<typeof harness.store.listSessions>[0]) => (await harness.store.listSessions(query)).sessions.map((s) => s.id);
      expect(await list({})).toEqual(["s-global", "s-b", "s-a-u1", "s-a"]);
      expect(await list({ scope: workspaceA })).toEqual(["s-global", "s-a"]);
      expect(await list({ scope: { workspace: "A", user: "u1" } })).toEqual(["s-global", "s-a-u1", "s-a"]);
      expect(await list({ scope: workspaceA, scopeMode: "exact" })).toEqual(["s-a"]);
      expect(await list({ scope: {}, scopeMode: "exact" })).toEqual(["s-global"]);
    });

    it("listSessions pages with limit and cursor, visiting every session once", async () => {
      const ids = Array.from({ length: 12 }, (_, i) => `s${String(i).padStart(2, "0")}`);
      for (const [i, id] of ids.entries()) {
        await harness.store.appendEvents(id, workspaceA, [messageEvent("m1", "x", at(i % 4))]);
      }
      const paged = await listAll(harness.store, { scope: workspaceA, limit: 5 });
      expect(paged.pageSizes).toEqual([5, 5, 2]);
      const expected = ids
        .map((id, i) => ({ id, time: i % 4 }))
        .sort((a, b) => b.time - a.time || (a.id < b.id ? -1 : 1))
        .map((s) => s.id);
      expect(paged.sessions.map((s) => s.id)).toEqual(expected);
      expect(paged.sessions).toEqual((await harness.store.listSessions({ scope: workspaceA })).sessions);
    });

    it("deleteSession removes the session and its events, then returns false", async () => {
      await harness.store.appendEvents("s1", workspaceA, messages(3));
      await harness.store.appendEvents("s2", workspaceA, messages(1));
      expect(await harness.store.deleteSession("s1")).toBe(true);
      expect(await harness.store.deleteSession("s1")).toBe(false);
      expect(await harness.store.deleteSession("never")).toBe(false);
      expect(await harness.store.getSession("s1")).toBeUndefined();
      expect(await harness.store.readEvents("s1")).toEqual([]);
      expect((await harness.store.listSessions()).sessions.map((s) => s.id)).toEqual(["s2"]);
      expect(await harness.store.appendEvents("s1", workspaceB, messages(1))).toEqual([1]);
      expect(await harness.store.getSession("s1")).toMatchObject({ scope: workspaceB, eventCount: 1 });
    });
  });
}
