import { ErrorReply } from "redis";
import type { Connection } from "./connection.js";

/** What the server writes to disk; "unknown" when it does not say (CONFIG or INFO disabled or renamed). */
export interface RedisPersistence {
  /** The append-only file is on (`appendonly yes`): every write is logged, fsynced per `appendfsync`. */
  readonly aof: boolean | "unknown";
  /** RDB snapshots are configured (`save` has at least one save point). */
  readonly rdb: boolean | "unknown";
}

/** What `stats()` of the Redis store reports. */
export interface RedisStoreStats {
  readonly persistence: RedisPersistence;
}

/** A warning from the Redis store; `code` names the condition. */
export interface RedisStoreWarning {
  readonly code: "REDIS_NOT_PERSISTENT";
  readonly message: string;
}

/**
 * Reads the server's persistence: `INFO persistence` (aof_enabled) for the AOF, `CONFIG GET save`
 * for snapshots (`CONFIG GET appendonly` when INFO is refused). A managed Redis often refuses CONFIG:
 * that answer is "unknown", never an error. Connection failures still throw (STORE_UNAVAILABLE).
 */
export async function readPersistence(connection: Connection): Promise<RedisPersistence> {
  const [info, save] = await Promise.all([
    refusedAsUndefined(connection.command("INFO persistence", ["INFO", "persistence"])),
    refusedAsUndefined(connection.command("CONFIG GET save", ["CONFIG", "GET", "save"])),
  ]);
  let aof: boolean | "unknown" = "unknown";
  const enabled = typeof info === "string" ? /^aof_enabled:(\d)/m.exec(info)?.[1] : undefined;
  if (enabled !== undefined) aof = enabled === "1";
  else {
    const appendonly = configValue(await refusedAsUndefined(connection.command("CONFIG GET appendonly", ["CONFIG", "GET", "appendonly"])));
    if (appendonly !== undefined) aof = appendonly === "yes";
  }
  const points = configValue(save);
  return { aof, rdb: points === undefined ? "unknown" : points.trim() !== "" };
}

/** The warning to give when the server certainly persists nothing; undefined otherwise. */
export function notPersistentWarning(persistence: RedisPersistence, where: string): RedisStoreWarning | undefined {
  if (persistence.aof !== false || persistence.rdb !== false) return undefined;
  return {
    code: "REDIS_NOT_PERSISTENT",
    message:
      `Redis at ${where} persists nothing (appendonly no, save ""): every memory in it is lost when the server restarts. ` +
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
