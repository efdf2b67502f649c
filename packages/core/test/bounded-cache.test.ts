import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BoundedCache } from "../src/util/bounded-cache.js";

describe("BoundedCache", () => {
  it("keeps at most maxEntries, dropping the least recently used and telling onEvict", () => {
    const evicted: string[] = [];
    const cache = new BoundedCache<string, number>({ maxEntries: 2, onEvict: (key) => evicted.push(key) });
    cache.set("a", 1).set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect([...cache.values()]).toEqual([1, 3]);
    expect(evicted).toEqual(["b"]);
    expect(cache.peek("b")).toBeUndefined();
    // peek is not a use: "a" stays the least recently used.
    expect(cache.peek("a")).toBe(1);
    cache.set("d", 4);
    expect(evicted).toEqual(["b", "a"]);
    expect(cache.size).toBe(2);
  });

  it("drops entries unused for idleMs on the next set or sweep, and never returns an idle one", () => {
    let now = 0;
    const evicted: string[] = [];
    const cache = new BoundedCache<string, string>({ maxEntries: 10, idleMs: 100, now: () => now, onEvict: (key) => evicted.push(key) });
    cache.set("old", "x");
    now = 50;
    cache.set("fresh", "y");
    now = 101;
    expect(cache.sweep()).toBe(1);
    expect(evicted).toEqual(["old"]);
    now = 140;
    expect(cache.get("fresh")).toBe("y");
    now = 241;
    expect(cache.get("fresh")).toBeUndefined();
    expect(evicted).toEqual(["old", "fresh"]);
    expect(cache.size).toBe(0);
  });

  it("delete and clear forget without calling onEvict; a zero cap keeps nothing", () => {
    const evicted: string[] = [];
    const cache = new BoundedCache<string, number>({ maxEntries: 0, onEvict: (key) => evicted.push(key) });
    cache.set("a", 1);
    expect(cache.size).toBe(0);
    expect(evicted).toEqual(["a"]);
    const other = new BoundedCache<string, number>({ maxEntries: 3, onEvict: (key) => evicted.push(key) });
    other.set("x", 1).set("y", 2);
    expect(other.delete("x")).toBe(true);
    other.clear();
    expect(other.size).toBe(0);
    expect(evicted).toEqual(["a"]);
    expect(() => new BoundedCache({ maxEntries: -1 })).toThrow(RangeError);
    // Idleness is measured from the last use, which insertion order does not track.
    expect(() => new BoundedCache({ maxEntries: 1, order: "insertion", idleMs: 10 })).toThrow(RangeError);
  });

  it.each(["use", "insertion"] as const)("agrees with a plain list model on any sequence of uses (order %s)", (order) => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), key: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant("get" as const), key: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant("delete" as const), key: fc.integer({ min: 0, max: 6 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.array(op, { maxLength: 60 }), (max, ops) => {
        const cache = new BoundedCache<number, number>({ maxEntries: max, order });
        let model: number[] = [];
        for (const { kind, key } of ops) {
          if (kind === "set") {
            cache.set(key, key * 10);
            model = [...model.filter((k) => k !== key), key];
            while (model.length > max) model.shift();
          } else if (kind === "get") {
            const expected = model.includes(key) ? key * 10 : undefined;
            expect(cache.get(key)).toBe(expected);
            // A hit is a use only by use order; by insertion order the list stays as it was set.
            if (expected !== undefined && order === "use") model = [...model.filter((k) => k !== key), key];
          } else {
            expect(cache.delete(key)).toBe(model.includes(key));
            model = model.filter((k) => k !== key);
          }
        }
        expect([...cache.values()]).toEqual(model.map((k) => k * 10));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the entries' weight at most maxWeight, never dropping the entry just set", () => {
    const evicted: string[] = [];
    const cache = new BoundedCache<string, number>({
      maxEntries: 10,
      weigh: (value) => value,
      maxWeight: 10,
      onEvict: (key) => evicted.push(key),
    });
    cache.set("a", 4).set("b", 4);
    expect(cache.weight).toBe(8);
    expect(cache.get("a")).toBe(4);
    cache.set("c", 5);
    expect(evicted).toEqual(["b"]);
    expect(cache.weight).toBe(9);
    // Re-setting a key counts its new weight only.
    cache.set("c", 6);
    expect(cache.weight).toBe(10);
    expect(evicted).toEqual(["b"]);
    // One entry heavier than the bound stays alone until the next set.
    cache.set("huge", 25);
    expect(evicted).toEqual(["b", "a", "c"]);
    expect([...cache.values()]).toEqual([25]);
    expect(cache.weight).toBe(25);
    cache.set("d", 1);
    expect(evicted).toEqual(["b", "a", "c", "huge"]);
    expect(cache.weight).toBe(1);
    expect(cache.delete("d")).toBe(true);
    expect(cache.weight).toBe(0);
    cache.set("e", 3);
    cache.clear();
    expect(cache.weight).toBe(0);
    expect(new BoundedCache<string, number>({ maxEntries: 2 }).set("x", 1).weight).toBe(0);
  });

  it("refuses a weight bound without a weigher, and a weight that is not a finite number >= 0", () => {
    expect(() => new BoundedCache<string, number>({ maxEntries: 1, maxWeight: 5 })).toThrow(/weigh and maxWeight go together/);
    expect(() => new BoundedCache<string, number>({ maxEntries: 1, weigh: () => 1 })).toThrow(/weigh and maxWeight go together/);
    expect(() => new BoundedCache<string, number>({ maxEntries: 1, weigh: () => 1, maxWeight: -1 })).toThrow(/maxWeight must be a number >= 0, got -1/);
    expect(() => new BoundedCache<string, number>({ maxEntries: 1, weigh: () => 1, maxWeight: Number.NaN })).toThrow(RangeError);
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const cache = new BoundedCache<string, number>({ maxEntries: 3, weigh: (value) => value, maxWeight: 10 });
      cache.set("kept", 2);
      expect(() => cache.set("bad", bad)).toThrow(/weigh must return a finite number >= 0/);
      // Nothing already stored is changed by a refused set.
      expect([...cache.values()]).toEqual([2]);
      expect(cache.weight).toBe(2);
    }
  });

  it.each(["use", "insertion"] as const)("agrees with a weighted list model on any sequence of uses (order %s)", (order) => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), key: fc.integer({ min: 0, max: 6 }), weight: fc.integer({ min: 0, max: 8 }) }),
      fc.record({ kind: fc.constant("get" as const), key: fc.integer({ min: 0, max: 6 }), weight: fc.constant(0) }),
      fc.record({ kind: fc.constant("delete" as const), key: fc.integer({ min: 0, max: 6 }), weight: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 12 }), fc.array(op, { maxLength: 60 }), (max, maxWeight, ops) => {
        const cache = new BoundedCache<number, number>({ maxEntries: max, order, weigh: (value) => value, maxWeight });
        let model: { key: number; weight: number }[] = [];
        const total = (): number => model.reduce((sum, item) => sum + item.weight, 0);
        for (const { kind, key, weight } of ops) {
          if (kind === "set") {
            cache.set(key, weight);
            model = [...model.filter((item) => item.key !== key), { key, weight }];
            while (model.length > max) model.shift();
            while (total() > maxWeight && model[0]!.key !== key) model.shift();
          } else if (kind === "get") {
            const found = model.find((item) => item.key === key);
            expect(cache.get(key)).toBe(found?.weight);
            if (found !== undefined && order === "use") model = [...model.filter((item) => item.key !== key), found];
          } else {
            expect(cache.delete(key)).toBe(model.some((item) => item.key === key));
            model = model.filter((item) => item.key !== key);
          }
          expect(cache.weight).toBe(total());
        }
        expect([...cache.values()]).toEqual(model.map((item) => item.weight));
      }),
      { numRuns: 500 },
    );
  });
});
