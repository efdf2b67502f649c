import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgresServer } from "@engram/store-postgres/testing";
import { startRedisCluster, startRedisServer } from "@engram/store-redis/testing";
import type { RetrySpec, SharedStoreSpec } from "./shared-store-spec.js";

export const sharedTargetKinds = ["redis", "redis-cluster", "postgres", "sqlite"] as const;
export type SharedTargetKind = (typeof sharedTargetKinds)[number];

/** When a fault began and when the server (or a promoted replica) answered again: epoch ms. */
export interface FaultTimes {
  readonly faultMs: number;
  readonly backMs: number;
}

/** One shared store the suites drive: its server (started here), how to open it, and its fault. */
export interface SharedTarget {
  readonly kind: SharedTargetKind;
  /** The server's configuration, for the notes. */
  readonly setup: string;
  readonly spec: SharedStoreSpec;
  /** What the store's README promises for this fault (or this setup), quoted in the notes next to the result. */
  readonly promise: string;
  /** Whether the README promises that no acknowledged write is lost through the fault (the audit must then find 0 missing). */
  readonly durable: boolean;
  /** What `injectFault` does; undefined where there is no server to fault (SQLite). */
  readonly fault?: string;
  injectFault?(): Promise<FaultTimes>;
  /** Stops every server process and removes every file; idempotent. */
  stop(): Promise<void>;
}

const now = (): number => performance.timeOrigin + performance.now();

/**
 * Retries that outlast a restart (the faults suite): a store's defaults give up after about 2-6 s, less
 * than a restart on a loaded machine; an application expecting restarts sizes them the same way.
 */
const restartRetry: RetrySpec = { retries: 40, minDelayMs: 50, maxDelayMs: 500 };

/** Postgres connections per agent process: 8 processes stay well under the server's 200. */
const postgresPoolSize = 5;

/**
 * Starts the server of `kind` on free loopback ports, in its durable configuration (the one each
 * README's durability table promises no loss for: AOF with `appendfsync always`; PostgreSQL with
 * fsync on), and `faults: true` sizes the stores' retries to outlast the fault.
 */
export async function startSharedTarget(kind: SharedTargetKind, options: { readonly faults: boolean }): Promise<SharedTarget> {
  const retry = options.faults ? { retry: restartRetry } : {};
  switch (kind) {
    case "redis": {
      const server = await startRedisServer({ persistence: "aof", appendfsync: "always" });
      return {
        kind,
        setup: "one redis-server, appendonly yes, appendfsync always",
        spec: { kind: "redis", url: server.url, prefix: "load", ...retry },
        promise: 'README: "AOF, appendfsync always": a restarted or killed server loses nothing acknowledged',
        durable: true,
        fault: "kill -9 of redis-server, then a restart on the same port and data directory",
        async injectFault() {
          const faultMs = now();
          await server.kill();
          await server.restart();
          return { faultMs, backMs: now() };
        },
        stop: () => server.stop(),
      };
    }
    case "redis-cluster": {
      const cluster = await startRedisCluster({ masters: 3, replicasPerMaster: 1, appendfsync: "always", nodeTimeoutMs: options.faults ? 2000 : 5000 });
      return {
        kind,
        setup: `Redis Cluster, 3 masters + 3 replicas, appendfsync always, cluster-node-timeout ${options.faults ? 2000 : 5000} ms, durability "primary"`,
        spec: { kind: "redis-cluster", url: cluster.url, prefix: "load", ...retry },
        promise:
          'README (durability "primary", the default): when a master is lost and its replica promoted, "the writes the replica had not received are lost"',
        durable: false,
        fault: "kill -9 of one master (the first serving slots); its replica takes over (waited for until every slot is served again)",
        async injectFault() {
          const master = (await cluster.topology()).find((node) => node.role === "master" && node.slots > 0 && !node.failed);
          const node = cluster.nodes.find((candidate) => candidate.port === master?.port);
          if (node === undefined) throw new Error("The test cluster has no master serving slots to kill.");
          const faultMs = now();
          await node.kill();
          await cluster.waitUntilHealthy({ replicasPerMaster: 0, timeoutMs: 120_000 });
          return { faultMs, backMs: now() };
        },
        stop: () => cluster.stop(),
      };
    }
    case "postgres": {
      const server = await startPostgresServer({ settings: { fsync: "on", full_page_writes: "on", synchronous_commit: "on" } });
      return {
        kind,
        setup: "PostgreSQL 15, fsync on, synchronous_commit on",
        spec: { kind: "postgres", connectionString: server.url, poolSize: postgresPoolSize, ...retry },
        promise: 'README ("synchronous_commit = on, fsync = on"): a killed or restarted server loses nothing acknowledged',
        durable: true,
        fault: "pg_ctl stop -m immediate (a crash), then pg_ctl start on the same data directory",
        async injectFault() {
          const faultMs = now();
          await server.halt("immediate");
          await server.resume();
          return { faultMs, backMs: now() };
        },
        stop: () => server.stop(),
      };
    }
    case "sqlite": {
      const dir = await mkdtemp(join(tmpdir(), "engram-bench-shared-"));
      return {
        kind,
        setup: "one SQLite file opened by every process (WAL, durability normal)",
        spec: { kind: "sqlite", path: join(dir, "shared.db") },
        promise: 'README (durability "normal"): the process is killed, "nothing committed is lost"',
        durable: true,
        stop: () => rm(dir, { recursive: true, force: true }),
      };
    }
  }
}
