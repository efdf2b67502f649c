import Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import type { SearchHit } from "@engram/core/store";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { ftsTokens } from "../src/fts-tokens.js";
import { messageTopRows } from "../src/message-top.js";
import { appendEventRows } from "../src/session-rows.js";
import { termQuery } from "../src/term-query.js";
import { messageTermIndex } from "../src/term-index.js";
import { entry, message, openTemp } from "./helpers.js";
import { indexedTokens, referenceMessagePage } from "./reference-pages.js";
import { expectTermIndexMatchesFts, fillEventFts, randomQuery } from "./term-index-checks.js";

const random = seededRandom(0x3e55);
const int = (n: number): number => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
/** Few words, so most are in many messages, plus words FTS5 folds or splits itself. */
const vocabulary = [...Array.from({ length: 50 }, (_, i) => `m${i.toString(36)}`), "src", "server", "ts", "Crème", "søren", "Straße", "日本語", "ss"];
const word = (): string => vocabulary[Math.floor(vocabulary.length * random() ** 1.7)]!;
const text = (): string => Array.from({ length: 1 + int(24) }, word).join(random() < 0.6 ? " " : "/");

const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "B" }, { workspace: "A", user: "u1" }, { user: "u1" }];
const key = (row: { session_id: string; seq: number; score: number }): string => `${row.session_id}#${row.seq}:${row.score}`;

