import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemory, type EntryRecord } from "@engram/core";
import { openRedisStore } from "@engram/store-redis";
import { hasRedisServer, redisServerBinary, startRedisServer, type RedisProcess } from "@engram/store-redis/testing";
import { runEngram } from "./helpers/run-engram.js";
import { threeEntries } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

/** The one warning a command gives on a server started with --save "" --appendonly no. */
const notPersistent = (port: number): string =>
  `engram: warning: Redis at 127.0.0.1:${port} persists nothing (appendonly no, save ""): every memory in it is lost when the server restarts. ` +
  'Turn on the append-only file (CONFIG SET appendonly yes, and appendonly yes in redis.conf) or RDB snapshots (save "60 1000").\n';

if (hasRedisServer()) {
  describe("a redis:// store", () => {
    let server: RedisProcess;
    let entries: EntryRecord[];
    const prefix = "cli-test";

    beforeAll(async () => {
      server = await startRedisServer();
      const store = await openRedisStore({ url: server.url, prefix, onWarning: (warning) => expect(warning.code).toBe("REDIS_NOT_PERSISTENT") });
      entries = [];
      for (const { at, ...input } of threeEntries) {
        const memory = createMemory({ store, scope: input.scope, autoConsolidate: false, now: () => new Date(at) });
        entries.push((await memory.remember(input))!);
      }
      await store.close();
    }, 30_000);
    afterAll(() => server?.stop());

    it("lists, searches and deletes through --store redis://host:port/prefix", async () => {
      const cwd = await makeTempDir();
      const spec = `redis://127.0.0.1:${server.port}/${prefix}`;
      const [pkg, tabs, deploy] = entries;
      const list = await runEngram(["memory", "list", "--store", spec, "--json"], { cwd });
      expect(list.code).toBe(0);
      expect(JSON.parse(list.stdout)).toEqual({ entries: [deploy, tabs, pkg] });
      const search = await runEngram(["memory", "search", "pnpm", "--store", spec, "--scope", "workspace=acme", "--json"], { cwd });
      expect((JSON.parse(search.stdout) as { hits: { entry: EntryRecord }[] }).hits.map((hit) => hit.entry)).toEqual([pkg]);
      const other = await runEngram(["memory", "list", "--store", `redis://127.0.0.1:${server.port}/elsewhere`, "--json"], { cwd });
      expect(JSON.parse(other.stdout)).toEqual({ entries: [] });
      const deleted = await runEngram(["memory", "delete", "deploy-day", "--store", spec, "--yes"], { cwd });
      expect(deleted).toEqual({
        code: 0,
        stderr: notPersistent(server.port),
        stdout: `Deleted entry "deploy-day" (id ${deploy!.id}, scope workspace=other).\n`,
      });
      const after = await runEngram(["memory", "list", "--store", spec, "--json"], { cwd });
      expect(JSON.parse(after.stdout)).toEqual({ entries: [tabs, pkg] });
    });

    it("says once per command that a server persisting nothing loses the memory on restart, and nothing for one with an AOF", async () => {
      const cwd = await makeTempDir();
      const list = await runEngram(["memory", "list", "--store", `redis://127.0.0.1:${server.port}/${prefix}`], { cwd });
      expect([list.code, list.stderr]).toEqual([0, notPersistent(server.port)]);
      const durable = await startRedisServer({ persistence: "aof" });
      try {
        const quiet = await runEngram(["memory", "list", "--store", `redis://127.0.0.1:${durable.port}/${prefix}`], { cwd });
        expect(quiet).toEqual({ code: 0, stderr: "", stdout: "No entries.\n" });
      } finally {
        await durable.stop();
      }
    });
  });
} else {
  // Same rule as @engram/store-redis: skipped locally with a loud warning, a failure on CI.
  console.warn(`\n*** redis store CLI tests: SKIPPED, ${redisServerBinary} not found (apt-get install redis-server) ***\n`);
  describe("a redis:// store", () => {
    it("needs redis-server (fails on CI)", () => {
      if (process.env["CI"] === "true") throw new Error(`redis-server not found at ${redisServerBinary}; CI must install it`);
    });
  });
}
