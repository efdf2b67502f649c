import { describe, expect, it } from "vitest";
import { instructions, readFileTool, roleParts, textReply, toolCallReply } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

/**
 * Behaviour 7: between trims the prompt's prefix stays the same (equal system blocks, equal earlier
 * messages), so a provider's prompt cache keeps hitting; and a turn that comes from the archive alone is
 * converted once, the same message objects call after call.
 */
export function describeStablePromptConformance(harness: AdapterHarness): void {
  describe("stable prompts", () => {
    it("rebuilds archive-only turns once: later prompts carry the same message objects, after the same system blocks", async () => {
      const { driver } = await harness.open();
      const turn = { sessionId: "stable", userId: "ann", instructions, sends: "new-message" } as const;
      for (const text of ["Use pnpm here.", "Tabs, not spaces.", "Node 24 only."]) await driver.turn({ ...turn, text, replies: [textReply("Noted.")] });

      const [, second, third] = driver.calls;
      expect(roleParts(third!.messages).slice(0, 3)).toEqual(roleParts(second!.messages));
      expect(third!.messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
      expect(third!.system).toEqual(second!.system);
      // Turn one reached the second and third calls from the archive alone: the same objects both times.
      expect(third!.frameworkMessages[0]).toBe(second!.frameworkMessages[0]);
      expect(third!.frameworkMessages[1]).toBe(second!.frameworkMessages[1]);
    });

    it("repeats a tool loop's first prompt as the prefix of its second", async () => {
      const { driver } = await harness.open();
      await driver.turn({
        sessionId: "loop",
        userId: "ann",
        instructions,
        tools: [readFileTool],
        sends: "whole-history",
        text: "What does src/a.ts export?",
        replies: [toolCallReply("call-1", "read_file", { path: "src/a.ts" }), textReply("It exports main.")],
      });

      const [first, second] = driver.calls;
      expect(second!.system).toEqual(first!.system);
      expect(roleParts(second!.messages).slice(0, first!.messages.length)).toEqual(roleParts(first!.messages));
      expect(second!.messages.map((message) => message.role)).toEqual(["user", "assistant", "tool"]);
    });
  });
}
