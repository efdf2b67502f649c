import { createMemory, type Scope } from "@engram/core";
import { createClient } from "redis";
import { afterEach, expect, it } from "vitest";
import { openRedisStore, type RedisStore } from "../src/index.js";
import { startRedisServer, type RedisProcess } from "../src/testing/redis-server.js";
import { readRedisKeys, readServerFiles } from "./redis-bytes.js";
import { describeWithRedis } from "./redis-server.js";

const ann: Scope = { workspace: "acme", user: "ann" };
const at = "2026-05-01T09:00:00.000Z";
const prefix = "purge-test";

describeWithRedis("a purge leaves no byte of the fact in Redis: its keys, its append-only file, its snapshot", () => {
  const servers: RedisProcess[] = [];
  const stores: RedisStore[] = [];

  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const server of servers.splice(0)) await server.stop();
  });

  async function seeded(persistence: "aof" | "rdb"): Promise<{ redis: RedisProcess; store: RedisStore }> {
    const redis = await startRedisServer({ persistence });
    servers.push(redis);
    const store = await openRedisStore({ url: redis.url, prefix });
    stores.push(store);
    await store.appendEvents("s1", ann, [
      {
        at,
        type: "message",
        message: { id: "m1", role: "user", parts: [{ type: "text", text: "My locker at the north gym is violet-kestrel-42." }], createdAt: at },
      },
      {
        at,
        type: "message",
        message: { id: "m2", role: "assistant", parts: [{ type: "text", text: "Noted: LOCKER violet-kestrel-42, north gym." }], createdAt: at },
      },
      { at, type: "message", message: { id: "m3", role: "user", parts: [{ type: "text", text: "The north gym opens at six." }], createdAt: at } },
    ]);
    const memory = createMemory({ store, scope: ann, autoConsolidate: false, now: () => new Date(at) });
    await memory.remember({ key: "locker", content: "Ann's locker at the north gym is violet-kestrel-42", messageIds: ["m1"] });
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      // A snapshot taken while the fact was there: the file a purge must replace.
      if (persistence === "rdb") await admin.sendCommand(["SAVE"]);
    } finally {
      await admin.close();
    }
    return { redis, store };
  }

  for (const persistence of ["aof", "rdb"] as const) {
    it(`with ${persistence === "aof" ? "the append-only file" : "RDB snapshots"} on`, async () => {
      const { redis, store } = await seeded(persistence);
      expect(readServerFiles(redis.dir!).toString("latin1").toLowerCase()).toContain("kestrel");
      const memory = createMemory({ store, scope: ann, autoConsolidate: false, now: () => new Date(at) });
      expect(await memory.forget("locker", { purge: true })).toBe(true);
      expect((await readRedisKeys(redis.url, prefix)).toString("latin1").toLowerCase()).not.toContain("kestrel");
      expect(readServerFiles(redis.dir!).toString("latin1").toLowerCase()).not.toContain("kestrel");
      const texts = (await store.readEvents("s1")).map((event) =>
        event.type === "message" && event.message.parts[0]?.type === "text" ? event.message.parts[0].text : "",
      );
      expect(texts).toEqual(["[forgotten]", "[forgotten]", "The north gym opens at six."]);
    });
  }
});
