import { describe, expect, it } from "vitest";
import { archivedMessages } from "../archived-messages.js";
import { instructions, lastUserText, lengthErrorReply, recount, systemText, text, textReply } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

/** Behaviour 3: a provider's context-length rejection is retried once with a smaller prompt. */
export function describeLengthRetryConformance(harness: AdapterHarness): void {
  describe("context-length rejections", () => {
    it("retries once with a smaller prompt after a context-length error, and the caller gets the retry's reply", async () => {
      const { driver, store, prepared } = await harness.open({ contextWindow: 8_000, maxOutputTokens: 500 });
      const turn = { sessionId: "big", userId: "ann", instructions, sends: "whole-history" } as const;
      for (let i = 0; i < 8; i++) {
        await driver.turn({
          ...turn,
          text: `Question ${i}: ${"how does the billing webhook retry failed deliveries? ".repeat(12)}`,
          replies: [textReply(`Answer ${i}: ${"it retries with exponential backoff up to five times. ".repeat(12)}`)],
        });
      }
      const callsBefore = driver.calls.length;
      const preparedBefore = prepared.length;
      const question = "Now write the plan for adding idempotency keys.";

      const result = await driver.turn({ ...turn, text: question, replies: [lengthErrorReply, textReply("Here is the plan.")] });

      expect(result.text).toBe("Here is the plan.");
      const [rejected, retried] = driver.calls.slice(callsBefore);
      expect(driver.calls).toHaveLength(callsBefore + 2);
      expect(prepared.slice(preparedBefore).map((each) => each.attempt)).toEqual([0, 1]);
      // Core aims a retry at least a quarter below the prompt that was rejected.
      const [rejectedTokens, retriedTokens] = [await recount(rejected!), await recount(retried!)];
      expect(retriedTokens).toBeLessThanOrEqual(rejectedTokens * 0.75);
      expect(retried!.messages.length).toBeLessThan(rejected!.messages.length);
      expect(lastUserText(rejected!)).toBe(question);
      expect(lastUserText(retried!)).toBe(question);
      expect(systemText(retried!).startsWith(instructions)).toBe(true);
      expect(systemText(retried!)).toContain("<recovery_context>");
      // The rejected attempt archived nothing of its own: the question once, then the retry's reply.
      const archive = await archivedMessages(store, "big");
      expect(archive).toHaveLength(18);
      expect(archive.slice(-2)).toEqual([
        { role: "user", parts: [text(question)] },
        { role: "assistant", parts: [text("Here is the plan.")] },
      ]);
    });
  });
}
