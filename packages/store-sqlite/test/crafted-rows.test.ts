import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import type { MemoryStore } from "@engram/core";
import type { SearchHit } from "@engram/core/store";
import { engramRejection } from "@engram/core/testing";
import * as sqliteVec from "sqlite-vec";
import { describe, expect, it } from "vitest";
import { eventKeyTuning } from "../src/event-keys.js";
import { openSqliteStore } from "../src/index.js";
import { entry, message, openTemp, track } from "./helpers.js";

/**
 * Files another program edited (the sqlite3 CLI, foreign keys off, any value in any column): the store
 * reports the row with a typed error or skips it, and everything else keeps working.
 */

/** Runs `sql` on the closed file as another program would: foreign keys off, sqlite-vec loaded. */
function craft(path: string, sql: string): void {
  const db = new Database(path);
  sqliteVec.load(db);
  db.pragma("foreign_keys = OFF");
  db.exec(sql);
  db.close();
}

const names = (hits: readonly SearchHit[]): string[] =>
  hits.map((hit) => (hit.target === "record" ? `${hit.record.kind}/${hit.record.id}` : `${hit.sessionId}#${hit.event.seq}`)).sort();

/** A closed file: two sessions of messages holding "retry" (40 in `w`, 3 global, so the message index has a tail) and an entry. */
async function crafted(sql: string): Promise<{ store: MemoryStore; path: string }> {
  const { store, path } = await openTemp();
  await store.appendEvents(
    "busy",
    { workspace: "w" },
    Array.from({ length: 40 }, (_, i) => message(`b${i}`, `retry the cache ${i}`, i)),
  );
  await store.appendEvents(
    "quiet",
    {},
    Array.from({ length: 3 }, (_, i) => message(`q${i}`, `retry later ${i}`, i)),
  );
  await store.put(entry("e1", "retry the build"));
  await store.close();
  craft(path, sql);
  return { store: track(await openSqliteStore({ path })), path };
}

const quiet = ["quiet#1", "quiet#2", "quiet#3"];

