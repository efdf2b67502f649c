import { describe, expect, it } from "vitest";
import { at, entryInput, putAll, queryAll, recordIds, rejectsWith } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

const ids = Array.from({ length: 23 }, (_, i) => `p${String(i).padStart(2, "0")}`);

/** 23 entries with many equal update times (ties) and creation times in reverse. */
async function seed(harness: ConformanceHarness): Promise<void> {
  await putAll(
    harness.store,
    ids.map((id, i) => entryInput(id, { updatedAt: at(i % 7), createdAt: at(100 - (i % 5)), tags: i % 2 === 0 ? ["even"] : ["odd"] })),
  );
}

/** The expected order, spelled out from the fixture: time, then id ascending. */
function expectedOrder(time: (i: number) => number, direction: 1 | -1, keep: (i: number) => boolean = () => true): string[] {
  return ids
    .map((id, i) => ({ id, i }))
    .filter(({ i }) => keep(i))
    .sort((a, b) => direction * (time(a.i) - time(b.i)) || (a.id < b.id ? -1 : 1))
    .map(({ id }) => id);
}

/** limit and cursor over query results. */
export function describePagingConformance(harness: ConformanceHarness): void {
  describe("query paging", () => {
    it("limit and cursor visit every match exactly once, in the default order", async () => {
      await seed(harness);
      const paged = await queryAll(harness.store, { kind: "entry", limit: 5 });
      expect(paged.pageSizes).toEqual([5, 5, 5, 5, 3]);
      expect(paged.cursors).toBe(4);
      expect(recordIds(paged.records)).toEqual(expectedOrder((i) => i % 7, -1));
      expect(new Set(recordIds(paged.records)).size).toBe(23);
      const whole = await harness.store.query({ kind: "entry", limit: 1000 });
      expect(whole.records).toEqual(paged.records);
      expect(whole.nextCursor).toBeUndefined();
    });

    it("pages in created-asc order with a filter, visiting every match once", async () => {
      await seed(harness);
      const paged = await queryAll(harness.store, { kind: "entry", order: "created-asc", tags: ["even"], limit: 4 });
      expect(paged.pageSizes).toEqual([4, 4, 4]);
      expect(recordIds(paged.records)).toEqual(
        expectedOrder(
          (i) => 100 - (i % 5),
          1,
          (i) => i % 2 === 0,
        ),
      );
    });

    it("a page that ends at the last match has no nextCursor", async () => {
      await putAll(
        harness.store,
        ids.slice(0, 10).map((id, i) => entryInput(id, { updatedAt: at(i) })),
      );
      const first = await harness.store.query({ kind: "entry", limit: 5 });
      expect(recordIds(first.records)).toEqual(["p09", "p08", "p07", "p06", "p05"]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await harness.store.query({ kind: "entry", limit: 5, cursor: first.nextCursor! });
      expect(recordIds(second.records)).toEqual(["p04", "p03", "p02", "p01", "p00"]);
      expect(second.nextCursor).toBeUndefined();
      expect((await harness.store.query({ kind: "entry", limit: 10 })).nextCursor).toBeUndefined();
      expect((await harness.store.query({ kind: "entry", limit: 11 })).nextCursor).toBeUndefined();
    });

    it("defaults to pages of 100", async () => {
      await putAll(
        harness.store,
        Array.from({ length: 101 }, (_, i) => entryInput(`many-${String(i).padStart(3, "0")}`)),
      );
      const first = await harness.store.query({ kind: "entry" });
      expect(first.records).toHaveLength(100);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await harness.store.query({ kind: "entry", cursor: first.nextCursor! });
      expect(recordIds(second.records)).toEqual(["many-100"]);
      expect(second.nextCursor).toBeUndefined();
    });

    it("rejects a cursor it did not issue with INVALID_OPTIONS", async () => {
      await seed(harness);
      await rejectsWith(harness.store.query({ kind: "entry", cursor: "not-a-cursor" }), "INVALID_OPTIONS");
    });
  });
}
