import { describe, expect, it } from "vitest";
import {
  cosineSimilarity,
  decodeCursor,
  encodeCursor,
  pageByCursor,
  parseNewEvents,
  parseRecord,
  parseStoredEvent,
  parseStoredRecord,
  reciprocalRankFusion,
  resolveLimit,
  searchLimits,
} from "./core-internals.js";
import { fullRecords, fullSessionEvents } from "../src/testing/index.js";

describe("parseRecord", () => {
  it("fills defaults of a valid record", () => {
    const note = { kind: "note", id: "n", scope: {}, key: "k", content: "", createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" };
    expect(parseRecord(note)).toEqual({ ...note, tags: [] });
  });

  it("throws INVALID_RECORD naming the record, where it came from, the field and the rule", () => {
    const [entry] = fullRecords();
    expect(() => parseRecord({ ...entry, importance: 2, tags: [""] }, "file entries/e.md")).toThrow(
      expect.objectContaining({
        code: "INVALID_RECORD",
        message:
          'Invalid record entry "full-entry" (file entries/e.md): tags.0: is empty; ' +
          "importance: Too big: expected number to be <=1. Fix the named fields; memoryRecordSchema holds the rules of each kind.",
      }),
    );
    expect(() => parseRecord("nonsense")).toThrow(expect.objectContaining({ code: "INVALID_RECORD", message: expect.stringContaining("without kind and id") }));
  });

  it("parseStoredRecord reports STORE_CORRUPT", () => {
    expect(() => parseStoredRecord({ kind: "entry", id: "e" }, "entries/e.md")).toThrow(
      expect.objectContaining({ code: "STORE_CORRUPT", message: expect.stringMatching(/^Stored record entry "e" \(entries\/e\.md\): /) }),
    );
  });
});

describe("parseNewEvents", () => {
  it("validates a batch, naming the index and type of the bad event", () => {
    const events = fullSessionEvents();
    expect(parseNewEvents(events)).toEqual(events);
    expect(() => parseNewEvents([events[0], { at: "2026-01-01T00:00:00Z", type: "usage", inputTokens: -1 }], 'session "s9"')).toThrow(
      expect.objectContaining({
        code: "INVALID_RECORD",
        message:
          'Invalid event at index 1 (type "usage") for session "s9": inputTokens: Too small: expected number to be >=0. No event of the batch was appended.',
      }),
    );
    expect(() => parseNewEvents({})).toThrow(expect.objectContaining({ code: "INVALID_RECORD" }));
    expect(() => parseStoredEvent({ seq: 0 }, "sessions/s.jsonl line 1")).toThrow(expect.objectContaining({ code: "STORE_CORRUPT" }));
  });
});

describe("cursor", () => {
  it("round-trips a position and refuses a cursor of another order or no cursor at all", () => {
    const cursor = encodeCursor("updated-desc", { time: 1_700_000_000_000, id: "e/1" });
    expect(cursor.startsWith("c1.")).toBe(true);
    expect(decodeCursor(cursor, "updated-desc")).toEqual({ time: 1_700_000_000_000, id: "e/1" });
    expect(() => decodeCursor(cursor, "created-asc")).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(() => decodeCursor("c1.!!!", "updated-desc")).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
  });

  it("pages after the cursor's position even when that item is gone", () => {
    const items = [
      { t: 3, id: "a" },
      { t: 2, id: "b" },
      { t: 2, id: "c" },
      { t: 1, id: "d" },
    ];
    const position = (item: { t: number; id: string }) => ({ time: item.t, id: item.id });
    const first = pageByCursor(items, position, "updated-desc", 2);
    expect(first.items.map((i) => i.id)).toEqual(["a", "b"]);
    const withoutB = items.filter((i) => i.id !== "b");
    const second = pageByCursor(withoutB, position, "updated-desc", 2, first.nextCursor);
    expect(second).toEqual({
      items: [
        { t: 2, id: "c" },
        { t: 1, id: "d" },
      ],
    });
  });
});

describe("vector and ranking helpers", () => {
  it("cosineSimilarity is exact, 0 for a zero vector, and refuses different lengths", () => {
    expect(cosineSimilarity([1, 0], [1, 1])).toBeCloseTo(Math.SQRT1_2, 15);
    expect(cosineSimilarity([2, 0], [-3, 0])).toBe(-1);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
  });

  it("reciprocalRankFusion sums 1 / (60 + rank)", () => {
    expect(
      reciprocalRankFusion([
        ["a", "b"],
        ["b", "c"],
      ]),
    ).toEqual(
      new Map([
        ["a", 1 / 61],
        ["b", 1 / 62 + 1 / 61],
        ["c", 1 / 62],
      ]),
    );
  });

  it("resolveLimit defaults, cuts to the max and refuses non-positive or fractional limits", () => {
    expect(resolveLimit(undefined, searchLimits, "search")).toBe(20);
    expect(resolveLimit(5000, searchLimits, "search")).toBe(200);
    expect(() => resolveLimit(0, searchLimits, "search")).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(() => resolveLimit(1.5, searchLimits, "search")).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
  });
});
