import { describe, expect, it } from "vitest";
import { createMemory } from "../../memory/create-memory.js";
import type { Message } from "../../message/message-schema.js";
import type { ConformanceHarness } from "./harness.js";

const at = (minute: number): string => new Date(Date.parse("2026-04-01T09:00:00.000Z") + minute * 60_000).toISOString();
const text = (id: string, role: Message["role"], body: string, minute: number): Message => ({
  id,
  role,
  parts: [{ type: "text", text: body }],
  createdAt: at(minute),
});

/**
 * Memory-level isolation over the backend: what workspace A remembers, says and extracts is never
 * recalled, listed, exported, counted or found by id in workspace B.
 */
export function describeMemoryIsolationConformance(harness: ConformanceHarness): void {
  describe("memory isolation between workspaces", () => {
    it("never recalls, lists, exports, counts or finds workspace A's memory in workspace B", async () => {
      const now = () => new Date(at(30));
      const a = createMemory({ store: harness.store, scope: { workspace: "ws-a" }, now });
      const b = createMemory({ store: harness.store, scope: { workspace: "ws-b" }, now });
      const entry = await a.remember({ key: "migration-plan", content: "Project Falcon migrates to Postgres in June.", type: "decision" });
      const talk = await a.session("a-1");
      await talk.append([
        text("a-m1", "user", "I prefer Falcon deploys on Tuesdays after the Postgres migration.", 1),
        text("a-m2", "assistant", "Noted: Falcon deploys on Tuesdays.", 2),
      ]);
      expect(await a.get("migration-plan")).toEqual(entry);
      expect((await a.recall("Falcon Postgres migration")).items.length).toBeGreaterThan(0);

      expect(await b.get(entry!.id)).toBeUndefined();
      expect(await b.get("migration-plan")).toBeUndefined();
      expect((await b.list()).records).toEqual([]);
      expect((await b.recall("Falcon Postgres migration Tuesdays")).items).toEqual([]);
      expect(await b.recallSessions("Falcon Postgres")).toEqual([]);
      expect(await b.stats()).toMatchObject({ entries: 0, dailyItems: 0, sessions: 0 });
      const exported: string[] = [];
      for await (const line of b.export()) exported.push(line);
      expect(exported.join("\n")).not.toMatch(/Falcon|Postgres/);
      expect(await b.forget(entry!.id)).toBe(false);

      const other = await b.session("b-1");
      await other.append(text("b-m1", "user", "When does Falcon migrate to Postgres?", 3));
      const context = await other.context({ system: "You are a coding agent." });
      expect(JSON.stringify(context.messages)).not.toMatch(/June|Tuesdays/);
      // A's entry is untouched by everything B did (recall in A marked it used, nothing else).
      expect(await a.get("migration-plan")).toMatchObject({ id: entry!.id, content: entry!.content, useCount: 1 });
    });
  });
}
