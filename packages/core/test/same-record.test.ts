import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, checkExpectation, sameRecord, type MemoryRecord } from "./core-internals.js";

const entry = {
  kind: "entry",
  id: "e1",
  scope: { workspace: "acme" },
  key: "port",
  content: "The port is 8080",
  type: "fact",
  tags: ["ops", "net"],
  importance: 0.5,
  confidence: 0.75,
  source: "manual",
  provenance: { messageIds: [], trust: "user" },
  pinned: false,
  useCount: 0,
  examples: [],
  revisions: [],
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-01T09:00:00.000Z",
} as MemoryRecord;

const asRecord = (value: unknown): MemoryRecord => value as MemoryRecord;

describe("sameRecord", () => {
  it("ignores key order and fields holding undefined; every value, array order and nesting count", () => {
    const reversed = asRecord({ ...Object.fromEntries(Object.entries(entry).reverse()), lastUsedAt: undefined });
    expect(sameRecord(entry, reversed)).toBe(true);
    expect(sameRecord(reversed, entry)).toBe(true);
    expect(sameRecord(entry, asRecord({ ...entry, tags: ["net", "ops"] }))).toBe(false);
    expect(sameRecord(entry, asRecord({ ...entry, useCount: 1 }))).toBe(false);
    expect(sameRecord(entry, asRecord({ ...entry, scope: { workspace: "acme", user: "ann" } }))).toBe(false);
    expect(sameRecord(entry, asRecord({ ...entry, lastUsedAt: null }))).toBe(false);
    expect(sameRecord(entry, asRecord({ ...entry, importance: "0.5" }))).toBe(false);
    expect(sameRecord(entry, asRecord({ ...entry, tags: { 0: "ops", 1: "net" } }))).toBe(false);
    expect(sameRecord(undefined, null)).toBe(true);
    expect(sameRecord(entry, null)).toBe(false);
    expect(sameRecord(undefined, entry)).toBe(false);
  });

  it("agrees with comparing canonical JSON texts on arbitrary JSON objects, and on copies with keys reordered", () => {
    const objects = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });
    fc.assert(
      fc.property(objects, objects, (a, b) => {
        expect(sameRecord(asRecord(a), asRecord(b))).toBe(canonicalJson(a) === canonicalJson(b));
        const shuffled = Object.fromEntries(Object.entries(a).reverse());
        expect(sameRecord(asRecord(a), asRecord(shuffled))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("checkExpectation", () => {
  it("takes null or a record of the same kind and id, and rejects anything else with INVALID_OPTIONS naming both", () => {
    expect(checkExpectation(entry, null)).toBeNull();
    expect(checkExpectation(entry, { ...entry, content: "stale" })).toEqual({ ...entry, content: "stale" });
    for (const [expected, named] of [
      [{ ...entry, kind: "note" }, 'note "e1"'],
      [{ ...entry, id: "e2" }, 'entry "e2"'],
      [undefined, "undefined"],
      [["entry", "e1"], '["entry","e1"]'],
      ["e1", '"e1"'],
    ] as const) {
      let caught: unknown;
      try {
        checkExpectation(entry, expected);
      } catch (error) {
        caught = error;
      }
      expect(caught).toMatchObject({ name: "EngramError", code: "INVALID_OPTIONS" });
      expect((caught as Error).message).toBe(
        `putIf of entry "e1" got ${named} as the expected record: pass the entry "e1" as this store returned it, or null to create it.`,
      );
    }
  });
});
