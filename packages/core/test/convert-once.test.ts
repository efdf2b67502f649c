import { describe, expect, it } from "vitest";
import { convertListOnce, convertOnce, type Message } from "./core-internals.js";

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

describe("convertListOnce", () => {
  it("converts a growing list's new messages only and gives each call its own array", () => {
    const calls: string[] = [];
    const convert = convertListOnce((m: Message) => {
      calls.push(m.id);
      return { id: m.id };
    });
    const [a, b, c, d] = ["a", "b", "c", "d"].map((id) => message(id, id)) as [Message, Message, Message, Message];
    const first = convert([a, b]);
    const second = convert([a, b, c]);
    expect(second.map((x) => x.id)).toEqual(["a", "b", "c"]);
    expect(second[0]).toBe(first[0]);
    expect(second).not.toBe(first);
    // Writing into a returned array changes nothing the next call returns.
    second.length = 0;
    const third = convert([a, b, c, d]);
    expect(third.map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
    // A list that changed in the middle (another object at 1) converts that one, and reuses what it can.
    const b2 = message("b", "edited");
    expect(convert([a, b2, c]).map((x) => x.id)).toEqual(["a", "b", "c"]);
    // Another list starting elsewhere, then the first again: both still served from their conversions.
    expect(convert([c, d]).map((x) => x.id)).toEqual(["c", "d"]);
    expect(convert([])).toEqual([]);
    expect(calls).toEqual(["a", "b", "c", "d", "b"]);
  });
});
