import { describe, expect, it } from "vitest";
import { createInMemoryStore, excerptAround, keywordDensity, recallSessions } from "./core-internals.js";
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

  it("scores keyword density and cuts excerpts around the first match", () => {
    expect(keywordDensity("token refresh broke the token cache", ["token", "refresh"])).toBe(0.6);
    const text = `${"x ".repeat(100)}the token refresh bug ${"y ".repeat(100)}`;
    const excerpt = excerptAround(text, ["token"], 60);
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt).toContain("token refresh bug");
    expect(excerpt.endsWith("…")).toBe(true);
  });
});
