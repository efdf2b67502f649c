import Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { messageTopRows } from "../src/message-top.js";
import { termQuery } from "../src/term-query.js";
import { appendTexts, openTemp } from "./helpers.js";
import { indexedTokens, referenceMessagePage } from "./reference-pages.js";

const key = (row: { session_id: string; seq: number; score: number }): string => `${row.session_id}#${row.seq}:${row.score}`;

describe("message top-k: blocks bounded below the page are not scored", () => {
  it("skips the blocks whose stored counts and lengths keep every row below the page, and returns the page scored every block", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const filler = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
      // Five blocks of long messages holding one common word (a low weight each), then short messages
      // holding a rare word and the common one, some repeated (ties) and in other scopes.
      for (let s = 0; s < 50; s++) {
        appendTexts(
          db,
          `long${s}`,
          s % 3 === 0 ? { workspace: "A" } : {},
          Array.from({ length: 110 }, (_, i) => `common ${filler} ${i}`),
        );
      }
      for (let s = 0; s < 6; s++) {
        appendTexts(
          db,
          `rare${s}`,
          s % 2 === 0 ? { workspace: "A" } : {},
          Array.from({ length: 60 }, (_, i) => (i % 4 === 0 ? "rare common" : `rare common note ${i % 7}`)),
        );
      }
      const query = termQuery(db, "rare common")!;
      const tokens = indexedTokens(db);
      for (const scope of [{}, { workspace: "A" }] as Scope[]) {
        for (const limit of [1, 20, 100]) {
          const stats = { blocksSkipped: 0, postingsSkipped: 0 };
          const pruned = messageTopRows(db, query, scope, limit, [], { stats }).map(key);
          expect(stats.blocksSkipped, `${JSON.stringify(scope)} ${limit}`).toBeGreaterThanOrEqual(4);
          expect(pruned).toEqual(messageTopRows(db, query, scope, limit, [], { prune: false }).map(key));
          expect(pruned).toEqual(referenceMessagePage(db, query, scope, limit, [], tokens));
        }
      }
      // A page the rare word cannot fill reaches the common word's blocks: nothing is skipped.
      const stats = { blocksSkipped: 0, postingsSkipped: 0 };
      const wide = messageTopRows(db, query, {}, 1000, [], { stats }).map(key);
      expect(stats.blocksSkipped).toBe(0);
      expect(wide).toEqual(referenceMessagePage(db, query, {}, 1000, [], tokens));
    } finally {
      db.close();
    }
  }, 120_000);

  it("scores within a block only the rows a term that can carry one onto the page holds, and only rows in scope", async () => {
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      // Two blocks' worth of rows holding only the common word, in the root scope and in workspace B,
      // each block starting with three short rows holding the rare word too. Rowids from 1: block 0 holds
      // short0, a0 and 520 of b0's rows, block 1 the last of b0's, short1, a1 and 520 of b1's, block 2 the last.
      const filler = (i: number): string => `common pad${i % 5} pad${i % 7} pad${i % 11}`;
      for (let half = 0; half < 2; half++) {
        appendTexts(db, `short${half}`, {}, ["rare common", "rare common", "rare common"], 0);
        appendTexts(
          db,
          `a${half}`,
          {},
          Array.from({ length: 500 }, (_, i) => filler(i)),
        );
        appendTexts(
          db,
          `b${half}`,
          { workspace: "B" },
          Array.from({ length: 521 }, (_, i) => filler(i)),
        );
      }
      const query = termQuery(db, "rare common")!;
      const tokens = indexedTokens(db);
      // Block 0 is scored first (its bound ties block 1's) and fills the page of 3; in block 1 the common
      // word alone cannot reach it, so its 1,021 rows holding only that word are never weighed, and block 2
      // is skipped. A search that cannot see workspace B never weighs b0's 520 rows of block 0 either.
      const expected = [
        { scope: { workspace: "B" }, skipped: { blocksSkipped: 1, postingsSkipped: 1_021 } },
        { scope: { workspace: "A" }, skipped: { blocksSkipped: 1, postingsSkipped: 1_021 + 520 } },
        { scope: {}, skipped: { blocksSkipped: 1, postingsSkipped: 1_021 + 520 } },
      ];
      for (const { scope, skipped } of expected) {
        const stats = { blocksSkipped: 0, postingsSkipped: 0 };
        const pruned = messageTopRows(db, query, scope, 3, [], { stats }).map(key);
        expect(pruned).toEqual(referenceMessagePage(db, query, scope, 3, [], tokens));
        expect(pruned).toEqual(messageTopRows(db, query, scope, 3, [], { prune: false }).map(key));
        expect(stats, JSON.stringify(scope)).toEqual(skipped);
      }
      // A page wider than the rare rows: every row can reach it, and every one is weighed.
      const stats = { blocksSkipped: 0, postingsSkipped: 0 };
      const wide = messageTopRows(db, query, { workspace: "B" }, 100, [], { stats }).map(key);
      expect(wide).toHaveLength(100);
      expect(wide).toEqual(referenceMessagePage(db, query, { workspace: "B" }, 100, [], tokens));
      expect(stats).toEqual({ blocksSkipped: 0, postingsSkipped: 0 });
    } finally {
      db.close();
    }
  }, 120_000);

  it("returns exactly the page scored the plain way over many blocks of words that come and go, ties, scopes, excluded sessions and tail rows", async () => {
    const random = seededRandom(0x51ce);
    const int = (n: number): number => Math.floor(random() * n);
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "B" }, { workspace: "A", user: "u1" }];
      const texts: string[] = [];
      // Each era's words are its own (rare overall, frequent in a few blocks), beside words of every era.
      const wordOf = (era: number): string => (random() < 0.5 ? `e${era}w${int(12)}` : `all${Math.floor(8 * random() ** 2)}`);
      let seq = 0;
      for (let era = 0; era < 8; era++) {
        for (let s = 0; s < 12; s++) {
          const batch = Array.from({ length: 40 + int(40) }, () => {
            const text = texts.length > 0 && random() < 0.1 ? texts[int(texts.length)]! : Array.from({ length: 1 + int(20) }, () => wordOf(era)).join(" ");
            texts.push(text);
            return text;
          });
          const session = `s${int(30)}`;
          appendTexts(db, session, scopes[Number(session.slice(1)) % scopes.length]!, batch, seq);
          seq += batch.length;
        }
      }
      const tokens = indexedTokens(db);
      let skipped = 0;
      let postingsSkipped = 0;
      let compared = 0;
      for (let q = 0; q < 60; q++) {
        const era = int(8);
        const words = Array.from({ length: 1 + int(4) }, () => wordOf(era));
        const query = termQuery(db, random() < 0.2 ? texts[int(texts.length)]! : words.join(" "));
        if (query === undefined) continue;
        const scope = scopes[int(scopes.length)]!;
        const excluded = random() < 0.3 ? [`s${int(30)}`] : [];
        for (const limit of [1, 10, 50]) {
          const stats = { blocksSkipped: 0, postingsSkipped: 0 };
          const pruned = messageTopRows(db, query, scope, limit, excluded, { stats }).map(key);
          skipped += stats.blocksSkipped;
          postingsSkipped += stats.postingsSkipped;
          expect(pruned, `${words.join(" ")} ${limit}`).toEqual(messageTopRows(db, query, scope, limit, excluded, { prune: false }).map(key));
          expect(pruned, `${words.join(" ")} ${limit}`).toEqual(referenceMessagePage(db, query, scope, limit, excluded, tokens));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(150);
      expect(skipped).toBeGreaterThan(0);
      expect(postingsSkipped).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  }, 120_000);
});
