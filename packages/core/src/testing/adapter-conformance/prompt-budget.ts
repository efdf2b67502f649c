import { describe, expect, it } from "vitest";
import { tokenOverheads } from "../../tokens/token-counter.js";
import { archivedMessages } from "../archived-messages.js";
import { instructions, lastUserText, readFileTool, recount, systemText, textReply, toolCallReply, toolIds } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

const turns = 40;

/** Turn n's request: every third reads a long module, every fifth carries a long explanation. */
function ask(turn: number): { text: string; path: string } {
  const path = `src/module-${turn}${turn % 3 === 0 ? "-big" : ""}.ts`;
  const detail = turn % 5 === 0 ? ` ${"Explain how the configuration loader decides between environments. ".repeat(10)}` : "";
  return { text: `Turn ${turn}: read ${path} and tell me what it exports.${detail}`, path };
}

/**
 * Behaviour 2: in a conversation many times the window, every prompt the model receives fits the
 * budget by an independent recount, and never holds a tool result without its call (or a call
 * without its result).
 */
export function describePromptBudgetConformance(harness: AdapterHarness): void {
  describe("the prompt budget", () => {
    it("keeps every prompt of a long tool-using conversation within the budget by an independent recount, with no orphaned tool result", async () => {
      const { driver, store, prepared, budget } = await harness.open({ contextWindow: 4_000, maxOutputTokens: 500 });
      for (let turn = 0; turn < turns; turn++) {
        const { text, path } = ask(turn);
        const reply = `Turn ${turn}: it exports ${"one function and two constants, ".repeat(turn % 4 === 0 ? 12 : 1)}nothing else.`;
        const result = await driver.turn({
          sessionId: "long",
          userId: "ann",
          instructions,
          tools: [readFileTool],
          sends: "whole-history",
          text,
          replies: [toolCallReply(`call-${turn}`, "read_file", { path }), textReply(reply)],
        });
        expect(result.text).toBe(reply);
      }

      expect(driver.calls).toHaveLength(2 * turns);
      // One prepared prompt per model call: the recount's overhead (per-prompt tokens and the declared
      // tool definitions) comes from the prompt core prepared for that call.
      expect(prepared).toHaveLength(2 * turns);
      let summarized = false;
      for (const [index, call] of driver.calls.entries()) {
        const { overhead, total } = prepared[index]!.context.manifest.tokens;
        expect(overhead).toBeGreaterThan(tokenOverheads.perPrompt);
        const sent = (await recount(call)) + overhead;
        expect(sent).toBeLessThanOrEqual(budget);
        // The adapter sent no more than core prepared and counted.
        expect(sent).toBeLessThanOrEqual(total);

        const { calls, results } = toolIds(call);
        expect(new Set(results)).toEqual(new Set(calls));
        expect(new Set(calls).size).toBe(calls.length);
        expect(results).toHaveLength(calls.length);
        expect(lastUserText(call)).toBe(ask(Math.floor(index / 2)).text);
        expect(systemText(call).startsWith(instructions)).toBe(true);

        const summaries = systemText(call).split("<thread_summary").length - 1;
        summarized ||= summaries > 0;
        expect(summaries).toBe(summarized ? 1 : 0);
      }
      // The conversation outgrew the window: older turns were dropped and summarized.
      expect(summarized).toBe(true);
      expect(prepared.at(-1)!.context.manifest.droppedInSession).toBeGreaterThan(0);
      expect(await archivedMessages(store, "long")).toHaveLength(4 * turns);
    });
  });
}
