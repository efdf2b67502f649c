import Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { messageTopRows } from "../src/message-top.js";
import { termQuery } from "../src/term-query.js";
import { appendTexts, openTemp } from "./helpers.js";
import { indexedTokens, referenceMessagePage } from "./reference-pages.js";

const key = (row: { session_id: string; seq: number; score: number }): string => `${row.session_id}#${row.seq}:${row.score}`;

// Same words, same length: a hit and a miss score alike until the phrase boost tells them apart.
const hit = "alpha beta gamma delta";
const miss = "beta gamma alpha delta";

describe("message top-k: only the phrase rows that reach the page are checked for the phrase", () => {
  it("checks the page's rows alone when they hold the phrase, and every row the plain way", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      // 300 older misses, then 300 newer hits: every row ties before the check, the newest first.
      for (let s = 0; s < 6; s++) appendTexts(db, `old${s}`, {}, Array(50).fill(miss), 0, s * 100);
      for (let s = 0; s < 6; s++) appendTexts(db, `new${s}`, {}, Array(50).fill(hit), 0, 10_000 + s * 100);
      const query = termQuery(db, "alpha beta")!;
      const tokens = indexedTokens(db);
      for (const limit of [1, 20, 200]) {
        const checks = { rows: 0, statements: 0 };
        const page = messageTopRows(db, query, {}, limit, [], { phraseChecks: checks }).map(key);
        expect(checks, `limit ${limit}`).toEqual({ rows: limit, statements: 1 });
        const plainChecks = { rows: 0, statements: 0 };
        expect(messageTopRows(db, query, {}, limit, [], { prune: false, phraseChecks: plainChecks }).map(key)).toEqual(page);
        expect(plainChecks).toEqual({ rows: 600, statements: 1 });
        expect(page).toEqual(referenceMessagePage(db, query, {}, limit, [], tokens));
      }
    } finally {
      db.close();
    }
  }, 120_000);

  it("when a row of the page misses the phrase, checks every other row once and returns the plain page", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      // 300 older hits, then 60 newer misses: the page's first choices all fail the check.
      for (let s = 0; s < 6; s++) appendTexts(db, `old${s}`, {}, Array(50).fill(hit), 0, s * 100);
      for (let s = 0; s < 2; s++) appendTexts(db, `new${s}`, {}, Array(30).fill(miss), 0, 10_000 + s * 100);
      const query = termQuery(db, "alpha beta")!;
      const tokens = indexedTokens(db);
      for (const limit of [1, 20, 400]) {
        const checks = { rows: 0, statements: 0 };
        const page = messageTopRows(db, query, {}, limit, [], { phraseChecks: checks }).map(key);
        expect(page).toEqual(referenceMessagePage(db, query, {}, limit, [], tokens));
        // The page's rows (misses), then the other 360 - limit: two statements, each row read once (one
        // when the page holds every row).
        expect(checks, `limit ${limit}`).toEqual({ rows: 360, statements: limit < 360 ? 2 : 1 });
      }
      const page = messageTopRows(db, query, {}, 20, []).map(key);
      expect(page.every((row) => row.startsWith("old5#"))).toBe(true);
    } finally {
      db.close();
    }
  }, 120_000);

  it("returns exactly the plain page over hits and misses of every score, ties, scopes and excluded sessions", async () => {
    const random = seededRandom(0x9a11);
    const int = (n: number): number => Math.floor(random() * n);
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "B" }, { workspace: "A", user: "u1" }];
      const pads = ["", " pad", " pad pad", " other pad words"];
      const texts = [hit, miss, "alpha gamma", "beta delta", "alpha beta", "beta alpha", "gamma alpha beta alpha beta"];
      let seq = 0;
      for (let batch = 0; batch < 60; batch++) {
        const session = `s${int(20)}`;
        const rows = Array.from({ length: 10 + int(50) }, () => texts[int(texts.length)]! + pads[int(pads.length)]!);
        appendTexts(db, session, scopes[Number(session.slice(1)) % scopes.length]!, rows, seq, int(5) * 1000 + batch);
        seq += rows.length;
      }
      const tokens = indexedTokens(db);
      let compared = 0;
      let fewer = 0;
      for (const text of ["alpha beta", "beta alpha", "alpha beta gamma", "gamma alpha", "beta gamma alpha delta", "alpha beta alpha"]) {
        const query = termQuery(db, text)!;
        for (const scope of scopes) {
          for (const excluded of [[], [`s${int(20)}`, `s${int(20)}`]]) {
            for (const limit of [1, 7, 50, 400, 5000]) {
              const checks = { rows: 0, statements: 0 };
              const plainChecks = { rows: 0, statements: 0 };
              const page = messageTopRows(db, query, scope, limit, excluded, { phraseChecks: checks }).map(key);
              const context = `${text} ${JSON.stringify(scope)} ${excluded.join(",")} ${limit}`;
              expect(page, context).toEqual(messageTopRows(db, query, scope, limit, excluded, { prune: false, phraseChecks: plainChecks }).map(key));
              expect(page, context).toEqual(referenceMessagePage(db, query, scope, limit, excluded, tokens));
              if (checks.rows < plainChecks.rows) fewer += 1;
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBe(240);
      expect(fewer).toBe(50);
    } finally {
      db.close();
    }
  }, 120_000);
});
