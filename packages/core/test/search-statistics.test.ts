import { describe, expect, it } from "vitest";
import { seededRandom } from "../src/testing/seeded-random.js";
import {
  compareCodePoints,
  compareRanked,
  createInMemoryStore,
  messageSearchKey,
  recordSearchKey,
  scopeLabel,
  visibleScopeLabels,
  type MemoryStore,
} from "./core-internals.js";

const time = (minutes: number): string => new Date(Date.parse("2026-03-01T09:00:00.000Z") + minutes * 60_000).toISOString();

function daily(id: string, content: string, scope: Record<string, string>, minutes: number) {
  return {
    kind: "daily" as const,
    id,
    scope,
    date: "2026-03-01",
    content,
    type: "fact" as const,
    importance: 0.5,
    provenance: { trust: "agent" as const },
    createdAt: time(0),
    updatedAt: time(minutes),
  };
}

async function ids(store: MemoryStore, text: string, scope: Record<string, string>): Promise<string[]> {
  return (await store.search({ text, scope })).map((hit) => (hit.target === "record" ? hit.record.id : hit.sessionId));
}

describe("the reference store's search statistics (docs/search-spec.md, section 4)", () => {
  it("are taken over what the query's scope sees: another workspace's words move nothing", async () => {
    const store = createInMemoryStore();
    await store.put(daily("a-beta", "beta fig", { workspace: "A" }, 2));
    await store.put(daily("b-gamma", "gamma fig", { workspace: "A" }, 1));
    // In A, "beta" and "gamma" are each in one of two documents: a tie, the newer first.
    expect(await ids(store, "beta gamma", { workspace: "A" })).toEqual(["a-beta", "b-gamma"]);
    const before = await store.search({ text: "beta gamma", scope: { workspace: "A" } });
    for (let i = 0; i < 5; i++) await store.put(daily(`b${i}`, "beta", { workspace: "B" }, 0));
    await store.appendEvents("in-b", { workspace: "B" }, [
      { at: time(3), type: "message", message: { id: "m1", role: "user", parts: [{ type: "text", text: "beta beta" }], createdAt: time(3) } },
    ]);
    // Store-wide statistics would make "beta" common and put "gamma" first.
    expect(await store.search({ text: "beta gamma", scope: { workspace: "A" } })).toEqual(before);
    const idf = Math.log(1 + (2 - 1 + 0.5) / 1.5);
    expect(before[0]!.score).toBeCloseTo(idf, 12);
    // A context without a workspace sees only global documents: none yet.
    expect(await ids(store, "beta gamma", {})).toEqual([]);
    // Global documents are in every context's collection.
    await store.put(daily("g-beta", "beta", {}, 0));
    expect(await ids(store, "beta gamma", { workspace: "A" })).toEqual(["b-gamma", "g-beta", "a-beta"]);
  });

  it("names the 2^n scopes a context sees", () => {
    expect(visibleScopeLabels({})).toEqual([scopeLabel({})]);
    expect(visibleScopeLabels({ workspace: "A", user: "u,1" }).sort()).toEqual(
      [{}, { workspace: "A" }, { user: "u,1" }, { workspace: "A", user: "u,1" }].map(scopeLabel).sort(),
    );
    expect(visibleScopeLabels({ workspace: "w", user: "u", agent: "a", session: "s" })).toHaveLength(16);
  });
});

describe("the tie-break keys", () => {
  it("order messages before records, kinds and ids, sessions and seqs as numbers", () => {
    const keys = [
      recordSearchKey("index", "a"),
      recordSearchKey("daily", "b"),
      messageSearchKey("s", 10),
      recordSearchKey("daily", "a"),
      messageSearchKey("s", 9),
    ];
    const order = (key: string) => ({ score: 1, precedence: 0, time: 0, key });
    expect(
      keys
        .map(order)
        .sort(compareRanked)
        .map((item) => item.key),
    ).toEqual([
      messageSearchKey("s", 9),
      messageSearchKey("s", 10),
      recordSearchKey("daily", "a"),
      recordSearchKey("daily", "b"),
      recordSearchKey("index", "a"),
    ]);
    expect(messageSearchKey("s", Number.MAX_SAFE_INTEGER) > messageSearchKey("s", Number.MAX_SAFE_INTEGER - 1)).toBe(true);
  });

  it("compareCodePoints orders as UTF-8 bytes do (differential, random strings across the planes)", () => {
    const random = seededRandom(0x5e4c);
    const pool = ["a", "z", "é", "\u00ff", "\ud7ff", "\ue000", "\uff5e", "\uffff", "\u{10000}", "\u{1f600}", "\u{10ffff}", "\0"];
    const text = (): string => Array.from({ length: Math.floor(random() * 4) }, () => pool[Math.floor(random() * pool.length)]!).join("");
    for (let i = 0; i < 5000; i++) {
      const a = text();
      const b = text();
      expect(Math.sign(compareCodePoints(a, b)), JSON.stringify([a, b])).toBe(Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b))));
    }
  });
});
