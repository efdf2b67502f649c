import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ChildHandle, ExitedBeforeReady, onFreePort, pollUntil, redisCommand, redisServerBinary, removeDir, spawnChild } from "./redis-process.js";

/** The redis-cli that joins the nodes: `$REDIS_CLI`, else the Debian package's path (redis-tools, pulled in by redis-server). */
export const redisCliBinary = process.env["REDIS_CLI"] ?? "/usr/bin/redis-cli";

/** Both binaries a cluster needs are there. */
export function hasRedisCluster(): boolean {
  return existsSync(redisServerBinary) && existsSync(redisCliBinary);
}

/** One node process of a test cluster. */
export interface RedisClusterNode {
  readonly port: number;
  /** 127.0.0.1:port, as the cluster names it. */
  readonly address: string;
  readonly pid: number;
  readonly running: boolean;
  /** Its data directory (nodes.conf, the append-only file). */
  readonly dir: string;
  /** SIGKILL: a crash, not a shutdown (nothing is flushed, no failover is handed over). Waits for the exit. */
  kill(): Promise<void>;
  /**
   * Starts the killed node again on its port with its directory (its nodes.conf, its append-only
   * file), so it rejoins the cluster: a failed-over master comes back as a replica. Waits for PING.
   */
  restart(): Promise<void>;
}

/** A node as CLUSTER NODES describes it. */
export interface ClusterNodeState {
  readonly id: string;
  readonly address: string;
  readonly port: number;
  readonly role: "master" | "replica";
  /** Flagged `fail` (or `fail?`, suspected) by the node asked. */
  readonly failed: boolean;
  /** A replica's master's id. */
  readonly masterId: string | undefined;
  /** How many slots it serves. */
  readonly slots: number;
  /** The slots it serves, as inclusive ranges. */
  readonly slotRanges: readonly (readonly [number, number])[];
}

/** A Redis Cluster of redis-server children on loopback, started by `startRedisCluster`. */
export interface RedisClusterProcess {
  readonly nodes: readonly RedisClusterNode[];
  /** `redis+cluster://` with every node, for `openRedisStore`. */
  readonly url: string;
  /** `redis://127.0.0.1:<port>` of every node. */
  readonly rootNodes: readonly string[];
  /** The temp directory holding every node's directory; `stop` removes it. */
  readonly dir: string;
  /** The cluster as a running node sees it (CLUSTER NODES). */
  topology(): Promise<ClusterNodeState[]>;
  /**
   * Waits until every running node says `cluster_state:ok` with all 16384 slots served, every master
   * serving slots has `replicasPerMaster` replicas (the start's number unless given) whose link to it is
   * up; polled, never slept.
   */
  waitUntilHealthy(options?: { replicasPerMaster?: number; timeoutMs?: number }): Promise<void>;
  /** Kills every node and removes the directory; idempotent. */
  stop(): Promise<void>;
}

export interface RedisClusterOptions {
  /** Masters sharing the 16384 slots. Default 3 (the least Redis Cluster accepts). */
  masters?: number;
  /** Replicas of each master. Default 1. */
  replicasPerMaster?: number;
  /**
   * `cluster-node-timeout`: how long a node may be unreachable before the others fail it over. Default
   * 5000 ms (a loaded test machine must not trigger failovers by itself); failover tests pass less.
   */
  nodeTimeoutMs?: number;
  /** The append-only file, fsynced as given; default: nothing persisted. */
  appendfsync?: "always" | "everysec";
  readyTimeoutMs?: number;
}

function parseSlots(fields: readonly string[]): [number, number][] {
  return fields
    .filter((field) => !field.startsWith("[")) // a slot being imported or migrated
    .map((field) => {
      const [from = 0, to = from] = field.split("-").map(Number);
      return [from, to];
    });
}

/** CLUSTER NODES' text as node states. */
function parseClusterNodes(text: string): ClusterNodeState[] {
  return text
    .trim()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [id = "", endpoint = "", flagText = "", master = "-", , , , , ...slots] = line.trim().split(" ");
      const address = endpoint.split("@")[0] ?? "";
      const flags = flagText.split(",");
      return {
        id,
        address,
        port: Number(address.slice(address.lastIndexOf(":") + 1)),
        role: flags.includes("master") ? "master" : "replica",
        failed: flags.includes("fail") || flags.includes("fail?"),
        masterId: master === "-" ? undefined : master,
        slots: parseSlots(slots).reduce((sum, [from, to]) => sum + to - from + 1, 0),
        slotRanges: parseSlots(slots),
      } satisfies ClusterNodeState;
    });
}

