import { describe, expect, it } from "vitest";
import {
  boundedToolOutput,
  createInMemoryStore,
  type Message,
  messageSearchText,
  messageSearchWeight,
  recallMemories,
  toolOutputBound,
  toolOutputMessageBound,
  toolOutputText,
  toolOutputWeight,
} from "./core-internals.js";

const at = "2026-03-01T10:00:00.000Z";

function toolMessage(...outputs: unknown[]): Message {
  return {
    id: "t",
    role: "tool",
    parts: outputs.map((output, index) => ({ type: "tool-result", toolCallId: `c${index}`, toolName: "bash", output })),
    createdAt: at,
  };
}

describe("messageSearchText", () => {
  it("is the text parts, then each tool result's output; tool calls and files are left out", () => {
    const message: Message = {
      id: "a",
      role: "assistant",
      parts: [
        { type: "text", text: "Running the suite." },
        { type: "tool-call", toolCallId: "c1", toolName: "bash", input: { command: "npm test" } },
        { type: "tool-result", toolCallId: "c1", toolName: "bash", output: "12 passed" },
        { type: "file", uri: "file:///tmp/report.txt", mediaType: "text/plain", name: "report.txt" },
        { type: "tool-result", toolCallId: "c2", toolName: "read", output: { lines: 3 } },
      ],
      createdAt: at,
    };
    expect(messageSearchText(message)).toBe('Running the suite.\n12 passed\n{"lines":3}');
    expect(messageSearchWeight(message)).toBe(1);
    expect(messageSearchText(toolMessage("only output"))).toBe("only output");
    expect(messageSearchWeight(toolMessage("only output"))).toBe(toolOutputWeight);
    expect(toolOutputWeight).toBe(0.5);
  });

  it("keeps a message whose text parts are punctuation only at the tool output weight", () => {
    const message: Message = { ...toolMessage("ok"), role: "assistant", parts: [{ type: "text", text: "…" }, ...toolMessage("ok").parts] };
    expect(messageSearchWeight(message)).toBe(toolOutputWeight);
  });

  it("keeps a short output whole and a long one's first and last 1,000 characters, cut at a space when one is near", () => {
    expect(toolOutputBound).toEqual({ head: 1000, tail: 1000 });
    const short = "x".repeat(2000);
    expect(boundedToolOutput(short)).toBe(short);
    const words = Array.from({ length: 600 }, (_, index) => `w${index}`).join(" ");
    const bounded = boundedToolOutput(words);
    const [head, tail] = bounded.split("\n");
    expect(head!.length).toBeLessThanOrEqual(1000);
    expect(head!.length).toBeGreaterThan(900);
    expect(words.startsWith(`${head!} `)).toBe(true);
    expect(tail!.length).toBeLessThanOrEqual(1000);
    expect(words.endsWith(` ${tail!}`)).toBe(true);
    // No word is cut in two.
    for (const word of `${head} ${tail}`.split(" ")) expect(word).toMatch(/^w\d+$/);
    // A text without spaces is cut at the bound itself.
    const blob = `${"a".repeat(1500)}${"b".repeat(1500)}`;
    expect(boundedToolOutput(blob)).toBe(`${"a".repeat(1000)}\n${"b".repeat(1000)}`);
  });

  it("keeps at most 8,000 characters of tool output per message, whatever the number of results", () => {
    expect(toolOutputMessageBound).toBe(8000);
    const outputs = Array.from({ length: 20 }, (_, index) => `result${index} ${"y ".repeat(600)}`);
    const text = toolOutputText(toolMessage(...outputs));
    expect(text.length).toBeLessThanOrEqual(8000);
    expect(text).toContain("result0 ");
    // Each result is 1,208 characters: six and a part of the seventh fit.
    expect(text).toContain("result6 ");
    expect(text).not.toContain("result7 ");
    expect(text.endsWith("y")).toBe(true);
  });

  it("an output that is a huge string costs a bounded text, not a copy of the output", () => {
    const huge = `start ${"z".repeat(5_000_000)} end`;
    const text = messageSearchText(toolMessage(huge));
    expect(text.length).toBe(2001);
    expect(text.startsWith("start ")).toBe(true);
    expect(text.endsWith(" end")).toBe(true);
  });
});

describe("recallMemories and tool output", () => {
  it("finds an answer that only a tool output holds, ranked below a conversation turn with the same words", async () => {
    const store = createInMemoryStore();
    const scope = { workspace: "w" };
    await store.appendEvents("s1", scope, [
      { type: "message", at, message: { id: "u1", role: "user", parts: [{ type: "text", text: "please run the benchmark" }], createdAt: at } },
      { type: "message", at, message: { ...toolMessage("benchmark finished: p95 latency 41 ms"), id: "t1" } },
    ]);
    const options = {
      store,
      scope,
      query: "what was the p95 latency",
      targets: ["message"],
      budgetTokens: 1000,
      now: at,
      countTokens: (text: string) => text.length,
    } as const;
    const only = await recallMemories(options);
    expect(only.items.map((item) => item.text)).toEqual(["tool: benchmark finished: p95 latency 41 ms"]);
    await store.appendEvents("s2", scope, [
      { type: "message", at, message: { id: "u2", role: "user", parts: [{ type: "text", text: "benchmark finished: p95 latency 41 ms" }], createdAt: at } },
    ]);
    // Near-duplicates kept (overlap above 1), so both are ranked.
    const both = await recallMemories({ ...options, duplicateOverlap: 1.1 });
    expect(both.items.map((item) => item.text)).toEqual(["user: benchmark finished: p95 latency 41 ms", "tool: benchmark finished: p95 latency 41 ms"]);
    // The same words, the same store score: the tool output keeps half of it.
    expect(both.items[1]!.signals.relevance).toBeCloseTo(both.items[0]!.signals.relevance * toolOutputWeight, 9);
  });
});
