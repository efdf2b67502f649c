import { describe, expect, it } from "vitest";
import type { MemoryRecordInput } from "../../store/records.js";
import { at, dailyInput, entryInput, noteInput, rejectsWith, type InputOf } from "./fixtures.js";
import { fullRecords } from "./full-records.js";
import type { ConformanceHarness } from "./harness.js";

/** put, get, delete and validation. */
export function describeRecordConformance(harness: ConformanceHarness): void {
  describe("records", () => {
    it("put returns the record with its defaults filled, and get returns the same record", async () => {
      const input: InputOf<"entry"> = {
        kind: "entry",
        id: "e1",
        scope: { workspace: "A" },
        key: "deploy-day",
        content: "Deploys happen on Fridays",
        type: "fact",
        importance: 0.5,
        confidence: 0.75,
        source: "manual",
        provenance: { trust: "user" },
        createdAt: at(0),
        updatedAt: at(1),
      };
      const expected = {
        ...input,
        tags: [],
        pinned: false,
        useCount: 0,
        examples: [],
        revisions: [],
        provenance: { trust: "user", messageIds: [] },
      };
      expect(await harness.store.put(input)).toEqual(expected);
      expect(await harness.store.get("entry", "e1")).toEqual(expected);
    });

    it("round-trips a record of every kind with every optional field exactly", async () => {
      for (const record of fullRecords()) {
        expect(await harness.store.put(record)).toEqual(record);
      }
      for (const record of fullRecords()) {
        expect(await harness.store.get(record.kind, record.id)).toEqual(record);
      }
    });

    it("put replaces the record of the same kind and id entirely", async () => {
      await harness.store.put(entryInput("e1", { tags: ["old"], content: "first", pinned: true }));
      const replacement = entryInput("e1", { content: "second", updatedAt: at(5) });
      await harness.store.put(replacement);
      const stored = await harness.store.get("entry", "e1");
      expect(stored).toMatchObject({ content: "second", tags: [], pinned: false, updatedAt: at(5) });
      expect(await harness.store.count({ kind: "entry" })).toBe(1);
    });

    it("keeps records of different kinds with the same id apart", async () => {
      const [, , , summary, checkpoint] = fullRecords();
      await harness.store.put(summary!);
      await harness.store.put(checkpoint!);
      expect(await harness.store.get("summary", "full-session")).toEqual(summary);
      expect(await harness.store.get("checkpoint", "full-session")).toEqual(checkpoint);
      expect(await harness.store.delete("summary", "full-session")).toBe(true);
      expect(await harness.store.get("summary", "full-session")).toBeUndefined();
      expect(await harness.store.get("checkpoint", "full-session")).toEqual(checkpoint);
    });

    it("get of a missing id returns undefined", async () => {
      await harness.store.put(entryInput("present"));
      expect(await harness.store.get("entry", "missing")).toBeUndefined();
      expect(await harness.store.get("note", "present")).toBeUndefined();
    });

    it("delete returns true for a stored record, then false, and the record is gone from get, query and count", async () => {
      await harness.store.put(noteInput("n1"));
      await harness.store.put(noteInput("n2"));
      expect(await harness.store.delete("note", "n1")).toBe(true);
      expect(await harness.store.delete("note", "n1")).toBe(false);
      expect(await harness.store.delete("note", "never-stored")).toBe(false);
      expect(await harness.store.get("note", "n1")).toBeUndefined();
      expect((await harness.store.query({ kind: "note" })).records.map((r) => r.id)).toEqual(["n2"]);
      expect(await harness.store.count({ kind: "note" })).toBe(1);
    });

    it("put rejects an invalid record with INVALID_RECORD naming the record and the field, and stores nothing", async () => {
      const tooImportant = { ...entryInput("bad-entry"), importance: 2 };
      const message = await rejectsWith(harness.store.put(tooImportant), "INVALID_RECORD");
      expect(message).toContain("bad-entry");
      expect(message).toContain("importance");
      const badDate = { ...dailyInput("bad-daily"), date: "01/03/2026" };
      expect(await rejectsWith(harness.store.put(badDate), "INVALID_RECORD")).toContain("date");
      const badScope = { ...noteInput("bad-scope"), scope: { workspace: "A", project: "x" } } as unknown as MemoryRecordInput;
      expect(await rejectsWith(harness.store.put(badScope), "INVALID_RECORD")).toContain("scope");
      const unknownKind = { ...noteInput("bad-kind"), kind: "memo" } as unknown as MemoryRecordInput;
      expect(await rejectsWith(harness.store.put(unknownKind), "INVALID_RECORD")).toContain("kind");
      expect(await harness.store.get("entry", "bad-entry")).toBeUndefined();
      expect(await harness.store.get("daily", "bad-daily")).toBeUndefined();
      expect(await harness.store.get("note", "bad-scope")).toBeUndefined();
      for (const kind of ["entry", "daily", "note"] as const) expect(await harness.store.count({ kind })).toBe(0);
    });

    it("hands out copies: mutating a returned record changes nothing stored", async () => {
      const returned = await harness.store.put(entryInput("e1", { tags: ["a"] }));
      returned.tags.push("mutated");
      returned.content = "mutated";
      const fetched = await harness.store.get("entry", "e1");
      expect(fetched).toMatchObject({ tags: ["a"], content: "content of e1" });
      fetched!.tags.push("again");
      expect(await harness.store.get("entry", "e1")).toMatchObject({ tags: ["a"] });
    });
  });
}
