import { EngramError } from "@engram/core";
import { z } from "zod";
import { Connection, type Durability } from "./connection.js";
import { migrateTextIndexes } from "./index-migration.js";
import { migrateKeyLayout } from "./key-layout-migration.js";
import { KeyLayout } from "./keys.js";
import { notPersistentWarning, readPersistence, type RedisStoreWarning } from "./persistence.js";
import { RecordOps } from "./record-ops.js";
import { RedisMemoryStore, type RedisStore } from "./redis-memory-store.js";
import { resolveTarget } from "./redis-target.js";
import { resolveRetry } from "./retry.js";
import { migrateScopeLabels } from "./scope-label-migration.js";

const optionsSchema = z.object({
  /**
   * A server (`redis://[user:password@]host:port`, `rediss://` for TLS), or a Redis Cluster
   * (`redis+cluster://[user:password@]host:port[,host:port...]`, `rediss+cluster://`). Give url or rootNodes.
   */
  url: z.string().min(1).optional(),
  /** The nodes of a Redis Cluster to read the slot map from (`redis://host:port` each); the first one's credentials and TLS apply to every node. */
  rootNodes: z.array(z.string().min(1)).optional(),
  /** Every key starts with `<prefix>:`; braces would break the hash tags. */
  prefix: z
    .string()
    .min(1)
    .regex(/^[^{}]+$/, "a prefix without { or }"),
  vectorDimensions: z.number().int().positive().optional(),
  /**
   * `true`: the url is a node of a Redis Cluster (implied by `redis+cluster://` and rootNodes).
   * `"proxy"`: the url is one endpoint routing by slot (every script keeps to one scope's slot; a
   * search takes three round trips instead of one script). Default false: a standalone server.
   */
  cluster: z.union([z.boolean(), z.literal("proxy")]).optional(),
  /**
   * When a write is acknowledged: `"primary"` (default) once the server holding its slot applied it;
   * `"replica"` once a replica has it too (WAIT 1 after each write), so a failover loses no acknowledged
   * write. Not with a proxy.
   */
  durability: z.enum(["primary", "replica"]).optional(),
  /** With `durability: "replica"`: how long a write waits for its replica before STORE_UNAVAILABLE. Default 2000 ms. */
  replicaTimeoutMs: z.number().int().positive().optional(),
  retry: z
    .object({
      retries: z.number().int().nonnegative().optional(),
      minDelayMs: z.number().nonnegative().optional(),
      maxDelayMs: z.number().nonnegative().optional(),
    })
    .optional(),
  /**
   * Called once per open store with what the operator should know (a server that persists nothing);
   * default: `console.warn`.
   */
  onWarning: z.custom<(warning: RedisStoreWarning) => void>((value) => typeof value === "function", "a function").optional(),
});

export type RedisStoreOptions = z.input<typeof optionsSchema>;

/** How long a write waits for a replica under `durability: "replica"`, unless told. */
const defaultReplicaTimeoutMs = 2000;

/**
 * Opens a MemoryStore on Redis (one server, or a Redis Cluster through its nodes); many processes on
 * many machines may open the same url and prefix. Data written by an earlier release is migrated
 * first: its keys to the current layout (`migrateKeyLayout`), its text indexes (`migrateTextIndexes`),
 * then what was written under unescaped scope labels moves to its own scope's namespace
 * (`migrateScopeLabels`).
 */
export async function openRedisStore(options: RedisStoreOptions): Promise<RedisStore> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new EngramError("INVALID_OPTIONS", `openRedisStore: ${parsed.error.message}`, { cause: parsed.error });
  }
  const { prefix, vectorDimensions, retry, onWarning } = parsed.data;
  const target = resolveTarget(parsed.data);
  if (parsed.data.durability === "replica" && target.mode === "proxy") {
    throw new EngramError(
      "INVALID_OPTIONS",
      'openRedisStore: durability "replica" needs WAIT on the connection that wrote, which a proxy does not give; connect to the servers.',
    );
  }
  const durability: Durability =
    parsed.data.durability === "replica"
      ? { mode: "replica", replicas: 1, timeoutMs: parsed.data.replicaTimeoutMs ?? defaultReplicaTimeoutMs }
      : { mode: "primary" };
  const connection = await Connection.open(target, resolveRetry(retry), durability);
  const keys = new KeyLayout(prefix);
  try {
    await migrateKeyLayout(connection, keys);
    await migrateTextIndexes(connection, keys);
    await migrateScopeLabels(connection, keys, new RecordOps(connection, keys, vectorDimensions));
    const warning = notPersistentWarning(await readPersistence(connection));
    if (warning) (onWarning ?? ((each: RedisStoreWarning) => console.warn(`@engram/store-redis: ${each.message}`)))(warning);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return new RedisMemoryStore(connection, keys, vectorDimensions);
}
