import { describe, expect, it } from "vitest";
import { copyData } from "../src/util/copy-data.js";
import { seededRandom } from "../src/testing/seeded-random.js";

/** Random stored-looking data: objects, arrays, strings, numbers, booleans, null, undefined, the odd Date and Map. */
function randomData(random: () => number, depth: number): unknown {
  const pick = random();
  if (depth > 4 || pick < 0.35) {
    const primitives = ["", "text", "日本", -0, 0, 1.5, Number.NaN, true, false, null, undefined, 2n ** 70n];
    return primitives[Math.floor(random() * primitives.length)];
  }
  if (pick < 0.6) return Array.from({ length: Math.floor(random() * 5) }, () => randomData(random, depth + 1));
  if (pick < 0.65) return new Date(Math.floor(random() * 2e12));
  if (pick < 0.68) return new Map([["k", randomData(random, depth + 1)]]);
  const object: Record<string, unknown> = {};
  for (let i = 0; i < Math.floor(random() * 5); i++) object[`k${Math.floor(random() * 10)}`] = randomData(random, depth + 1);
  return object;
}

/** Every object or array of `a` also found (by identity) in `b`. */
function sharedObjects(a: unknown, b: unknown, seen = new Set<unknown>()): unknown[] {
  if (typeof a !== "object" || a === null) return [];
  const found: unknown[] = a === b ? [a] : [];
  if (seen.has(a)) return found;
  seen.add(a);
  if (typeof b !== "object" || b === null) return found;
  for (const key of Object.keys(a)) found.push(...sharedObjects((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], seen));
  return found;
}

describe("copyData", () => {
  it("equals structuredClone on 2,000 generated values and shares no object with the original", () => {
    const random = seededRandom(20261127);
    for (let round = 0; round < 2_000; round++) {
      const value = randomData(random, 0);
      const copy = copyData(value);
      expect(copy).toStrictEqual(structuredClone(value));
      expect(sharedObjects(copy, value)).toEqual([]);
    }
  });

  it("keeps an own __proto__ key as a key and leaves the copy's prototype alone (hostile JSON)", () => {
    const hostile = JSON.parse('{"text":"hi","__proto__":{"admin":true},"nested":[{"__proto__":{"polluted":1}}]}') as Record<string, unknown>;
    const copy = copyData(hostile);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["text", "__proto__", "nested"]);
    expect((copy as { admin?: boolean }).admin).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(copy, "__proto__")?.value).toEqual({ admin: true });
    expect(copy).toStrictEqual(structuredClone(hostile));
    expect(Object.prototype).not.toHaveProperty("admin");
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("copies data nested deeper than it walks, and a cycle, as structuredClone does", () => {
    let deep: Record<string, unknown> = { leaf: "x" };
    for (let i = 0; i < 200; i++) deep = { inner: deep };
    expect(copyData(deep)).toStrictEqual(structuredClone(deep));
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    const copy = copyData(cyclic);
    expect(copy.self).toBe(copy);
    expect(copy).not.toBe(cyclic);
  });

  it("refuses what structuredClone refuses: functions and symbols, with the same DataCloneError", () => {
    expect(() => copyData({ call: () => 1 })).toThrow(expect.objectContaining({ name: "DataCloneError" }) as Error);
    expect(() => copyData([Symbol("s")])).toThrow(expect.objectContaining({ name: "DataCloneError" }) as Error);
  });

  it("copies a sparse array with its holes and a class instance as a plain object", () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is what this test copies.
    const sparse = [1, , 3];
    expect(copyData(sparse)).toStrictEqual(structuredClone(sparse));
    expect(1 in copyData(sparse)).toBe(false);
    class Point {
      constructor(readonly x: number) {}
    }
    expect(copyData({ at: new Point(2) })).toStrictEqual(structuredClone({ at: new Point(2) }));
  });
});
