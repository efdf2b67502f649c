import { randomUUID } from "node:crypto";
import { describeMemoryStoreConformance } from "@engram/core/testing";
import { afterAll, expect } from "vitest";
import { openRedisStore, type RedisStoreWarning } from "../src/index.js";
import { deleteRedisKeys, readRedisKeys } from "./redis-bytes.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

describeWithRedis("store-redis conformance", () => {
  let server: Promise<RedisServer> | undefined;
  const serverOnce = (): Promise<RedisServer> => (server ??= RedisServer.start());

  afterAll(async () => {
    if (server !== undefined) await (await server).stop();
  });

  // Both ways a search runs: one script (standalone) and per-scope scripts (a proxy routing by slot,
  // as on a cluster; the real cluster runs the suite in cluster-conformance.test.ts).
  for (const cluster of [false, "proxy"] as const) {
    describeMemoryStoreConformance(cluster ? "store-redis (per-scope scripts, proxy)" : "store-redis", {
      create: async ({ vectorDimensions }) => {
        const { url } = await serverOnce();
        const prefix = `conformance-${randomUUID()}`;
        // The test server persists nothing on purpose: that warning, and no other, is expected.
        const onWarning = (warning: RedisStoreWarning) => expect(warning.code).toBe("REDIS_NOT_PERSISTENT");
        const open = () => openRedisStore({ url, prefix, vectorDimensions, cluster, onWarning });
        return {
          store: await open(),
          reopen: open,
          cleanup: () => deleteRedisKeys(url, prefix),
          // The test server persists nothing: its keys are all it holds (persistence files: purge.test.ts).
          readBytes: () => readRedisKeys(url, prefix),
        };
      },
    });
  }
});
