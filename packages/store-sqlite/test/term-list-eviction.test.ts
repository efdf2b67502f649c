import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cachedList, listCache, rememberList } from "../src/term-list-cache.js";
import { TermList } from "../src/term-list.js";

/** A list of `df` postings (only its count matters to the cache). */
function list(term: string, df: number): TermList {
  const made = new TermList(term, false);
  made.df = df;
  return made;
}

describe("the posting-list cache's bound", () => {
  it("drops the least recently used lists past 4,000,000 postings, never the list just added", () => {
    const db = new Database(":memory:");
    try {
      const cache = listCache(db, "events_terms");
      const [a, b, c] = [list("a", 1_500_000), list("b", 1_500_000), list("c", 1_500_000)];
      rememberList(cache, a);
      rememberList(cache, b);
      // a is used after b: b is now the least recently used, and goes when c passes the bound.
      expect(cachedList(cache, "a")).toBe(a);
      rememberList(cache, c);
      expect(cachedList(cache, "b")).toBeUndefined();
      expect(cachedList(cache, "a")).toBe(a);
      expect(cachedList(cache, "c")).toBe(c);
      expect(cache.lists.weight).toBe(3_000_000);
      // A list larger than the bound stays alone.
      const huge = list("huge", 5_000_000);
      rememberList(cache, huge);
      expect(cachedList(cache, "a")).toBeUndefined();
      expect(cachedList(cache, "c")).toBeUndefined();
      expect(cachedList(cache, "huge")).toBe(huge);
      expect(cache.lists.weight).toBe(5_000_000);
      // The same term remembered again is counted once; an empty list counts 1.
      rememberList(cache, list("huge", 10));
      rememberList(cache, list("none", 0));
      expect(cache.lists.weight).toBe(11);
      expect(cache.lists.size).toBe(2);
    } finally {
      db.close();
    }
  });
});
