import { describe, expect, it } from "vitest";
import { seededRandom } from "./fixtures.js";
import { StringNumbers } from "../src/string-numbers.js";

describe("StringNumbers against a Map of the same strings", () => {
  it("numbers a list and what is added to it as a Map does, through its table's growth, and never changes the list it was given", () => {
    const next = seededRandom(11);
    const pieces = ["r\u0000entry\u0000", "s", "e", "0", "7", "é", "東", "😀", "-", "\u0000"];
    const make = (): string => Array.from({ length: Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)]).join("");
    // A list with repeats (a crafted file): a Map built from it keeps each string's last place.
    const given = Array.from({ length: 3_000 }, make);
    const before = [...given];
    const numbers = new StringNumbers(given);
    const reference = new Map<string, number>();
    given.forEach((value, id) => reference.set(value, id));
    expect(reference.size).toBeLessThan(given.length);
    const addedValues: string[] = [];
    let added = 0;
    for (let round = 0; round < 20_000; round++) {
      const value = make();
      expect(numbers.get(value), JSON.stringify(value)).toBe(reference.get(value));
      if (reference.has(value)) continue;
      const id = numbers.add(value);
      expect(id).toBe(given.length + added);
      reference.set(value, id);
      addedValues.push(value);
      added += 1;
    }
    // Enough added to grow the table twice (8,192 slots for the 3,000 given, 32,768 at the end).
    expect(added).toBeGreaterThan(5_000);
    expect(numbers.size).toBe(given.length + added);
    for (const [value, id] of reference) {
      expect(numbers.get(value)).toBe(id);
      expect(numbers.list[id]).toBe(value);
    }
    // The list given is as it was; the numbers' own list is it and then what was added, in order.
    expect(given).toEqual(before);
    expect(numbers.list).toEqual([...before, ...addedValues]);
  });

  it("finds a string given in two parts as it finds the whole, splitting anywhere, for strings held and not", () => {
    const next = seededRandom(23);
    const pieces = ["r\u0000", "entry", "\u0000", "e-1", "東", "😀", "a", ""];
    const make = (): string => Array.from({ length: 1 + Math.floor(next() * 5) }, () => pieces[Math.floor(next() * pieces.length)]).join("");
    const numbers = new StringNumbers(Array.from({ length: 500 }, make));
    let found = 0;
    for (let round = 0; round < 5_000; round++) {
      const whole = make();
      const at = Math.floor(next() * (whole.length + 1));
      const expected = numbers.get(whole);
      expect(numbers.getJoined(whole.slice(0, at), whole.slice(at)), JSON.stringify([whole, at])).toBe(expected);
      if (expected !== undefined) found += 1;
      if (next() < 0.05 && expected === undefined) numbers.add(whole);
    }
    // Both answers were met often.
    expect(found).toBeGreaterThan(1_000);
    expect(found).toBeLessThan(4_500);
  });

  it("uses the list given as it is until a string is added", () => {
    const given = ["a", "b"];
    const numbers = new StringNumbers(given);
    expect(numbers.list).toBe(given);
    expect([numbers.get("a"), numbers.get("b"), numbers.get("c"), numbers.get("")]).toEqual([0, 1, undefined, undefined]);
    expect(numbers.add("")).toBe(2);
    expect(numbers.list).toEqual(["a", "b", ""]);
    expect(given).toEqual(["a", "b"]);
    expect(new StringNumbers([]).get("a")).toBeUndefined();
  });
});
