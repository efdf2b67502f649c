import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngramError, TokenCounter, createContextPipeline, groupUnits, tokenOverheads, type PreparedContext } from "./core-internals.js";
import { separatedToolPairs } from "./fixtures.js";
import { scenario, toMessages } from "./pipeline-arbitraries.js";

describe("the pipeline over random sessions", () => {
  it("never exceeds the budget, never orphans a tool result, always keeps the anchor and order, never loses a message", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (sc) => {
        const recount = await TokenCounter.forModel("gpt-4o");
        const flushed: string[] = [];
        const pipeline = createContextPipeline({
          model: sc.model,
          contextWindow: sc.contextWindow,
          maxOutputTokens: sc.maxOutputTokens,
          onFlush: (event) => void flushed.push(...event.messages.map((m) => m.id)),
        });
        const session = pipeline.session("p");
        const all = toMessages(sc.steps);
        const system = "You are a coding agent. Keep answers short.";
        const injections = sc.injection ? [{ id: "recall", label: "recalled", text: sc.injection }] : [];
        let call = 0;
        for (let end = Math.min(sc.chunk, all.length); ; end = Math.min(end + sc.chunk, all.length)) {
          const messages = all.slice(0, end);
          call += 1;
          // Each call is a prepare followed by as many reactive retries as the provider "rejects".
          const attempts: PreparedContext[] = [];
          try {
            const input = { system, messages, injections };
            attempts.push(await session.prepare(input));
            const rejections = sc.rejections[call % sc.rejections.length]!;
            for (let r = 0; r < rejections; r++) attempts.push(await session.recover(input));
          } catch (error) {
            // The only acceptable failure: system prompt plus anchor cannot fit at all.
            expect(error).toBeInstanceOf(EngramError);
            expect((error as EngramError).code).toBe("CONTEXT_TOO_SMALL");
            // System prompt, anchor and a trailing tool call still awaiting results are kept whatever they cost.
            const counter = await pipeline.counter();
            const anchor = messages.findLast((m) => m.role === "user");
            const last = groupUnits(messages).at(-1)!;
            const calls = last.messages.flatMap((m) => m.parts.filter((p) => p.type === "tool-call").map((p) => p.toolCallId));
            const answered = last.messages.flatMap((m) => m.parts.filter((p) => p.type === "tool-result").map((p) => p.toolCallId));
            const pending = calls.some((id) => !answered.includes(id)) && !last.messages.includes(anchor!);
            const needed =
              counter.countText(system) +
              tokenOverheads.perMessage +
              (anchor ? counter.countMessage(anchor) : 0) +
              (pending ? last.messages.reduce((n, m) => n + counter.countMessage(m), 0) : 0) +
              tokenOverheads.perPrompt;
            expect(needed).toBe((error as EngramError).details.needed);
            expect(needed).toBeGreaterThan((error as EngramError).details.limit as number);
            return;
          }
          for (const prepared of attempts) {
            const { manifest } = prepared;
            expect(manifest.tokens.total).toBeLessThanOrEqual(manifest.budget.limit);
            if (sc.model === "gpt-4o") {
              // An independent recount of what is actually sent.
              const sent = prepared.messages.reduce((n: number, m) => n + recount.countMessage(m), tokenOverheads.perPrompt);
              expect(sent).toBe(manifest.tokens.total);
            }
            expect(separatedToolPairs(prepared.messages, messages)).toEqual([]);
            const sentIds = prepared.messages.filter((m) => !m.id.startsWith("engram:")).map((m) => m.id);
            const order = messages.map((m) => m.id);
            expect(sentIds).toEqual(order.filter((id) => sentIds.includes(id)));
            const anchor = messages.findLast((m) => m.role === "user");
            if (anchor) expect(sentIds).toContain(anchor.id);
            // Never loses a message: each one is either still in the window or was flushed exactly once.
            expect(new Set(flushed).size).toBe(flushed.length);
            const accounted = new Set([...flushed, ...sentIds]);
            expect(order.filter((id) => !accounted.has(id))).toEqual([]);
          }
          if (end === all.length) return;
        }
      }),
      { numRuns: 100, seed: 20260301 },
    );
  }, 120_000);
});
