import { describe, expect, it } from "vitest";
import type { RecordFilter } from "../../store/memory-store.js";
import { at, dailyInput, entryInput, noteInput, putAll, queryAll, recordIds, workspaceA } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

/** Entries, daily items and notes whose expected listings the tests spell out. */
async function seed(harness: ConformanceHarness): Promise<void> {
  await putAll(harness.store, [
    entryInput("q1", { scope: workspaceA, type: "fact", tags: ["deploy", "ci"], key: "k-deploy", createdAt: at(1), updatedAt: at(10) }),
    entryInput("q2", { scope: { workspace: "A", user: "u1" }, type: "decision", tags: ["deploy"], key: "k-deploy", createdAt: at(2), updatedAt: at(20) }),
    entryInput("q3", { scope: {}, type: "preference", tags: ["ci"], key: "k-style", createdAt: at(3), updatedAt: at(20) }),
    entryInput("q4", { scope: { workspace: "B" }, type: "fact", tags: [], key: "k-other", createdAt: at(0), updatedAt: at(5) }),
    entryInput("q5", { scope: workspaceA, type: "convention", tags: ["deploy", "ci", "infra"], key: "k-infra", createdAt: at(3), updatedAt: at(15) }),
    dailyInput("d1", { scope: workspaceA, date: "2026-02-27", type: "fact", updatedAt: at(1) }),
    dailyInput("d2", { scope: workspaceA, date: "2026-02-28", type: "decision", updatedAt: at(2) }),
    dailyInput("d3", { scope: workspaceA, date: "2026-03-01", type: "fact", updatedAt: at(3) }),
    dailyInput("d4", { scope: workspaceA, date: "2026-03-02", type: "fact", updatedAt: at(4) }),
    noteInput("n1", { scope: workspaceA, key: "k-deploy", updatedAt: at(1) }),
    noteInput("n2", { scope: workspaceA, key: "plan", updatedAt: at(2) }),
  ]);
}

async function ids(harness: ConformanceHarness, filter: RecordFilter): Promise<string[]> {
  return recordIds((await harness.store.query(filter)).records);
}

