import { describe, expect, it } from "vitest";
import { tokenOverheads } from "../../tokens/token-counter.js";
import { instructions, readFileTool, textReply, toolCallReply } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

/**
 * Behaviour: the adapter declares the tools it offers the model as prompt extras, one per tool by
 * name, so the manifest says which tool cost what (not one bare overhead figure).
 */
export function describeToolExtrasConformance(harness: AdapterHarness): void {
  describe("tool definitions in the manifest", () => {
    it("lists every tool offered on a model call in the manifest's extras, by name, each with its tokens", async () => {
      const { driver, prepared } = await harness.open({ contextWindow: 16_000, maxOutputTokens: 500 });
      await driver.turn({
        sessionId: "tools",
        userId: "ann",
        instructions,
        tools: [readFileTool],
        sends: "new-message",
        text: "Read src/index.ts and tell me what it exports.",
        replies: [toolCallReply("call-1", "read_file", { path: "src/index.ts" }), textReply("It exports main.")],
      });
      expect(prepared).toHaveLength(driver.calls.length);
      for (const [index, call] of driver.calls.entries()) {
        const { extras, tokens } = prepared[index]!.context.manifest;
        expect(call.toolNames).toContain("read_file");
        expect([...extras.map((extra) => extra.label)].sort()).toEqual([...call.toolNames].sort());
        for (const extra of extras) expect(extra.tokens).toBeGreaterThan(0);
        expect(tokens.overhead).toBeGreaterThanOrEqual(tokenOverheads.perPrompt + extras.reduce((sum, extra) => sum + extra.tokens, 0));
      }
    });
  });
}
