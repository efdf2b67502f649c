export type RedisArg = string | Buffer;

/** One server the store reaches directly: the standalone server, or a cluster master. */
export interface ServerLink {
  /** host:port, for messages. */
  readonly address: string;
  send(args: readonly RedisArg[]): Promise<unknown>;
}

/**
 * How commands reach Redis: one client (a server or a proxy) or node-redis's cluster client (slot
 * routing, MOVED/ASK redirections, topology refreshes). The connection around it retries, checks
 * durability and closes; a transport only sends.
 */
export interface Transport {
  /** Sends a command routed by `key` (its slot's master on a cluster; ignored otherwise). */
  send(key: RedisArg | undefined, args: readonly RedisArg[]): Promise<unknown>;
  /**
   * Sends a command routed by `key`, then `WAIT replicas timeoutMs` on the same connection, so the
   * count says how many replicas acknowledged it (and every earlier write of that connection).
   */
  sendAndWait(key: RedisArg, args: readonly RedisArg[], replicas: number, timeoutMs: number): Promise<[reply: unknown, acknowledged: number]>;
  /** Every server holding data: the standalone server, or each master of the cluster now. */
  servers(): Promise<ServerLink[]>;
  /** Resolves once a connection (any node's, on a cluster) is ready again, or after `ms`. */
  waitForReady(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** The WAIT command after a write: how many replicas must acknowledge it, within how long. */
export function waitArgs(replicas: number, timeoutMs: number): string[] {
  return ["WAIT", String(replicas), String(timeoutMs)];
}
