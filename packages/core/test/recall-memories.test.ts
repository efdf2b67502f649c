import { describe, expect, it } from "vitest";
import { blockOverhead, createInMemoryStore, explainRecall, isEngramError, markRecalledUsed, recallMemories } from "./core-internals.js";
import { archive, charTokens, daysAgo, entry, recallNow } from "./recall-helpers.js";

const scope = { workspace: "w", session: "s-now" };
const base = { scope, countTokens: charTokens, now: recallNow, budgetTokens: 2000 } as const;

describe("recallMemories", () => {
  it("ranks by relevance and reports every signal", async () => {
    const store = createInMemoryStore();
    await store.put(entry("db", "The project database is PostgreSQL 16", { importance: 0.8 }));
    await store.put(entry("style", "Indent with two spaces"));
    const result = await recallMemories({ ...base, store, query: "which database do we use?" });
    expect(result.items.map((item) => item.source)).toEqual([{ kind: "entry", id: "db", key: "db" }]);
    const [item] = result.items;
    expect(item?.ids).toEqual(["m-db"]);
    // relevance: the best BM25 share (1) × (0.5 + 0.5 × 1 of the query's 2 words, "database" and "use");
    // total: 0.75 × (1 + 0.15*0.8 importance + 0.1*recency(1 day, half-life 30) + 0.05*scope(workspace 0.25))
    expect(item?.signals).toEqual({
      relevance: 0.75,
      importance: 0.8,
      recency: 0.97716,
      use: 0,
      scope: 0.25,
      staleness: 0,
      total: 0.922662,
    });
    expect(item?.tokens).toBe(charTokens("- [2026-03-09, 1 day ago] The project database is PostgreSQL 16"));
    expect(result.block).toContain("- [2026-03-09, 1 day ago] The project database is PostgreSQL 16");
    expect(result.tokens).toBe(charTokens(result.block));
    expect(result.explanation.items[0]?.signals.total).toBe(0.922662);
  });

  it("rejects a duplicateOverlap that is not a share above 0, naming the option and what it expects", async () => {
    const store = createInMemoryStore();
    await store.put(entry("db", "The project database is PostgreSQL 16"));
    for (const duplicateOverlap of [0, -0.5, Number.NaN, Number.POSITIVE_INFINITY, "0.6" as unknown as number]) {
      const error = await recallMemories({ ...base, store, query: "database", duplicateOverlap }).catch((caught: unknown) => caught);
      expect(isEngramError(error, "INVALID_OPTIONS")).toBe(true);
      expect((error as Error).message).toBe(
        `Invalid duplicateOverlap ${String(duplicateOverlap)}: expected a share of shared words above 0 (0.6 by default; above 1 keeps near-duplicates).`,
      );
    }
    expect((await store.get("entry", "db"))?.content).toBe("The project database is PostgreSQL 16");
  });

  it("breaks a tie by scope precedence: the session's memory before the workspace's", async () => {
    const store = createInMemoryStore();
    await store.put(entry("ws", "Deploys run on Fridays"));
    await store.put(entry("sess", "Deploys run on Fridays", { scope }));
    const result = await recallMemories({ ...base, store, query: "deploys", duplicateOverlap: 1.1 });
    expect(result.items.map((item) => item.source.kind === "entry" && item.source.id)).toEqual(["sess", "ws"]);
    expect(result.items[0]!.signals.total - result.items[1]!.signals.total).toBeCloseTo(0.05 * 0.75, 6);
  });

  it("penalises entries unused past staleAfterDays, never pinned ones", async () => {
    const store = createInMemoryStore();
    await store.put(entry("old", "Cache lives in redis", { lastUsedAt: daysAgo(90), updatedAt: daysAgo(90) }));
    await store.put(entry("pinned", "Cache keys expire hourly in redis", { pinned: true, lastUsedAt: daysAgo(90), updatedAt: daysAgo(90) }));
    const result = await recallMemories({ ...base, store, query: "redis cache" });
    const staleness = Object.fromEntries(result.items.map((item) => [item.source.kind === "entry" ? item.source.id : "", item.signals.staleness]));
    expect(staleness).toEqual({ old: 0.5, pinned: 0 });
  });

  it("removes near-duplicates, keeping the better one", async () => {
    const store = createInMemoryStore();
    await store.put(entry("a", "Run tests with vitest run", { importance: 0.9 }));
    await store.put(entry("b", "Run the tests with vitest run", { importance: 0.2 }));
    const result = await recallMemories({ ...base, store, query: "how to run tests" });
    expect(result.items.map((item) => item.source.kind === "entry" && item.source.id)).toEqual(["a"]);
  });

  it("packs within the budget and explains the best left out", async () => {
    const store = createInMemoryStore();
    await store.put(entry("long", `Release notes: ${"release checklist item. ".repeat(40)}`, { importance: 1 }));
    await store.put(entry("short", "Release on Tuesdays", { importance: 0 }));
    const probe = await recallMemories({ ...base, store, query: "release" });
    const short = probe.items.find((item) => item.source.kind === "entry" && item.source.id === "short")!;
    const overhead = blockOverhead(charTokens);
    const budget = overhead + short.tokens + 5;
    const result = await recallMemories({ ...base, store, query: "release", budgetTokens: budget });
    expect(result.items.map((item) => item.source.kind === "entry" && item.source.id)).toEqual(["short"]);
    expect(result.tokens).toBeLessThanOrEqual(budget);
    expect(result.leftOut.map((item) => [item.source.kind === "entry" && item.source.id, item.reason])).toEqual([["long", "budget"]]);
    expect(explainRecall("release", budget, result).leftOut[0]?.reason).toBe("budget");
    expect((await recallMemories({ ...base, store, query: "release", budgetTokens: 0 })).block).toBe("");
  });

  it("recalls archived turns with speaker, date and their ids, merging close hits of one session and marking the turn left out between them", async () => {
    const store = createInMemoryStore();
    const at = daysAgo(3);
    await archive(store, "s-old", { workspace: "w" }, at, [
      { id: "t1", text: "Ana: I adopted a puppy named Biscuit", speaker: "Ana" },
      { id: "t2", text: "Ben: Cute! Tell me more", speaker: "Ben" },
      { id: "t3", text: "Ana: Biscuit is a beagle, a hound breed puppy", speaker: "Ana" },
      { id: "t4", text: "Ben: Unrelated talk about trains", speaker: "Ben" },
    ]);
    const result = await recallMemories({ ...base, store, query: "What breed is Ana's puppy Biscuit?" });
    const [first] = result.items;
    // "Cute! Tell me more" adds no matched evidence: it is left out, marked "…".
    expect(first?.source).toEqual({ kind: "message", sessionId: "s-old", seq: 3, seqs: [1, 3] });
    expect(first?.ids).toEqual(["t1", "D-t1", "t3", "D-t3"]);
    expect(first?.text).toBe("Ana: I adopted a puppy named Biscuit\n…\nAna: Biscuit is a beagle, a hound breed puppy");
    expect(result.block).toContain(`- [${at.slice(0, 10)}, 3 days ago] Ana: I adopted a puppy named Biscuit\n  …\n  Ana: Biscuit is a beagle`);
    expect(result.block).toContain("Memories older than a day may be outdated; verify before relying on it.");
  });

  it("labels a turn without a speaker by its role and fences tool output", async () => {
    const store = createInMemoryStore();
    await archive(store, "s-old", { workspace: "w" }, daysAgo(0.5), [{ id: "u1", text: "the linter config lives in biome.json" }]);
    const result = await recallMemories({ ...base, store, query: "linter config" });
    expect(result.items[0]?.text).toBe("user: the linter config lives in biome.json");
    expect(result.block).not.toContain("may be outdated");
  });

  it("favours a memory written in the month the query names, and turns by the speaker it names", async () => {
    const store = createInMemoryStore();
    await store.put(entry("jan", "Auth standup notes", { updatedAt: "2026-01-15T10:00:00.000Z", lastUsedAt: daysAgo(1) }));
    await store.put(entry("feb", "Auth standup notes.", { updatedAt: "2026-02-15T10:00:00.000Z", lastUsedAt: daysAgo(1) }));
    const months = await recallMemories({ ...base, store, query: "auth standup in January", duplicateOverlap: 1.1 });
    expect(months.items.map((item) => [item.source.kind === "entry" && item.source.id, item.signals.relevance])).toEqual([
      // Each holds 2 of the query's 3 words (0.5 + 0.5 × 2/3 of its BM25 share); +0.2 written in the month named.
      ["jan", 1.033333],
      // Written in another month than the one named: 30% less relevant.
      ["feb", 0.583333],
    ]);
    const talk = createInMemoryStore();
    await archive(talk, "s1", { workspace: "w" }, daysAgo(2), [
      { id: "x1", text: "Ben: Ana loves jazz piano", speaker: "Ben" },
      { id: "x2", text: "Ana: weather is nice", speaker: "Ana" },
      { id: "x3", text: "Ben: more weather", speaker: "Ben" },
      { id: "x4", text: "Ana: weather again", speaker: "Ana" },
      { id: "x5", text: "Ana: I play jazz piano", speaker: "Ana" },
    ]);
    const speaker = await recallMemories({ ...base, store: talk, query: "What does Ana play? jazz piano" });
    expect(speaker.items[0]?.ids).toEqual(["x5", "D-x5"]);
    expect(speaker.items[0]?.signals.focus).toBe(1);
  });

  it("marks recalled entries used without touching updatedAt", async () => {
    const store = createInMemoryStore();
    await store.put(entry("db", "Database is SQLite", { useCount: 2 }));
    const result = await recallMemories({ ...base, store, query: "database" });
    expect(await markRecalledUsed(store, result.items, recallNow)).toBe(1);
    const stored = await store.get("entry", "db");
    expect(stored?.useCount).toBe(3);
    expect(stored?.lastUsedAt).toBe(recallNow);
    expect(stored?.updatedAt).toBe(daysAgo(1));
  });
});
