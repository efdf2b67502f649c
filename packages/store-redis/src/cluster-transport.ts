import { EngramError } from "@engram/core";
import { createCluster, ErrorReply, type RedisClientType, type RedisClusterType } from "redis";
import { clusterSlot } from "./cluster-slot.js";
import { type ClusterCredentials, type ClusterNode, nodeAddress } from "./redis-target.js";
import { backoffDelay, type ResolvedRetry } from "@engram/core/store-kit";
import { SlotUnservedError } from "./retry.js";
import { type RedisArg, type ServerLink, type Transport, waitArgs } from "./transport.js";

/** How long a node stays unreachable before the client reads the slot map again (a failover moves slots). */
const topologyRefreshMs = 500;
/** Redirections one write with WAIT follows before giving up (node-redis's own default for commands). */
const maxRedirections = 16;

type NodeClient = RedisClientType;

/** A MOVED or ASK reply: where the slot is (ASK: for this one command, during a slot migration). */
function redirectOf(error: unknown): { kind: "MOVED" | "ASK"; address: string } | undefined {
  if (!(error instanceof ErrorReply)) return undefined;
  const match = /^(MOVED|ASK) \d+ (\S+)/.exec(error.message);
  return match ? { kind: match[1] as "MOVED" | "ASK", address: match[2]! } : undefined;
}

/**
 * A Redis Cluster through node-redis's cluster client: each command goes to its key's slot's master
 * (replicas serve no reads: a write is always read back), MOVED and ASK are followed, and the slot map
 * is read again when a node stays unreachable, so a replica promoted by a failover takes over.
 */
export class ClusterTransport implements Transport {
  private constructor(private readonly cluster: RedisClusterType) {}

  static async connect(rootNodes: readonly ClusterNode[], credentials: ClusterCredentials, retry: ResolvedRetry): Promise<ClusterTransport> {
    let connected = false;
    const cluster: RedisClusterType = createCluster({
      rootNodes: rootNodes.map((node) => ({ socket: { host: node.host, port: node.port } })),
      // The nodes the cluster reports are connected with these settings only (not the root nodes').
      defaults: {
        ...(credentials.username === undefined ? {} : { username: credentials.username }),
        ...(credentials.password === undefined ? {} : { password: credentials.password }),
        disableOfflineQueue: true,
        socket: {
          ...(credentials.tls ? { tls: true as const } : {}),
          reconnectStrategy: (retries: number, cause: Error) => (connected || retries < retry.retries ? backoffDelay(retry, Math.min(retries, 3)) : cause),
        },
      },
      useReplicas: false,
      maxCommandRedirections: maxRedirections,
      topologyRefreshOnReconnectionAttemptStrategy: topologyRefreshMs,
    });
    // Discovery and node errors surface through the calls; unheard, "error" would crash the process.
    cluster.on("error", () => undefined);
    try {
      await cluster.connect();
    } catch (error) {
      cluster.destroy();
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `Could not reach the Redis Cluster at ${rootNodes.map(nodeAddress).join(", ")}: no root node answered with the slot map. ` +
          "Check that the nodes are up, that the cluster is formed (CLUSTER INFO: cluster_state:ok) and the addresses are right.",
        { cause: error, details: { rootNodes: rootNodes.map(nodeAddress) } },
      );
    }
    connected = true;
    return new ClusterTransport(cluster);
  }

  send(key: RedisArg | undefined, args: readonly RedisArg[]): Promise<unknown> {
    return this.cluster.sendCommand<unknown>(key, false, [...args]);
  }

  /**
   * The command and WAIT go to the slot's master on one connection, queued together; a MOVED sends
   * both to the new owner (and refreshes the slot map), an ASK to the importing node after ASKING.
   */
  async sendAndWait(key: RedisArg, args: readonly RedisArg[], replicas: number, timeoutMs: number): Promise<[unknown, number]> {
    let client = await this.masterOf(key);
    let asking = false;
    for (let hop = 0; ; hop += 1) {
      const sent = [
        asking ? client.sendCommand<unknown>(["ASKING"]) : undefined,
        client.sendCommand<unknown>([...args]),
        client.sendCommand<unknown>(waitArgs(replicas, timeoutMs)),
      ];
      try {
        const [, reply, acknowledged] = await Promise.all(sent);
        return [reply, Number(acknowledged)];
      } catch (error) {
        const redirect = redirectOf(error);
        if (redirect === undefined || hop >= maxRedirections) throw error;
        asking = redirect.kind === "ASK";
        if (!asking) await this.refreshSlots(key);
        client = (await this.nodeAt(redirect.address)) ?? (await this.masterOf(key));
      }
    }
  }

  async servers(): Promise<ServerLink[]> {
    return Promise.all(
      this.cluster.masters.map(async (node) => {
        const client = await this.cluster.nodeClient(node);
        return { address: node.address, send: (args: readonly RedisArg[]) => client.sendCommand<unknown>([...args]) };
      }),
    );
  }

  waitForReady(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.cluster.off("node-ready", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.cluster.on("node-ready", done);
    });
  }

  async close(): Promise<void> {
    if (this.cluster.isOpen) await this.cluster.close();
    else this.cluster.destroy();
  }

  private async masterOf(key: RedisArg): Promise<NodeClient> {
    const slot = clusterSlot(key);
    const master = this.cluster.slots[slot]?.master;
    if (master === undefined) throw new SlotUnservedError(slot);
    return (await this.cluster.nodeClient(master)) as NodeClient;
  }

  private async nodeAt(address: string): Promise<NodeClient | undefined> {
    const node = this.cluster.nodeByAddress.get(address);
    return node === undefined ? undefined : ((await this.cluster.nodeClient(node)) as NodeClient);
  }

  /** A read routed through the cluster client: a MOVED makes it read the slot map again. */
  private async refreshSlots(key: RedisArg): Promise<void> {
    await this.cluster.sendCommand(key, true, ["EXISTS", key]);
  }
}
