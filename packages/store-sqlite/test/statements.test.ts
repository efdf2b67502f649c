import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cachedStatement } from "../src/statements.js";

describe("cachedStatement", () => {
  it("keeps the shapes in use prepared past 256 others, and drops the least recently used", () => {
    const db = new Database(":memory:");
    try {
      const hot = cachedStatement(db, "SELECT 1 AS hot");
      const once = cachedStatement(db, "SELECT 0 AS n");
      expect(cachedStatement(db, "SELECT 1 AS hot")).toBe(hot);
      for (let i = 1; i <= 600; i++) {
        cachedStatement(db, `SELECT ${i} AS n`);
        // Run every 50 shapes, as a search's statements are on every call: never prepared again.
        if (i % 50 === 0) expect(cachedStatement(db, "SELECT 1 AS hot")).toBe(hot);
      }
      expect(cachedStatement(db, "SELECT 1 AS hot")).toBe(hot);
      // Used once, 600 shapes ago: prepared again.
      const again = cachedStatement(db, "SELECT 0 AS n");
      expect(again).not.toBe(once);
      expect(again.get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});
