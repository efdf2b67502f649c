import { randomUUID } from "node:crypto";
import { describeMemoryStoreConformance } from "@engram/core/testing";
import { expect } from "vitest";
import { openRedisStore, type RedisStoreWarning } from "../src/index.js";
import { deleteRedisKeys, readRedisKeys } from "./redis-bytes.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

describeWithRedis("store-redis conformance", () => {
  const redis = useRedisFixture();

  // Both ways a search runs: one script (standalone) and per-scope scripts (a proxy routing by slot,
  // as on a cluster; the real cluster runs the suite in cluster-conformance.test.ts).
  for (const cluster of [false, "proxy"] as const) {
    describeMemoryStoreConformance(cluster ? "store-redis (per-scope scripts, proxy)" : "store-redis", {
      create: async ({ vectorDimensions }) => {
        const { url } = redis.server;
        const prefix = `conformance-${randomUUID()}`;
        // The test server persists nothing on purpose: that warning, and no other, is expected.
        const onWarning = (warning: RedisStoreWarning) => expect(warning.code).toBe("REDIS_NOT_PERSISTENT");
        const open = () => openRedisStore({ url, prefix, vectorDimensions, cluster, onWarning });
        return {
          store: await open(),
          reopen: open,
          // The fixture's one admin client: a connection per test costs more than the test on a busy machine.
          cleanup: () => deleteRedisKeys(redis.admin, prefix),
          // The test server persists nothing: its keys are all it holds (persistence files: purge.test.ts).
          readBytes: () => readRedisKeys(redis.admin, prefix),
        };
      },
    });
  }
});
