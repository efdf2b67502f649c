import { ErrorReply } from "redis";
import type { Connection, ServerConnection } from "./connection.js";

/** What the server writes to disk; "unknown" when it does not say (CONFIG or INFO disabled or renamed). */
export interface RedisPersistence {
  /** The append-only file is on (`appendonly yes`): every write is logged, fsynced per `appendfsync`. */
  readonly aof: boolean | "unknown";
  /** RDB snapshots are configured (`save` has at least one save point). */
  readonly rdb: boolean | "unknown";
}

/** What `stats()` of the Redis store reports. */
export interface RedisStoreStats {
  /** The servers' persistence; on a cluster, every master's: true only when all say so, false when one does not. */
  readonly persistence: RedisPersistence;
  /** How the store reaches Redis: one server, a cluster's nodes, or a proxy routing by slot. */
  readonly mode: "standalone" | "cluster" | "proxy";
  /** The servers holding data now: 1, or the cluster's masters. */
  readonly servers: number;
}

/** A warning from the Redis store; `code` names the condition. */
export interface RedisStoreWarning {
  readonly code: "REDIS_NOT_PERSISTENT";
  readonly message: string;
}

/** One server's persistence, with its address. */
export interface ServerPersistence {
  readonly address: string;
  readonly persistence: RedisPersistence;
}

/**
 * Reads a server's persistence: `INFO persistence` (aof_enabled) for the AOF, `CONFIG GET save` for
 * snapshots (`CONFIG GET appendonly` when INFO is refused). A managed Redis often refuses CONFIG: that
 * answer is "unknown", never an error. Connection failures still throw (STORE_UNAVAILABLE).
 */
export async function readServerPersistence(server: ServerConnection): Promise<RedisPersistence> {
  const [info, save] = await Promise.all([
    refusedAsUndefined(server.command("INFO persistence", ["INFO", "persistence"])),
    refusedAsUndefined(server.command("CONFIG GET save", ["CONFIG", "GET", "save"])),
  ]);
  let aof: boolean | "unknown" = "unknown";
  const enabled = typeof info === "string" ? /^aof_enabled:(\d)/m.exec(info)?.[1] : undefined;
  if (enabled !== undefined) aof = enabled === "1";
  else {
    const appendonly = configValue(await refusedAsUndefined(server.command("CONFIG GET appendonly", ["CONFIG", "GET", "appendonly"])));
    if (appendonly !== undefined) aof = appendonly === "yes";
  }
  const points = configValue(save);
  return { aof, rdb: points === undefined ? "unknown" : points.trim() !== "" };
}

/** Every server's persistence (the standalone server, or each master of a cluster). */
export async function readPersistence(connection: Connection): Promise<ServerPersistence[]> {
  const servers = await connection.servers();
  return Promise.all(servers.map(async (server) => ({ address: server.address, persistence: await readServerPersistence(server) })));
}

/** One answer for several servers: true when every one says true, false when any says false, else "unknown". */
export function combinedPersistence(servers: readonly ServerPersistence[]): RedisPersistence {
  const combine = (values: readonly (boolean | "unknown")[]): boolean | "unknown" =>
    values.includes(false) ? false : values.length > 0 && values.every((value) => value === true) ? true : "unknown";
  return { aof: combine(servers.map((server) => server.persistence.aof)), rdb: combine(servers.map((server) => server.persistence.rdb)) };
}

/** The warning to give when some server certainly persists nothing (naming each); undefined otherwise. */
export function notPersistentWarning(servers: readonly ServerPersistence[]): RedisStoreWarning | undefined {
  const bare = servers.filter((server) => server.persistence.aof === false && server.persistence.rdb === false).map((server) => server.address);
  if (bare.length === 0) return undefined;
  return {
    code: "REDIS_NOT_PERSISTENT",
    message:
      `Redis at ${bare.join(", ")} persists nothing (appendonly no, save ""): every memory in it is lost when the server restarts. ` +
      'Turn on the append-only file (CONFIG SET appendonly yes, and appendonly yes in redis.conf) or RDB snapshots (save "60 1000").',
  };
}

/** The value of a `CONFIG GET name` reply (`[name, value]`, or a map in RESP3). */
function configValue(reply: unknown): string | undefined {
  if (Array.isArray(reply)) return typeof reply[1] === "string" ? reply[1] : undefined;
  if (reply instanceof Map) {
    const value: unknown = [...reply.values()][0];
    return typeof value === "string" ? value : undefined;
  }
  if (typeof reply === "object" && reply !== null) {
    const value: unknown = Object.values(reply)[0];
    return typeof value === "string" ? value : undefined;
  }
  return undefined;
}

/** A command the server refuses (unknown, renamed, not allowed by ACL) answers undefined. */
async function refusedAsUndefined(reply: Promise<unknown>): Promise<unknown> {
  try {
    return await reply;
  } catch (error) {
    if (error instanceof ErrorReply) return undefined;
    throw error;
  }
}
