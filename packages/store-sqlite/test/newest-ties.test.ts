import Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it, vi } from "vitest";
import { EventKeys } from "../src/event-keys.js";
import { messageTopRows } from "../src/message-top.js";
import { appendEventRows } from "../src/session-rows.js";
import { termQuery } from "../src/term-query.js";
import { message, openTemp } from "./helpers.js";
import { indexedTokens, referenceMessagePage } from "./reference-pages.js";

const key = (row: { session_id: string; seq: number; score: number }): string => `${row.session_id}#${row.seq}:${row.score}`;

describe("message top-k: a page cut inside a large tie", () => {
  it("chooses the newest of the most specific ties exactly as the plain order does, reading the times of the newest sessions' ties only", async () => {
    const random = seededRandom(0x71e5);
    const int = (n: number): number => Math.floor(random() * n);
    const { path } = await openTemp();
    const db = new Database(path);
    const readTimes = vi.spyOn(EventKeys.prototype, "readTimes");
    try {
      const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "A", user: "u1" }];
      // 120 sessions, each repeating one text several times (the same score) at times that are not in seq
      // order, some equal across sessions (ties on time too: the session id and seq decide), beside other texts.
      for (let s = 0; s < 120; s++) {
        const id = `s${String(s).padStart(3, "0")}`;
        const events = Array.from({ length: 6 + int(10) }, (_, i) =>
          message(`${id}-${i}`, random() < 0.5 ? "deploy the staging build" : `note ${int(50)} about lunch`, random() < 0.2 ? 5000 : int(100_000)),
        );
        db.transaction(() => appendEventRows(db, id, scopes[s % scopes.length]!, events)).immediate();
      }
      const query = termQuery(db, "deploy the staging build")!;
      const tokens = indexedTokens(db);
      for (const scope of [{}, { workspace: "A" }, { workspace: "A", user: "u1" }] as Scope[]) {
        for (const limit of [1, 7, 40, 150]) {
          readTimes.mockClear();
          const page = messageTopRows(db, query, scope, limit).map(key);
          expect(page, `${JSON.stringify(scope)} ${limit}`).toEqual(referenceMessagePage(db, query, scope, limit, [], tokens));
          const ties = db.prepare("SELECT count(*) FROM events e WHERE e.json LIKE '%deploy the staging build%'").pluck().get() as number;
          const read = readTimes.mock.calls.reduce((sum, [, rids]) => sum + rids.length, 0);
          if (limit <= 40) expect(read, `${JSON.stringify(scope)} ${limit}`).toBeLessThan(ties / 2);
        }
      }
      // Excluded sessions and a search after more appends (a session's latest time raised) stay exact.
      db.transaction(() => appendEventRows(db, "s005", scopes[2]!, [message("late", "deploy the staging build", 200_000)])).immediate();
      for (const excluded of [[], ["s005"], ["s001", "s002"]]) {
        expect(messageTopRows(db, query, {}, 10, excluded).map(key)).toEqual(referenceMessagePage(db, query, {}, 10, excluded));
      }
    } finally {
      readTimes.mockRestore();
      db.close();
    }
  }, 120_000);

  it("reads on while a session's latest time equals the last chosen event's: an equal time is decided by the session id", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      // 40 sessions holding one tie each at the same time, appended from the largest id down: the first
      // batch read (32) holds the larger ids, and the page's one place goes to the smallest id, read later.
      for (let s = 39; s >= 0; s--) {
        const id = `s${String(s).padStart(2, "0")}`;
        db.transaction(() => appendEventRows(db, id, {}, [message(`${id}-0`, "deploy the staging build", 7)])).immediate();
      }
      const query = termQuery(db, "deploy the staging build")!;
      const page = messageTopRows(db, query, {}, 1).map(key);
      expect(page).toEqual(referenceMessagePage(db, query, {}, 1));
      expect(page[0]!.startsWith("s00#1:")).toBe(true);
    } finally {
      db.close();
    }
  });

  it("bounds a session by the rows appended since the keys were read: a newer tie appended to an old session takes the place", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      // Session "a" holds the oldest tie; 40 newer sessions hold one each, more than a batch (32).
      db.transaction(() => appendEventRows(db, "a", {}, [message("a-0", "deploy the staging build", 0)])).immediate();
      for (let s = 0; s < 40; s++) {
        const id = `b${String(s).padStart(2, "0")}`;
        db.transaction(() => appendEventRows(db, id, {}, [message(`${id}-0`, "deploy the staging build", 10 + s)])).immediate();
      }
      const query = termQuery(db, "deploy the staging build")!;
      expect(messageTopRows(db, query, {}, 1).map(key)).toEqual(referenceMessagePage(db, query, {}, 1));
      // The keys are read; now "a" gets the newest tie of all. Bounded by its time when first read, "a"
      // would come after every other session and the page would end before its rows were read.
      db.transaction(() => appendEventRows(db, "a", {}, [message("a-1", "deploy the staging build", 500)])).immediate();
      const page = messageTopRows(db, query, {}, 1).map(key);
      expect(page).toEqual(referenceMessagePage(db, query, {}, 1));
      expect(page[0]!.startsWith("a#2:")).toBe(true);
    } finally {
      db.close();
    }
  });

  it("once the page is full, reads only the ties that can still take a place, not another batch", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    const readTimes = vi.spyOn(EventKeys.prototype, "readTimes");
    try {
      // 30 sessions ten minutes apart, each holding three ties (at its latest time, 5 and 6 minutes before).
      for (let s = 0; s < 30; s++) {
        const id = `s${String(s).padStart(2, "0")}`;
        const events = [6, 5, 0].map((back, i) => message(`${id}-${i}`, "deploy the staging build", 1_000 + s * 10 - back));
        db.transaction(() => appendEventRows(db, id, {}, events)).immediate();
      }
      const query = termQuery(db, "deploy the staging build")!;
      const page = messageTopRows(db, query, {}, 50).map(key);
      expect(page).toEqual(referenceMessagePage(db, query, {}, 50));
      // The first batch (50) holds the 16 newest sessions' ties and two of the 17th's; its third can
      // still take a place and is read alone; the 18th session's latest time is below every chosen one's.
      // Then the page asks for its 50, all read already.
      expect(readTimes.mock.calls.map(([, rids]) => rids.length)).toEqual([50, 1, 50]);
    } finally {
      readTimes.mockRestore();
      db.close();
    }
  });
});
