import { existsSync } from "node:fs";
import { connect } from "node:net";
import type { EntryRecord } from "@engram/core";
import { entryRecordSchema, isVisibleIn } from "@engram/core/store";
import { searchableText } from "@engram/core/store-kit";
import { describe, expect, it } from "vitest";
import type { BenchRow } from "../src/harness.js";
import { generateEntry, searchScope } from "../src/stores/entry-generator.js";
import { naiveBaseline, scoreByTermCount } from "../src/stores/naive-scan.js";
import { StoreWorkspace } from "../src/stores/open-stores.js";
import { hasRedisServer } from "@engram/store-redis/testing";
import { generateQueries } from "../src/stores/search-queries.js";
import { parseSizeCase, sizeCaseName, storesMetrics, storesSuiteName } from "../src/suites/stores-plan.js";
import { storeTargets } from "../src/targets.js";

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("generateEntry", () => {
  const entries = Array.from({ length: 2000 }, (_, i) => generateEntry(i));

  it("is deterministic per index and seed, and valid entries", () => {
    expect(generateEntry(1234)).toEqual(entries[1234]);
    expect(generateEntry(1234, 7)).not.toEqual(entries[1234]);
    for (const entry of entries.slice(0, 300)) expect(() => entryRecordSchema.parse(entry)).not.toThrow();
  });

  it("gives unique ids and keys, a mix of types, and some entries the search scope cannot see", () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.type)).size).toBe(9);
    const hidden = entries.filter((e) => !isVisibleIn(e.scope, searchScope)).length / entries.length;
    expect(hidden).toBeGreaterThan(0.1);
    expect(hidden).toBeLessThan(0.3);
    const text = entries.map((e) => e.content).join("\n");
    expect(/\p{Script=Han}/u.test(text)).toBe(true);
    expect(/[éüñ]/.test(text)).toBe(true);
  });

  it("makes queries from the same vocabulary: 50 distinct, some occurring word for word", () => {
    const queries = generateQueries();
    expect(queries).toEqual(generateQueries());
    expect(new Set(queries).size).toBe(50);
    const text = entries.map((e) => searchableText(e as EntryRecord)).join("\n");
    expect(queries.filter((q) => text.includes(q)).length).toBeGreaterThanOrEqual(10);
  });
});

describe("the naive baseline's scoring", () => {
  const entry = (id: string, content: string): EntryRecord => entryRecordSchema.parse({ ...generateEntry(0), id, key: id, content, tags: [], examples: [] });

  it("counts query-term occurrences (folded), best first, and drops non-matches", () => {
    const records = [entry("a", "pnpm once"), entry("b", "PNPM and pnpm and turbo"), entry("c", "nothing here"), entry("d", "Crème brûlée")];
    expect(scoreByTermCount(records, "pnpm turbo", 10).map((hit) => [hit.record.id, hit.score])).toEqual([
      ["b", 3],
      ["a", 1],
    ]);
    expect(scoreByTermCount(records, "creme", 10).map((hit) => hit.record.id)).toEqual(["d"]);
    expect(scoreByTermCount(records, "pnpm", 1)).toHaveLength(1);
    expect(scoreByTermCount(records, "the and", 10)).toEqual([]);
  });
});

describe("case names and the store targets", () => {
  it("round-trips size case names, marking a fill that stopped short", () => {
    expect(sizeCaseName("sqlite", 100_000, 100_000, 300_000)).toBe("sqlite / 100,000 entries");
    expect(parseSizeCase("sqlite / 100,000 entries")).toEqual({ store: "sqlite", entries: 100_000, reached: true });
    const short = sizeCaseName("fs", 3210, 10_000, 120_000);
    expect(short).toBe("fs / 3,210 entries (10,000 not reached in 120 s)");
    expect(parseSizeCase(short)).toEqual({ store: "fs", entries: 3210, reached: false });
    expect(parseSizeCase("fs / 40 events, 1 per call")).toBeUndefined();
  });

  const p50 = (name: string, value: number, baseline: string | null = null, ratio: number | null = null): BenchRow => ({
    suite: storesSuiteName,
    case: name,
    metric: storesMetrics.searchP50,
    value,
    unit: "ms",
    baseline,
    ratio,
  });

  it("passes or fails on the target size, and fails a short fill already over the limit", () => {
    const rows = [
      p50("sqlite / 100,000 entries", 3),
      p50("sqlite / 100,000 entries", 300, naiveBaseline, 100),
      p50("redis / 100,000 entries", 12),
      p50("fs / 1,000 entries", 8),
      p50("fs / 3,210 entries (10,000 not reached in 120 s)", 45),
    ];
    expect(storeTargets(rows).map((target) => [target.name.split(" ")[0], target.status])).toEqual([
      ["sqlite", "PASS"],
      ["redis", "FAIL"],
      ["fs", "FAIL"],
    ]);
    expect(storeTargets(rows)[0]!.detail).toContain("100×");
    expect(storeTargets(rows)[2]!.detail).toContain("3,210 entries");
    const under = storeTargets([p50("fs / 3,210 entries (10,000 not reached in 120 s)", 12)]);
    expect(under[2]!.status).toBe("SKIP");
    expect(storeTargets([]).every((target) => target.status === "SKIP")).toBe(true);
  });
});

describe("StoreWorkspace", () => {
  it("removes its directory and stops its redis-server on dispose, even with stores still open", async () => {
    const workspace = await StoreWorkspace.create({ redis: hasRedisServer() });
    expect(existsSync(workspace.dir)).toBe(true);
    const fs = await workspace.open("fs", "t");
    await workspace.open("sqlite", "t");
    await fs.store.put(generateEntry(0));
    const port = workspace.redis?.port;
    if (port !== undefined) {
      const redis = await workspace.open("redis", "t");
      await redis.store.put(generateEntry(0));
      expect(await portOpen(port)).toBe(true);
    }
    await workspace.dispose();
    expect(existsSync(workspace.dir)).toBe(false);
    if (port !== undefined) expect(await portOpen(port)).toBe(false);
    await expect(fs.store.count({ kind: "entry" })).rejects.toThrow();
  }, 30_000);
});
