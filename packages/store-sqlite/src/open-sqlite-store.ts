import Database from "better-sqlite3";
import type { MemoryStore } from "@engram/core";
import { EngramError } from "@engram/core/store";
import * as sqliteVec from "sqlite-vec";
import { z } from "zod";
import { retryBusy } from "./busy-retry.js";
import { checkEngramFile } from "./engram-file.js";
import { latestSchemaVersion, migrate, schemaVersion } from "./migrations.js";
import { sqliteFailure } from "./sqlite-failures.js";
import { SqliteMemoryStore } from "./sqlite-memory-store.js";
import { maxVectorDimensions, setUpVectorIndex } from "./vector-index.js";

export interface SqliteStoreOptions {
  /** The database file; created with its folder's permissions when missing. */
  path: string;
  /** Index vectors of this many dimensions (cosine, sqlite-vec); without it, search is text only. */
  vectorDimensions?: number;
  /** How long one statement waits for another connection's write lock (default 5000 ms). */
  busyTimeoutMs?: number;
  /**
   * What a commit survives (README "Durability"). "normal" (default): WAL with synchronous=NORMAL, a
   * killed process loses nothing committed, a power loss may lose the last commits but never corrupts
   * the file. "full": synchronous=FULL, the WAL is synced at every commit, so a power loss loses
   * nothing acknowledged either (each write waits for the disk).
   */
  durability?: SqliteDurability;
}

export type SqliteDurability = "normal" | "full";

const optionsSchema = z.object({
  path: z.string().min(1),
  vectorDimensions: z.number().int().min(1).max(maxVectorDimensions).optional(),
  busyTimeoutMs: z.number().int().nonnegative().optional(),
  durability: z.enum(["normal", "full"]).optional(),
});

function connect(options: SqliteStoreOptions): Database.Database {
  try {
    return new Database(options.path, { timeout: options.busyTimeoutMs ?? 5000 });
  } catch (error) {
    const mapped = sqliteFailure(error, options.path);
    if (mapped !== error) throw mapped;
    throw new EngramError("STORE_UNAVAILABLE", `Could not open the SQLite file ${options.path}: ${String(error)}`, {
      cause: error,
      details: { path: options.path },
    });
  }
}

/** A file written by a newer schema is left alone: STORE_UNAVAILABLE until this package is upgraded. */
function assertKnownVersion(version: number, path: string): void {
  if (version <= latestSchemaVersion) return;
  throw new EngramError(
    "STORE_UNAVAILABLE",
    `The SQLite file ${path} has schema version ${version}, written by a newer @engram/store-sqlite; this one knows up to ${latestSchemaVersion}. ` +
      "Upgrade @engram/store-sqlite (and the engram CLI) to open it; nothing was changed in the file.",
    { details: { path, version, latest: latestSchemaVersion } },
  );
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
    // Before anything writes to it: another application's database, or a newer Engram's, stays as it was.
    assertKnownVersion(await retryBusy(() => checkEngramFile(db, options.path), retry), options.path);
    await retryBusy(() => db.pragma("journal_mode = WAL"), retry);
    db.pragma(parsed.data.durability === "full" ? "synchronous = FULL" : "synchronous = NORMAL");
    db.pragma("foreign_keys = ON");
    // Searches revisit the same index and event pages call after call: a 2 MB default page cache thrashes
    // once the file outgrows it. 64 MB at most per connection (pages are only held once read).
    db.pragma("cache_size = -65536");
    sqliteVec.load(db);
    assertKnownVersion(await retryBusy(() => schemaVersion(db), retry), options.path);
    await retryBusy(() => migrate(db), retry);
    const dimensions = await retryBusy(() => setUpVectorIndex(db, options.vectorDimensions), retry);
    return new SqliteMemoryStore(db, dimensions);
  } catch (error) {
    db.close();
    throw sqliteFailure(error, options.path);
  }
}
