import { describe, expect, it } from "vitest";
import { convertOnce, type Message } from "../src/index.js";

const message = (id: string, text: string): Message => ({ id, role: "user", parts: [{ type: "text", text }], createdAt: "2026-01-01T00:00:00.000Z" });

describe("convertOnce", () => {
  it("converts each message object once and hands the same result out again, undefined results included", () => {
    const calls: string[] = [];
    const convert = convertOnce((m: Message) => {
      calls.push(m.id);
      return m.role === "system" ? undefined : { text: m.parts.map((p) => (p.type === "text" ? p.text : "")).join("") };
    });
    const a = message("a", "hi");
    const b = message("b", "there");
    const system: Message = { ...message("s", "rules"), role: "system" };
    const first = convert(a);
    expect(first).toEqual({ text: "hi" });
    expect(convert(a)).toBe(first);
    expect(convert(b)).toEqual({ text: "there" });
    expect(convert(system)).toBeUndefined();
    expect(convert(system)).toBeUndefined();
    // Another object with the same content is another message: converted on its own.
    expect(convert({ ...a })).not.toBe(first);
    expect(calls).toEqual(["a", "b", "s", "a"]);
  });

  it("keeps one memory per converter", () => {
    const upper = convertOnce((m: Message) => m.id.toUpperCase());
    const twice = convertOnce((m: Message) => m.id + m.id);
    const a = message("a", "hi");
    expect([upper(a), twice(a), upper(a)]).toEqual(["A", "aa", "A"]);
  });
});
