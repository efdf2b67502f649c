import { describe, expect, it } from "vitest";
import { messageFingerprint, sameQuickContent } from "../src/archive/message-fingerprint.js";
import type { MessagePart } from "./core-internals.js";

const text = (value: string): MessagePart => ({ type: "text", text: value });
const call: MessagePart = { type: "tool-call", toolCallId: "c1", toolName: "search", input: { q: "deploy", limit: 3 } };

describe("sameQuickContent", () => {
  it("says equal for re-converted copies and unequal for any difference in role, parts or text", () => {
    const long = "history ".repeat(5_000);
    expect(sameQuickContent({ role: "user", parts: [text(long)] }, { role: "user", parts: [text(`${long}`)] })).toBe(true);
    expect(sameQuickContent({ role: "user", parts: [text("a")] }, { role: "assistant", parts: [text("a")] })).toBe(false);
    expect(sameQuickContent({ role: "user", parts: [text("a")] }, { role: "user", parts: [text("b")] })).toBe(false);
    expect(sameQuickContent({ role: "user", parts: [text("a")] }, { role: "user", parts: [text("a"), text("a")] })).toBe(false);
    expect(
      sameQuickContent(
        { role: "assistant", parts: [text("x"), call] },
        { role: "assistant", parts: [text("x"), { ...call, input: { q: "deploy", limit: 3 } } as MessagePart] },
      ),
    ).toBe(true);
    expect(
      sameQuickContent({ role: "assistant", parts: [call] }, { role: "assistant", parts: [{ ...call, input: { q: "deploy", limit: 4 } } as MessagePart] }),
    ).toBe(false);
  });

  it("compares text parts with more than type and text by their JSON", () => {
    const withOptions = { type: "text", text: "a", providerOptions: { x: 1 } } as unknown as MessagePart;
    expect(sameQuickContent({ role: "user", parts: [withOptions] }, { role: "user", parts: [{ ...withOptions }] })).toBe(true);
    expect(sameQuickContent({ role: "user", parts: [withOptions] }, { role: "user", parts: [text("a")] })).toBe(false);
  });

  it("compares nested tool inputs and outputs value by value, and never says equal for different JSON", () => {
    const result = (output: unknown): MessagePart => ({ type: "tool-result", toolCallId: "c1", toolName: "search", output }) as MessagePart;
    const nested = {
      hits: [
        { id: 1, tags: ["a", "b"] },
        { id: 2, tags: [] },
      ],
      next: null,
    };
    expect(sameQuickContent({ role: "tool", parts: [result(nested)] }, { role: "tool", parts: [result(structuredClone(nested))] })).toBe(true);
    const differs: unknown[] = [
      { ...nested, next: "x" },
      {
        hits: [
          { id: 1, tags: ["a"] },
          { id: 2, tags: [] },
        ],
        next: null,
      },
      { hits: [{ id: 1, tags: ["a", "b"] }], next: null },
      {
        hits: [
          { id: "1", tags: ["a", "b"] },
          { id: 2, tags: [] },
        ],
        next: null,
      },
      { hits: nested.hits, next: null, more: true },
      "text",
      [nested],
    ];
    for (const other of differs)
      expect(sameQuickContent({ role: "tool", parts: [result(nested)] }, { role: "tool", parts: [result(other)] }), JSON.stringify(other)).toBe(false);
    // Another key order is a miss here (messageFingerprint settles it), never a false match.
    expect(sameQuickContent({ role: "tool", parts: [result({ a: 1, b: 2 })] }, { role: "tool", parts: [result({ b: 2, a: 1 })] })).toBe(false);
    // Not plain objects are no message values (parseMessage refuses them): a miss, never serialised.
    const at = (ms: number): MessagePart => result({ at: new Date(ms) });
    expect(sameQuickContent({ role: "tool", parts: [at(0)] }, { role: "tool", parts: [at(0)] })).toBe(false);
    class Node {
      self: Node = this;
    }
    expect(sameQuickContent({ role: "tool", parts: [result({ at: { x: 1 } })] }, { role: "tool", parts: [result({ at: new Node() })] })).toBe(false);
  });

  it("agrees with messageFingerprint on equal content in the same key order", () => {
    const a = { role: "assistant", parts: [text("done"), call] };
    const b = { role: "assistant", parts: [text("done"), { ...call }] };
    expect(sameQuickContent(a, b)).toBe(messageFingerprint(a) === messageFingerprint(b));
  });
});
