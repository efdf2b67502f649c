import Database from "better-sqlite3";
import { normalizedText } from "@engram/core/store-kit";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { ftsTokenizer, ftsTokens } from "../src/fts-tokens.js";

const random = seededRandom(0xf75);
const words = [
  "cache",
  "retry",
  "Crème",
  "brûlée",
  "Søren's",
  "Łódź",
  "Straße",
  "日本語",
  "ǅemal",
  "ﬁx",
  "x²",
  "½",
  "한국어",
  "ไทย",
  "हिन्दी",
  "naïve",
  "src/server.ts",
  "v2",
];
const text = (): string => Array.from({ length: 1 + Math.floor(random() * 12) }, () => words[Math.floor(random() * words.length)]).join(" ");

describe("ftsTokens", () => {
  it("gives exactly FTS5's tokens of the whole text, word by word, however often a word was seen", () => {
    const db = new Database(":memory:");
    try {
      db.exec(`CREATE VIRTUAL TABLE whole USING fts5(body, tokenize = '${ftsTokenizer}');
               CREATE VIRTUAL TABLE whole_vocab USING fts5vocab(whole, instance);`);
      const insert = db.prepare("INSERT INTO whole (rowid, body) VALUES (?, ?)");
      const instances = db.prepare(`SELECT term FROM whole_vocab WHERE doc = ? ORDER BY "offset"`).pluck();
      for (let i = 1; i <= 300; i++) {
        const indexed = normalizedText(text());
        insert.run(i, indexed);
        expect(ftsTokens(db, indexed), indexed).toEqual(instances.all(i));
      }
      // A word past 64 characters is tokenized without being remembered, with the same result.
      const long = normalizedText(`${"ł".repeat(70)} søren`);
      insert.run(301, long);
      expect(ftsTokens(db, long)).toEqual(instances.all(301));
    } finally {
      db.close();
    }
  });
});
