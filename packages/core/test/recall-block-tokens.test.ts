import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TokenCounter } from "./core-internals.js";
import { memoryHead, memoryText, recallBlockParts, renderMemory, renderRecallBlock, type RenderableMemory } from "../src/recall/render-recall.js";

const pieces = fc.constantFrom(
  "deploy",
  "Ann's",
  " it's",
  "the",
  "API",
  "v2",
  "12345678",
  "3",
  "-",
  "- [",
  "]",
  "[",
  "/",
  "//",
  ":",
  "'s",
  "'LL",
  " ",
  "  ",
  "\t",
  '<engram-memory data-engram="x">',
  "</engram-memory>",
  "<thread_summary>",
  "</recovery_context>",
  "<data>",
  "</data>",
  "数据库",
  "迁移",
  "🚀",
  "👩‍💻",
  "naïve",
  "Ünïcödé",
  "x".repeat(140),
  "é".repeat(130),
  "\u00a0",
  ".",
  "!",
  "?",
);
const line = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(""));
const ages = [0, 30_000, 300_000, 3 * 3_600_000, 2 * 86_400_000, 40 * 86_400_000, 400 * 86_400_000];
const memory: fc.Arbitrary<RenderableMemory> = fc.record({
  at: fc.constantFrom("2026-11-24T10:00:00.000Z", "2025-01-02T03:04:05.000Z"),
  ageMs: fc.constantFrom(...ages),
  trust: fc.constantFrom("user", "agent", "tool", "external"),
  lines: fc.array(line, { minLength: 1, maxLength: 3 }),
});

describe("recall block parts and TokenCounter.countJoined", () => {
  for (const model of ["gpt-4o", "gpt-4"]) {
    it(`counts a recall block from its parts exactly as the whole block (${model}, 300 generated blocks)`, async () => {
      const counter = await TokenCounter.forModel(model);
      await fc.assert(
        fc.asyncProperty(fc.array(memory, { minLength: 1, maxLength: 8 }), async (memories) => {
          const fresh = await TokenCounter.forModel(model);
          const block = renderRecallBlock(memories);
          const parts = recallBlockParts(memories);
          expect(parts.join("")).toBe(block);
          expect(counter.countJoined(parts, block)).toBe(fresh.countText(block));
          for (const item of memories) {
            const head = memoryHead(item);
            const text = ` ${memoryText(item)}`;
            expect(counter.countJoined([head, text], head + text)).toBe(fresh.countText(renderMemory(item)));
            expect(counter.countJoined([head, text], head + text, false)).toBe(fresh.countText(renderMemory(item)));
          }
        }),
        { numRuns: 300, seed: 20261124 },
      );
    }, 120_000);
  }

  it("counts the joined text itself across a boundary tiktoken may merge", async () => {
    const counter = await TokenCounter.forModel("gpt-4o");
    const fresh = await TokenCounter.forModel("gpt-4o");
    // Digits run on across the boundary ("12345" is two pre-tokens, not "12" + "345").
    expect(counter.countJoined(["12", "345"], "12345")).toBe(fresh.countText("12345"));
    expect(counter.countJoined(["abc  ", "\nx"], "abc  \nx")).toBe(fresh.countText("abc  \nx"));
    // Not remembered: counted the same way again, and the same across a merging boundary.
    expect(counter.countJoined(["12", "345"], "12345", false)).toBe(fresh.countText("12345"));
    expect(counter.countJoined(["a", "b"], "ab", false)).toBe(fresh.countText("ab"));
    expect(renderRecallBlock([])).toBe("");
    expect(recallBlockParts([])).toEqual([]);
  });
});
