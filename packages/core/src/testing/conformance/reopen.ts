import { describe, expect, it } from "vitest";
import type { MemoryStore } from "../../store/memory-store.js";
import { recordKinds } from "../../store/records.js";
import { at, messageEvent, workspaceA } from "./fixtures.js";
import { fullRecords, fullSessionEvents } from "./full-records.js";
import type { ConformanceHarness } from "./harness.js";
import { hitKeys } from "./search.js";

async function snapshot(store: MemoryStore) {
  const records = [];
  for (const kind of recordKinds) records.push(...(await store.query({ kind, limit: 1000 })).records);
  const sessions = (await store.listSessions({ limit: 1000 })).sessions;
  const events = [];
  for (const session of sessions) events.push(await store.readEvents(session.id));
  return { records, sessions, events };
}

/** Durability through close and reopen, and the closed state. */
export function describeReopenConformance(harness: ConformanceHarness): void {
  describe("close and reopen", () => {
    it("everything written is there, equal, after close and reopen", async () => {
      const scope = { workspace: "A", user: "u1" };
      for (const record of fullRecords(scope)) await harness.store.put(record);
      await harness.store.appendEvents("full-session", scope, fullSessionEvents().slice(0, 3));
      await harness.store.appendEvents("full-session", scope, fullSessionEvents().slice(3));
      await harness.store.appendEvents("second", workspaceA, [messageEvent("m1", "short one", at(9))]);
      const before = await snapshot(harness.store);
      expect(before.records).toHaveLength(6);
      expect(before.events.flat()).toHaveLength(fullSessionEvents().length + 1);

      const reopened = await harness.reopen();
      expect(await snapshot(reopened)).toEqual(before);
      for (const record of fullRecords(scope)) expect(await reopened.get(record.kind, record.id)).toEqual(record);
      expect(await reopened.readEvents("full-session")).toEqual(fullSessionEvents().map((event, i) => ({ ...event, seq: i + 1 })));
      expect(await reopened.getSession("full-session")).toEqual({
        id: "full-session",
        scope,
        createdAt: at(1),
        updatedAt: at(4),
        eventCount: fullSessionEvents().length,
        title: "Flaky deploy",
      });
      expect(hitKeys(await reopened.search({ text: "Fridays", scope }))).toEqual(["entry:full-entry"]);
      expect(hitKeys(await reopened.search({ text: "short", scope, targets: ["message"] }))).toEqual(["message:second#1"]);
      expect(await reopened.appendEvents("full-session", scope, [messageEvent("m9", "after reopen", at(10))])).toEqual([fullSessionEvents().length + 1]);
    });

    it("after close every method rejects with STORE_CLOSED, and close is idempotent", async () => {
      const store = harness.store;
      await store.put(fullRecords()[0]!);
      await store.close();
      await store.close();
      const calls: [string, () => Promise<unknown>][] = [
        ["put", () => store.put(fullRecords()[1]!)],
        ["get", () => store.get("entry", "full-entry")],
        ["query", () => store.query({ kind: "entry" })],
        ["count", () => store.count({ kind: "entry" })],
        ["delete", () => store.delete("entry", "full-entry")],
        ["search", () => store.search({ text: "Fridays", scope: {} })],
        ["appendEvents", () => store.appendEvents("s1", {}, [messageEvent("m1", "x", at(1))])],
        ["readEvents", () => store.readEvents("s1")],
        ["getSession", () => store.getSession("s1")],
        ["listSessions", () => store.listSessions()],
        ["deleteSession", () => store.deleteSession("s1")],
        ["lock", () => store.lock("l1", 1000)],
      ];
      for (const [name, call] of calls) {
        let caught: unknown;
        try {
          await call();
        } catch (error) {
          caught = error;
        }
        expect(caught, `${name} after close`).toMatchObject({ name: "EngramError", code: "STORE_CLOSED" });
      }
    });
  });
}
