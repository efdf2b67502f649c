import { createClient } from "redis";
import { afterEach, expect, it, vi } from "vitest";
import { openRedisStore, type RedisStore, type RedisStoreWarning } from "../src/index.js";
import { startRedisServer, type RedisProcess } from "../src/testing/redis-server.js";
import { entry } from "./fixtures.js";
import { describeWithRedis } from "./redis-server.js";

describeWithRedis("what the Redis store says about the server's persistence", () => {
  const servers: RedisProcess[] = [];
  const stores: RedisStore[] = [];

  afterEach(async () => {
    vi.restoreAllMocks();
    for (const store of stores.splice(0)) await store.close();
    for (const server of servers.splice(0)) await server.stop();
  });

  async function server(persistence: "none" | "aof"): Promise<RedisProcess> {
    const started = await startRedisServer({ persistence });
    servers.push(started);
    return started;
  }

  async function open(url: string, warnings: RedisStoreWarning[]): Promise<RedisStore> {
    const store = await openRedisStore({ url, prefix: "persistence-test", onWarning: (warning) => void warnings.push(warning) });
    stores.push(store);
    return store;
  }

  /** A user of the server who may not run the given command categories or commands. */
  async function restrictedUser(url: string, denied: readonly string[]): Promise<string> {
    const admin = createClient({ url });
    await admin.connect();
    try {
      await admin.sendCommand(["ACL", "SETUSER", "limited", "on", ">secret", "~*", "&*", "+@all", ...denied.map((name) => `-${name}`)]);
    } finally {
      await admin.close();
    }
    return url.replace("redis://", "redis://limited:secret@");
  }

  it('warns once when the server persists nothing (--save "" --appendonly no), and stats says so', async () => {
    const redis = await server("none");
    const warnings: RedisStoreWarning[] = [];
    const store = await open(redis.url, warnings);
    await store.put(entry("e1", "kept only in memory", { workspace: "w" }));
    await store.search({ scope: { workspace: "w" }, text: "memory" });
    expect(await store.stats()).toEqual({ persistence: { aof: false, rdb: false }, mode: "standalone", servers: 1 });
    expect(warnings).toEqual([
      {
        code: "REDIS_NOT_PERSISTENT",
        message:
          `Redis at 127.0.0.1:${redis.port} persists nothing (appendonly no, save ""): every memory in it is lost when the server restarts. ` +
          'Turn on the append-only file (CONFIG SET appendonly yes, and appendonly yes in redis.conf) or RDB snapshots (save "60 1000").',
      },
    ]);
  });

  it("does not warn when the server keeps an append-only file, and stats reports it", async () => {
    const redis = await server("aof");
    const warnings: RedisStoreWarning[] = [];
    const store = await open(redis.url, warnings);
    expect(await store.stats()).toEqual({ persistence: { aof: true, rdb: false }, mode: "standalone", servers: 1 });
    expect(warnings).toEqual([]);
  });

  it("reports RDB snapshots once save points are set", async () => {
    const redis = await server("none");
    const admin = createClient({ url: redis.url });
    await admin.connect();
    await admin.sendCommand(["CONFIG", "SET", "save", "3600 1"]);
    await admin.close();
    const warnings: RedisStoreWarning[] = [];
    const store = await open(redis.url, warnings);
    expect(await store.stats()).toEqual({ persistence: { aof: false, rdb: true }, mode: "standalone", servers: 1 });
    expect(warnings).toEqual([]);
  });

  it('reports "unknown" and does not warn when the server refuses CONFIG, or CONFIG and INFO', async () => {
    const redis = await server("none");
    const noConfig: RedisStoreWarning[] = [];
    const withInfo = await open(await restrictedUser(redis.url, ["config"]), noConfig);
    expect(await withInfo.stats()).toEqual({ persistence: { aof: false, rdb: "unknown" }, mode: "standalone", servers: 1 });
    const noInfo: RedisStoreWarning[] = [];
    const blind = await open(await restrictedUser(redis.url, ["config", "info"]), noInfo);
    expect(await blind.stats()).toEqual({ persistence: { aof: "unknown", rdb: "unknown" }, mode: "standalone", servers: 1 });
    expect([noConfig, noInfo]).toEqual([[], []]);
  });

  it("warns through console.warn when no onWarning is given", async () => {
    const redis = await server("none");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stores.push(await openRedisStore({ url: redis.url, prefix: "persistence-test" }));
    expect(warn.mock.calls).toEqual([[expect.stringMatching(/^@engram\/store-redis: Redis at 127\.0\.0\.1:\d+ persists nothing \(appendonly no, save ""\)/)]]);
  });

  it("refuses an onWarning that is not a function with INVALID_OPTIONS", async () => {
    const error = await openRedisStore({ url: "redis://127.0.0.1:1", prefix: "p", onWarning: "log" as never }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: "EngramError", code: "INVALID_OPTIONS" });
  });
});
