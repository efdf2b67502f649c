import { describe, expect, it } from "vitest";
import { createMemory } from "../../memory/create-memory.js";
import type { Message } from "../../message/message-schema.js";
import { messageText } from "../../message/message-text.js";
import { emptySummary } from "../../pipeline/thread-summary.js";
import type { Scope } from "../../store/scope.js";
import type { ConformanceHarness } from "./harness.js";

const at = (minute: number): string => new Date(Date.parse("2026-05-04T09:00:00.000Z") + minute * 60_000).toISOString();
const said = (id: string, role: "user" | "assistant", body: string, minute: number): Message => ({
  id,
  role,
  parts: [{ type: "text", text: body }],
  createdAt: at(minute),
});

const ann: Scope = { workspace: "ws-forget", user: "ann" };
const oldCode = "The locker code at the Riverside gym is amber-heron-7";
const newCode = "The locker code at the Riverside gym is violet-kestrel-42";

/**
 * Memory-level purge over the backend: `forget(key, { purge: true })` leaves no byte of the forgotten
 * fact (its current value and its revision) anywhere the store keeps data, while what merely sat beside
 * it stays word for word.
 */
export function describeForgetPurgeConformance(harness: ConformanceHarness): void {
  describe("forget with purge", () => {
    it("erases the forgotten fact from every archive, log, note, summary and export, and from the store's bytes", async () => {
      const store = harness.store;
      const memory = createMemory({ store, scope: ann, now: () => new Date(at(60)), autoConsolidate: false, extraction: false });
      const talk = await memory.session("s-locker");
      await talk.append([
        said("m1", "user", "My locker code at the Riverside gym is amber-heron-7.", 1),
        said("m2", "assistant", "Noted: the Riverside gym locker code is amber-heron-7.", 2),
        said("m3", "user", "They changed it. The locker code at the Riverside gym is violet-kestrel-42 now.", 3),
        said("m4", "assistant", "Updated: your locker code at the Riverside gym is now violet-kestrel-42. The gym opens at six.", 4),
        said("m5", "user", "Thanks! Remind me that the Riverside gym opens at six.", 5),
      ]);
      const other = await memory.session("s-tools");
      await other.append([
        said("t1", "user", "What is my LOCKER code?", 10),
        {
          id: "t2",
          role: "assistant",
          parts: [{ type: "tool-call", toolCallId: "c1", toolName: "lookup", input: { query: "locker code Riverside gym" } }],
          createdAt: at(11),
        },
        {
          id: "t3",
          role: "tool",
          parts: [{ type: "tool-result", toolCallId: "c1", toolName: "lookup", output: { found: "Locker code   at the RIVERSIDE gym:\nViolet-Kestrel-42" } }],
          createdAt: at(12),
        },
      ]);
      await store.appendEvents("s-locker", ann, [
        { at: at(6), type: "title", title: "Riverside gym locker code violet-kestrel-42" },
        { at: at(7), type: "summary", summary: { ...emptySummary(), requests: ["Remember: the locker code at the Riverside gym is violet-kestrel-42"] } },
        {
          at: at(8),
          type: "checkpoint",
          progress: { kind: "session_progress", sessionId: "s-locker", iteration: 1, trims: 1, task: newCode, recentToolCalls: [], createdAt: at(8) },
        },
      ]);
      await store.put({
        kind: "summary",
        id: "s-locker",
        sessionId: "s-locker",
        scope: ann,
        summary: { ...emptySummary(), firstRequest: `${newCode}.` },
        createdAt: at(9),
        updatedAt: at(9),
      });
      await store.put({
        kind: "checkpoint",
        id: "s-locker",
        sessionId: "s-locker",
        scope: ann,
        progress: { kind: "session_progress", sessionId: "s-locker", iteration: 1, trims: 1, task: `Keep: ${newCode}`, recentToolCalls: [], createdAt: at(9) },
        createdAt: at(9),
        updatedAt: at(9),
      });
      await store.put({
        kind: "daily",
        id: "d-locker",
        scope: ann,
        date: "2026-05-04",
        content: "Locker code at the Riverside gym: violet-kestrel-42",
        type: "fact",
        importance: 0.6,
        provenance: { sessionId: "s-locker", messageIds: ["m3"], trust: "user" },
        createdAt: at(13),
        updatedAt: at(13),
      });
      await memory.notes("s-locker").store("todo", `Buy shoes. ${newCode}. Call mom.`);
      await memory.remember({ key: "locker-code", content: oldCode, sessionId: "s-locker", messageIds: ["m1"] });
      await memory.remember({ key: "locker-code", content: newCode });
      expect((await harness.storedText()).toLowerCase()).toContain("kestrel");

      expect(await memory.forget("locker-code", { purge: true })).toBe(true);

      const bytes = (await harness.storedText()).toLowerCase();
      for (const word of ["kestrel", "heron"]) expect(bytes.includes(word), `a byte of the store still holds "${word}"`).toBe(false);
      const exported: string[] = [];
      for await (const line of memory.export()) exported.push(line);
      expect(exported.join("\n").toLowerCase()).not.toMatch(/kestrel|heron/);

      const texts = (await store.readEvents("s-locker")).map((event) =>
        event.type === "message" ? messageText(event.message) : event.type === "title" ? event.title : event.type,
      );
      expect(texts).toEqual([
        "[forgotten]",
        "[forgotten]",
        "They changed it. [forgotten]",
        "[forgotten] The gym opens at six.",
        "Thanks! Remind me that the Riverside gym opens at six.",
        "[forgotten]",
        "summary",
        "checkpoint",
      ]);
      expect((await store.getSession("s-locker"))?.title).toBe("[forgotten]");
      const tools = await store.readEvents("s-tools");
      expect(tools.map((event) => (event.type === "message" ? event.message.parts : []))).toEqual([
        [{ type: "text", text: "What is my LOCKER code?" }],
        [{ type: "tool-call", toolCallId: "c1", toolName: "lookup", input: { query: "locker code Riverside gym" } }],
        [{ type: "tool-result", toolCallId: "c1", toolName: "lookup", output: { found: "[forgotten]" } }],
      ]);
      expect(await memory.notes("s-locker").retrieve("todo")).toBe("Buy shoes. [forgotten] Call mom.");
      expect(await store.get("daily", "d-locker")).toBeUndefined();
      expect((await store.get("summary", "s-locker"))?.summary.firstRequest).toBe("[forgotten]");
      expect((await store.get("checkpoint", "s-locker"))?.progress.task).toBe("[forgotten]");
      expect(await memory.get("locker-code")).toBeUndefined();
      const [index] = (await store.query({ kind: "index", scope: ann, scopeMode: "exact" })).records;
      expect(index?.content).toBe("# Memory\n\nNo long-term entries yet.\n");
      const recalled = await memory.recall("Riverside gym locker code", { markUsed: false });
      expect(recalled.block.toLowerCase()).not.toMatch(/kestrel|heron/);
      expect(recalled.block).toContain("Remind me that the Riverside gym opens at six.");
    });
  });
}