function runCli(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(redisCliBinary, [...args], { timeout: 60_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${redisCliBinary} ${args.join(" ")} failed: ${error.message}\n${stdout}\n${stderr}`)) : resolve(),
    );
  });
}

/** A field of an INFO-style reply (`name:value` lines). */
function infoField(text: unknown, name: string): string | undefined {
  return typeof text === "string" ? new RegExp(`^${name}:(.*)$`, "m").exec(text)?.[1]?.trim() : undefined;
}

/**
 * Starts a Redis Cluster for tests: `masters × (1 + replicasPerMaster)` redis-server children on free
 * loopback ports (`--cluster-enabled yes`, a `nodes.conf` per node in its own directory under one temp
 * directory), joins them with `redis-cli --cluster create … --cluster-replicas N --cluster-yes`, then
 * waits until the cluster is healthy (`waitUntilHealthy`). Every child is killed if this process exits
 * without `stop`.
 */
export async function startRedisCluster(options: RedisClusterOptions = {}): Promise<RedisClusterProcess> {
  const masters = options.masters ?? 3;
  const replicasPerMaster = options.replicasPerMaster ?? 1;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const dir = mkdtempSync(join(tmpdir(), "engram-redis-cluster-"));
  const removeOnExit = (): void => removeDir(dir);
  process.once("exit", removeOnExit);
  const persistence = options.appendfsync === undefined ? ["--appendonly", "no"] : ["--appendonly", "yes", "--appendfsync", options.appendfsync];
  const nodes: RedisClusterNode[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(nodes.map((node) => node.kill()));
    process.removeListener("exit", removeOnExit);
    removeDir(dir);
  };
  const argsOn = (port: number, nodeDir: string): string[] => [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--protected-mode",
    "yes",
    "--dir",
    nodeDir,
    "--save",
    "",
    ...persistence,
    // A replica's first sync starts at once (Redis waits 5 s for more replicas by default).
    "--repl-diskless-sync-delay",
    "0",
    "--cluster-enabled",
    "yes",
    "--cluster-config-file",
    join(nodeDir, "nodes.conf"),
    "--cluster-node-timeout",
    String(options.nodeTimeoutMs ?? 5000),
  ];
  const answered = (port: number, child: ChildHandle): Promise<true> =>
    pollUntil(
      async () => ((await redisCommand(port, ["PING"], 500)) === "PONG" ? true : undefined),
      Date.now() + readyTimeoutMs,
      () => child.running,
      () => {
        const message = `redis-server (${redisServerBinary}) on port ${port} ${child.running ? "did not answer PING" : "exited before it was ready"} in cluster mode: ${child.output.trim()}`;
        return child.running ? new Error(message) : new ExitedBeforeReady(message);
      },
    );
  // One node on a port whose bus port (port + 10,000) is free too; another port when it was taken meanwhile.
  const startNode = (port: number): Promise<RedisClusterNode> => {
    const nodeDir = join(dir, String(port));
    mkdirSync(nodeDir, { recursive: true });
    let child = spawnChild(redisServerBinary, argsOn(port, nodeDir));
    return answered(port, child).then(
      () => ({
        port,
        address: `127.0.0.1:${port}`,
        get pid() {
          return child.pid;
        },
        dir: nodeDir,
        get running() {
          return child.running;
        },
        kill: () => child.kill(),
        restart: async () => {
          if (child.running) throw new Error(`Node ${port} is running; kill it before restarting it.`);
          child = spawnChild(redisServerBinary, argsOn(port, nodeDir));
          await answered(port, child);
        },
      }),
      async (error: unknown) => {
        await child.kill();
        removeDir(nodeDir);
        throw error;
      },
    );
  };
  try {
    const count = masters * (1 + replicasPerMaster);
    const started = await Promise.allSettled(Array.from({ length: count }, () => onFreePort(startNode, { alsoFree: 10_000 })));
    for (const result of started) if (result.status === "fulfilled") nodes.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed !== undefined) throw failed.reason;
    await runCli(["--cluster", "create", ...nodes.map((node) => node.address), "--cluster-replicas", String(replicasPerMaster), "--cluster-yes"]);
  } catch (error) {
    await stop();
    throw error;
  }

  const topology = async (): Promise<ClusterNodeState[]> => {
    for (const node of nodes) {
      if (!node.running) continue;
      const reply = await redisCommand(node.port, ["CLUSTER", "NODES"]);
      if (typeof reply === "string") return parseClusterNodes(reply);
    }
    throw new Error("No node of the test cluster answers CLUSTER NODES.");
  };

  /** Undefined until healthy; a description of what is missing, for the timeout's message. */
  let lastProblem = "not checked yet";
  const healthy = async (perMaster: number): Promise<true | undefined> => {
    const running = nodes.filter((node) => node.running);
    for (const node of running) {
      const info = await redisCommand(node.port, ["CLUSTER", "INFO"]);
      if (infoField(info, "cluster_state") !== "ok" || infoField(info, "cluster_slots_ok") !== "16384") {
        lastProblem = `${node.address}: cluster_state ${infoField(info, "cluster_state") ?? "?"}, slots ok ${infoField(info, "cluster_slots_ok") ?? "?"}`;
        return undefined;
      }
    }
    const states = await topology();
    const serving = states.filter((state) => state.role === "master" && state.slots > 0 && !state.failed);
    for (const master of serving) {
      const replicas = states.filter((state) => state.role === "replica" && state.masterId === master.id && !state.failed);
      if (replicas.length < perMaster) {
        lastProblem = `${master.address} has ${replicas.length} of ${perMaster} replicas`;
        return undefined;
      }
      for (const replica of replicas) {
        const link = infoField(await redisCommand(replica.port, ["INFO", "replication"]), "master_link_status");
        if (link !== "up") {
          lastProblem = `replica ${replica.address}: master_link_status ${link ?? "?"}`;
          return undefined;
        }
      }
    }
    return true;
  };

  const waitUntilHealthy = async (wait: { replicasPerMaster?: number; timeoutMs?: number } = {}): Promise<void> => {
    await pollUntil(
      () => healthy(wait.replicasPerMaster ?? replicasPerMaster),
      Date.now() + (wait.timeoutMs ?? readyTimeoutMs),
      () => nodes.some((node) => node.running),
      () => new Error(`The test cluster did not become healthy: ${lastProblem}.`),
    );
  };

  try {
    await waitUntilHealthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    nodes,
    url: `redis+cluster://${nodes.map((node) => node.address).join(",")}`,
    rootNodes: nodes.map((node) => `redis://${node.address}`),
    dir,
    topology,
    waitUntilHealthy,
    stop,
  };
}