describe("message term index top-k", () => {
  it("returns exactly the search spec's page, computed the plain way: same events, order and scores (bit for bit), scopes, excluded and named sessions applied", async () => {
    const { store, path } = await openTemp();
    const texts: string[] = [];
    const sessions: string[] = [];
    for (let s = 0; s < 40; s++) {
      const id = `s${s}`;
      sessions.push(id);
      const events = Array.from({ length: 20 + int(60) }, (_, i) => {
        // Repeated texts tie on score: the tie-breaks (scope, newer, session, seq) decide the page.
        const content = texts.length > 0 && random() < 0.15 ? pick(texts) : text();
        texts.push(content);
        return message(`m${i}`, content, i);
      });
      // Appends of one and of many events, interleaved across sessions' eids.
      for (let i = 0; i < events.length; ) {
        const n = random() < 0.5 ? 1 : 1 + int(20);
        await store.appendEvents(id, scopes[s % scopes.length]!, events.slice(i, i + n));
        i += n;
      }
      // Non-message events carry no text.
      await store.appendEvents(id, scopes[s % scopes.length]!, [{ at: "2025-03-01T10:00:00.000Z", type: "title", title: "t" }]);
    }
    // Deleting sessions removes their postings and totals (blocks rewritten, not appended).
    for (const id of ["s3", "s17", "s39"]) await store.deleteSession(id);
    await store.appendEvents(
      "s3",
      {},
      Array.from({ length: 30 }, (_, i) => message(`r${i}`, text(), i)),
    );
    for (let i = 0; i < 100; i++) {
      const s = int(3);
      await store.appendEvents(`s${s}`, scopes[s]!, [message(`t${i}`, text(), i)]);
    }
    // Records are part of the collection too: their counts enter every message's idf.
    for (let i = 0; i < 150; i++) await store.put(entry(`e${i}`, text(), { scope: pick(scopes) }));

    const db = new Database(path, { readonly: true });
    try {
      // Some events wait in the term index's tail (their postings not yet in the blocks); searches see them.
      expect(db.prepare("SELECT count(*) FROM events_tokens WHERE eid > (SELECT merged FROM events_text_stats)").pluck().get()).toBeGreaterThan(0);
      const tokens = indexedTokens(db);
      let compared = 0;
      for (let q = 0; q < 150; q++) {
        const query = randomQuery(random, texts, word, 16);
        const indexed = termQuery(db, query);
        if (indexed === undefined) continue;
        const scope = pick(scopes);
        const excluded = random() < 0.5 ? [] : Array.from({ length: 1 + int(3) }, () => pick(sessions));
        // The search's `sessionIds`: a few sessions (some not visible in the scope, one that does not exist).
        const only = random() < 0.6 ? undefined : [...Array.from({ length: int(6) }, () => pick(sessions)), "none"];
        for (const limit of [1, 10, 200]) {
          const expected = referenceMessagePage(db, indexed, scope, limit, excluded, tokens, only);
          const options = only === undefined ? {} : { onlySessions: only };
          expect(messageTopRows(db, indexed, scope, limit, excluded, options).map(key), `${query} ${limit} ${only?.join(",")}`).toEqual(expected);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(400);
    } finally {
      db.close();
    }
  }, 120_000);

  it("stays exact on a connection that appends between its searches (tail rows arriving, merged every 32)", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const texts: string[] = [];
      const append = (session: string, seq: number): void => {
        const content = texts.length > 0 && random() < 0.2 ? pick(texts) : text();
        texts.push(content);
        db.transaction(() => appendEventRows(db, session, {}, [message(`m${seq}`, content, seq)])).immediate();
      };
      for (let i = 0; i < 120; i++) append(`s${i % 4}`, i);
      let compared = 0;
      for (let round = 0; round < 90; round++) {
        // One or two appends (the current session's turn and reply), then the next call's search.
        for (let k = 0; k < 1 + int(2); k++) append(`s${int(4)}`, 1000 + round * 2 + k);
        const query = randomQuery(random, texts, word, 12);
        const indexed = termQuery(db, query);
        if (indexed === undefined) continue;
        const excluded = [`s${int(4)}`];
        expect(messageTopRows(db, indexed, {}, 50, excluded).map(key), `${query} round ${round}`).toEqual(referenceMessagePage(db, indexed, {}, 50, excluded));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(80);
    } finally {
      db.close();
    }
  }, 60_000);

  it("knows which session a reused rowid belongs to after the newest session was deleted", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("keep", {}, [message("k1", "alpha beta", 1)]);
    await store.appendEvents(
      "gone",
      {},
      [1, 2, 3].map((i) => message(`g${i}`, `alpha gamma ${i}`, i)),
    );
    const hit = (h: SearchHit): string => (h.target === "message" ? `${h.sessionId}#${h.event.seq}` : "");
    expect((await store.search({ text: "alpha", scope: {}, targets: ["message"] })).map(hit).sort()).toEqual(["gone#1", "gone#2", "gone#3", "keep#1"]);
    const eids = (): number[] => {
      const db = new Database(path, { readonly: true });
      try {
        return db.prepare("SELECT eid FROM events ORDER BY eid").pluck().all() as number[];
      } finally {
        db.close();
      }
    };
    const before = eids();
    await store.deleteSession("gone");
    await store.appendEvents(
      "fresh",
      { workspace: "w2" },
      [1, 2, 3].map((i) => message(`f${i}`, `alpha delta ${i}`, i)),
    );
    // The new session's events took the deleted ones' rowids.
    expect(eids()).toEqual(before);
    expect((await store.search({ text: "alpha", scope: {}, targets: ["message"] })).map(hit)).toEqual(["keep#1"]);
    expect((await store.search({ text: "alpha", scope: { workspace: "w2" }, targets: ["message"] })).map(hit).sort()).toEqual([
      "fresh#1",
      "fresh#2",
      "fresh#3",
      "keep#1",
    ]);
  });

  it("holds FTS5's own tokens, totals and document counts through appends and deletes", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("a", {}, [message("x", "Crème brûlée at Søren's in Łódź, Straße 日本語 ǅemal ﬁx")]);
    for (let s = 0; s < 5; s++)
      await store.appendEvents(
        `s${s}`,
        {},
        Array.from({ length: 300 }, (_, i) => message(`m${i}`, text(), i)),
      );
    await store.deleteSession("s2");
    const db = new Database(path);
    try {
      expect(ftsTokens(db, "creme søren")).toEqual(["creme", ...ftsTokens(db, "søren")]);
      fillEventFts(db);
      expectTermIndexMatchesFts(db, "events_fts", messageTermIndex);
    } finally {
      db.close();
    }
  });
});
