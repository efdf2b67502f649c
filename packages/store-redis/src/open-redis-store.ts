import { EngramError } from "@engram/core";
import { z } from "zod";
import { Connection } from "./connection.js";
import { migrateTextIndexes } from "./index-migration.js";
import { KeyLayout } from "./keys.js";
import { notPersistentWarning, readPersistence, type RedisStoreWarning } from "./persistence.js";
import { RecordOps } from "./record-ops.js";
import { RedisMemoryStore, type RedisStore } from "./redis-memory-store.js";
import { migrateScopeLabels } from "./scope-label-migration.js";
import { resolveRetry } from "./retry.js";

const optionsSchema = z.object({
  url: z.string().min(1),
  /** Every key starts with `<prefix>:`; braces would break the hash tags. */
  prefix: z
    .string()
    .min(1)
    .regex(/^[^{}]+$/, "a prefix without { or }"),
  vectorDimensions: z.number().int().positive().optional(),
  /**
   * The url is a Redis Cluster (or a proxy routing by slot): every script then touches one scope's
   * slot, and a search takes three round trips instead of one script. Default false (standalone).
   */
  cluster: z.boolean().optional(),
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

/**
 * Opens a MemoryStore on Redis; many processes on many machines may open the same url and prefix.
 * Text indexes written by an earlier layout are migrated first (see `migrateTextIndexes`), then data
 * written under unescaped scope labels is moved to its own scope's namespace (`migrateScopeLabels`).
 */
export async function openRedisStore(options: RedisStoreOptions): Promise<RedisStore> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new EngramError("INVALID_OPTIONS", `openRedisStore: ${parsed.error.message}`, { cause: parsed.error });
  }
  const { url, prefix, vectorDimensions, retry, cluster, onWarning } = parsed.data;
  const connection = await Connection.open(url, resolveRetry(retry), cluster ?? false);
  const keys = new KeyLayout(prefix);
  try {
    await migrateTextIndexes(connection, keys);
    await migrateScopeLabels(connection, keys, new RecordOps(connection, keys, vectorDimensions));
    const warning = notPersistentWarning(await readPersistence(connection), serverOf(url));
    if (warning) (onWarning ?? ((each: RedisStoreWarning) => console.warn(`@engram/store-redis: ${each.message}`)))(warning);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return new RedisMemoryStore(connection, keys, vectorDimensions);
}

/** host:port of the url, never its password. */
function serverOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "the configured url";
  }
}
