import { describe, expect, it } from "vitest";
import {
  createInMemoryStore,
  createMemory,
  explainRecallOf,
  forgetEntry,
  recallMemories,
  type MemoryStore,
  type RecallOptions,
  type Scope,
} from "./core-internals.js";
import { blockOverhead } from "../src/recall/render-recall.js";
import { archive, charTokens, daysAgo, entry, recallNow } from "./recall-helpers.js";

const w: Scope = { workspace: "w" };
const weights = { relevance: 1, vector: 0.6, importance: 0.15, recency: 0.1, use: 0.05, scope: 0.05, staleness: 0.2 };

const optionsFor = (store: MemoryStore, query: string, extra: Partial<RecallOptions> = {}): RecallOptions => ({
  store,
  scope: w,
  query,
  budgetTokens: 2_000,
  countTokens: charTokens,
  now: recallNow,
  ...extra,
});

async function storeWith(...records: Parameters<MemoryStore["put"]>[0][]): Promise<MemoryStore> {
  const store = createInMemoryStore();
  for (const record of records) await store.put(record);
  return store;
}

describe("explainRecallOf", () => {
  it("recalled: its rank, signals with their weights, and what it costs, as recall ranked it", async () => {
    const store = await storeWith(entry("db", "The database is Postgres 16"), entry("cache", "The cache is Redis"));
    const options = optionsFor(store, "which database do we use");
    const explained = await explainRecallOf(options, { entryId: "db" });
    const recalled = await recallMemories(options);
    expect(recalled.items.map((item) => item.source.kind === "entry" && item.source.id)).toEqual(["db"]);
    expect(explained).toEqual({
      verdict: "recalled",
      explanation: `Ranked 1st of 1 with score ${recalled.items[0]!.signals.total.toFixed(2)}; recalled as item 1 of 1 (${recalled.items[0]!.tokens} tokens).`,
      rank: 1,
      candidates: 1,
      signals: recalled.items[0]!.signals,
      total: recalled.items[0]!.signals.total,
      weights,
      tokens: recalled.items[0]!.tokens,
    });
  });

  it("left-out-budget: the block was full when it was offered", async () => {
    const store = await storeWith(
      entry("db", "The database is Postgres 16", { importance: 0.9 }),
      entry("db-host", "The database host is db.internal, port 5432, reachable from the VPN only", { importance: 0.1 }),
    );
    const roomy = await recallMemories(optionsFor(store, "database"));
    const [first, second] = roomy.items;
    expect([first?.source, second?.source].map((source) => source?.kind === "entry" && source.id)).toEqual(["db", "db-host"]);
    // Room for the block's frame and the first item, and one token short of the second.
    const budgetTokens = blockOverhead(charTokens) + first!.tokens + second!.tokens - 1;
    const options = optionsFor(store, "database", { budgetTokens });
    const explained = await explainRecallOf(options, { entryId: "db-host" });
    const left = (await recallMemories(options)).leftOut[0]!;
    expect(left.reason).toBe("budget");
    const itemBudget = explained.budget!.tokens;
    expect(explained).toEqual({
      verdict: "left-out-budget",
      explanation: `Ranked 2nd of 2 with score ${left.signals.total.toFixed(2)}; it needs ${second!.tokens} tokens, but the block had ${itemBudget - first!.tokens} of its ${itemBudget} left after 1 item.`,
      rank: 2,
      candidates: 2,
      signals: left.signals,
      total: left.signals.total,
      weights,
      tokens: second!.tokens,
      budget: { tokens: itemBudget, used: first!.tokens, items: 1 },
    });
    expect(itemBudget - first!.tokens).toBe(second!.tokens - 1);
  });

  it("left-out-limit: the block held its limit of items", async () => {
    const store = await storeWith(
      entry("db", "The database is Postgres 16", { importance: 0.9 }),
      entry("db-host", "The database host is db.internal", { importance: 0.1 }),
    );
    const explained = await explainRecallOf(optionsFor(store, "database", { limit: 1 }), { entryId: "db-host" });
    expect([explained.verdict, explained.rank, explained.candidates, explained.explanation]).toEqual([
      "left-out-limit",
      2,
      2,
      `Ranked 2nd of 2 with score ${explained.total!.toFixed(2)}; the block already held the limit of 1 items.`,
    ]);
  });

  it("near-duplicate: a better item says the same", async () => {
    const store = await storeWith(
      entry("db", "The team database is Postgres 16", { importance: 0.9 }),
      entry("db-again", "The team database is Postgres 16 too", { importance: 0.1 }),
    );
    const explained = await explainRecallOf(optionsFor(store, "team database"), { entryId: "db-again" });
    expect([explained.verdict, explained.by, explained.rank, explained.explanation]).toEqual([
      "near-duplicate",
      "db",
      2,
      `Ranked 2nd of 2 with score ${explained.total!.toFixed(2)}; it repeats a better-ranked item (db), so it was dropped as a near-duplicate.`,
    ]);
  });

  it("absorbed: the entry distilled from a turn stands for it", async () => {
    const store = await storeWith(entry("db", "The database is Postgres 16", { provenance: { messageIds: ["m1"], trust: "user" } }));
    await archive(store, "s1", w, daysAgo(2), [{ id: "m1", text: "Our database is Postgres 16 now." }]);
    expect(await explainRecallOf(optionsFor(store, "database Postgres"), { messageId: "m1" })).toEqual({
      verdict: "absorbed",
      explanation: 'Message "m1" was matched, but the entry "db" distilled from it stands for it in recall.',
      by: "db",
    });
  });

  it("not-in-pool: it matches, but 200 better matches filled the store's page", async () => {
    const many = Array.from({ length: 200 }, (_, i) => entry(`k${String(i).padStart(3, "0")}`, `kiwi ${i}`));
    const store = await storeWith(...many, entry("long", `kiwi ${"and other fruit of the season ".repeat(40)}`));
    expect(await explainRecallOf(optionsFor(store, "kiwi"), { entryId: "long" })).toEqual({
      verdict: "not-in-pool",
      explanation: 'Entry "long" shares words with the query but was not among the best text matches the store returned for it, so it was never ranked.',
    });
  });

  it("no-match: it shares no word with the query", async () => {
    const store = await storeWith(entry("cache", "The cache is Redis"));
    expect(await explainRecallOf(optionsFor(store, "which database"), { entryId: "cache" })).toEqual({
      verdict: "no-match",
      explanation: 'Entry "cache" shares no searchable word with the query, so the search never found it.',
    });
  });

  it("filtered: the call leaves out its type, or archived turns", async () => {
    const store = await storeWith(entry("db", "The database is Postgres 16"));
    await archive(store, "s1", w, daysAgo(2), [{ id: "m1", text: "The database is slow today." }]);
    expect(await explainRecallOf(optionsFor(store, "database", { types: ["preference"] }), { entryId: "db" })).toEqual({
      verdict: "filtered",
      explanation: "This recall leaves out entries of type fact.",
    });
    expect(await explainRecallOf(optionsFor(store, "database", { excludeSessionIds: ["s1"] }), { messageId: "m1" })).toEqual({
      verdict: "filtered",
      explanation: 'This recall leaves out archived messages of session "s1".',
    });
  });

  it("forgotten: a forgotten entry, and a turn its tombstone drops", async () => {
    const store = await storeWith(entry("db", "The database is Postgres 16", { provenance: { messageIds: ["m1"], trust: "user" } }));
    await archive(store, "s1", w, daysAgo(2), [{ id: "m1", text: "Our database is Postgres 16 now." }]);
    await forgetEntry(store, w, "db", { now: new Date(recallNow) });
    expect(await explainRecallOf(optionsFor(store, "database"), { entryId: "db" })).toEqual({
      verdict: "forgotten",
      explanation: 'Entry "db" was forgotten: it is deleted, and its tombstone keeps its source passages out of recall.',
    });
    expect(await explainRecallOf(optionsFor(store, "database"), { messageId: "m1", sessionId: "s1" })).toEqual({
      verdict: "forgotten",
      explanation: 'Message "m1" is a source of a forgotten entry, or repeats one: recall leaves it out.',
    });
  });

  it("superseded: names the newer entry", async () => {
    const store = await storeWith(
      entry("port-a", "The API runs on port 3000", { supersededBy: "port-b", validTo: daysAgo(1) }),
      entry("port-b", "The API runs on port 8080", { supersedes: "port-a" }),
    );
    expect(await explainRecallOf(optionsFor(store, "API port"), { entryId: "port-a" })).toEqual({
      verdict: "superseded",
      explanation: 'Entry "port-a" was superseded by "port-b": recall answers with the newer value.',
      by: "port-b",
    });
  });

  it("other-scope and not-found", async () => {
    const store = await storeWith(entry("theirs", "The database is MySQL", { scope: { workspace: "other" } }));
    await archive(store, "s9", { workspace: "other" }, daysAgo(2), [{ id: "m9", text: "The database is MySQL." }]);
    expect(await explainRecallOf(optionsFor(store, "database"), { entryId: "theirs" })).toEqual({
      verdict: "other-scope",
      explanation: 'Entry "theirs" belongs to a scope this recall cannot see.',
    });
    expect(await explainRecallOf(optionsFor(store, "database"), { messageId: "m9" })).toEqual({
      verdict: "other-scope",
      explanation: 'Message "m9" is in session "s9", of a scope this recall cannot see.',
    });
    expect(await explainRecallOf(optionsFor(store, "database"), { entryId: "nope" })).toEqual({
      verdict: "not-found",
      explanation: 'There is no entry "nope" in the store.',
    });
    expect(await explainRecallOf(optionsFor(store, "database"), { messageId: "nope" })).toEqual({
      verdict: "not-found",
      explanation: 'There is no archived message "nope".',
    });
  });

  it("memory.explainRecallOf uses the memory's own recall settings and marks nothing used", async () => {
    const store = await storeWith(entry("db", "The database is Postgres 16"));
    const memory = createMemory({ store, scope: w, now: () => new Date(recallNow), autoConsolidate: false, extraction: false });
    const explained = await memory.explainRecallOf("which database", { entryId: "db" });
    const recalled = await memory.recall("which database", { markUsed: false });
    expect([explained.verdict, explained.total, explained.tokens]).toEqual(["recalled", recalled.items[0]!.signals.total, recalled.items[0]!.tokens]);
    expect((await store.get("entry", "db"))?.useCount).toBe(0);
  });
});
