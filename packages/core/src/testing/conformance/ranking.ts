import { describe, expect, it } from "vitest";
import type { SearchHit, SearchQuery } from "../../store/memory-store.js";
import type { Scope } from "../../store/scope.js";
import { at, dailyInput, entryInput, messageEvent, putAll } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";
import { hitKeys } from "./search.js";

/**
 * The search spec's fixed cases (packages/core/docs/search-spec.md, section 11): small corpora, every
 * document visible to the query (so a store whose statistics cover a superset of the collection gets the
 * same numbers), exact orders, and scores compared with the spec's formula where it fixes them.
 * Daily items carry no key in their searchable text, so their tokens are their content's.
 */

/** The spec's BM25 written out again, apart from the reference's code: k1 1.2, b 0.75, Lucene's idf. */
function bm25Part(documents: number, df: number, tf: number, length: number, averageLength: number): number {
  const idf = Math.log(1 + (documents - df + 0.5) / (df + 0.5));
  return (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / averageLength));
}

function expectRelativelyClose(actual: number | undefined, expected: number): void {
  expect(actual).toBeTypeOf("number");
  expect(Math.abs(actual! - expected) / expected).toBeLessThan(1e-9);
}

type Query = Omit<SearchQuery, "scope"> & { scope?: Scope };

async function search(harness: ConformanceHarness, query: Query): Promise<SearchHit[]> {
  return harness.store.search({ scope: {}, ...query });
}

async function keys(harness: ConformanceHarness, query: Query): Promise<string[]> {
  return hitKeys(await search(harness, query));
}

const daily = (id: string, content: string, minutes = 0, scope: Scope = {}) => dailyInput(id, { content, updatedAt: at(minutes), scope });

