import { describe, expect, it } from "vitest";
import { EngramError, engramErrorOf } from "./core-internals.js";

describe("engramErrorOf", () => {
  const inner = new EngramError("INVALID_OPTIONS", "No session id for this call.");

  it("finds the EngramError itself, or down a chain of causes a framework wrapped it in", () => {
    expect(engramErrorOf(inner)).toBe(inner);
    class MiddlewareError extends Error {}
    const wrapped = new MiddlewareError("Middleware failed", { cause: new Error("step failed", { cause: inner }) });
    expect(engramErrorOf(wrapped)).toBe(inner);
    expect(engramErrorOf(wrapped)?.code).toBe("INVALID_OPTIONS");
  });

  it("rebuilds an EngramError a framework passed on as a plain Error with its name, code and details", () => {
    const copy = Object.assign(new Error(inner.message), { name: "EngramError", code: "INVALID_OPTIONS", details: { field: "sessionId" } });
    const wrapped = new Error("AGENT_GENERATE_FAILED", { cause: copy });
    const found = engramErrorOf(wrapped);
    expect(found).toBeInstanceOf(EngramError);
    expect([found?.code, found?.message, found?.details, found?.cause]).toEqual(["INVALID_OPTIONS", inner.message, { field: "sessionId" }, copy]);
    // A look-alike with a code Engram does not have, or another name, is not one.
    expect(engramErrorOf(Object.assign(new Error("x"), { name: "EngramError", code: "NOT_A_CODE" }))).toBeUndefined();
    expect(engramErrorOf(Object.assign(new Error("x"), { name: "OtherError", code: "INVALID_OPTIONS" }))).toBeUndefined();
    expect(engramErrorOf({ name: "EngramError", code: "INVALID_OPTIONS", message: "not an Error" })).toBeUndefined();
  });

  it("returns undefined for any other value, a cycle of causes and a chain deeper than 16", () => {
    for (const value of [undefined, null, "INVALID_OPTIONS", 42, {}, new Error("plain"), { cause: { code: "INVALID_OPTIONS" } }])
      expect(engramErrorOf(value)).toBeUndefined();
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(engramErrorOf(a)).toBeUndefined();
    let deep: unknown = inner;
    for (let i = 0; i < 16; i++) deep = new Error(`level ${i}`, { cause: deep });
    expect(engramErrorOf(deep)).toBe(inner);
    expect(engramErrorOf(new Error("one more", { cause: deep }))).toBeUndefined();
  });
});
