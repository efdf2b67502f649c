import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullRecords, fullSessionEvents } from "@engram/core/testing";
import { hasPostgresServer, postgresBinDir, startPostgresServer, type PostgresServer } from "@engram/store-postgres/testing";
import { hasRedisServer, redisServerBinary, startRedisServer, type RedisProcess } from "@engram/store-redis/testing";
import { runEngram } from "./helpers/run-engram.js";
import { appendSession, rememberAll, text, threeEntries, withStore } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

/** An export's header (its own time) and its body, as bytes. */
function parts(jsonl: string): { header: Record<string, unknown>; body: string } {
  const newline = jsonl.indexOf("\n");
  const header = JSON.parse(jsonl.slice(0, newline)) as Record<string, unknown>;
  return { header: { ...header, exportedAt: "<time>" }, body: jsonl.slice(newline + 1) };
}

/** Every record kind and event type in two scopes (core's conformance data), plus what remember writes and a session appended through memory. */
async function seededFs(cwd: string): Promise<void> {
  await withStore("fs", path.join(cwd, "source"), async (store) => {
    for (const record of fullRecords({ workspace: "A", user: "u1" })) await store.put(record);
    for (const record of fullRecords({ workspace: "B" })) await store.put({ ...record, id: `b-${record.id}` });
    await store.appendEvents("s-full", { workspace: "A", user: "u1" }, fullSessionEvents());
    await rememberAll(store, threeEntries);
    await appendSession(
      store,
      { workspace: "acme" },
      "s1",
      [text("m1", "user", 'We deploy with GitHub Actions. Ünïcödé, 日本語 and "quotes"', "2026-03-04T10:00:00.000Z")],
      new Date("2026-03-04T10:00:05.000Z"),
    );
  });
}

const servers = hasRedisServer() && hasPostgresServer();

if (servers) {
  describe("the export round trip through every store", () => {
    let redis: RedisProcess;
    let postgres: PostgresServer;

    beforeAll(async () => {
      [redis, postgres] = await Promise.all([startRedisServer({ persistence: "aof" }), startPostgresServer()]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([redis?.stop(), postgres?.stop()]);
    });

    it("fs -> SQLite -> Redis -> PGlite -> PostgreSQL -> fs: every export's body is byte-identical to the first", { timeout: 600_000 }, async () => {
      const cwd = await makeTempDir();
      await seededFs(cwd);
      const chain = ["fs:source", "sqlite:copy.db", `redis://127.0.0.1:${redis.port}/round-trip`, "pglite:pg", `${postgres.url}?schema=round_trip`, "fs:back"];
      const exports: string[] = [];
      for (const [i, spec] of chain.entries()) {
        if (i > 0) {
          const imported = await runEngram(["memory", "import", `dump-${i - 1}.jsonl`, "--store", spec, "--quiet"], { cwd });
          expect([spec, imported.code, imported.stderr]).toEqual([spec, 0, ""]);
        }
        const exported = await runEngram(["memory", "export", "--store", spec, "--out", `dump-${i}.jsonl`, "--quiet"], { cwd });
        expect([spec, exported.code, exported.stderr]).toEqual([spec, 0, ""]);
        exports.push(await readFile(path.join(cwd, `dump-${i}.jsonl`), "utf8"));
      }
      const first = parts(exports[0]!);
      expect(first.header).toEqual({ exportedAt: "<time>", format: "engram-export", version: 1 });
      expect(first.body.split("\n").length).toBeGreaterThan(30);
      for (const [i, jsonl] of exports.entries()) expect([chain[i], parts(jsonl)]).toEqual([chain[i], first]);
    });
  });
} else {
  // Same rule as the store packages: skipped locally with a loud warning, a failure on CI.
  console.warn(
    `\n*** export round trip through every store: SKIPPED, needs ${redisServerBinary} and PostgreSQL in ${postgresBinDir} (apt-get install redis-server postgresql) ***\n`,
  );
  describe("the export round trip through every store", () => {
    it("needs redis-server and PostgreSQL (fails on CI)", () => {
      if (process.env["CI"] === "true")
        throw new Error(`redis-server (${redisServerBinary}) or PostgreSQL (${postgresBinDir}) not found; CI must install them`);
    });
  });
}
