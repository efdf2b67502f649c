import { describe, expect, it } from "vitest";
import { EngramError, parseMessage } from "./core-internals.js";

describe("parseMessage", () => {
  it("accepts every part type on the roles that may hold it", () => {
    const message = parseMessage({
      id: "a1",
      role: "assistant",
      createdAt: "2026-03-01T09:00:00.000Z",
      parts: [
        { type: "text", text: "Reading it." },
        { type: "tool-call", toolCallId: "c1", toolName: "read_file", input: { path: "src/a.ts" } },
        { type: "file", uri: "file:///tmp/plot.png", mediaType: "image/png", name: "plot.png" },
      ],
    });
    expect(message.parts.map((p) => p.type)).toEqual(["text", "tool-call", "file"]);
  });

  it("names the message, the field and the rule when a part does not fit its role", () => {
    let error: unknown;
    try {
      parseMessage({ id: "t9", role: "tool", createdAt: "2026-03-01T09:00:00Z", parts: [{ type: "text", text: "x" }] }, 4);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EngramError);
    expect((error as EngramError).code).toBe("INVALID_MESSAGE");
    expect((error as EngramError).message).toContain('at position 4, id "t9"');
    expect((error as EngramError).message).toContain("parts.0.type: a tool message cannot hold a text part (allowed: tool-result)");
  });

  it("rejects a missing id and a timestamp that is not ISO", () => {
    expect(() => parseMessage({ id: "", role: "user", createdAt: "yesterday", parts: [] })).toThrowError(/id: .*\n?.*createdAt: Invalid ISO datetime/s);
  });
});
