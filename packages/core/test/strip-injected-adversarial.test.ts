import { describe, expect, it } from "vitest";
import { stripInjectedMemory } from "../src/extraction/memory-fence.js";

describe("stripInjectedMemory on hostile input", () => {
  it("removes a megabyte of unclosed opening tags in one pass, leaving the text before them", () => {
    const text = `keep this\n${"<engram-memory data-x ".repeat(50_000)}`;
    expect(stripInjectedMemory(text)).toBe("keep this");
  });

  it("removes a megabyte of stray closing tags and everything before the last one", () => {
    const text = `secret before\n${"</thread_summary>".repeat(60_000)}\nafter`;
    expect(stripInjectedMemory(text)).toBe("after");
  });

  it("removes many complete blocks and keeps the text between them", () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `said ${i}\n<engram-memory data-engram="recalled">\nold ${i}\n</engram-memory>`).join("\n");
    const kept = stripInjectedMemory(text)
      .split("\n")
      .filter((line) => line !== "");
    expect(kept).toHaveLength(20_000);
    expect(kept[0]).toBe("said 0");
    expect(kept.at(-1)).toBe("said 19999");
    expect(kept.some((line) => line.startsWith("old "))).toBe(false);
  });
});
