import { fileURLToPath } from "node:url";
import { rememberConcurrently, expectOneEntryHoldingAll, expectProcessesLoseNothing } from "@engram/core/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

const scope = { workspace: "acme", user: "ann" };
const storeModule = fileURLToPath(new URL("../dist/index.js", import.meta.url));

describeWithRedis("remember under one key from concurrent writers (Redis store)", () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await RedisServer.start();
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  for (const cluster of [false, "proxy"] as const) {
    it(`20 concurrent remember calls in one process leave exactly one entry holding every acknowledged content${cluster ? " (per-scope scripts)" : ""}`, async () => {
      const store = await openRedisStore({ url: server.url, prefix: `in-process-${cluster}`, cluster });
      try {
        const contents = await rememberConcurrently(store, { scope, key: "port", count: 20 });
        expect(contents).toHaveLength(20);
        await expectOneEntryHoldingAll(store, scope, "port", contents);
      } finally {
        await store.close();
      }
    }, 60_000);
  }

  it("6 processes remembering 10 contents each under one key on one server lose none of the 60 and leave one entry", async () => {
    const prefix = "remember-processes";
    await expectProcessesLoseNothing({ storeModule, open: { exportName: "openRedisStore", options: { url: server.url, prefix } }, scope }, () =>
      openRedisStore({ url: server.url, prefix }),
    );
  }, 300_000);
});
