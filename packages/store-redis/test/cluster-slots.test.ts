import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clusterSlot } from "../src/cluster-slot.js";
import { openRedisStore, type RedisStore, type RedisStoreWarning } from "../src/index.js";
import { runFullWorkload } from "./full-workload.js";
import { type MonitorLine, parseMonitorLine, scriptRuns } from "./monitor-lines.js";
import { describeWithRedisCluster, useRedisCluster } from "./redis-cluster.js";

const prefix = "slots-test";

/** Connects a plain client to each URL. */
async function clients(urls: readonly string[]): Promise<RedisClientType[]> {
  return Promise.all(
    urls.map(async (url) => {
      const client: RedisClientType = createClient({ url });
      await client.connect();
      return client;
    }),
  );
}

describeWithRedisCluster("one slot per scope on a Redis Cluster, and every key a script touches declared", () => {
  const redis = useRedisCluster();
  /** Per master: its MONITOR lines during the workload. */
  const monitored = new Map<string, MonitorLine[]>();
  let errorStats: string[] = [];

  beforeAll(async () => {
    const masters = await redis.masterUrls();
    const admins = await clients(masters);
    const monitors = await clients(masters);
    try {
      await Promise.all(admins.map((admin) => admin.sendCommand(["CONFIG", "RESETSTAT"])));
      await Promise.all(
        monitors.map((monitor, i) => {
          const lines: MonitorLine[] = [];
          monitored.set(masters[i]!, lines);
          return monitor.monitor((line: string) => {
            const parsed = parseMonitorLine(line);
            if (parsed) lines.push(parsed);
          });
        }),
      );
      const store: RedisStore = await openRedisStore({ url: redis.cluster.url, prefix, vectorDimensions: 3, onWarning: () => undefined });
      try {
        await runFullWorkload(store);
      } finally {
        await store.close();
      }
      errorStats = (await Promise.all(admins.map((admin) => admin.sendCommand(["INFO", "errorstats"])))).flatMap((info) =>
        String(info)
          .split("\n")
          .filter((line) => line.startsWith("errorstat_"))
          .map((line) => line.trim()),
      );
    } finally {
      await Promise.all(monitors.map((monitor) => monitor.close()));
      await Promise.all(admins.map((admin) => admin.close()));
    }
  }, 120_000);

  it("ran the whole workload with no CROSSSLOT and no redirection (INFO errorstats of every master)", () => {
    // Expected: NOSCRIPT (a script's first EVALSHA on a node, then EVAL), and ERR from node-redis's
    // connection handshake (CLIENT SETINFO, which Redis 7.0 does not know). A CROSSSLOT, MOVED, ASK,
    // TRYAGAIN or CLUSTERDOWN would be listed under its own name.
    expect(errorStats.filter((line) => !/^errorstat_(NOSCRIPT|ERR):/.test(line))).toEqual([]);
    expect(errorStats.some((line) => line.startsWith("errorstat_NOSCRIPT:"))).toBe(true);
  });

  it("passed every key a script touched in its KEYS (MONITOR on every master)", () => {
    const runs = [...monitored.values()].flatMap((lines) => scriptRuns(lines));
    // Not vacuous: every master ran scripts, and they touched keys.
    expect([...monitored.values()].every((lines) => scriptRuns(lines).length > 0)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.touched.length, 0)).toBeGreaterThan(1000);
    const undeclared = runs.flatMap((run) => run.touched.filter((key) => !run.declared.has(key)).map((key) => `${run.script}: ${key}`));
    expect(undeclared).toEqual([]);
  });

  it("keeps each scope's keys in one slot, on the master serving it (CLUSTER KEYSLOT over every key written)", async () => {
    const masters = await redis.masterUrls();
    const admins = await clients(masters);
    try {
      const byTag = new Map<string, { slots: Set<number>; masters: Set<string> }>();
      let keys = 0;
      for (const [i, admin] of admins.entries()) {
        for await (const batch of admin.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) {
          for (const key of batch) {
            keys += 1;
            const slot = Number(await admin.sendCommand(["CLUSTER", "KEYSLOT", key]));
            // The store's own slot function agrees with the server's.
            expect(clusterSlot(key)).toBe(slot);
            const tag = key.includes("{") ? key.slice(key.indexOf("{") + 1, key.indexOf("}")) : `(untagged) ${key}`;
            const entry = byTag.get(tag) ?? { slots: new Set(), masters: new Set() };
            entry.slots.add(slot);
            entry.masters.add(masters[i]!);
            byTag.set(tag, entry);
          }
        }
      }
      expect(keys).toBeGreaterThan(200);
      const tags = [...byTag.keys()].filter((tag) => !tag.startsWith("(untagged)"));
      // Every scope the workload wrote ("global" for {}; the label escapes "%", "," and "=", the tag "%", "{" and "}" again), and nothing else.
      expect(tags.sort()).toEqual(
        [
          "global",
          "workspace=acme",
          "workspace=acme,user=ann",
          "workspace=w%7B1%7D,user=a:b%2525",
          "user=ann%252Csession%253Ds1",
          "workspace=acme,user=ann,agent=planner,session=s9",
        ].sort(),
      );
      for (const tag of tags) {
        expect({ tag, slots: byTag.get(tag)!.slots.size, masters: byTag.get(tag)!.masters.size }).toEqual({ tag, slots: 1, masters: 1 });
      }
      // The scopes spread over every master (their slots fall in each third that redis-cli gave a master),
      // so the workload crossed nodes and its operations across scopes had every master to visit.
      expect(new Set(tags.flatMap((tag) => [...byTag.get(tag)!.masters])).size).toBe(masters.length);
    } finally {
      await Promise.all(admins.map((admin) => admin.close()));
    }
  });

  it("opens through rootNodes, or one node's URL with cluster: true, and says what it reaches", async () => {
    const [first, second] = redis.cluster.rootNodes;
    const warnings: RedisStoreWarning[] = [];
    const byNodes = await openRedisStore({ rootNodes: [first!, second!], prefix, onWarning: (warning) => warnings.push(warning) });
    const byOne = await openRedisStore({ url: second!, cluster: true, prefix, onWarning: () => undefined });
    try {
      expect((await byOne.get("entry", "e2"))?.id).toBe("e2");
      expect((await byNodes.get("entry", "e2"))?.id).toBe("e2");
      expect(await byNodes.stats()).toEqual({ persistence: { aof: false, rdb: false }, mode: "cluster", servers: 3 });
      // Every master that persists nothing is named.
      const masters = (await redis.masterUrls()).map((url) => url.replace("redis://", ""));
      expect(warnings.map((warning) => warning.code)).toEqual(["REDIS_NOT_PERSISTENT"]);
      for (const master of masters) expect(warnings[0]!.message).toContain(master);
    } finally {
      await byNodes.close();
      await byOne.close();
    }
  });

  afterAll(() => monitored.clear());
});
