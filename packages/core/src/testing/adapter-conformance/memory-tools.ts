import { describe, expect, it } from "vitest";
import type { AdapterDriver, AdapterTurnResult } from "./driver.js";
import { instructions, textReply, toolCallReply, toolResultTexts } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

/** One turn in which the model calls a memory tool once, then answers. */
function callMemoryTool(
  driver: AdapterDriver,
  ids: { sessionId: string; userId: string },
  toolName: string,
  input: Record<string, unknown>,
): Promise<AdapterTurnResult> {
  return driver.turn({
    ...ids,
    instructions,
    memoryTools: true,
    sends: "new-message",
    text: `Please use ${toolName}.`,
    replies: [toolCallReply(`${ids.sessionId}-call`, toolName, input), textReply("Done.")],
  });
}

/** Behaviour 6: memory_store, memory_recall and memory_forget work through the framework's own tool calls, in the caller's scope. */
export function describeMemoryToolConformance(harness: AdapterHarness): void {
  describe("the memory tools", () => {
    it("stores, recalls and forgets through the framework's tool calls, in the scope of the call's user", async () => {
      const { driver, engram } = await harness.open();
      /** What the memory tool told the model: the tool result of the turn's second model call. */
      const toolText = () => toolResultTexts(driver.calls.at(-1)!);

      const stored = await callMemoryTool(driver, { sessionId: "s-1", userId: "ann" }, "memory_store", {
        content: "The team deploys on Fridays.",
        key: "deploy-day",
        type: "convention",
      });
      expect(stored.text).toBe("Done.");
      expect(toolText()).toEqual(['Stored under "deploy-day".']);
      expect(await engram.memory({ userId: "ann" }).get("deploy-day")).toMatchObject({
        key: "deploy-day",
        content: "The team deploys on Fridays.",
        type: "convention",
        source: "manual",
        scope: { user: "ann" },
        provenance: { sessionId: "s-1", trust: "agent" },
      });
      expect(await engram.memory({ userId: "bob" }).get("deploy-day")).toBeUndefined();

      await callMemoryTool(driver, { sessionId: "s-2", userId: "ann" }, "memory_recall", { query: "which day does the team deploy" });
      const [recalled] = toolText();
      expect(typeof recalled).toBe("string");
      expect((recalled as string).split("\n")).toContain('- [2026-03-02, just now] <data trust="agent">The team deploys on Fridays.</data>');

      await callMemoryTool(driver, { sessionId: "s-3", userId: "bob" }, "memory_recall", { query: "which day does the team deploy" });
      expect(toolText()).toEqual(["Nothing relevant is remembered."]);
      await callMemoryTool(driver, { sessionId: "s-4", userId: "bob" }, "memory_forget", { key: "deploy-day" });
      expect(toolText()).toEqual(['No memory named "deploy-day".']);
      expect(await engram.memory({ userId: "ann" }).get("deploy-day")).toMatchObject({ content: "The team deploys on Fridays." });

      await callMemoryTool(driver, { sessionId: "s-5", userId: "ann" }, "memory_forget", { key: "deploy-day" });
      expect(toolText()).toEqual(['Forgot "deploy-day".']);
      expect(await engram.memory({ userId: "ann" }).get("deploy-day")).toBeUndefined();
      expect(driver.calls).toHaveLength(10);
      for (const call of driver.calls) expect(call.toolNames).toEqual(expect.arrayContaining(["memory_store", "memory_recall", "memory_forget"]));
    });
  });
}
