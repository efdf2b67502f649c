import { describe, expect, it } from "vitest";
import type { Scope } from "../../store/scope.js";
import { scopeLabel } from "../../store/scope.js";
import { at, entryInput, messageEvent } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";
import { hitKeys } from "./search.js";

/** One entry and one session per scope, all holding the word "zebra". */
const scopes: Record<string, Scope> = {
  global: {},
  "ws-a": { workspace: "A" },
  "ws-b": { workspace: "B" },
  "ws-a-user-u1": { workspace: "A", user: "u1" },
  "user-u1": { user: "u1" },
  "ws-a-agent-x": { workspace: "A", agent: "x" },
  "ws-a-session-s1": { workspace: "A", session: "s1" },
  "ws-b-user-u1": { workspace: "B", user: "u1" },
};

async function seed(harness: ConformanceHarness): Promise<void> {
  for (const [name, scope] of Object.entries(scopes)) {
    await harness.store.put(entryInput(`e-${name}`, { scope, content: `zebra of ${name}` }));
    await harness.store.appendEvents(`s-${name}`, scope, [messageEvent("m1", `zebra message of ${name}`, at(1))]);
  }
}

/** What each context must see, and nothing else: the names of the scopes visible in it. */
const cases: { readonly behaviour: string; readonly context: Scope; readonly visible: readonly string[] }[] = [
  { behaviour: "a workspace-B context never sees workspace-A data", context: { workspace: "B" }, visible: ["global", "ws-b"] },
  { behaviour: "a context without workspace sees no workspace's data", context: {}, visible: ["global"] },
  {
    behaviour: "a user context without workspace sees only global and that user's workspace-free data",
    context: { user: "u1" },
    visible: ["global", "user-u1"],
  },
  {
    behaviour: "a workspace-A context sees global and workspace-A data, not that of its users, agents or sessions",
    context: { workspace: "A" },
    visible: ["global", "ws-a"],
  },
  {
    behaviour: "a workspace-A user context also sees that user's data, in A and workspace-free, never in B",
    context: { workspace: "A", user: "u1" },
    visible: ["global", "user-u1", "ws-a", "ws-a-user-u1"],
  },
  {
    behaviour: "agent and session keys isolate like workspace and user",
    context: { workspace: "A", user: "u2", agent: "x", session: "s1" },
    visible: ["global", "ws-a", "ws-a-agent-x", "ws-a-session-s1"],
  },
  { behaviour: "another user in workspace A does not see user u1's data", context: { workspace: "A", user: "u2" }, visible: ["global", "ws-a"] },
];

/** Data of one scope never reaches a context it is not visible in, through any path but get by id. */
export function describeScopeIsolationConformance(harness: ConformanceHarness): void {
  describe("scope isolation", () => {
    for (const { behaviour, context, visible } of cases) {
      it(`${behaviour} (query, count, search, listSessions in ${scopeLabel(context)})`, async () => {
        await seed(harness);
        const entries = visible.map((name) => `e-${name}`).sort();
        const sessions = visible.map((name) => `s-${name}`).sort();
        const queried = (await harness.store.query({ kind: "entry", scope: context })).records.map((r) => r.id).sort();
        expect(queried).toEqual(entries);
        expect(await harness.store.count({ kind: "entry", scope: context })).toBe(entries.length);
        const hits = await harness.store.search({ text: "zebra", scope: context, targets: ["entry", "message"], limit: 50 });
        expect(hitKeys(hits).sort()).toEqual([...entries.map((id) => `entry:${id}`), ...sessions.map((id) => `message:${id}#1`)].sort());
        const listed = (await harness.store.listSessions({ scope: context })).sessions.map((s) => s.id).sort();
        expect(listed).toEqual(sessions);
      });
    }

    it("global data is visible in every context", async () => {
      await seed(harness);
      for (const context of [...Object.values(scopes), { workspace: "Z", user: "nobody" }]) {
        const ids = (await harness.store.query({ kind: "entry", scope: context })).records.map((r) => r.id);
        expect(ids).toContain("e-global");
        const sessions = (await harness.store.listSessions({ scope: context })).sessions.map((s) => s.id);
        expect(sessions).toContain("s-global");
        expect(hitKeys(await harness.store.search({ text: "zebra", scope: context }))).toContain("entry:e-global");
      }
    });
  });
}
