import { createClient } from "redis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { entry, message } from "./fixtures.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

describeWithRedis("key layout", () => {
  let server: RedisServer;
  const prefix = "layout-test";

  beforeAll(async () => {
    server = await RedisServer.start();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("keeps every key under the prefix and each scope's keys in one slot", async () => {
    const store = await openRedisStore({ url: server.url, prefix, vectorDimensions: 2 });
    const odd = { workspace: "w{1}", user: "a:b%" };
    await store.put(entry("k1", "alpha beta", { workspace: "w" }, { vector: [1, 0] }));
    await store.put(entry("k2", "gamma", odd, { vector: [0, 1] }));
    await store.appendEvents("s1", odd, [message("m1", "delta epsilon")]);
    await store.close();

    const client = createClient({ url: server.url });
    await client.connect();
    try {
      const keys = (await client.keys("*")).sort();
      expect(keys.every((key) => key.startsWith(`${prefix}:`))).toBe(true);
      const tagged = keys.filter((key) => key.includes("{"));
      const byTag = new Map<string, number[]>();
      for (const key of tagged) {
        const tag = key.slice(key.indexOf("{") + 1, key.indexOf("}"));
        byTag.set(tag, [...(byTag.get(tag) ?? []), clusterSlot(key)]);
      }
      // The label escapes "%" (%25); the hash tag escapes "%", "{" and "}" again.
      expect([...byTag.keys()].sort()).toEqual(["workspace=w", "workspace=w%7B1%7D,user=a:b%2525"]);
      for (const slots of byTag.values()) expect(new Set(slots).size).toBe(1);
      expect(keys.filter((key) => !key.includes("{"))).toEqual([`${prefix}:ids:entry`, `${prefix}:layout:labels`, `${prefix}:scopes`, `${prefix}:sessions`]);
      expect(tagged).toContain(`${prefix}:{workspace=w%7B1%7D,user=a:b%2525}:s:s1:ev`);
    } finally {
      await client.close();
    }
  });
});

/** Redis Cluster's slot of a key: CRC16 (XMODEM) of its hash tag, or of the whole key, mod 16384. */
function clusterSlot(key: string): number {
  const bytes = Buffer.from(key);
  const open = bytes.indexOf("{");
  const close = open === -1 ? -1 : bytes.indexOf("}", open + 1);
  const hashed = open !== -1 && close > open + 1 ? bytes.subarray(open + 1, close) : bytes;
  let crc = 0;
  for (const byte of hashed) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc % 16384;
}
