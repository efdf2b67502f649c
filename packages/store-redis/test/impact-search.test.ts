import type { MemoryStore } from "@engram/core";
import type { MemoryRecordInput, SearchHit, SearchQuery } from "@engram/core/store";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { corpusTags, corpusWords, generatedEntry, seeded } from "./generated-corpus.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

const prefix = "impact-test";
const context = { workspace: "w", user: "u" };
const scopes = [{ workspace: "w" }, { workspace: "w", user: "u" }, { user: "u" }, { workspace: "other" }];
const records = 3000;
/** Records holding the phrase "harbor lantern" among corpus words: more than the pair pass takes (512). */
const phraseRecords = 600;

function phraseEntry(i: number): MemoryRecordInput {
  const base = generatedEntry(records + i, [{ workspace: "w" }]) as Extract<MemoryRecordInput, { kind: "entry" }>;
  const words = base.content.split(" ");
  const at = i % words.length;
  return { ...base, content: [...words.slice(0, at), "harbor", "lantern", ...words.slice(at)].join(" ") };
}

function queries(): string[] {
  const r = seeded(99);
  // Multi-word queries of rare words: their phrases' docs come from the pair sets, scored up front.
  const out = [
    "cache",
    "deploy build",
    "retry token queue",
    "cache cache",
    "build test config",
    "docker release review pool",
    "review release",
    "pool timeout docker",
    "lint merge index",
    "harbor lantern",
    "cache harbor lantern",
    "lantern harbor",
  ];
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
  const redis = useRedisFixture();
  let store: MemoryStore;
  /** The same data through the per-scope scripts a Cluster needs (three rounds instead of one script). */
  let perScope: MemoryStore;
  const paths = [
    { path: "one script (standalone)", open: () => store },
    { path: "per-scope scripts (cluster)", open: () => perScope },
  ];

  beforeAll(async () => {
    store = await openRedisStore({ url: redis.server.url, prefix });
    perScope = await openRedisStore({ url: redis.server.url, prefix, cluster: true });
    for (let i = 0; i < records; i += 100) {
      await Promise.all(Array.from({ length: 100 }, (_, j) => store.put(generatedEntry(i + j, scopes))));
    }
    for (let i = 0; i < phraseRecords; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, phraseRecords - i) }, (_, j) => store.put(phraseEntry(i + j))));
    }
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await perScope.close();
  });

  const variants: { name: string; extra: Partial<SearchQuery> }[] = [
    { name: "no filter, limit 10", extra: { limit: 10 } },
    { name: "no filter, limit 1", extra: { limit: 1 } },
    { name: "no filter, limit 50", extra: { limit: 50 } },
    { name: "types", extra: { limit: 10, types: ["decision"] } },
    { name: "tags", extra: { limit: 10, tags: [corpusTags[0], corpusTags[2]] } },
    { name: "types and tags, exact scope", extra: { limit: 5, types: ["pattern", "fact"], tags: ["api"] } },
  ];

  const runAll = async (through: MemoryStore): Promise<unknown[]> => {
    const out: unknown[] = [];
    for (const text of queries()) {
      for (const { extra } of variants) out.push(shape(await through.search({ scope: context, text, ...extra })));
    }
    return out;
  };

  it("answers the same in one script as in per-scope scripts: same hits, order and scores (bit for bit)", async () => {
    const one = await runAll(store);
    expect(one).toEqual(await runAll(perScope));
    // Not vacuous: hits in more than one visible scope (the floor from the largest one applies).
    const hits = await store.search({ scope: context, text: "cache build", limit: 50 });
    const labels = new Set(hits.map((hit) => (hit.target === "record" ? JSON.stringify(hit.record.scope) : "")));
    expect(labels.size).toBeGreaterThan(1);
  }, 120_000);

  it.each(paths)(
    "$path: returns exactly what scoring every posting returns: same hits, order and scores, with and without filters",
    async ({ open }) => {
      const run = () => runAll(open());
      const pruned = await run();
      const versionKeys = await redis.admin.keys(`${prefix}:*:x:*:ver`);
      expect(versionKeys.length).toBeGreaterThanOrEqual(3);
      const versions = await Promise.all(versionKeys.map((key) => redis.admin.get(key)));
      // Without the version keys every target counts as unmigrated and is scanned in full.
      await redis.admin.del(versionKeys);
      try {
        const full = await run();
        expect(pruned).toEqual(full);
        // The comparison must not be vacuous: most searches find hits, and some tie on score.
        const lists = pruned as [string, number][][];
        expect(lists.filter((hits) => hits.length > 0).length).toBeGreaterThan(lists.length * 0.8);
        expect(lists.some((hits) => hits.some((hit, i) => i > 0 && hit[1] === hits[i - 1]![1]))).toBe(true);
      } finally {
        for (const [i, key] of versionKeys.entries()) await redis.admin.set(key, versions[i]!);
      }
    },
    120_000,
  );

  it("keeps each term's postings in two impact lists: tf 1 by length, tf 2 or more by length / tf", async () => {
    const x = `${prefix}:{workspace=w}:x:entry:`;
    const lengths = await redis.admin.hGetAll(`${x}len`);
    const maxTfs = await redis.admin.hGetAll(`${x}mtf`);
    let split = 0;
    for (const term of ["cache", "build", "deploy", "retry"]) {
      const tfs = await redis.admin.hGetAll(`${x}t:${term}`);
      const once = await redis.admin.zRangeWithScores(`${x}i:${term}`, 0, -1);
      const more = await redis.admin.zRangeWithScores(`${x}j:${term}`, 0, -1);
      expect(once.length + more.length).toBe(Object.keys(tfs).length);
      for (const { value, score } of once) {
        expect(tfs[value]).toBe("1");
        expect(score).toBe(Number(lengths[value]));
      }
      for (const { value, score } of more) {
        expect(Number(tfs[value])).toBeGreaterThanOrEqual(2);
        expect(Number(tfs[value])).toBeLessThanOrEqual(Number(maxTfs[term]));
        expect(score).toBe(Number(lengths[value]) / Number(tfs[value]));
      }
      if (once.length > 0 && more.length > 0) split++;
    }
    expect(split).toBeGreaterThan(0);
  });

  it.each(paths)("$path: takes a phrase's docs from the pair sets unless there are too many", async ({ open }) => {
    const x = `${prefix}:{workspace=w}:x:entry:p:`;
    const commandCalls = async (text: string): Promise<Record<string, number>> => {
      await redis.admin.sendCommand(["CONFIG", "RESETSTAT"]);
      await open().search({ scope: context, text, limit: 10 });
      const stats = await redis.admin.info("commandstats");
      const calls = (name: string): number => Number(new RegExp(`^cmdstat_${name}:calls=(\\d+)`, "m").exec(stats)?.[1] ?? 0);
      return { hkeys: calls("hkeys") };
    };
    // A pair in more docs than the pair pass takes: no set is read, the walk keeps the phrase boost.
    expect(Number(await redis.admin.hLen(`${x}harbor lantern`))).toBe(phraseRecords);
    expect(await commandCalls("harbor lantern")).toEqual({ hkeys: 0 });
    // A rare pair (scored up front) and a common one (kept as a set): each set is read.
    for (const [pair, from, to] of [
      ["review release", 1, 64],
      ["cache cache", 65, 512],
    ] as const) {
      const card = Number(await redis.admin.hLen(`${x}${pair}`));
      expect(card, pair).toBeGreaterThanOrEqual(from);
      expect(card, pair).toBeLessThanOrEqual(to);
      expect((await commandCalls(pair)).hkeys, pair).toBeGreaterThan(0);
    }
  });

  it("keeps each doc in the pair sets of its adjacent tokens through rewrites and deletes", async () => {
    const x = `${prefix}:{workspace=w}:x:entry:p:`;
    const entry = { ...generatedEntry(9000, [{ workspace: "w" }]), content: "zebra quokka zebra quokka" };
    await store.put(entry);
    expect(await redis.admin.hKeys(`${x}zebra quokka`)).toEqual([entry.id]);
    expect(await redis.admin.hKeys(`${x}quokka zebra`)).toEqual([entry.id]);
    await store.put({ ...entry, content: "quokka wombat" });
    expect(await redis.admin.exists([`${x}zebra quokka`, `${x}quokka zebra`])).toBe(0);
    expect(await redis.admin.hKeys(`${x}quokka wombat`)).toEqual([entry.id]);
    await store.delete("entry", entry.id);
    expect(await redis.admin.exists(`${x}quokka wombat`)).toBe(0);
  });

  it.each(paths)("$path: reads a fraction of the postings for a common-word query", async ({ open }) => {
    await redis.admin.sendCommand(["CONFIG", "RESETSTAT"]);
    await open().search({ scope: context, text: "cache build", limit: 10 });
    const stats = await redis.admin.info("commandstats");
    const calls = (name: string): number => Number(new RegExp(`^cmdstat_${name}:calls=(\\d+)`, "m").exec(stats)?.[1] ?? 0);
    const postings =
      Number(await redis.admin.hLen(`${prefix}:{workspace=w}:x:entry:t:cache`)) + Number(await redis.admin.hLen(`${prefix}:{workspace=w}:x:entry:t:build`));
    expect(postings).toBeGreaterThan(1000);
    expect(calls("hgetall")).toBe(0);
    // The impact lists are read 64 postings per ZRANGE (so at least 32): fewer batches than a full read would take.
    expect(calls("zrange")).toBeGreaterThan(0);
    expect(calls("zrange") * 32).toBeLessThan(postings);
  });
});
