import type { MemoryStore } from "@engram/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { entry } from "./fixtures.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

const filler = "routine maintenance notes about the build pipeline and its caches ".repeat(4);

function stat(info: string, field: string): number {
  const match = new RegExp(`^${field}:(\\d+)`, "m").exec(info);
  return match === null ? 0 : Number(match[1]);
}

describeWithRedis("server-side search", () => {
  const redis = useRedisFixture();
  let store: MemoryStore;
  const scope = { workspace: "big" };
  let totalRecordBytes = 0;

  beforeAll(async () => {
    store = await openRedisStore({ url: redis.server.url, prefix: "search-test", vectorDimensions: 4 });
    for (let i = 0; i < 1000; i += 1) {
      const special = i === 417 ? " the zeppelin hangar key " : "";
      const vector = i === 733 ? [0, 0, 0, 1] : [1, (i % 7) / 7, 0, 0];
      const stored = await store.put(entry(`r${i}`, `${filler}${special} item ${i}`, scope, { vector }));
      totalRecordBytes += JSON.stringify(stored).length;
    }
  });
  afterAll(async () => {
    await store.close();
  });

  async function measure(run: () => Promise<unknown>): Promise<{ outputBytes: number; commands: string[] }> {
    await redis.admin.sendCommand(["CONFIG", "RESETSTAT"]);
    const before = stat(await redis.admin.info("stats"), "total_net_output_bytes");
    await run();
    const after = stat(await redis.admin.info("stats"), "total_net_output_bytes");
    const commands = [...(await redis.admin.info("commandstats")).matchAll(/^cmdstat_(\w+):/gm)].map((m) => m[1] ?? "");
    return { outputBytes: after - before, commands: commands.sort() };
  }

  it("answers a text search over 1,000 records without sending them to the client", async () => {
    let ids: string[] = [];
    const { outputBytes, commands } = await measure(async () => {
      const hits = await store.search({ scope, text: "zeppelin hangar", limit: 5 });
      ids = hits.map((hit) => (hit.target === "record" ? hit.record.id : ""));
    });
    expect(ids).toEqual(["r417"]);
    expect(totalRecordBytes).toBeGreaterThan(300_000);
    // The reply is the one hit plus the two INFO answers: a few kilobytes, not the corpus.
    expect(outputBytes).toBeLessThan(10_000);
    // Scripts ran the search; no key scan or bulk read came from the client.
    expect(commands).toContain("evalsha");
    expect(commands.filter((c) => ["keys", "scan", "mget"].includes(c))).toEqual([]);
  });

  it("answers a vector search over 1,000 records on the server", async () => {
    let ids: string[] = [];
    const { outputBytes } = await measure(async () => {
      const hits = await store.search({ scope, vector: [0, 0, 0, 1], limit: 1 });
      ids = hits.map((hit) => (hit.target === "record" ? hit.record.id : ""));
    });
    expect(ids).toEqual(["r733"]);
    expect(outputBytes).toBeLessThan(10_000);
  });

  it("pages a filtered query on the server", async () => {
    let count = 0;
    const { outputBytes } = await measure(async () => {
      count = await store.count({ kind: "entry", scope });
      await store.query({ kind: "entry", scope, limit: 3 });
    });
    expect(count).toBe(1000);
    expect(outputBytes).toBeLessThan(10_000);
  });
});
