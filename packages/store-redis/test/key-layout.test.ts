import { createClient } from "redis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clusterSlot } from "../src/cluster-slot.js";
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
      expect(keys.filter((key) => !key.includes("{"))).toEqual([
        `${prefix}:ids:entry`,
        `${prefix}:layout:keys`,
        `${prefix}:layout:labels`,
        `${prefix}:scopes`,
        `${prefix}:sessions`,
      ]);
      // A scope's sessions and records are a few hashes, whatever their ids: no key is named by stored data but the text index's terms.
      const odds = tagged.filter((key) => key.startsWith(`${prefix}:{workspace=w%7B1%7D,user=a:b%2525}:`)).map((key) => key.slice(key.indexOf("}:") + 2));
      expect(odds.filter((key) => !key.startsWith("x:"))).toEqual(["r:entry", "s:e", "s:m", "s:z", "v:entry", "z:entry:c", "z:entry:u"]);
    } finally {
      await client.close();
    }
  });
});
