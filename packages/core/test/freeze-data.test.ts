import { describe, expect, it } from "vitest";
import { createInMemoryStore } from "./core-internals.js";
import { freezeData } from "../src/util/freeze-data.js";
import { messageEvent } from "../src/testing/conformance/fixtures.js";

describe("freezeData", () => {
  it("freezes every object and array it holds, a cycle and data 100,000 levels deep included", () => {
    const value = { a: [{ b: 1 }, [2, { c: "x" }]], d: { e: null } } as Record<string, unknown>;
    value.self = value;
    freezeData(value);
    const all: unknown[] = [value, value.a, (value.a as unknown[])[0], (value.a as unknown[])[1], ((value.a as unknown[])[1] as unknown[])[1], value.d];
    expect(all.map((item) => Object.isFrozen(item))).toEqual([true, true, true, true, true, true]);
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 100_000; i++) deep = deep.inner = {};
    freezeData(root);
    expect(Object.isFrozen(deep)).toBe(true);
  });

  it("lets the in-memory store hand a reading search its kept objects, and every other read a copy it may edit", async () => {
    const store = createInMemoryStore();
    await store.appendEvents("s1", {}, [messageEvent("m1", "granite quarry", "2026-03-10T12:00:00.000Z")]);
    const [first] = await store.search({ text: "granite", scope: {}, targets: ["message"], shared: true });
    const [second] = await store.search({ text: "granite", scope: {}, targets: ["message"], shared: true });
    expect(first!.target === "message" && second!.target === "message" && first!.event === second!.event).toBe(true);
    expect(Object.isFrozen(first!.target === "message" && first!.event.message.parts)).toBe(true);
    const [copy] = await store.search({ text: "granite", scope: {}, targets: ["message"] });
    expect(copy!.target === "message" && Object.isFrozen(copy!.event)).toBe(false);
  });
});
