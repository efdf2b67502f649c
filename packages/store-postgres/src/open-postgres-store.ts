import { EngramError } from "@engram/core";
import { Pool } from "pg";
import { z } from "zod";
import { Database } from "./database.js";
import { PgDriver } from "./driver/pg-driver.js";
import { openPglite, type PgliteInstance, PgliteDriver } from "./driver/pglite-driver.js";
import type { SqlDriver } from "./driver/sql-driver.js";
import { migrate } from "./migrations/migrate.js";
import { PostgresMemoryStore, type PostgresStore } from "./postgres-memory-store.js";
import { resolveRetry } from "./retry.js";
import { assertSchemaName, Tables } from "./tables.js";
import { setupVectorIndex } from "./vector-index.js";

const isPool = (value: unknown): value is Pool => typeof value === "object" && value !== null && typeof (value as Pool).connect === "function";
const isPglite = (value: unknown): value is PgliteInstance =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as PgliteInstance).transaction === "function" &&
  typeof (value as PgliteInstance).exec === "function";

const optionsSchema = z
  .object({
    /** A PostgreSQL URL (`postgres://user:password@host:5432/db`): the store makes its own pool and closes it with the store. */
    connectionString: z.string().min(1).optional(),
    /** The application's own `pg.Pool`: the store borrows clients and never ends it. */
    pool: z.custom<Pool>(isPool, "a pg.Pool").optional(),
    /** Embedded PostgreSQL: a folder (created when missing), "memory://", or a PGlite instance the application opened (never closed by the store). */
    pglite: z.union([z.string().min(1), z.custom<PgliteInstance>(isPglite, "a PGlite instance")]).optional(),
    /** The schema holding the store's tables (default "engram"); several stores may share a database under different schemas. */
    schema: z.string().optional(),
    /** The most connections the store's own pool opens (default 10). */
    poolSize: z.number().int().positive().optional(),
    /** How long a statement may run, in ms (default 30,000; 0: no limit). Set per transaction (SET LOCAL). */
    statementTimeoutMs: z.number().int().nonnegative().optional(),
    /** How long to wait for a connection of the store's own pool, in ms (default 10,000). */
    connectionTimeoutMs: z.number().int().positive().optional(),
    /** Named prepared statements (default false: a pooler in transaction mode would break them). */
    preparedStatements: z.boolean().optional(),
    /** Turns vector search on with vectors of this length (fixed per schema). */
    vectorDimensions: z.number().int().positive().max(16_000).optional(),
    /** Use pgvector (HNSW) when the server has it (default true); false: always exact search. */
    pgvector: z.boolean().optional(),
    retry: z
      .object({
        retries: z.number().int().nonnegative().optional(),
        minDelayMs: z.number().nonnegative().optional(),
        maxDelayMs: z.number().nonnegative().optional(),
      })
      .optional(),
  })
  .strict();

export type PostgresStoreOptions = z.input<typeof optionsSchema>;

function invalid(message: string, cause?: unknown): EngramError {
  return new EngramError("INVALID_OPTIONS", `openPostgresStore: ${message}`, cause === undefined ? {} : { cause });
}

async function driverFor(options: z.output<typeof optionsSchema>): Promise<SqlDriver> {
  const statementTimeoutMs = options.statementTimeoutMs ?? 30_000;
  const preparedStatements = options.preparedStatements ?? false;
  if (options.pool !== undefined) return new PgDriver({ pool: options.pool, ownsPool: false, statementTimeoutMs, preparedStatements });
  if (options.pglite !== undefined) {
    return typeof options.pglite === "string" ? new PgliteDriver(await openPglite(options.pglite), true) : new PgliteDriver(options.pglite, false);
  }
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    application_name: "engram",
  });
  // An idle client whose server went away (a restart) emits "error"; without a listener that would end
  // the process. The next call on the store gets a fresh connection, retries, or reports STORE_UNAVAILABLE.
  pool.on("error", () => undefined);
  return new PgDriver({ pool, ownsPool: true, statementTimeoutMs, preparedStatements });
}

/**
 * Opens a MemoryStore on PostgreSQL: a server through `connectionString` or `pool` (many processes
 * may open the same database and schema), or embedded through `pglite`. Creates or migrates the
 * store's schema first (once, however many processes start at once), then settles vector search
 * (pgvector when the server has it, exact otherwise; a missing pgvector never fails the open).
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `${issue.path.join(".") || "options"}: ${issue.message}`).join("; "), parsed.error);
  const given = [parsed.data.connectionString, parsed.data.pool, parsed.data.pglite].filter((value) => value !== undefined).length;
  if (given !== 1) throw invalid("pass exactly one of connectionString (a postgres:// URL), pool (a pg.Pool) or pglite (a folder or a PGlite instance).");
  const schema = parsed.data.schema ?? "engram";
  assertSchemaName(schema);
  const db = new Database(await driverFor(parsed.data), new Tables(schema), resolveRetry(parsed.data.retry));
  try {
    const version = await migrate(db);
    const vectors = await setupVectorIndex(db, parsed.data.vectorDimensions, parsed.data.pgvector ?? true);
    return new PostgresMemoryStore(db, vectors, version);
  } catch (error) {
    await db.close();
    throw error;
  }
}
