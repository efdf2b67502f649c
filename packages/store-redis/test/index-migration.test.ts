import type { MemoryStore } from "@engram/core";
import type { SearchHit } from "@engram/core/store";
import { expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { message } from "./fixtures.js";
import { generatedEntry } from "./generated-corpus.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

const prefix = "migration-test";
const context = { workspace: "w", user: "u" };
const scopes = [{ workspace: "w" }, { workspace: "w", user: "u" }];
const queries = ["cache", "deploy build", "retry token queue", "build test config", "zeppelin hangar"];

function shape(hits: readonly SearchHit[]): unknown[] {
  return hits.map((hit) => (hit.target === "record" ? [hit.record.id, hit.score] : [hit.sessionId, hit.event.seq, hit.score]));
}

describeWithRedis("text index migration (layouts 1, 2 and 3 to 4)", () => {
  const redis = useRedisFixture();

  /** The layout-1 to 4 additions, as name -> sorted dump: the impact lists, max tfs, pair sets and versions. */
  async function impactLayout(): Promise<Map<string, unknown>> {
    const out = new Map<string, unknown>();
    for (const key of (await redis.admin.keys(`${prefix}:*:x:*`)).sort()) {
      if (/:x:[^:]+:[ij]:/.test(key)) out.set(key, await redis.admin.zRangeWithScores(key, 0, -1));
      else if (/:x:[^:]+:p:/.test(key)) out.set(key, (await redis.admin.hKeys(key)).sort());
      else if (key.endsWith(":mtf")) out.set(key, await redis.admin.hGetAll(key));
      else if (key.endsWith(":ver")) out.set(key, await redis.admin.get(key));
    }
    return out;
  }

  async function searchAll(store: MemoryStore): Promise<unknown[]> {
    const out: unknown[] = [];
    for (const text of queries) out.push(shape(await store.search({ scope: context, text, limit: 20 })));
    return out;
  }

  it("rebuilds the impact lists of data written without them, in batches, and searches the same before and after", async () => {
    const writer = await openRedisStore({ url: redis.server.url, prefix });
    // 700 docs in the larger scope: several HSCAN batches of 256.
    for (let i = 0; i < 900; i += 100) await Promise.all(Array.from({ length: 100 }, (_, j) => writer.put(generatedEntry(i + j, scopes))));
    await writer.appendEvents("s1", context, [message("m1", "the zeppelin hangar cache"), message("m2", "deploy build again")]);
    const expected = await searchAll(writer);
    const built = await impactLayout();
    expect([...built.keys()].filter((key) => key.endsWith(":ver")).length).toBe(3);

    // Layout 1 is layout 2 without these keys: strip them, as data written by the previous version.
    await redis.admin.del([...built.keys()]);
    expect((await redis.admin.keys(`${prefix}:*:x:*:[ijp]:*`)).length).toBe(0);
    // Not migrated yet (this store opened before the strip): the full scan still finds everything.
    expect(await searchAll(writer)).toEqual(expected);
    await writer.close();

    const reopened = await openRedisStore({ url: redis.server.url, prefix });
    try {
      const rebuilt = await impactLayout();
      // Versions are now set for every target of every registered scope, empty ones included.
      for (const [key, value] of built) expect(rebuilt.get(key)).toEqual(value);
      expect([...rebuilt.entries()].filter(([key]) => key.endsWith(":ver")).every(([, value]) => value === "4")).toBe(true);
      expect(await searchAll(reopened)).toEqual(expected);
      // Writes after the migration keep the lists current.
      await reopened.put(generatedEntry(5000, [{ workspace: "w" }]));
      await reopened.delete("entry", "g00001");
    } finally {
      await reopened.close();
    }
  }, 120_000);

  /**
   * Writes the current layout's keys back to an older layout (`downgrade`, given the keys as built),
   * checks that the older layout still answers every query the same, then reopens (which migrates) and
   * checks the keys are rebuilt exactly and the answers unchanged.
   */
  async function expectMigratedBack(downgrade: (built: Map<string, unknown>) => Promise<void>): Promise<void> {
    const writer = await openRedisStore({ url: redis.server.url, prefix });
    const expected = await searchAll(writer);
    const built = await impactLayout();
    await downgrade(built);
    expect(await searchAll(writer)).toEqual(expected);
    await writer.close();

    const reopened = await openRedisStore({ url: redis.server.url, prefix });
    try {
      expect(await impactLayout()).toEqual(built);
      expect(await searchAll(reopened)).toEqual(expected);
    } finally {
      await reopened.close();
    }
  }

  const setVersions = async (built: Map<string, unknown>, version: string): Promise<void> => {
    for (const key of [...built.keys()].filter((key) => key.endsWith(":ver"))) await redis.admin.set(key, version);
  };

  it("splits the impact lists of layout 2 (one list per term by length / tf) by tf, and searches the same", async () => {
    await expectMigratedBack(async (built) => {
      const split = [...built.keys()].filter((key) => /:x:[^:]+:j:/.test(key));
      expect(split.length).toBeGreaterThan(0);
      // Layout 2: every doc of a term in i:<term> by length / tf (the score j:<term> holds), no j: lists, version 2 (scanned in full).
      for (const key of split) {
        const once = key.replace(/:j:([^:]*)$/, ":i:$1");
        for (const { value, score } of await redis.admin.zRangeWithScores(key, 0, -1)) await redis.admin.zAdd(once, { value, score });
      }
      await redis.admin.del(split);
      await setVersions(built, "2");
    });
  }, 120_000);

  it("adds the pair sets layout 3 lacks, and searches the same meanwhile (impact walk without pairs) and after", async () => {
    await expectMigratedBack(async (built) => {
      const pairs = [...built.keys()].filter((key) => /:x:[^:]+:p:/.test(key));
      // Not vacuous: the queries' own pairs are among them ("deploy build" is a pair in some doc).
      expect(pairs.length).toBeGreaterThan(100);
      expect(pairs.some((key) => key.endsWith(":x:entry:p:deploy build"))).toBe(true);
      await redis.admin.del(pairs);
      await setVersions(built, "3");
    });
  }, 120_000);

  it("opens a store over migrated data without rewriting anything", async () => {
    const before = await impactLayout();
    const store = await openRedisStore({ url: redis.server.url, prefix });
    await store.close();
    expect(await impactLayout()).toEqual(before);
  });
});
