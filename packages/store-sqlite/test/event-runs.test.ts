import Database from "better-sqlite3";
import type { NewSessionEvent } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../src/index.js";
import { eventKeys } from "../src/event-keys.js";
import { transactions } from "../src/transactions.js";
import { at, message, openTemp, track } from "./helpers.js";

type Run = [first: number, last: number, firstSeq: number, sessionId: string];

/** The simple path: every event's session and seq, a row each, as the events table holds them. */
function eventRows(db: Database.Database): [eid: number, sessionId: string, seq: number][] {
  return db.prepare("SELECT eid, session_id, seq FROM events ORDER BY eid").raw().all() as [number, string, number][];
}

/** The runs the events make, computed from their rows (consecutive rowids of one session with consecutive seqs). */
function runsOfRows(rows: readonly [number, string, number][]): Run[] {
  const runs: Run[] = [];
  for (const [eid, sessionId, seq] of rows) {
    const open = runs.at(-1);
    if (open !== undefined && open[3] === sessionId && open[1] === eid - 1 && seq - open[2] === eid - open[0]) open[1] = eid;
    else runs.push([eid, eid, seq, sessionId]);
  }
  return runs;
}

/**
 * The file's runs table equals the runs of its rows, and a connection's event keys built from it (the
 * fast path) give every event the session and seq its row holds (the simple path).
 */
function expectKeysMatchRows(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    const rows = eventRows(db);
    const stored = db.prepare("SELECT first_eid, last_eid, first_seq, session_id FROM event_runs ORDER BY first_eid").raw().all() as Run[];
    expect(stored).toEqual(runsOfRows(rows));
    const deletions = db.prepare("SELECT deletions FROM events_text_stats").pluck().get() as number;
    transactions(db).read(() => {
      const keys = eventKeys(db, deletions);
      const seen = rows.map(([eid]) => [eid, keys.session(keys.sessionOf(eid)).id, keys.seq(eid)]);
      expect(seen).toEqual(rows);
    });
    return stored.length;
  } finally {
    db.close();
  }
}

const turns = (prefix: string, count: number, minute: number): NewSessionEvent[] =>
  Array.from({ length: count }, (_, i) =>
    i % 4 === 3 ? { at: at(minute + i), type: "title", title: `${prefix} title ${i}` } : message(`${prefix}-${i}`, `${prefix} turn ${i}`, minute + i),
  );

describe("event runs (schema v9)", () => {
  it("follow appends alone and interleaved, session deletes, reused rowids and a second connection", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("alone", { workspace: "w" }, turns("alone", 12, 0));
    expect(expectKeysMatchRows(path)).toBe(1);
    // Two sessions taking turns, one and two events at a time: a run per call.
    for (let i = 0; i < 6; i++) {
      await store.appendEvents("a", { workspace: "w" }, turns(`a${i}`, 1, 20 + i));
      await store.appendEvents("b", { workspace: "v", user: "u" }, turns(`b${i}`, 2, 40 + i));
    }
    expect(expectKeysMatchRows(path)).toBe(13);
    // A session that continues after the others is a new run; its next append extends it.
    await store.appendEvents("alone", { workspace: "w" }, turns("later", 3, 60));
    await store.appendEvents("alone", { workspace: "w" }, turns("later2", 2, 70));
    expect(expectKeysMatchRows(path)).toBe(14);

    // The newest session deleted: its rowids are taken again by the next append, which follows b's
    // last run (one run longer), and by the session started again under the same id (a run).
    await store.deleteSession("alone");
    expect(expectKeysMatchRows(path)).toBe(12);
    await store.appendEvents("b", { workspace: "v", user: "u" }, turns("b-after", 3, 80));
    expect(expectKeysMatchRows(path)).toBe(12);
    await store.appendEvents("alone", { workspace: "w" }, turns("again", 2, 90));
    expect(expectKeysMatchRows(path)).toBe(13);

    // Another connection's appends are runs too (the trigger runs for every writer).
    const other = track(await openSqliteStore({ path }));
    await other.appendEvents("a", { workspace: "w" }, turns("other", 4, 100));
    await store.appendEvents("a", { workspace: "w" }, turns("mine", 1, 110));
    expect(expectKeysMatchRows(path)).toBe(14);
    await other.deleteSession("b");
    expect(expectKeysMatchRows(path)).toBe(8);
  });

  it("are read from the file's events when a v8 file migrates (interleaved sessions included)", async () => {
    const { store, path } = await openTemp();
    for (let i = 0; i < 5; i++) {
      await store.appendEvents("x", {}, turns(`x${i}`, 3, i * 10));
      await store.appendEvents("y", { user: "u" }, turns(`y${i}`, 1 + (i % 2), i * 10 + 5));
    }
    await store.appendEvents("z", {}, turns("z", 7, 100));
    await store.close();
    // The same file as version 8 wrote it: no runs table, no trigger.
    const v8 = new Database(path);
    v8.exec("DROP TRIGGER event_runs_appended; DROP TABLE event_runs; DELETE FROM schema_version WHERE version = 9;");
    v8.close();

    const reopened = track(await openSqliteStore({ path }));
    expect(expectKeysMatchRows(path)).toBe(11);
    // Searches see every session's turns from the migrated runs: the seqs are the rows'.
    const hits = await reopened.search({ text: "turn", scope: { user: "u" }, targets: ["message"], limit: 200 });
    const found = hits.map((hit) => (hit.target === "message" ? `${hit.sessionId}#${hit.event.seq}` : "")).sort();
    const db = new Database(path, { readonly: true });
    const expected = (db.prepare("SELECT session_id || '#' || seq FROM events WHERE type = 'message'").pluck().all() as string[]).sort();
    db.close();
    expect(found).toEqual(expected);
  });

  it("skip a run whose session row is gone (a file another program wrote): its events are never returned, the others are", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("kept", { workspace: "w" }, turns("kept", 3, 0));
    await store.appendEvents("orphan", { workspace: "w" }, turns("orphan", 3, 10));
    await store.close();
    const db = new Database(path);
    db.pragma("foreign_keys = OFF");
    db.prepare("DELETE FROM sessions WHERE id = 'orphan'").run();
    expect(db.prepare("SELECT count(*) FROM event_runs WHERE session_id = 'orphan'").pluck().get()).toBe(1);
    db.close();

    const reopened = track(await openSqliteStore({ path }));
    const found = async (): Promise<string[]> =>
      (await reopened.search({ text: "turn", scope: { workspace: "w" }, targets: ["message"], limit: 200 }))
        .map((hit) => (hit.target === "message" ? `${hit.sessionId}#${hit.event.seq}` : ""))
        .sort();
    expect(await found()).toEqual(["kept#1", "kept#2", "kept#3"]);

    // Rows another program adds for a session that does not exist, once the keys are loaded: skipped the same way.
    const writer = new Database(path);
    writer.pragma("foreign_keys = OFF");
    const [row] = writer.prepare("SELECT at, type, json FROM events WHERE session_id = 'kept' AND seq = 1").raw().all() as [string, string, string][];
    writer.prepare("INSERT INTO events (session_id, seq, at, type, json) VALUES ('ghost', 1, ?, ?, ?)").run(...row!);
    writer.close();
    await reopened.appendEvents("kept", { workspace: "w" }, turns("kept-later", 1, 30));
    expect(await found()).toEqual(["kept#1", "kept#2", "kept#3", "kept#4"]);
  });
});
