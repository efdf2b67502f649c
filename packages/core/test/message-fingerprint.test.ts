import { describe, expect, it } from "vitest";
import { messageFingerprint, sameQuickContent } from "../src/conversation/message-fingerprint.js";
import type { MessagePart } from "../src/index.js";

const text = (value: string): MessagePart => ({ type: "text", text: value });
const call: MessagePart = { type: "tool-call", toolCallId: "c1", toolName: "search", input: { q: "deploy", limit: 3 } };

describe("sameQuickContent", () => {
  it("says equal for re-converted copies and unequal for any difference in role, parts or text", () => {
    const long = "history ".repeat(5_000);
    expect(sameQuickContent({ role: "user", parts: [text(long)] }, { role: "user", parts: [text(`${long}`)] })).toBe(true);
    expect(sameQuickContent({ role: "user", parts: [text("a")] }, { role: "assistant", parts: [text("a")] })).toBe(false);
    expect(sameQuickContent({ role: "user", parts: [text("a")] }, { role: "user", parts: [text("b")] })).toBe(false);
    expect(sameQuickContent({ role: "user", parts: [text("a")] }, { role: "user", parts: [text("a"), text("a")] })).toBe(false);
    expect(sameQuickContent({ role: "assistant", parts: [text("x"), call] }, { role: "assistant", parts: [text("x"), { ...call, input: { q: "deploy", limit: 3 } } as MessagePart] })).toBe(true);
    expect(sameQuickContent({ role: "assistant", parts: [call] }, { role: "assistant", parts: [{ ...call, input: { q: "deploy", limit: 4 } } as MessagePart] })).toBe(false);
  });

  it("compares text parts with more than type and text by their JSON", () => {
    const withOptions = { type: "text", text: "a", providerOptions: { x: 1 } } as unknown as MessagePart;
    expect(sameQuickContent({ role: "user", parts: [withOptions] }, { role: "user", parts: [{ ...withOptions }] })).toBe(true);
    expect(sameQuickContent({ role: "user", parts: [withOptions] }, { role: "user", parts: [text("a")] })).toBe(false);
  });

  it("agrees with messageFingerprint on equal content in the same key order", () => {
    const a = { role: "assistant", parts: [text("done"), call] };
    const b = { role: "assistant", parts: [text("done"), { ...call }] };
    expect(sameQuickContent(a, b)).toBe(messageFingerprint(a) === messageFingerprint(b));
  });
});
