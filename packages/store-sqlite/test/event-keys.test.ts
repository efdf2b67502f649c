import Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { describe, expect, it } from "vitest";
import { EventKeys } from "../src/event-keys.js";
import { appendEventRows } from "../src/session-rows.js";
import { at, message, openTemp } from "./helpers.js";

interface StoredEvent {
  eid: number;
  session_id: string;
  seq: number;
  at: string;
}

/** What the keys say about every stored event, next to what the events table holds. */
function compare(db: Database.Database, keys: EventKeys): { expected: string[]; actual: string[] } {
  const rows = db.prepare("SELECT eid, session_id, seq, at FROM events ORDER BY eid").all() as StoredEvent[];
  keys.readTimes(
    db,
    rows.map((row) => row.eid),
  );
  return {
    expected: rows.map((row) => `${row.eid} ${row.session_id}#${row.seq} ${Date.parse(row.at)}`),
    actual: rows.map((row) => `${row.eid} ${keys.session(keys.sessionOf(row.eid)).id}#${keys.seq(row.eid)} ${keys.atMs(row.eid)}`),
  };
}

describe("event keys", () => {
  it("know every event's session, seq and time, whether its session's appends ran alone or interleaved with another's", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const append = (session: string, scope: Scope, from: number, count: number): void => {
        const events = Array.from({ length: count }, (_, i) => message(`${session}-${from + i}`, `text ${from + i}`, from + i));
        db.transaction(() => appendEventRows(db, session, scope, events)).immediate();
      };
      // "alone": one run of rowids; "a" and "b": turns interleaved; "title": a non-message event in its run.
      append("alone", { workspace: "w1" }, 0, 5);
      for (let turn = 0; turn < 4; turn++) {
        append("a", { workspace: "w1", user: "u1" }, turn * 3, 3);
        append("b", { workspace: "w2" }, turn * 2, 2);
      }
      append("titled", {}, 0, 2);
      db.transaction(() => appendEventRows(db, "titled", {}, [{ at: at(9), type: "title", title: "t" }])).immediate();

      const keys = new EventKeys(0);
      db.transaction(() => keys.load(db)).deferred();
      const first = compare(db, keys);
      expect(first.actual).toEqual(first.expected);
      expect(keys.session(keys.sessionOf(1)).scope).toEqual({ workspace: "w1" });

      // Later loads read only the rows appended since, for known and new sessions alike.
      append("a", { workspace: "w1", user: "u1" }, 12, 2);
      append("late", { user: "u2" }, 0, 3);
      append("alone", { workspace: "w1" }, 5, 1);
      db.transaction(() => keys.load(db)).deferred();
      const second = compare(db, keys);
      expect(second.actual).toEqual(second.expected);
      expect(keys.session(keys.sessionOf(db.prepare("SELECT max(eid) FROM events").pluck().get() as number)).id).toBe("alone");
    } finally {
      db.close();
    }
  });

  it("know nothing of a store without events, then read the first ones", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const keys = new EventKeys(0);
      db.transaction(() => keys.load(db)).deferred();
      expect(keys.sessionOf(1)).toBe(-1);
      db.transaction(() => appendEventRows(db, "s", {}, [message("m1", "hello", 1)])).immediate();
      db.transaction(() => keys.load(db)).deferred();
      const loaded = compare(db, keys);
      expect(loaded.actual).toEqual(loaded.expected);
    } finally {
      db.close();
    }
  });

  it("answer NaN for a time not read yet, and the time itself once read, the epoch and times before it included", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const times = ["1970-01-01T00:00:00.000Z", "2025-03-01T10:00:00.000Z", "1969-12-31T23:59:59.999Z"];
      db.transaction(() =>
        appendEventRows(
          db,
          "s",
          {},
          times.map((time, i) => ({ ...message(`m${i}`, `text ${i}`), at: time })),
        ),
      ).immediate();
      const keys = new EventKeys(0);
      db.transaction(() => keys.load(db)).deferred();
      expect([1, 2, 3].map((rid) => keys.atMs(rid))).toEqual([Number.NaN, Number.NaN, Number.NaN]);
      keys.readTimes(db, [1, 3]);
      expect([1, 2, 3].map((rid) => keys.atMs(rid))).toEqual([0, Number.NaN, -1]);
      keys.readTimes(db, [2]);
      expect(keys.atMs(2)).toBe(Date.parse(times[1]!));
      // The session's bound is its latest time, not its last event's.
      expect(keys.latestMs(keys.sessionOf(3))).toBe(Date.parse(times[1]!));
    } finally {
      db.close();
    }
  });
});
