import { afterAll, beforeAll, describe, it } from "vitest";
import {
  hasRedisCluster as findRedisCluster,
  redisCliBinary,
  type RedisClusterOptions,
  type RedisClusterProcess,
  startRedisCluster,
} from "../src/testing/redis-cluster.js";
import { redisServerBinary } from "../src/testing/redis-server.js";

export const hasRedisCluster = findRedisCluster();

/**
 * Runs `body` when redis-server and redis-cli exist. Without them, warns loudly and adds one test that
 * fails on CI (CI=true), so a missing binary is never a silent skip there.
 */
export function describeWithRedisCluster(name: string, body: () => void): void {
  if (hasRedisCluster) {
    describe(name, body);
    return;
  }
  console.warn(`\n*** ${name}: SKIPPED, ${redisServerBinary} or ${redisCliBinary} not found (apt-get install redis-server) ***\n`);
  describe(name, () => {
    it("needs redis-server and redis-cli (fails on CI)", () => {
      if (process.env["CI"] === "true")
        throw new Error(`redis-server (${redisServerBinary}) or redis-cli (${redisCliBinary}) not found; CI must install redis-server`);
    });
  });
}

/** The cluster of one describe block (one per test file: starting one takes seconds). */
export interface RedisClusterFixture {
  readonly cluster: RedisClusterProcess;
  /** `redis://` of each master serving slots now: where a SCAN must go to see every key. */
  masterUrls(): Promise<string[]>;
}

/** Starts a cluster before the block's tests and stops it after them. Register it before hooks that open stores. */
export function useRedisCluster(options: RedisClusterOptions = {}): RedisClusterFixture {
  let cluster: RedisClusterProcess | undefined;
  beforeAll(async () => {
    cluster = await startRedisCluster(options);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  const fixture: RedisClusterFixture = {
    get cluster() {
      if (!cluster) throw new Error("useRedisCluster: the cluster starts in beforeAll; use it inside hooks and tests.");
      return cluster;
    },
    async masterUrls() {
      const states = await fixture.cluster.topology();
      return states.filter((state) => state.role === "master" && state.slots > 0 && !state.failed).map((state) => `redis://${state.address}`);
    },
  };
  return fixture;
}
