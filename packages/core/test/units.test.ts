import { describe, expect, it } from "vitest";
import { groupUnits, type Message } from "./core-internals.js";
import { SessionBuilder } from "./fixtures.js";

const ids = (units: ReturnType<typeof groupUnits>): string[][] => units.map((u) => u.messages.map((m) => m.id));

describe("groupUnits", () => {
  it("puts an assistant tool call and all its results in one unit, everything else alone", () => {
    const s = new SessionBuilder();
    s.user("fix it");
    s.tool("read_file", { path: "a.ts" }, "content");
    s.assistant("done");
    expect(ids(groupUnits(s.messages))).toEqual([["u1"], ["a3", "t4"], ["a5"]]);
  });

  it("keeps parallel calls with their separate result messages together", () => {
    const at = "2026-03-01T09:00:00.000Z";
    const messages: Message[] = [
      {
        id: "a",
        role: "assistant",
        createdAt: at,
        parts: [
          { type: "tool-call", toolCallId: "x", toolName: "read", input: {} },
          { type: "tool-call", toolCallId: "y", toolName: "read", input: {} },
        ],
      },
      { id: "rx", role: "tool", createdAt: at, parts: [{ type: "tool-result", toolCallId: "x", toolName: "read", output: 1 }] },
      { id: "ry", role: "tool", createdAt: at, parts: [{ type: "tool-result", toolCallId: "y", toolName: "read", output: 2 }] },
      { id: "u", role: "user", createdAt: at, parts: [{ type: "text", text: "next" }] },
    ];
    expect(ids(groupUnits(messages))).toEqual([["a", "rx", "ry"], ["u"]]);
  });

  it("joins a late result to its call with everything between, so no cut can orphan it", () => {
    const at = "2026-03-01T09:00:00.000Z";
    const messages: Message[] = [
      { id: "u0", role: "user", createdAt: at, parts: [{ type: "text", text: "go" }] },
      { id: "a", role: "assistant", createdAt: at, parts: [{ type: "tool-call", toolCallId: "x", toolName: "run", input: {} }] },
      { id: "u1", role: "user", createdAt: at, parts: [{ type: "text", text: "still there?" }] },
      { id: "rx", role: "tool", createdAt: at, parts: [{ type: "tool-result", toolCallId: "x", toolName: "run", output: "ok" }] },
      { id: "u2", role: "user", createdAt: at, parts: [{ type: "text", text: "thanks" }] },
    ];
    expect(ids(groupUnits(messages))).toEqual([["u0"], ["a", "u1", "rx"], ["u2"]]);
  });
});
