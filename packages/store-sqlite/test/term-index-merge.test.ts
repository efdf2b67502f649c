import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { messageTermIndex } from "../src/term-index.js";
import { message, openTemp } from "./helpers.js";
import { expectTermIndexMatchesFts, fillEventFts } from "./term-index-checks.js";

describe("the message term index's merges", () => {
  it("find every stored block they change, whatever its term looks like in JSON, and lose no posting", async () => {
    const { store, path } = await openTemp();
    // Terms a JSON round trip could misread (numbers, literals, escapes, other scripts): every merge after
    // the first changes blocks these terms already have, which one statement reads for all of them.
    const words = ["1e5", "0x1f", "null", "true", "crème", "日本語", "o'brien", "back\\slash", 'quote"d', "tab\tbed", "123"];
    for (let i = 0; i < 200; i++) {
      const text = Array.from({ length: 1 + (i % 5) }, (_, j) => words[(i + j * 3) % words.length]).join(" ");
      await store.appendEvents(`s${i % 3}`, {}, [message(`m${i}`, text, i)]);
    }
    const db = new Database(path);
    try {
      fillEventFts(db);
      // 200 rows: 6 merges of 32 went into the blocks, 8 rows wait in the tail.
      expect(db.prepare("SELECT merged FROM events_text_stats").pluck().get()).toBe(192);
      expect(db.prepare("SELECT sum(n) FROM events_terms WHERE term = '123'").pluck().get()).toBe(
        db.prepare("SELECT count(*) FROM events_tokens WHERE rowid <= 192 AND ' ' || tokens || ' ' LIKE '% 123 %'").pluck().get(),
      );
      expectTermIndexMatchesFts(db, "events_fts", messageTermIndex);
    } finally {
      db.close();
    }
  });
});
