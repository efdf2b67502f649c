import { randomUUID } from "node:crypto";
import { describeMemoryStoreConformance } from "@engram/core/testing";
import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, expect } from "vitest";
import { openRedisStore, type RedisStoreWarning } from "../src/index.js";
import { deleteRedisKeys, readRedisKeys } from "./redis-bytes.js";
import { describeWithRedisCluster, useRedisCluster } from "./redis-cluster.js";

describeWithRedisCluster("store-redis on a Redis Cluster (3 masters, 3 replicas)", () => {
  // One cluster for the whole suite; each test writes under its own prefix, deleted afterwards.
  const redis = useRedisCluster();
  // A client per master, kept for the run: a scope's keys are on the master serving its slot.
  let masters: RedisClientType[] = [];
  beforeAll(async () => {
    masters = await Promise.all(
      (await redis.masterUrls()).map(async (url) => {
        const client: RedisClientType = createClient({ url });
        await client.connect();
        return client;
      }),
    );
  });
  afterAll(async () => {
    for (const client of masters) await client.close();
  });

  describeMemoryStoreConformance("store-redis (Redis Cluster)", {
    create: async ({ vectorDimensions }) => {
      const prefix = `conformance-${randomUUID()}`;
      // The test cluster persists nothing on purpose: that warning, and no other, is expected.
      const onWarning = (warning: RedisStoreWarning) => expect(warning.code).toBe("REDIS_NOT_PERSISTENT");
      const open = () => openRedisStore({ url: redis.cluster.url, prefix, vectorDimensions, onWarning });
      return {
        store: await open(),
        reopen: open,
        cleanup: () => deleteRedisKeys(masters, prefix),
        readBytes: () => readRedisKeys(masters, prefix),
      };
    },
  });
});