describe("rows another program wrote", () => {
  it("leaves out a message hit whose event row was deleted behind the term index's back", async () => {
    const { store } = await crafted("DELETE FROM events WHERE session_id = 'busy'");
    // Before: a TypeError (a page of hits whose rows are gone) on every search that reached them.
    const hits = await store.search({ text: "retry", scope: { workspace: "w" }, targets: ["entry", "message"] });
    expect(names(hits)).toEqual(["entry/e1", ...quiet]);
    expect(await store.readEvents("busy")).toEqual([]);
    expect((await store.getSession("busy"))?.eventCount).toBe(40);
  });

  it("appends after the last session's events were deleted by hand: the runs of the deleted events give way", async () => {
    // "quiet" holds rowids 41-43. SQLite numbers the next event 41 again, where a run of the deleted events starts.
    const { store, path } = await crafted("DELETE FROM events WHERE session_id = 'quiet'");
    // Before: every append failed with SQLite's unique violation on event_runs.first_eid.
    expect(await store.appendEvents("late", {}, [message("l0", "once more with feeling", 0), message("l1", "and again", 1)])).toEqual([1, 2]);
    expect(await store.appendEvents("busy", { workspace: "w" }, [message("b40", "drain the queue", 40)])).toEqual([41]);
    expect((await store.readEvents("late")).map((event) => event.seq)).toEqual([1, 2]);
    // This connection, and a new one that reads the runs afresh for its first message search.
    for (const reader of [store, track(await openSqliteStore({ path }))]) {
      const found = async (text: string): Promise<string[]> => names(await reader.search({ text, scope: { workspace: "w" }, targets: ["message"] }));
      expect(await found("feeling")).toEqual(["late#1"]);
      expect(await found("again")).toEqual(["late#2"]);
      expect(await found("queue")).toEqual(["busy#41"]);
      // The deleted messages' words find nothing, though their rowids now hold other events.
      expect(await found("later")).toEqual([]);
    }
  });

  it("appends after every event was deleted by hand (SQLite numbers the next one 1 again)", async () => {
    const { store } = await crafted("DELETE FROM events");
    expect(await store.appendEvents("fresh", {}, [message("f0", "a clean start", 0)])).toEqual([1]);
    expect(names(await store.search({ text: "clean", scope: {}, targets: ["message"] }))).toEqual(["fresh#1"]);
  });

  it("reads a deleted events_text_stats row as an empty message index; records still answer", async () => {
    const { store } = await crafted("DELETE FROM events_text_stats");
    // Before: TypeError reading `merged` of undefined whenever records and messages were searched together.
    expect(names(await store.search({ text: "retry", scope: { workspace: "w" }, targets: ["entry", "message"] }))).toEqual(["entry/e1"]);
    expect(await store.search({ text: "retry", scope: { workspace: "w" }, targets: ["message"] })).toEqual([]);
    expect((await store.readEvents("quiet")).length).toBe(3);
  });

  it("treats a tokens row holding a blob as holding no tokens, in searches, appends and deletes", async () => {
    // Rowids 33-40 of "busy" wait in the message index's tail (it merges 32 rows at a time); 43 is the last of "quiet".
    const { store } = await crafted("UPDATE events_tokens SET tokens = x'00' WHERE rowid IN (5, 36, 43)");
    // Before: TypeError "text.split is not a function" on every search.
    const hits = await store.search({ text: "retry", scope: { workspace: "w" }, targets: ["entry", "message"], limit: 200 });
    // The tail's rows are read from their tokens: 36 and 43 hold none. Rowid 5's postings are in the blocks
    // (its tokens row only serves phrase checks and deletes), so it is still found.
    expect(hits.length).toBe(1 + 40 + 3 - 2);
    expect(names(hits)).toContain("busy#5");
    expect(names(hits)).not.toContain("busy#36");
    expect(names(hits)).not.toContain("quiet#3");
    // Appends past the tail's size merge it (before: the same TypeError on every append from then on).
    await store.appendEvents(
      "quiet",
      {},
      Array.from({ length: 40 }, (_, i) => message(`more${i}`, `retry again ${i}`, 10 + i)),
    );
    expect((await store.search({ text: "again", scope: {}, targets: ["message"], limit: 200 })).length).toBe(40);
    expect(await store.deleteSession("busy")).toBe(true);
    expect((await store.search({ text: "cache", scope: { workspace: "w" }, targets: ["message"] })).length).toBe(0);
    expect((await store.search({ text: "retry", scope: {}, targets: ["message"], limit: 200 })).length).toBe(2 + 40);
  });

  it("never sizes the event keys by an event row far past the others: its own row is not searched, every other one is", async () => {
    // The keys cover rowids below eventKeyTuning.keyedRids (2^26); lowered here so the test allocates nothing large.
    const keyedRids = eventKeyTuning.keyedRids;
    eventKeyTuning.keyedRids = 4_096;
    try {
      const { store } = await crafted(
        "INSERT INTO events (eid, session_id, seq, at, type, json) SELECT 1099511627776, 'quiet', 4, at, type, json_set(json, '$.seq', 4) FROM events WHERE session_id = 'quiet' AND seq = 3",
      );
      // Before: RangeError "Array buffer allocation failed" (the keys sized by the largest rowid, 2^40) on every message search.
      expect(names(await store.search({ text: "retry", scope: {}, targets: ["message"] }))).toEqual(quiet);
      expect((await store.search({ text: "retry", scope: { workspace: "w" }, targets: ["message"], limit: 200 })).length).toBe(3 + 40);
      expect((await store.readEvents("quiet")).map((event) => event.seq)).toEqual([1, 2, 3, 4]);
    } finally {
      eventKeyTuning.keyedRids = keyedRids;
    }
    expect(eventKeyTuning.keyedRids).toBe(2 ** 26);
  });

  it("refuses a file whose schema_version rows say less than its tables hold with STORE_CORRUPT, and leaves it as it was", async () => {
    for (const [sql, recorded, step] of [
      ["DELETE FROM schema_version WHERE version > 3", "3", 4],
      ["UPDATE schema_version SET version = -1", "-1", 1],
    ] as const) {
      const { store, path } = await openTemp();
      await store.appendEvents("s", {}, [message("m1", "kept")]);
      await store.close();
      craft(path, sql);
      const before = readFileSync(path);
      // Before: SqliteError "table ... already exists" out of openSqliteStore.
      const error = await engramRejection(openSqliteStore({ path }));
      expect([error.code, error.details]).toEqual(["STORE_CORRUPT", { path, version: Number(recorded), step }]);
      expect(error.message).toContain(`${path} records Engram schema version ${recorded} but already holds what version ${step} adds`);
      expect(error.message).toContain("Put back the schema_version rows it lost, or restore");
      expect(readFileSync(path).equals(before)).toBe(true);
    }
  });

  it("refuses a vector_dimensions setting without its table or with no number with STORE_CORRUPT naming the fix; the fix works", async () => {
    const { store, path: file } = await openTemp({ vectorDimensions: 3 });
    await store.put(entry("e1", "retry the build", { vector: [0.1, 0.2, 0.3] }));
    await store.close();
    craft(file, "DROP TABLE records_vec");
    // Before: the store opened, then every vector search and every put threw SqliteError "no such table: records_vec".
    const missing = await engramRejection(openSqliteStore({ path: file }));
    expect([missing.code, missing.details]).toEqual(["STORE_CORRUPT", { table: "settings", id: "vector_dimensions", path: file }]);
    expect(missing.message).toBe(
      `The row vector_dimensions of the table settings in ${file} is set but the table records_vec is missing. ` +
        `Delete it (sqlite3 "${file}" "DELETE FROM settings WHERE name = 'vector_dimensions'"), then open the store with vectorDimensions to index the stored vectors again.`,
    );
    craft(file, "DELETE FROM settings WHERE name = 'vector_dimensions'");
    const repaired = track(await openSqliteStore({ path: file, vectorDimensions: 3 }));
    expect(names(await repaired.search({ vector: [0.1, 0.2, 0.3], scope: {} }))).toEqual(["entry/e1"]);
    await repaired.close();
    craft(file, "UPDATE settings SET value = 'three' WHERE name = 'vector_dimensions'");
    const garbled = await engramRejection(openSqliteStore({ path: file }));
    expect(garbled.code).toBe("STORE_CORRUPT");
    expect(garbled.message).toContain(`settings in ${file} holds "three", not a number of dimensions in 1..8192. Set it to the dimensions`);
  });
});
