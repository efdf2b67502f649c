import { createClient, type RedisClientType } from "redis";
import { expect, it } from "vitest";
import { clusterSlot } from "../src/cluster-slot.js";
import { openRedisStore, type RedisStore } from "../src/index.js";
import { KeyLayout } from "../src/keys.js";
import { pollUntil } from "../src/testing/redis-process.js";
import { entry, message } from "./fixtures.js";
import { describeWithRedisCluster, useRedisCluster } from "./redis-cluster.js";

const prefix = "reshard";
const scope = { workspace: "moving" };

/** An error reply's count in INFO errorstats (`errorstat_ASK:count=3`), 0 when absent. */
async function errorCount(client: RedisClientType, name: string): Promise<number> {
  const info = String(await client.sendCommand(["INFO", "errorstats"]));
  return Number(new RegExp(`^errorstat_${name}:count=(\\d+)`, "m").exec(info)?.[1] ?? 0);
}

describeWithRedisCluster("a scope's slot moved to another master while stores use it", () => {
  const redis = useRedisCluster();

  it("serves calls made during the move once it ends (ASK, TRYAGAIN), then follows MOVED, with both durabilities", async () => {
    const open = (durability: "primary" | "replica"): Promise<RedisStore> =>
      openRedisStore({ url: redis.cluster.url, prefix, durability, retry: { retries: 200, minDelayMs: 20, maxDelayMs: 100 }, onWarning: () => undefined });
    const stores = [await open("primary"), await open("replica")];
    const [writer] = stores;
    const slot = clusterSlot(new KeyLayout(prefix).scopeBase(scope));
    const states = await redis.cluster.topology();
    const masters = states.filter((state) => state.role === "master" && state.slots > 0);
    const source = masters.find((state) => state.slotRanges.some(([from, to]) => slot >= from && slot <= to))!;
    const target = masters.find((state) => state.id !== source.id)!;
    const connect = async (port: number): Promise<RedisClientType> => {
      const client: RedisClientType = createClient({ socket: { host: "127.0.0.1", port } });
      await client.connect();
      return client;
    };
    const [from, to] = [await connect(source.port), await connect(target.port)];
    const others = await Promise.all(masters.filter((state) => state.id !== source.id && state.id !== target.id).map((state) => connect(state.port)));
    try {
      for (let i = 0; i < 20; i += 1) await writer!.put(entry(`e${i}`, `record ${i} about the moving slot`, scope));
      await writer!.appendEvents("s1", scope, [message("m1", "a message in the moving slot")]);
      await from.sendCommand(["CONFIG", "RESETSTAT"]);

      // The move begins: the target imports the slot, the source migrates it, half its keys go over.
      await to.sendCommand(["CLUSTER", "SETSLOT", String(slot), "IMPORTING", source.id]);
      await from.sendCommand(["CLUSTER", "SETSLOT", String(slot), "MIGRATING", target.id]);
      const keys = (await from.sendCommand(["CLUSTER", "GETKEYSINSLOT", String(slot), "10000"])) as string[];
      expect(keys.length).toBeGreaterThan(20);
      const migrate = (batch: string[]) => from.sendCommand(["MIGRATE", "127.0.0.1", String(target.port), "", "0", "5000", "KEYS", ...batch]);
      await migrate(keys.slice(0, keys.length / 2));

      // Calls in the middle of the move: reads of moved keys are redirected (ASK), scripts over keys on
      // both sides are refused until the move ends (TRYAGAIN), and retried.
      const during = stores.flatMap((store, n) => [
        store.get("entry", "e3"),
        store.put(entry(`during-${n}`, "written while the slot moved", scope)),
        store.appendEvents("s1", scope, [message(`during-${n}`, "appended while the slot moved")]),
        store.search({ scope, text: "moving slot" }),
      ]);
      await pollUntil(
        async () => ((await errorCount(from, "ASK")) > 0 && (await errorCount(from, "TRYAGAIN")) > 0 ? true : undefined),
        Date.now() + 30_000,
        () => true,
        () => new Error("No call met the move half done."),
      );
      await migrate(keys.slice(keys.length / 2));
      for (const client of [to, from, ...others]) await client.sendCommand(["CLUSTER", "SETSLOT", String(slot), "NODE", target.id]);
      const settled = await Promise.allSettled(during);
      expect(settled.map((result) => result.status)).toEqual(during.map(() => "fulfilled"));

      // After the move, the stores' slot maps are stale: the source answers MOVED, and they follow it.
      for (const [n, store] of stores.entries()) await store.put(entry(`after-${n}`, "written after the slot moved", scope));
      expect(await errorCount(from, "MOVED")).toBeGreaterThan(0);
      const reader = stores[0]!;
      expect((await reader.query({ kind: "entry", scope, limit: 100 })).records.map((record) => record.id).sort()).toEqual(
        [...Array.from({ length: 20 }, (_, i) => `e${i}`), "during-0", "during-1", "after-0", "after-1"].sort(),
      );
      expect((await reader.readEvents("s1")).map((event) => (event.type === "message" ? event.message.id : event.type)).sort()).toEqual([
        "during-0",
        "during-1",
        "m1",
      ]);
      expect(Number(await to.sendCommand(["CLUSTER", "COUNTKEYSINSLOT", String(slot)]))).toBeGreaterThan(keys.length);
      expect(Number(await from.sendCommand(["CLUSTER", "COUNTKEYSINSLOT", String(slot)]))).toBe(0);
    } finally {
      for (const store of stores) await store.close();
      for (const client of [from, to, ...others]) await client.close();
    }
  }, 120_000);
});
