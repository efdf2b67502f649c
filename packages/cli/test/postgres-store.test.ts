import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemory, type EntryRecord, type MemoryStore } from "@engram/core";
import { openPostgresStore } from "@engram/store-postgres";
import { hasPostgresServer, postgresBinDir, startPostgresServer, type PostgresServer } from "@engram/store-postgres/testing";
import { runEngram } from "./helpers/run-engram.js";
import { threeEntries } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

async function seed(store: MemoryStore): Promise<EntryRecord[]> {
  const entries: EntryRecord[] = [];
  try {
    for (const { at, ...input } of threeEntries) {
      const memory = createMemory({ store, scope: input.scope, autoConsolidate: false, now: () => new Date(at) });
      entries.push((await memory.remember(input))!);
    }
  } finally {
    await store.close();
  }
  return entries;
}

describe("a pglite:<dir> store", () => {
  it("lists and searches what was written there, the folder relative to the current directory", { timeout: 180_000 }, async () => {
    const cwd = await makeTempDir();
    const [pkg, tabs, deploy] = await seed(await openPostgresStore({ pglite: path.join(cwd, "pg") }));
    const list = await runEngram(["memory", "list", "--store", "pglite:pg", "--json"], { cwd });
    expect([list.code, list.stderr]).toEqual([0, ""]);
    expect(JSON.parse(list.stdout)).toEqual({ entries: [deploy, tabs, pkg] });
    const search = await runEngram(["memory", "search", "pnpm", "--store", "pglite:pg", "--scope", "workspace=acme", "--json"], { cwd });
    expect((JSON.parse(search.stdout) as { hits: { entry: EntryRecord }[] }).hits.map((hit) => hit.entry)).toEqual([pkg]);
  });
});

if (hasPostgresServer()) {
  describe("a postgres:// store", () => {
    let server: PostgresServer;
    let entries: EntryRecord[];

    beforeAll(async () => {
      server = await startPostgresServer();
      entries = await seed(await openPostgresStore({ connectionString: server.url, schema: "cli_test" }));
    }, 120_000);
    afterAll(() => server?.stop());

    it("lists through --store postgres://…?schema=, and another schema is another store", { timeout: 120_000 }, async () => {
      const cwd = await makeTempDir();
      const [pkg, tabs, deploy] = entries;
      const list = await runEngram(["memory", "list", "--store", `${server.url}?schema=cli_test`, "--json"], { cwd });
      expect([list.code, list.stderr]).toEqual([0, ""]);
      expect(JSON.parse(list.stdout)).toEqual({ entries: [deploy, tabs, pkg] });
      const other = await runEngram(["memory", "list", "--store", `${server.url}?schema=elsewhere`, "--json"], { cwd });
      expect(JSON.parse(other.stdout)).toEqual({ entries: [] });
    });
  });
} else {
  // Same rule as @engram/store-postgres: skipped locally with a loud warning, a failure on CI.
  console.warn(`\n*** postgres store CLI tests: SKIPPED, initdb/pg_ctl not found in ${postgresBinDir} (apt-get install postgresql) ***\n`);
  describe("a postgres:// store", () => {
    it("needs PostgreSQL (fails on CI)", () => {
      if (process.env["CI"] === "true") throw new Error(`PostgreSQL not found in ${postgresBinDir}; CI must install it`);
    });
  });
}
