import { describe, expect, it } from "vitest";
import type { MemoryRecord } from "../../store/records.js";
import { at, entryInput, noteInput, recordIds, rejectsWith, workspaceA, workspaceB } from "./fixtures.js";
import { fullRecords } from "./full-records.js";
import type { ConformanceHarness } from "./harness.js";

const contenders = 20;

/** The same record with its keys in reverse order and an undefined field added: still the same JSON value. */
function reordered(record: MemoryRecord): MemoryRecord {
  const reversed = Object.fromEntries(Object.entries(record).reverse());
  return { ...reversed, unsetField: undefined } as unknown as MemoryRecord;
}

const hitIds = (hits: readonly { target: string; record?: { id: string } }[]): string[] => hits.map((hit) => hit.record?.id ?? hit.target);

/** putIf: the compare-and-set every read-modify-write of the memory engine is built on. */
export function describePutIfConformance(harness: ConformanceHarness): void {
  describe("putIf", () => {
    it("writes when the stored record equals the expected one (key order and undefined fields ignored) and returns it as stored", async () => {
      const stored = await harness.store.put(entryInput("a", { scope: workspaceA, content: "Deploys happen on Fridays" }));
      const first = await harness.store.putIf({ ...stored, content: "Deploys happen on Thursdays", updatedAt: at(1) }, stored);
      expect(first).toEqual({ ...stored, content: "Deploys happen on Thursdays", updatedAt: at(1) });
      expect(await harness.store.get("entry", "a")).toEqual(first);
      const read = (await harness.store.get("entry", "a"))!;
      const second = await harness.store.putIf({ ...read, content: "Deploys happen on Wednesdays", updatedAt: at(2) }, reordered(read));
      expect(second).toMatchObject({ content: "Deploys happen on Wednesdays", updatedAt: at(2) });
      expect(await harness.store.get("entry", "a")).toEqual(second);
    });

    it("accepts as expectation every kind of record with every field set, as the store returned it", async () => {
      for (const record of fullRecords()) {
        const stored = await harness.store.put(record);
        const read = (await harness.store.get(record.kind, record.id))!;
        const next = await harness.store.putIf({ ...read, updatedAt: at(50) }, read);
        expect(next, `${record.kind} as read back`).toEqual({ ...record, updatedAt: at(50) });
        expect(await harness.store.putIf({ ...read, updatedAt: at(51) }, stored), `${record.kind} as put returned it, now stale`).toBeUndefined();
        expect(await harness.store.putIf({ ...read, updatedAt: at(52) }, next!)).toEqual({ ...record, updatedAt: at(52) });
      }
    });

    it("refuses (undefined, nothing written) once another write changed the record: a put, a markUsed, a delete", async () => {
      const original = await harness.store.put(entryInput("a", { content: "The port is 8080" }));
      const won = await harness.store.putIf({ ...original, content: "The port is 8081", updatedAt: at(1) }, original);
      expect(won).toBeDefined();
      expect(await harness.store.putIf({ ...original, content: "The port is 9999", updatedAt: at(2) }, original)).toBeUndefined();
      expect(await harness.store.get("entry", "a")).toEqual(won);

      expect(await harness.store.markUsed(["a"], at(3))).toBe(1);
      expect(await harness.store.putIf({ ...won!, content: "The port is 7777", updatedAt: at(4) }, won!)).toBeUndefined();
      const used = await harness.store.get("entry", "a");
      expect(used).toEqual({ ...won, useCount: 1, lastUsedAt: at(3) });

      const replaced = await harness.store.put({ ...used!, content: "The port is 8082" });
      expect(await harness.store.putIf({ ...used!, content: "The port is 6666" }, used!)).toBeUndefined();
      expect(await harness.store.get("entry", "a")).toEqual(replaced);

      expect(await harness.store.delete("entry", "a")).toBe(true);
      expect(await harness.store.putIf({ ...replaced, content: "The port is 5555" }, replaced)).toBeUndefined();
      expect(await harness.store.get("entry", "a")).toBeUndefined();
    });

    it("with a null expectation creates the record once, then refuses; the identity is kind and id", async () => {
      expect(await harness.store.putIf(noteInput("n", { content: "first" }), null)).toMatchObject({ kind: "note", id: "n", content: "first", tags: [] });
      expect(await harness.store.putIf(noteInput("n", { content: "second" }), null)).toBeUndefined();
      expect(await harness.store.get("note", "n")).toMatchObject({ content: "first" });
      // An entry with the same id is another record.
      expect(await harness.store.putIf(entryInput("n", { content: "an entry called n" }), null)).toMatchObject({ kind: "entry", id: "n" });
      expect(await harness.store.count({ kind: "note" })).toBe(1);
      expect(await harness.store.count({ kind: "entry" })).toBe(1);
    });

    it(`of ${contenders} concurrent putIf calls with the same expectation exactly one succeeds, and its record is stored`, async () => {
      const base = await harness.store.put(entryInput("hot", { content: "base value" }));
      const results = await Promise.all(
        Array.from({ length: contenders }, (_, i) => harness.store.putIf({ ...base, content: `writer ${i} value`, updatedAt: at(10 + i) }, base)),
      );
      const winners = results.filter((result) => result !== undefined);
      expect(winners).toHaveLength(1);
      expect(await harness.store.get("entry", "hot")).toEqual(winners[0]);

      const created = await Promise.all(
        Array.from({ length: contenders }, (_, i) => harness.store.putIf(noteInput("fresh", { content: `creator ${i}` }), null)),
      );
      const creators = created.filter((result) => result !== undefined);
      expect(creators).toHaveLength(1);
      expect(await harness.store.get("note", "fresh")).toEqual(creators[0]);
    });

    it("moves a record to another scope when the expectation holds; a refused move leaves no copy behind", async () => {
      const original = await harness.store.put(entryInput("a", { scope: workspaceA, content: "Standup is at nine" }));
      const moved = await harness.store.putIf({ ...original, scope: workspaceB, updatedAt: at(1) }, original);
      expect(moved).toEqual({ ...original, scope: workspaceB, updatedAt: at(1) });
      expect(await harness.store.get("entry", "a")).toEqual(moved);
      expect(recordIds((await harness.store.query({ kind: "entry", scope: workspaceA, scopeMode: "exact" })).records)).toEqual([]);
      expect(recordIds((await harness.store.query({ kind: "entry", scope: workspaceB, scopeMode: "exact" })).records)).toEqual(["a"]);
      expect(await harness.store.search({ text: "standup", scope: workspaceA })).toEqual([]);
      expect(hitIds(await harness.store.search({ text: "standup", scope: workspaceB }))).toEqual(["a"]);

      const elsewhere = { workspace: "C" };
      expect(await harness.store.putIf({ ...original, scope: elsewhere, updatedAt: at(2) }, original)).toBeUndefined();
      expect(await harness.store.get("entry", "a")).toEqual(moved);
      expect(await harness.store.count({ kind: "entry", scope: elsewhere, scopeMode: "exact" })).toBe(0);
      expect(await harness.store.search({ text: "standup", scope: elsewhere })).toEqual([]);
    });

    it("of concurrent putIf calls that move the record or keep its scope, exactly one succeeds and one copy remains", async () => {
      const base = await harness.store.put(entryInput("roamer", { scope: workspaceA, content: "base value" }));
      const results = await Promise.all(
        Array.from({ length: contenders }, (_, i) =>
          harness.store.putIf({ ...base, scope: i % 2 === 0 ? { workspace: `M${i}` } : workspaceA, content: `writer ${i} value`, updatedAt: at(10 + i) }, base),
        ),
      );
      const winners = results.filter((result) => result !== undefined);
      expect(winners).toHaveLength(1);
      expect(await harness.store.get("entry", "roamer")).toEqual(winners[0]);
      expect((await harness.store.query({ kind: "entry" })).records).toEqual([winners[0]]);
      expect(await harness.store.count({ kind: "entry" })).toBe(1);
    });

    it("a refused putIf leaves no trace in get, query, count or search", async () => {
      const original = await harness.store.put(entryInput("a", { scope: workspaceA, key: "colour", content: "The favourite colour is teal", tags: ["style"] }));
      const current = await harness.store.putIf({ ...original, content: "The favourite colour is amber", updatedAt: at(1) }, original);
      const stale = { ...original, key: "zebra", content: "Xylophone quartz marmalade", tags: ["forged"], updatedAt: at(9) };
      expect(await harness.store.putIf(stale, original)).toBeUndefined();
      // An expectation of a record that never existed, and a create over an existing one, fail alike.
      expect(
        await harness.store.putIf(entryInput("ghost", { scope: workspaceA, content: "Xylophone quartz ghost" }), entryInput("ghost") as MemoryRecord),
      ).toBeUndefined();
      expect(await harness.store.putIf({ ...stale, content: "Xylophone quartz again" }, null)).toBeUndefined();

      expect(await harness.store.get("entry", "a")).toEqual(current);
      expect(await harness.store.get("entry", "ghost")).toBeUndefined();
      expect((await harness.store.query({ kind: "entry", key: "zebra" })).records).toEqual([]);
      expect(await harness.store.count({ kind: "entry", tags: ["forged"] })).toBe(0);
      expect(await harness.store.count({ kind: "entry" })).toBe(1);
      expect(await harness.store.search({ text: "xylophone quartz marmalade", scope: workspaceA })).toEqual([]);
      expect(await harness.store.search({ text: "teal", scope: workspaceA })).toEqual([]);
      expect(hitIds(await harness.store.search({ text: "favourite colour amber", scope: workspaceA }))).toEqual(["a"]);
    });

    it("rejects an expectation of another kind or id with INVALID_OPTIONS and an invalid record with INVALID_RECORD, writing nothing", async () => {
      const a = await harness.store.put(entryInput("a"));
      const b = await harness.store.put(entryInput("b"));
      const note = await harness.store.put(noteInput("a"));
      const ofNote = await rejectsWith(harness.store.putIf({ ...a, content: "changed" }, note), "INVALID_OPTIONS");
      expect(ofNote).toContain('entry "a"');
      expect(ofNote).toContain('note "a"');
      expect(await rejectsWith(harness.store.putIf({ ...a, content: "changed" }, b), "INVALID_OPTIONS")).toContain('entry "b"');
      await rejectsWith(harness.store.putIf({ ...a, importance: 7 }, a), "INVALID_RECORD");
      await rejectsWith(harness.store.putIf({ ...a, content: "" }, null), "INVALID_RECORD");
      expect(await harness.store.get("entry", "a")).toEqual(a);
      expect(await harness.store.get("entry", "b")).toEqual(b);
      expect(await harness.store.get("note", "a")).toEqual(note);
    });
  });
}
