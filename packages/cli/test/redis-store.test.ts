import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemory, type EntryRecord } from "@engram/core";
import { openRedisStore } from "@engram/store-redis";
import { hasRedisServer, redisServerBinary, startRedisServer, type RedisProcess } from "@engram/store-redis/testing";
import { runEngram } from "./helpers/run-engram.js";
import { threeEntries } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

if (hasRedisServer()) {
  describe("a redis:// store", () => {
    let server: RedisProcess;
    let entries: EntryRecord[];
    const prefix = "cli-test";

    beforeAll(async () => {
      server = await startRedisServer();
      const store = await openRedisStore({ url: server.url, prefix });
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
      expect(deleted).toEqual({ code: 0, stderr: "", stdout: `Deleted entry "deploy-day" (id ${deploy!.id}, scope workspace=other).\n` });
      const after = await runEngram(["memory", "list", "--store", spec, "--json"], { cwd });
      expect(JSON.parse(after.stdout)).toEqual({ entries: [tabs, pkg] });
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
