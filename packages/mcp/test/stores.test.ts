import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInMemoryStore, type MemoryStore } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { openRedisStore } from "@engram/store-redis";
import { hasRedisServer, startRedisServer } from "@engram/store-redis/testing";
import { openSqliteStore } from "@engram/store-sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { type Connected, connect } from "./helpers.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "engram-mcp-store-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const stores: [string, () => Promise<MemoryStore>][] = [
  ["in-memory", async () => createInMemoryStore()],
  ["fs", async () => openFsStore({ root: path.join(await tempDir(), "memory") })],
  ["sqlite", async () => openSqliteStore({ path: path.join(await tempDir(), "memory.db") })],
  [
    "redis",
    async () => {
      const server = await startRedisServer();
      cleanups.push(() => server.stop());
      return openRedisStore({ url: server.url, prefix: "mcp-test", onWarning: () => undefined });
    },
  ],
];

// Without redis-server the Redis case is skipped with a warning, except on CI, where it must run.
if (!hasRedisServer()) {
  if (process.env["CI"] === "true") throw new Error("redis-server is not installed; CI must install it (apt-get install redis-server).");
  console.warn("redis-server not found: @engram/mcp's Redis store test is skipped.");
  stores.pop();
}

describe.each(stores)("on the %s store", (_name, open) => {
  it("stores, recalls in precedence order, serves MEMORY.md and forgets", { timeout: 60_000 }, async () => {
    const store = await open();
    cleanups.push(() => store.close());
    const c: Connected = await connect({ store });
    cleanups.push(() => c.close());
    await c.call("memory_store", { content: "Deploy checklists live in the team wiki.", key: "deploy-wiki", scope: "global" });
    await c.call("memory_store", { content: "Deploy this service with the blue green script.", key: "deploy-script" });
    const recalled = await c.call("memory_recall", { query: "deploy" });
    expect((recalled.structuredContent as { items: { scope: string; key: string }[] }).items.map((item) => [item.scope, item.key])).toEqual([
      ["project", "deploy-script"],
      ["global", "deploy-wiki"],
    ]);
    const index = await c.client.readResource({ uri: "engram://memory/project/MEMORY.md" });
    expect(index.contents[0]).toMatchObject({ text: expect.stringContaining("**deploy-script**: Deploy this service with the blue green script.") });
    expect((await c.call("memory_forget", { key: "deploy-script", purge: true })).structuredContent).toMatchObject({ forgotten: true, entries: 1 });
    expect((await c.call("memory_list", {})).structuredContent).toMatchObject({ entries: [{ scope: "global", key: "deploy-wiki" }] });
  });
});
