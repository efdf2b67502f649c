import { describe, expect, it } from "vitest";
import type { SessionEvent } from "./core-internals.js";
import { messageFacts, type MessageEvent } from "../src/recall/message-facts.js";

function event(text: string, metadata?: Record<string, unknown>): MessageEvent {
  return {
    seq: 4,
    at: "2026-03-09T10:00:00.000Z",
    type: "message",
    message: { id: "m4", role: "user", createdAt: "2026-03-09T10:00:00.000Z", parts: [{ type: "text", text }], ...(metadata ? { metadata } : {}) },
  } as Extract<SessionEvent, { type: "message" }>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe("messageFacts", () => {
  it("reads text, weight, time, ids, trust, speaker and the recalled line off a turn", () => {
    expect(messageFacts(event("We deploy on Fridays", { speaker: "Ann", diaIds: ["D1:3"], trust: "external" }))).toEqual({
      text: "We deploy on Fridays",
      weight: 1,
      atMs: Date.parse("2026-03-09T10:00:00.000Z"),
      ids: ["m4", "D1:3"],
      trust: "external",
      label: "Ann",
      line: "Ann: We deploy on Fridays",
    });
    expect(messageFacts(event("user: already labelled")).line).toBe("user: already labelled");
    // A tool's turn: its output is its text, at half weight.
    const tool = event("ignored");
    const output = { type: "tool-result" as const, toolCallId: "c1", toolName: "bash", output: "exit 0" };
    expect(messageFacts({ ...tool, message: { ...tool.message, role: "tool", parts: [output] } })).toMatchObject({
      text: "exit 0",
      weight: 0.5,
      trust: "tool",
      line: "tool: exit 0",
    });
  });

  it("remembers the facts of a deeply frozen event and recomputes those of one that can change", () => {
    const frozen = deepFreeze(event("frozen text"));
    expect(messageFacts(frozen)).toBe(messageFacts(frozen));

    const open = event("first text");
    expect(messageFacts(open).text).toBe("first text");
    (open.message.parts[0] as { text: string }).text = "second text";
    expect(messageFacts(open).text).toBe("second text");

    const shallow = Object.freeze(event("shallow"));
    expect(messageFacts(shallow).text).toBe("shallow");
    (shallow.message.parts[0] as { text: string }).text = "changed";
    expect(messageFacts(shallow).text).toBe("changed");
  });
});
