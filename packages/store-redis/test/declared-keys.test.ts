import { createClient, type RedisClientType } from "redis";
import { expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { runFullWorkload } from "./full-workload.js";
import { type MonitorLine, parseMonitorLine, scriptRuns } from "./monitor-lines.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

describeWithRedis("every key a script touches is in its KEYS, on a standalone server too", () => {
  const redis = useRedisFixture();

  // On a standalone server a text search is one script over every visible scope (text-search-all).
  it("holds for the whole workload, cross-scope searches included (MONITOR)", async () => {
    const lines: MonitorLine[] = [];
    const monitor: RedisClientType = createClient({ url: redis.server.url });
    await monitor.connect();
    await monitor.monitor((line: string) => {
      const parsed = parseMonitorLine(line);
      if (parsed) lines.push(parsed);
    });
    const store = await openRedisStore({ url: redis.server.url, prefix: "declared", vectorDimensions: 3, onWarning: () => undefined });
    try {
      await runFullWorkload(store);
    } finally {
      await store.close();
      await monitor.close();
    }
    const runs = scriptRuns(lines);
    expect(runs.reduce((sum, run) => sum + run.touched.length, 0)).toBeGreaterThan(1000);
    // The one-script search ran, over several scopes' keys.
    expect(runs.some((run) => new Set([...run.declared].map((key) => key.slice(0, key.indexOf("}")))).size > 2)).toBe(true);
    expect(runs.flatMap((run) => run.touched.filter((key) => !run.declared.has(key)).map((key) => `${run.script}: ${key}`))).toEqual([]);
  });
});
