import type { MemoryStore, SearchHit, SearchQuery } from "@engram/core";
import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { corpusTags, corpusWords, generatedEntry, seeded } from "./generated-corpus.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

const prefix = "impact-test";
const context = { workspace: "w", user: "u" };
const scopes = [{ workspace: "w" }, { workspace: "w", user: "u" }, { user: "u" }, { workspace: "other" }];
const records = 3000;

function queries(): string[] {
  const r = seeded(99);
  const out = ["cache", "deploy build", "retry token queue", "cache cache", "build test config", "docker release review pool"];
  while (out.length < 30) {
    const n = 1 + Math.floor(r() * 4);
    out.push(Array.from({ length: n }, () => corpusWords[Math.floor(corpusWords.length * r() ** 1.5)]!).join(" "));
  }
  return out;
}

/** Everything a hit shows that ranking decides: which doc, in which order, with which scores. */
function shape(hits: readonly SearchHit[]): unknown[] {
  return hits.map((hit) => (hit.target === "record" ? [hit.record.id, hit.score, hit.textScore] : [hit.sessionId, hit.event.seq, hit.score]));
}

describeWithRedis("impact-ordered text search", () => {
  let server: RedisServer;
  let store: MemoryStore;
  let admin: RedisClientType;

  beforeAll(async () => {
    server = await RedisServer.start();
    store = await openRedisStore({ url: server.url, prefix });
    admin = createClient({ url: server.url });
    await admin.connect();
    for (let i = 0; i < records; i += 100) {
      await Promise.all(Array.from({ length: 100 }, (_, j) => store.put(generatedEntry(i + j, scopes))));
    }
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await admin.close();
    await server.stop();
  });

  const variants: { name: string; extra: Partial<SearchQuery> }[] = [
    { name: "no filter, limit 10", extra: { limit: 10 } },
    { name: "no filter, limit 1", extra: { limit: 1 } },
    { name: "no filter, limit 50", extra: { limit: 50 } },
    { name: "types", extra: { limit: 10, types: ["decision"] } },
    { name: "tags", extra: { limit: 10, tags: [corpusTags[0], corpusTags[2]] } },
    { name: "types and tags, exact scope", extra: { limit: 5, types: ["pattern", "fact"], tags: ["api"] } },
  ];

  it("returns exactly what scoring every posting returns: same hits, order and scores, with and without filters", async () => {
    const run = async () => {
      const out: unknown[] = [];
      for (const text of queries()) {
        for (const { extra } of variants) out.push(shape(await store.search({ scope: context, text, ...extra })));
      }
      return out;
    };
    const pruned = await run();
    const versionKeys = await admin.keys(`${prefix}:*:x:*:ver`);
    expect(versionKeys.length).toBeGreaterThanOrEqual(3);
    // Without the version keys every target counts as unmigrated and is scanned in full.
    await admin.del(versionKeys);
    try {
      const full = await run();
      expect(pruned).toEqual(full);
      // The comparison must not be vacuous: most searches find hits, and some tie on score.
      const lists = pruned as [string, number][][];
      expect(lists.filter((hits) => hits.length > 0).length).toBeGreaterThan(lists.length * 0.8);
      expect(lists.some((hits) => hits.some((hit, i) => i > 0 && hit[1] === hits[i - 1]![1]))).toBe(true);
    } finally {
      for (const key of versionKeys) await admin.set(key, "2");
    }
  }, 120_000);

  it("reads a fraction of the postings for a common-word query", async () => {
    await admin.sendCommand(["CONFIG", "RESETSTAT"]);
    await store.search({ scope: context, text: "cache build", limit: 10 });
    const stats = await admin.info("commandstats");
    const calls = (name: string): number => Number(new RegExp(`^cmdstat_${name}:calls=(\\d+)`, "m").exec(stats)?.[1] ?? 0);
    const postings = Number(await admin.hLen(`${prefix}:{workspace=w}:x:entry:t:cache`)) + Number(await admin.hLen(`${prefix}:{workspace=w}:x:entry:t:build`));
    expect(postings).toBeGreaterThan(1000);
    expect(calls("hgetall")).toBe(0);
    // The impact lists are read 32 postings per ZRANGE: fewer batches than a full read would take.
    expect(calls("zrange")).toBeGreaterThan(0);
    expect(calls("zrange") * 32).toBeLessThan(postings);
  });
});