/** query filters, orders and count (paging is in paging.ts). */
export function describeQueryConformance(harness: ConformanceHarness): void {
  describe("query", () => {
    it("returns only records of the asked kind, every one of them without a scope", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry" })).toEqual(["q2", "q3", "q5", "q1", "q4"]);
      expect(await ids(harness, { kind: "daily" })).toEqual(["d4", "d3", "d2", "d1"]);
      expect(await ids(harness, { kind: "note" })).toEqual(["n2", "n1"]);
      expect(await ids(harness, { kind: "summary" })).toEqual([]);
    });

    it("orders by newest update first by default, ties by id", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry" })).toEqual(["q2", "q3", "q5", "q1", "q4"]);
      expect(recordIds((await harness.store.query({ kind: "entry", order: "updated-desc" })).records)).toEqual(["q2", "q3", "q5", "q1", "q4"]);
    });

    it("orders by oldest creation first with order created-asc, ties by id", async () => {
      await seed(harness);
      expect(recordIds((await harness.store.query({ kind: "entry", order: "created-asc" })).records)).toEqual(["q4", "q1", "q2", "q3", "q5"]);
    });

    it("filters by scope in visible mode: each key the record sets equals the context's", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry", scope: workspaceA })).toEqual(["q3", "q5", "q1"]);
      expect(await ids(harness, { kind: "entry", scope: workspaceA, scopeMode: "visible" })).toEqual(["q3", "q5", "q1"]);
      expect(await ids(harness, { kind: "entry", scope: { workspace: "A", user: "u1" } })).toEqual(["q2", "q3", "q5", "q1"]);
      expect(await ids(harness, { kind: "entry", scope: {} })).toEqual(["q3"]);
    });

    it("filters by scope in exact mode: only records of exactly that scope", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry", scope: workspaceA, scopeMode: "exact" })).toEqual(["q5", "q1"]);
      expect(await ids(harness, { kind: "entry", scope: {}, scopeMode: "exact" })).toEqual(["q3"]);
      expect(await ids(harness, { kind: "entry", scope: { workspace: "A", user: "u1" }, scopeMode: "exact" })).toEqual(["q2"]);
    });

    it("filters by types", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry", types: ["fact"] })).toEqual(["q1", "q4"]);
      expect(await ids(harness, { kind: "entry", types: ["fact", "decision"] })).toEqual(["q2", "q1", "q4"]);
      expect(await ids(harness, { kind: "daily", types: ["decision"] })).toEqual(["d2"]);
      expect(await ids(harness, { kind: "entry", types: [] })).toEqual(["q2", "q3", "q5", "q1", "q4"]);
    });

    it("filters by tags: a record must carry every one of them", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry", tags: ["deploy"] })).toEqual(["q2", "q5", "q1"]);
      expect(await ids(harness, { kind: "entry", tags: ["deploy", "ci"] })).toEqual(["q5", "q1"]);
      expect(await ids(harness, { kind: "entry", tags: ["ci", "deploy", "infra"] })).toEqual(["q5"]);
      expect(await ids(harness, { kind: "entry", tags: ["unknown"] })).toEqual([]);
    });

    it("filters entries and notes by key", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry", key: "k-deploy" })).toEqual(["q2", "q1"]);
      expect(await ids(harness, { kind: "note", key: "k-deploy" })).toEqual(["n1"]);
      expect(await ids(harness, { kind: "entry", key: "k-none" })).toEqual([]);
    });

    it("filters daily items by fromDate and toDate, both inclusive", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "daily", fromDate: "2026-02-28", toDate: "2026-03-01" })).toEqual(["d3", "d2"]);
      expect(await ids(harness, { kind: "daily", fromDate: "2026-03-01" })).toEqual(["d4", "d3"]);
      expect(await ids(harness, { kind: "daily", toDate: "2026-02-27" })).toEqual(["d1"]);
      expect(await ids(harness, { kind: "daily", fromDate: "2026-03-03" })).toEqual([]);
    });

    it("filters by updatedSince and updatedUntil, both inclusive", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry", updatedSince: at(15), updatedUntil: at(20) })).toEqual(["q2", "q3", "q5"]);
      expect(await ids(harness, { kind: "entry", updatedSince: at(16) })).toEqual(["q2", "q3"]);
      expect(await ids(harness, { kind: "entry", updatedUntil: at(10) })).toEqual(["q1", "q4"]);
    });

    it("compares times as instants, not strings, in filters and order", async () => {
      await putAll(harness.store, [
        noteInput("t1", { updatedAt: "2026-03-01T09:30:00Z", createdAt: "2026-03-01T09:30:00Z" }),
        noteInput("t2", { updatedAt: "2026-03-01T11:00:00+02:00", createdAt: "2026-03-01T11:00:00+02:00" }),
        noteInput("t3", { updatedAt: "2026-03-01T08:45:00-01:00", createdAt: "2026-03-01T08:45:00-01:00" }),
      ]);
      expect(await ids(harness, { kind: "note" })).toEqual(["t3", "t1", "t2"]);
      expect(recordIds((await harness.store.query({ kind: "note", order: "created-asc" })).records)).toEqual(["t2", "t1", "t3"]);
      expect(await ids(harness, { kind: "note", updatedSince: "2026-03-01T09:15:00Z" })).toEqual(["t3", "t1"]);
      expect(await ids(harness, { kind: "note", updatedUntil: "2026-03-01T10:30:00+01:00" })).toEqual(["t1", "t2"]);
    });

    it("combines filters with AND", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "entry", scope: workspaceA, types: ["fact", "convention"], tags: ["ci"] })).toEqual(["q5", "q1"]);
      expect(await ids(harness, { kind: "entry", scope: workspaceA, key: "k-deploy", updatedSince: at(5) })).toEqual(["q1"]);
    });

    it("a filter on a field the kind does not have matches nothing", async () => {
      await seed(harness);
      expect(await ids(harness, { kind: "note", types: ["fact"] })).toEqual([]);
      expect(await ids(harness, { kind: "daily", key: "k-deploy" })).toEqual([]);
      expect(await ids(harness, { kind: "entry", fromDate: "2000-01-01" })).toEqual([]);
      expect(await harness.store.count({ kind: "note", types: ["fact"] })).toBe(0);
    });

    it("count equals the number of records the same query returns over all pages", async () => {
      await seed(harness);
      const filters: RecordFilter[] = [
        { kind: "entry" },
        { kind: "entry", scope: workspaceA },
        { kind: "entry", scope: workspaceA, scopeMode: "exact" },
        { kind: "entry", tags: ["deploy"] },
        { kind: "entry", types: ["fact"], updatedSince: at(6) },
        { kind: "daily", fromDate: "2026-02-28" },
        { kind: "note", key: "plan" },
        { kind: "index" },
      ];
      const expected = [5, 3, 2, 3, 1, 3, 1, 0];
      const counts: number[] = [];
      for (const filter of filters) {
        const count = await harness.store.count(filter);
        expect(count).toBe((await queryAll(harness.store, { ...filter, limit: 2 })).records.length);
        counts.push(count);
      }
      expect(counts).toEqual(expected);
    });
  });
}
