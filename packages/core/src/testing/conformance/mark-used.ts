import { describe, expect, it } from "vitest";
import { at, entryInput, noteInput, rejectsWith } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

/** markUsed: atomic use counts that change nothing else. */
export function describeMarkUsedConformance(harness: ConformanceHarness): void {
  describe("markUsed", () => {
    it("adds one use and sets lastUsedAt for each distinct entry id, skips unknown ids and other kinds, changes nothing else", async () => {
      const a = await harness.store.put(entryInput("a", { scope: { workspace: "A" }, content: "Deploys happen on Fridays", updatedAt: at(3) }));
      const b = await harness.store.put(entryInput("b", { useCount: 2, lastUsedAt: at(4) }));
      await harness.store.put(noteInput("n"));
      expect(await harness.store.markUsed(["a", "b", "missing", "a", "n"], at(10))).toBe(2);
      expect(await harness.store.get("entry", "a")).toEqual({ ...a, useCount: 1, lastUsedAt: at(10) });
      expect(await harness.store.get("entry", "b")).toEqual({ ...b, useCount: 3, lastUsedAt: at(10) });
      expect(await harness.store.get("note", "n")).toEqual(expect.not.objectContaining({ useCount: expect.anything() }));
      expect(await harness.store.markUsed([], at(11))).toBe(0);
      // The text is unchanged, so search still finds the entry, with its new count.
      const hits = await harness.store.search({ text: "deploys fridays", scope: { workspace: "A" }, limit: 5 });
      expect(hits.map((hit) => (hit.target === "record" ? [hit.record.id, hit.record.kind === "entry" ? hit.record.useCount : -1] : []))).toEqual([["a", 1]]);
    });

    it("normalises the time to ISO UTC and rejects a bad time or id list with INVALID_OPTIONS, marking nothing", async () => {
      const a = await harness.store.put(entryInput("a"));
      await rejectsWith(harness.store.markUsed(["a"], "yesterday"), "INVALID_OPTIONS");
      await rejectsWith(harness.store.markUsed(["a", ""], at(1)), "INVALID_OPTIONS");
      expect(await harness.store.get("entry", "a")).toEqual(a);
      expect(await harness.store.markUsed(["a"], "2026-11-22T10:00:00+02:00")).toBe(1);
      expect(await harness.store.get("entry", "a")).toMatchObject({ useCount: 1, lastUsedAt: "2026-11-22T08:00:00.000Z" });
    });

    it("loses no use when many writers mark the same entry at once", async () => {
      await harness.store.put(entryInput("hot"));
      const marks = await Promise.all(Array.from({ length: 20 }, (_, i) => harness.store.markUsed(["hot"], at(20 + i))));
      expect(marks).toEqual(Array.from({ length: 20 }, () => 1));
      expect(await harness.store.get("entry", "hot")).toMatchObject({ useCount: 20 });
    });
  });
}
