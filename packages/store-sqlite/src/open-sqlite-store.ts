import Database from "better-sqlite3";
import { EngramError } from "@engram/core";
import type { MemoryStore } from "@engram/core";
import * as sqliteVec from "sqlite-vec";
import { z } from "zod";
import { retryBusy } from "./busy-retry.js";
import { latestSchemaVersion, migrate, schemaVersion } from "./migrations.js";
import { SqliteMemoryStore } from "./sqlite-memory-store.js";
import { setUpVectorIndex } from "./vector-index.js";

export interface SqliteStoreOptions {
  /** The database file; created with its folder's permissions when missing. */
  path: string;
  /** Index vectors of this many dimensions (cosine, sqlite-vec); without it, search is text only. */
  vectorDimensions?: number;
  /** How long one statement waits for another connection's write lock (default 5000 ms). */
  busyTimeoutMs?: number;
}

const optionsSchema = z.object({
  path: z.string().min(1),
  vectorDimensions: z.number().int().min(1).max(8192).optional(),
  busyTimeoutMs: z.number().int().nonnegative().optional(),
});

function connect(options: SqliteStoreOptions): Database.Database {
  try {
    return new Database(options.path, { timeout: options.busyTimeoutMs ?? 5000 });
  } catch (error) {
    throw new EngramError("STORE_UNAVAILABLE", `Could not open the SQLite file ${options.path}: ${String(error)}`, {
      cause: error,
      details: { path: options.path },
    });
  }
}

/**
 * Opens (creating when needed) a store in one SQLite file: WAL, a busy timeout, foreign keys,
 * sqlite-vec loaded, the schema migrated to the latest version, and the vec0 index set up when
 * the file or the options ask for vectors.
 */
export async function openSqliteStore(options: SqliteStoreOptions): Promise<MemoryStore> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new EngramError("INVALID_OPTIONS", `Invalid SQLite store options: ${parsed.error.message}`, { cause: parsed.error });
  }
  const db = connect(options);
  try {
    const retry = { attempts: 50, baseDelayMs: 10 };
    await retryBusy(() => db.pragma("journal_mode = WAL"), retry);
    db.pragma("synchronous = NORMAL");
    db.pragma("foreign_keys = ON");
    // Searches revisit the same index and event pages call after call: a 2 MB default page cache thrashes
    // once the file outgrows it. 64 MB at most per connection (pages are only held once read).
    db.pragma("cache_size = -65536");
    sqliteVec.load(db);
    const version = await retryBusy(() => schemaVersion(db), retry);
    if (version > latestSchemaVersion) {
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `The SQLite file ${options.path} has schema version ${version}; this @engram/store-sqlite knows up to ${latestSchemaVersion}. Upgrade the package.`,
        { details: { path: options.path, version, latest: latestSchemaVersion } },
      );
    }
    await retryBusy(() => migrate(db), retry);
    const dimensions = await retryBusy(() => setUpVectorIndex(db, options.vectorDimensions), retry);
    return new SqliteMemoryStore(db, dimensions);
  } catch (error) {
    db.close();
    throw error;
  }
}
