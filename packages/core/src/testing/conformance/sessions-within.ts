import { describe, expect, it } from "vitest";
import type { SessionQuery } from "../../store/memory-store.js";
import type { Scope } from "../../store/scope.js";
import { at, listAll, messageEvent, rejectsWith, workspaceA } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

/** `listSessions({ within })`: the sessions inside a scope, its own and narrower ones (decision 0241). */
export function describeSessionsWithinConformance(harness: ConformanceHarness): void {
  describe("sessions within a scope", () => {
    const ids = async (query: SessionQuery) => (await harness.store.listSessions(query)).sessions.map((session) => session.id);

    it("keeps the sessions whose scope sets every key of `within` to its value, newest first, and ANDs with scope", async () => {
      const sessions: [string, Scope][] = [
        ["s-a", workspaceA],
        ["s-a-u1", { workspace: "A", user: "u1" }],
        ["s-a-u2-x", { workspace: "A", user: "u2", agent: "x" }],
        ["s-b", { workspace: "B" }],
        ["s-global", {}],
        ["s-u1", { user: "u1" }],
      ];
      for (const [i, [id, scope]] of sessions.entries()) await harness.store.appendEvents(id, scope, [messageEvent("m1", "x", at(i + 1))]);
      expect(await ids({ within: workspaceA })).toEqual(["s-a-u2-x", "s-a-u1", "s-a"]);
      expect(await ids({ within: { workspace: "A", user: "u1" } })).toEqual(["s-a-u1"]);
      expect(await ids({ within: { user: "u1" } })).toEqual(["s-u1", "s-a-u1"]);
      expect(await ids({ within: { agent: "x" } })).toEqual(["s-a-u2-x"]);
      expect(await ids({ within: { workspace: "B", user: "u1" } })).toEqual([]);
      expect(await ids({ within: {} })).toEqual(["s-u1", "s-global", "s-b", "s-a-u2-x", "s-a-u1", "s-a"]);
      // With `scope`: visible in { A, u1 } (s-u1, s-global, s-a-u1, s-a), and inside A.
      expect(await ids({ scope: { workspace: "A", user: "u1" }, within: workspaceA })).toEqual(["s-a-u1", "s-a"]);
      expect(await ids({ scope: workspaceA, scopeMode: "exact", within: workspaceA })).toEqual(["s-a"]);
      expect(await ids({ scope: workspaceA, scopeMode: "exact", within: { user: "u1" } })).toEqual([]);
      const paged = await listAll(harness.store, { within: workspaceA, limit: 2 });
      expect(paged.pageSizes).toEqual([2, 1]);
      expect(paged.sessions).toEqual((await harness.store.listSessions({ within: workspaceA })).sessions);
    });

    it("compares values whole and as written, whatever characters they hold", async () => {
      // Prefixes of each other, SQL, LIKE, Lua-pattern and label syntax, and a value another one holds; values that go
      // on past "a" with a byte that sorts before "-" (the byte after ",", for a store that reads label ranges).
      const values = ["acme", "acme-web", "web", "a_c", "abc", "a%c", "a.c", "a,b=c", "a%2Cb", "x' OR '1'='1", "%", "ünïcode", "Ünïcode", "a+", "a b", "a!"];
      for (const [i, value] of values.entries()) {
        await harness.store.appendEvents(`s${i}`, { workspace: value, user: value }, [messageEvent("m1", "x", at(i + 1))]);
      }
      for (const [i, value] of values.entries()) {
        expect(await ids({ within: { workspace: value } }), value).toEqual([`s${i}`]);
        expect(await ids({ within: { workspace: value, user: value } }), value).toEqual([`s${i}`]);
        expect(await ids({ within: { user: value } }), value).toEqual([`s${i}`]);
      }
      expect(await ids({ within: { workspace: "acme", user: "acme-web" } })).toEqual([]);
      expect(await ids({ within: { workspace: "a" } })).toEqual([]);
    });

    it("refuses a `within` that is not a scope, before reading anything", async () => {
      await harness.store.appendEvents("s1", workspaceA, [messageEvent("m1", "x", at(1))]);
      await rejectsWith(harness.store.listSessions({ within: { workspace: "a\u0000b" } }), "INVALID_SCOPE");
      await rejectsWith(harness.store.listSessions({ within: { workspace: "" } }), "INVALID_SCOPE");
      await rejectsWith(harness.store.listSessions({ within: { team: "x" } as Scope }), "INVALID_SCOPE");
      // A lone surrogate, a value over 200 characters, a nested object, the query's scope valid beside it.
      await rejectsWith(harness.store.listSessions({ within: { workspace: "a\ud800" } }), "INVALID_SCOPE");
      await rejectsWith(harness.store.listSessions({ within: { workspace: "x".repeat(201) } }), "INVALID_SCOPE");
      await rejectsWith(harness.store.listSessions({ within: { workspace: { $ne: "" } } as unknown as Scope }), "INVALID_SCOPE");
      await rejectsWith(harness.store.listSessions({ scope: workspaceA, within: { user: "\udc00" } }), "INVALID_SCOPE");
      expect(await ids({ within: { workspace: "A" } })).toEqual(["s1"]);
    });
  });
}