/** Fixed ranking cases every store must order exactly as the search spec says. */
export function describeRankingConformance(harness: ConformanceHarness): void {
  describe("search ranking (docs/search-spec.md)", () => {
    it("scores are BM25 with Lucene's idf, over records and messages together, documents without tokens left out", async () => {
      // The collection: 5 documents of 15 tokens (average 3). The daily item of stop words has no token
      // and counts nowhere; the entry's key is part of its text ("omega alpha omega").
      await putAll(harness.store, [
        daily("v-a", "alpha beta gamma", 1),
        daily("v-b", "alpha alpha delta", 2),
        daily("v-c", "beta epsilon", 3),
        daily("v-empty", "the of and", 4),
        entryInput("v-e", { key: "omega", content: "alpha omega" }),
      ]);
      await harness.store.appendEvents("v-s", {}, [messageEvent("m1", "alpha zeta zeta eta", at(5))]);
      const hits = await search(harness, { text: "alpha beta", targets: ["daily"] });
      expect(hitKeys(hits)).toEqual(["daily:v-a", "daily:v-c", "daily:v-b"]);
      const alpha = (tf: number, length: number): number => bm25Part(5, 4, tf, length, 3);
      const beta = (tf: number, length: number): number => bm25Part(5, 2, tf, length, 3);
      // v-a holds "alpha beta" as a phrase: twice its BM25.
      expectRelativelyClose(hits[0]!.score, 2 * (alpha(1, 3) + beta(1, 3)));
      expectRelativelyClose(hits[1]!.score, beta(1, 2));
      expectRelativelyClose(hits[2]!.score, alpha(2, 3));
      for (const hit of hits) expect(hit.textScore).toBe(hit.score);
      // A one-token query has no phrase boost.
      expectRelativelyClose((await search(harness, { text: "epsilon", targets: ["daily"] }))[0]!.score, bm25Part(5, 1, 1, 2, 3));
    });

    it("a rare term outranks a common one, whatever the tie-breaks would say", async () => {
      await putAll(harness.store, [
        daily("z-rare", "zebra fig grape", 0),
        daily("c1", "apple kiwi lime", 1),
        daily("c2", "apple plum pear", 2),
        daily("c3", "apple date lemon", 3),
        daily("c4", "apple melon berry", 4),
      ]);
      // The four common documents tie on score: the newer first.
      expect(await keys(harness, { text: "apple zebra" })).toEqual(["daily:z-rare", "daily:c4", "daily:c3", "daily:c2", "daily:c1"]);
    });

    it("term frequency saturates: four occurrences of a common word weigh less than one of a rare word, more than fewer", async () => {
      // 8 documents of 4 tokens; "kiwi" in 4 of them (idf ln 2), "zebra" in 1 (idf ln 6). Without
      // saturation, four kiwis (4 ln 2 = 2.77) would beat one zebra (1.79).
      await putAll(harness.store, [
        daily("z-zebra", "zebra fig pear plum", 0),
        daily("kw4", "kiwi kiwi kiwi kiwi", 1),
        daily("kw2", "kiwi kiwi fig pear", 2),
        daily("kw1-old", "kiwi fig pear plum", 3),
        daily("kw1-new", "kiwi date lime plum", 4),
        daily("f1", "date lime plum pear", 5),
        daily("f2", "fig lime date plum", 6),
        daily("f3", "grape melon berry lime", 7),
      ]);
      const hits = await search(harness, { text: "kiwi zebra" });
      expect(hitKeys(hits)).toEqual(["daily:z-zebra", "daily:kw4", "daily:kw2", "daily:kw1-new", "daily:kw1-old"]);
      expectRelativelyClose(hits[1]!.score, bm25Part(8, 4, 4, 4, 4));
      expect(hits[3]!.score).toBe(hits[4]!.score);
    });

    it("the same occurrences in a shorter document weigh more", async () => {
      await putAll(harness.store, [daily("z-short", "zebra fig", 0), daily("a-long", "zebra fig kiwi lime plum pear", 1)]);
      expect(await keys(harness, { text: "zebra" })).toEqual(["daily:z-short", "daily:a-long"]);
    });

    it("a phrase doubles the score; stop words between its words do not break it, another order is no phrase", async () => {
      await putAll(harness.store, [
        daily("z-phrase", "blue and the whale swim", 0),
        daily("reversed", "whale blue swim", 2),
        daily("apart", "blue swim whale", 1),
      ]);
      const hits = await search(harness, { text: "The blue whale" });
      expect(hitKeys(hits)).toEqual(["daily:z-phrase", "daily:reversed", "daily:apart"]);
      expect(hits[0]!.score).toBe(2 * hits[1]!.score);
      expect(hits[1]!.score).toBe(hits[2]!.score);
    });

    it("reads each CJK character as a token and boosts consecutive characters as a phrase", async () => {
      await putAll(harness.store, [daily("tokyo", "東京タワー", 0), daily("reversed", "京東", 1), daily("kyoto", "京都の寺", 2), daily("osaka", "大阪城", 3)]);
      // Unboosted, the two-character "京東" would come first (it is shorter); the phrase doubles "東京タワー".
      expect(await keys(harness, { text: "東京" })).toEqual(["daily:tokyo", "daily:reversed", "daily:kyoto"]);
    });

    it("folds case and accents, counts no stop word in a length, and matches whole tokens only", async () => {
      await putAll(harness.store, [
        daily("plain", "zebra", 0),
        daily("stop-words", "the zebra of the", 2),
        daily("accented", "ZÉBRA!", 1),
        daily("forms", "zebras painting paints painted", 3),
        daily("paint", "paint", 4),
      ]);
      const hits = await search(harness, { text: "Zèbra" });
      expect(hitKeys(hits)).toEqual(["daily:stop-words", "daily:accented", "daily:plain"]);
      expect(new Set(hits.map((hit) => hit.score)).size).toBe(1);
      expect(await keys(harness, { text: "paint" })).toEqual(["daily:paint"]);
    });

    it("scores a record and a message with the same text alike, over statistics that cover every target", async () => {
      await harness.store.put(daily("aurora", "aurora borealis tonight", 5));
      await harness.store.appendEvents("aurora-session", {}, [messageEvent("m1", "Aurora borealis tonight!", at(5))]);
      const hits = await search(harness, { text: "aurora borealis", targets: ["daily", "message"] });
      expect(hitKeys(hits)).toEqual(["message:aurora-session#1", "daily:aurora"]);
      expect(hits[0]!.score).toBe(hits[1]!.score);

      // Messages say "beta" four times: "gamma" is the rarer word even for a search of daily items alone,
      // although the "beta" item is newer and first by id.
      await putAll(harness.store, [daily("a-beta", "beta fig", 2), daily("b-gamma", "gamma fig", 1)]);
      await harness.store.appendEvents(
        "beta-session",
        {},
        [1, 2, 3, 4].map((n) => messageEvent(`b${n}`, "beta", at(n))),
      );
      expect(await keys(harness, { text: "beta gamma", targets: ["daily"] })).toEqual(["daily:b-gamma", "daily:a-beta"]);
    });

    it("applies filters before the cut and leaves the statistics alone", async () => {
      // Five decisions outscore the one fact; a page of one still finds the fact.
      await putAll(harness.store, [
        ...[1, 2, 3, 4, 5].map((n) => dailyInput(`decision-${n}`, { type: "decision", tags: ["x"], content: "nebula nebula nebula", updatedAt: at(n) })),
        dailyInput("fact", { type: "fact", tags: ["y"], content: "nebula fig kiwi", updatedAt: at(0) }),
      ]);
      expect(await keys(harness, { text: "nebula", types: ["fact"], limit: 1 })).toEqual(["daily:fact"]);
      expect(await keys(harness, { text: "nebula", tags: ["y"], limit: 1 })).toEqual(["daily:fact"]);
      await harness.store.appendEvents(
        "current",
        {},
        [1, 2, 3].map((n) => messageEvent(`c${n}`, "nebula nebula", at(n))),
      );
      await harness.store.appendEvents("earlier", {}, [messageEvent("e1", "nebula fig kiwi plum", at(0))]);
      expect(await keys(harness, { text: "nebula", targets: ["message"], excludeSessionIds: ["current"], limit: 1 })).toEqual(["message:earlier#1"]);
      expect(await keys(harness, { text: "nebula", targets: ["message"], sessionIds: ["earlier"], limit: 1 })).toEqual(["message:earlier#1"]);
    });

    it("counts the documents a types filter leaves out in the statistics", async () => {
      // "beta" is common among the decisions: "gamma" weighs more, although the "beta" fact is newer.
      await putAll(harness.store, [
        dailyInput("a-beta", { type: "fact", content: "beta fig", updatedAt: at(2) }),
        dailyInput("b-gamma", { type: "fact", content: "gamma fig", updatedAt: at(1) }),
        ...[1, 2, 3, 4].map((n) => dailyInput(`decision-${n}`, { type: "decision", content: "beta lime", updatedAt: at(0) })),
      ]);
      expect(await keys(harness, { text: "beta gamma", types: ["fact"] })).toEqual(["daily:b-gamma", "daily:a-beta"]);
    });

    it("counts the messages of excluded sessions, and of sessions not named, in the statistics", async () => {
      await putAll(harness.store, [daily("a-beta", "beta fig", 2), daily("b-gamma", "gamma fig", 1)]);
      await harness.store.appendEvents(
        "beta-session",
        {},
        [1, 2, 3, 4].map((n) => messageEvent(`b${n}`, "beta", at(0))),
      );
      const query = { text: "beta gamma", targets: ["daily", "message"] as const, excludeSessionIds: ["beta-session"] };
      expect(await keys(harness, query)).toEqual(["daily:b-gamma", "daily:a-beta"]);
      // Named sessions leave the others' messages in the statistics too: the same order, the same scores.
      const named = await harness.store.search({ scope: {}, text: "beta gamma", targets: ["daily", "message"], sessionIds: ["none"] });
      const excluded = await harness.store.search({ ...query, scope: {} });
      expect(named.map((hit) => [hit.target === "record" ? hit.record.id : hit.sessionId, hit.score])).toEqual(
        excluded.map((hit) => [hit.target === "record" ? hit.record.id : hit.sessionId, hit.score]),
      );
    });

    it("breaks ties by scope precedence, then time, even when the page cuts the tie", async () => {
      await putAll(harness.store, [
        daily("user-old", "harbor lantern", 1, { workspace: "A", user: "u1" }),
        daily("user-new", "harbor lantern", 2, { user: "u1" }),
        daily("workspace", "harbor lantern", 3, { workspace: "A" }),
        daily("global", "harbor lantern", 4),
      ]);
      const scope = { workspace: "A", user: "u1" };
      const order = ["daily:user-new", "daily:user-old", "daily:workspace", "daily:global"];
      expect(await keys(harness, { text: "harbor", scope })).toEqual(order);
      for (const limit of [1, 2, 3]) expect(await keys(harness, { text: "harbor", scope, limit })).toEqual(order.slice(0, limit));
    });

    it("breaks ties of score, scope and time by key: messages before records, sessions and seqs as numbers, kinds, ids", async () => {
      const time = at(5);
      await putAll(harness.store, [
        daily("b-tie", "quartz", 5),
        daily("a-tie", "quartz", 5),
        { kind: "index", id: "a-tie", scope: {}, content: "quartz", createdAt: time, updatedAt: time },
      ]);
      await harness.store.appendEvents(
        "s-tie",
        {},
        Array.from({ length: 11 }, (_, i) => messageEvent(`m${i}`, "quartz", time)),
      );
      await harness.store.appendEvents("r-tie", {}, [messageEvent("m0", "quartz", time)]);
      const order = ["message:r-tie#1", ...Array.from({ length: 11 }, (_, i) => `message:s-tie#${i + 1}`), "daily:a-tie", "daily:b-tie", "index:a-tie"];
      const targets = ["daily", "index", "message"] as const;
      expect(await keys(harness, { text: "quartz", targets })).toEqual(order);
      for (const limit of [1, 11, 13, 14]) expect(await keys(harness, { text: "quartz", targets, limit })).toEqual(order.slice(0, limit));
    });

    it("fuses text and vector rankings by reciprocal rank (k 60); a text without tokens leaves the vector alone", async () => {
      const vector = [1, 0, 0, 0, 0, 0, 0, 0];
      await putAll(harness.store, [
        dailyInput("a", { content: "comet comet", vector: [1, 1, 1, 0, 0, 0, 0, 0] }),
        dailyInput("b", { content: "comet fig", vector: [1, 0, 0, 0, 0, 0, 0, 0] }),
        dailyInput("c", { content: "comet fig kiwi" }),
        dailyInput("d", { content: "lime", vector: [1, 1, 0, 0, 0, 0, 0, 0] }),
      ]);
      const fused = await search(harness, { text: "comet", vector, limit: 10 });
      if (!harness.store.capabilities.vectorSearch) {
        expect(hitKeys(fused)).toEqual(["daily:a", "daily:b", "daily:c"]);
        return;
      }
      // Text ranks a, b, c; vector ranks b, d, a.
      expect(hitKeys(fused)).toEqual(["daily:b", "daily:a", "daily:d", "daily:c"]);
      const scores = [1 / 62 + 1 / 61, 1 / 61 + 1 / 63, 1 / 62, 1 / 63];
      fused.forEach((hit, i) => expectRelativelyClose(hit.score, scores[i]!));
      expect(fused[0]).toMatchObject({ textScore: expect.any(Number), vectorScore: expect.closeTo(1, 6) });
      expect(fused[2]!.textScore).toBeUndefined();
      const alone = await search(harness, { vector, limit: 10 });
      expect(hitKeys(alone)).toEqual(["daily:b", "daily:d", "daily:a"]);
      expect(alone[1]!.score).toBeCloseTo(Math.SQRT1_2, 6);
      expect(await search(harness, { text: "the of", vector, limit: 10 })).toEqual(alone);
    });
  });
}
