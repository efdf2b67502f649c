import { describe, expect, it } from "vitest";
import { createInMemoryStore, excerptAround, keywordDensity, recallSessions, stemWord, tokenize } from "./core-internals.js";
import { archive, daysAgo } from "./recall-helpers.js";

const scope = { workspace: "w" };

describe("recallSessions", () => {
  it("returns excerpts of earlier sessions, an exact match first, with session, seq, time and role", async () => {
    const store = createInMemoryStore();
    await archive(store, "s1", scope, daysAgo(5), [
      { id: "a", text: "we should check the token refresh logic later, token handling is messy" },
      { id: "b", text: "lunch?" },
    ]);
    await archive(store, "s2", scope, daysAgo(2), [{ id: "c", text: "root cause: token refresh uses return inside eval" }]);
    await archive(store, "s-now", scope, daysAgo(0), [{ id: "d", text: "token refresh again" }]);
    await archive(store, "other", { workspace: "x" }, daysAgo(1), [{ id: "e", text: "token refresh elsewhere" }]);
    const excerpts = await recallSessions({ store, scope, query: "token refresh uses return", excludeSessionId: "s-now" });
    expect(excerpts.map((excerpt) => [excerpt.sessionId, excerpt.seq, excerpt.role])).toEqual([
      ["s2", 1, "user"],
      ["s1", 1, "user"],
    ]);
    expect(excerpts[0]).toMatchObject({ at: daysAgo(2), excerpt: "root cause: token refresh uses return inside eval" });
    expect(excerpts[0]!.score).toBeGreaterThan(excerpts[1]!.score + 0.5);
  });

  it("honours maxSessions (newest first) and maxResults", async () => {
    const store = createInMemoryStore();
    await archive(store, "old", scope, daysAgo(9), [{ id: "a", text: "flaky test in ci" }]);
    await archive(store, "new", scope, daysAgo(1), [
      { id: "b", text: "flaky test again" },
      { id: "c", text: "flaky test fixed" },
    ]);
    const one = await recallSessions({ store, scope, query: "flaky test", maxSessions: 1 });
    expect(new Set(one.map((excerpt) => excerpt.sessionId))).toEqual(new Set(["new"]));
    expect(await recallSessions({ store, scope, query: "flaky test", maxResults: 1 })).toHaveLength(1);
    expect(await recallSessions({ store, scope, query: "the" })).toEqual([]);
  });

  it("finds a recent session's turn that 200 better turns of older sessions would push off a search of all sessions", async () => {
    const store = createInMemoryStore();
    // 25 older sessions of 10 turns each say the words twice (the better BM25 match); the recent one once.
    for (let s = 0; s < 25; s++) {
      const turns = Array.from({ length: 10 }, (_, i) => ({ id: `o${s}-${i}`, text: `cache eviction cache eviction note ${s} ${i}` }));
      await archive(store, `older-${String(s).padStart(2, "0")}`, scope, daysAgo(60 - s), turns);
    }
    await archive(store, "recent", scope, daysAgo(1), [{ id: "r", text: "the cache eviction bug is back" }]);
    const all = await store.search({ text: "cache eviction", targets: ["message"], scope, limit: 200 });
    expect(all.some((hit) => hit.target === "message" && hit.sessionId === "recent")).toBe(false);
    const excerpts = await recallSessions({ store, scope, query: "cache eviction", maxSessions: 1 });
    expect(excerpts.map((excerpt) => [excerpt.sessionId, excerpt.seq, excerpt.excerpt])).toEqual([["recent", 1, "the cache eviction bug is back"]]);
    // The 20 newest sessions: the recent one and 19 older ones, each of their turns a candidate.
    const twenty = await recallSessions({ store, scope, query: "cache eviction", maxResults: 200 });
    expect(twenty).toHaveLength(1 + 19 * 10);
    expect(new Set(twenty.map((excerpt) => excerpt.sessionId)).size).toBe(20);
  });

  it("scores keyword density and cuts excerpts around the first match", () => {
    expect(keywordDensity("token refresh broke the token cache", ["token", "refresh"])).toBe(0.6);
    const text = `${"x ".repeat(100)}the token refresh bug ${"y ".repeat(100)}`;
    const excerpt = excerptAround(text, ["token"], 60);
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt).toContain("token refresh bug");
    expect(excerpt.endsWith("…")).toBe(true);
  });

  it("gives the density its remembered word stems give, and the same as reading each text afresh", () => {
    const plain = (text: string, stems: readonly string[]): number => {
      const words = tokenize(text);
      if (words.length === 0 || stems.length === 0) return 0;
      return words.filter((word) => new Set(stems).has(stemWord(word))).length / words.length;
    };
    const texts = [
      "token refresh broke the token cache",
      "Tokens refreshed; the tokenizer's cache, cached twice",
      "Crème brûlée TOKEN 日本語のトークン refresh",
      "",
      "the and of",
      `${"refreshing tokens ".repeat(400)}end`, // past the 4,096 characters the memo keeps
    ];
    const queries = [["token", "refresh"], ["cache"], [], ["トークン", "token"]];
    for (let round = 0; round < 2; round++) {
      for (const text of texts) for (const stems of queries) expect(keywordDensity(text, stems), `${text.slice(0, 30)} ${stems}`).toBe(plain(text, stems));
    }
    // tokens, refreshed, tokenizer, s, cache, cached, twice: two of seven words are a query stem.
    expect(keywordDensity(texts[1]!, ["token", "refresh"])).toBe(2 / 7);
  });
});
