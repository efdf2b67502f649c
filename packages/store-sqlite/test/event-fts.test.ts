import Database from "better-sqlite3";
import type { MemoryStore } from "@engram/core";
import type { SearchHit, SearchQuery } from "@engram/core/store";
import { describe, expect, it, vi } from "vitest";
import { messageTermIndex } from "../src/term-index.js";
import { message, openTemp } from "./helpers.js";
import { expectTermIndexMatchesFts, fillEventFts } from "./term-index-checks.js";

/**
 * No text known here makes a query token several FTS5 tokens (the only searches that read events_fts),
 * so the tests force that path: with `fallback.on`, every query is one the term index cannot answer.
 */
const fallback = vi.hoisted(() => ({ on: false }));
vi.mock("../src/term-query.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/term-query.js")>();
  return { ...actual, termQuery: (...args: Parameters<typeof actual.termQuery>) => (fallback.on ? undefined : actual.termQuery(...args)) };
});

const hit = (h: SearchHit): string => (h.target === "message" ? `${h.sessionId}#${h.event.seq}:${h.score}` : `${h.record.id}:${h.score}`);

const withoutScore = (key: string): string => key.slice(0, key.lastIndexOf(":"));

/**
 * The hits of `query` from the term index, checked against the FTS5 fallback's: the same documents (the
 * fallback ranks by FTS5's bm25(), which the search spec lets it, so only the set is compared).
 */
async function searchBoth(store: MemoryStore, query: SearchQuery): Promise<string[]> {
  const indexed = (await store.search(query)).map(hit);
  fallback.on = true;
  try {
    const viaFts = (await store.search(query)).map(hit);
    expect(viaFts.map(withoutScore).sort(), query.text).toEqual(indexed.map(withoutScore).sort());
    return indexed;
  } finally {
    fallback.on = false;
  }
}

function inspect<T>(path: string, read: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** events_fts's rowids and the stats' fts_upto. */
const ftsState = (path: string): { rows: number[]; upTo: number } =>
  inspect(path, (db) => ({
    rows: db.prepare("SELECT id FROM events_fts_docsize ORDER BY id").pluck().all() as number[],
    upTo: db.prepare("SELECT fts_upto FROM events_text_stats").pluck().get() as number,
  }));

const eids = (path: string, session: string): number[] =>
  inspect(path, (db) => db.prepare("SELECT eid FROM events WHERE session_id = ? ORDER BY eid").pluck().all(session) as number[]);

describe("events_fts, filled lazily", () => {
  it("is not written by appends; the first search that reads it fills it and answers as the term index does", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("a", {}, [message("m1", "retry the flaky cache test", 1), { at: "2025-03-01T10:02:00.000Z", type: "title", title: "t" }]);
    await store.appendEvents("b", { workspace: "w" }, [message("m2", "the cache config", 1), message("m3", "cache retry budget", 2)]);
    expect(ftsState(path)).toEqual({ rows: [], upTo: 0 });

    expect(await searchBoth(store, { text: "cache retry", scope: { workspace: "w" }, targets: ["message"] })).toEqual([
      expect.stringMatching(/^b#2:/),
      expect.stringMatching(/^a#1:/),
      expect.stringMatching(/^b#1:/),
    ]);
    // Every message event is in events_fts now (the title event has no text), fts_upto at the last eid.
    const [m1, title] = eids(path, "a");
    const [m2, m3] = eids(path, "b");
    expect(ftsState(path)).toEqual({ rows: [m1, m2, m3], upTo: Math.max(m1!, title!, m2!, m3!) });
    inspect(path, (db) => expectTermIndexMatchesFts(db, "events_fts", messageTermIndex));

    // Appends after the fill wait again; the next search that reads events_fts indexes only them.
    await store.appendEvents("a", {}, [message("m4", "retry once more", 3)]);
    expect(ftsState(path).rows).toEqual([m1, m2, m3]);
    expect((await searchBoth(store, { text: "once", scope: {}, targets: ["message"] })).map((h) => h.split(":")[0])).toEqual(["a#3"]);
    expect(ftsState(path).rows).toEqual([m1, m2, m3, eids(path, "a")[2]]);
  });

  it("indexes at append a rowid reused after the newest events were deleted", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("keep", {}, [message("k1", "alpha beta", 1)]);
    await store.appendEvents(
      "gone",
      {},
      [1, 2, 3].map((i) => message(`g${i}`, `alpha gamma ${i}`, i)),
    );
    await searchBoth(store, { text: "alpha", scope: {}, targets: ["message"] });
    const filled = ftsState(path);
    expect(filled.rows).toEqual([...eids(path, "keep"), ...eids(path, "gone")]);

    await store.appendEvents("late", {}, [message("l1", "alpha pending", 4)]);
    // Past fts_upto: no FTS5 row.
    expect(eids(path, "late")).toEqual([filled.upTo + 1]);
    // The pending event has no FTS5 row: deleting it deletes none (the newest session, so its rowid comes back).
    await store.deleteSession("late");
    await store.deleteSession("gone");
    expect(ftsState(path)).toEqual({ rows: eids(path, "keep"), upTo: filled.upTo });
    await store.appendEvents(
      "fresh",
      {},
      [1, 2].map((i) => message(`f${i}`, `alpha delta ${i}`, i)),
    );
    const fresh = eids(path, "fresh");
    // Rowids of deleted events came back, none past fts_upto: indexed at once, with their own text.
    expect(fresh.every((eid) => eid <= filled.upTo)).toBe(true);
    expect(ftsState(path)).toEqual({ rows: [...eids(path, "keep"), ...fresh], upTo: filled.upTo });
    inspect(path, (db) => expectTermIndexMatchesFts(db, "events_fts", messageTermIndex));
    expect(await searchBoth(store, { text: "gamma pending", scope: {}, targets: ["message"] })).toEqual([]);
    expect((await searchBoth(store, { text: "delta", scope: {}, targets: ["message"] })).map((h) => h.split(":")[0])).toEqual(["fresh#2", "fresh#1"]);
  });

  it("does not double a row an older package version already wrote at append", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("a", {}, [message("m1", "cache warm", 1), message("m2", "cache cold", 2)]);
    const [first] = eids(path, "a");
    // A v6 writer on the same file wrote the FTS5 row of its append itself.
    const db = new Database(path);
    try {
      db.prepare("INSERT INTO events_fts (rowid, body) VALUES (?, 'cache warm')").run(first);
      fillEventFts(db);
      expect(db.prepare("SELECT count(*) FROM events_fts_docsize").pluck().get()).toBe(2);
      expectTermIndexMatchesFts(db, "events_fts", messageTermIndex);
    } finally {
      db.close();
    }
    expect((await searchBoth(store, { text: "warm", scope: {}, targets: ["message"] })).map((h) => h.split(":")[0])).toEqual(["a#1"]);
  });
});
