import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import type { MemoryStore } from "@engram/core";
import { isEngramError } from "@engram/core/store";
import { describeStoreSpec, parseStoreSpec as parseCoreStoreSpec, pgliteMemory, type StoreSpec, storeSpecForms } from "@engram/core/store";
import { CommandFailure, UsageError } from "./cli-errors.js";
import { importStorePackage } from "./store-package.js";

export type { StoreSpec } from "@engram/core/store";

export const acceptedStoreForms = storeSpecForms;
/** The key prefix of a redis:// spec without a path. */
export const defaultRedisPrefix = "engram";

export { homeDirectory } from "./engram-home.js";

/** A path with a leading `~` (alone or before a separator) made the home directory, then resolved from `baseDir`. */
function storePath(file: string, baseDir: string, home: string): string {
  return path.resolve(baseDir, file === "~" || file.startsWith("~/") || file.startsWith("~\\") ? path.join(home, file.slice(1)) : file);
}

/**
 * Reads a store spec with core's `parseStoreSpec` (one reader for the CLI, the MCP server, the
 * playground and the eval: decision 0180). Relative paths resolve from `baseDir` (the current
 * directory for --store, the config file's directory for its "store"); a leading `~` is `home`. A
 * redis:// spec without a path gets the prefix "engram". What core refuses is a UsageError with its message.
 */
export function parseStoreSpec(spec: string, baseDir: string, home: string = homedir()): StoreSpec {
  let parsed: StoreSpec;
  try {
    parsed = parseCoreStoreSpec(spec, { resolvePath: (written) => storePath(written, baseDir, home) });
  } catch (error) {
    if (isEngramError(error, "INVALID_OPTIONS")) throw new UsageError(error.message);
    throw error;
  }
  return parsed.kind === "redis" ? { ...parsed, prefix: parsed.prefix ?? defaultRedisPrefix } : parsed;
}

/** The spec as a person reads it in messages (never with a password). */
export function describeStore(spec: StoreSpec): string {
  return describeStoreSpec(spec);
}

/**
 * A file store that does not exist yet is most likely a typo or the wrong directory: opening it would
 * silently create an empty one, so only commands that write data (import) may.
 */
export function assertStoreExists(spec: StoreSpec): void {
  const where =
    spec.kind === "fs" ? spec.root : spec.kind === "sqlite" ? spec.path : spec.kind === "pglite" && spec.dir !== pgliteMemory ? spec.dir : undefined;
  if (where === undefined || existsSync(where)) return;
  throw new CommandFailure(
    `No store at ${describeStore(spec)} (${where} does not exist). Pass --store, set "store" in engram.config.json, or create the store with "engram memory import".`,
  );
}

/**
 * For a command that may create its store: the directory a SQLite file goes in (the personal store's
 * ~/.engram on a first run). The fs store and PGlite create their own folder; servers need nothing on disk.
 */
export function createStoreLocation(spec: StoreSpec): void {
  if (spec.kind === "sqlite") mkdirSync(path.dirname(spec.path), { recursive: true });
}

/**
 * Opens the store; errors from the backend (STORE_UNAVAILABLE, ...) pass through to main's handler.
 * Each backend is imported only when used, so a command does not load Redis' client to read files;
 * SQLite, Redis and Postgres are optional peers of the CLI, and a missing one is named with its install line.
 */
export async function openStore(spec: StoreSpec, onProblem: (message: string) => void): Promise<MemoryStore> {
  switch (spec.kind) {
    case "fs":
      // A damaged file is skipped by the store; say so once instead of failing the whole command.
      return (await import("@engram/store-fs")).openFsStore({ root: spec.root, onProblem: (problem) => onProblem(problem.message) });
    case "sqlite":
      return (await importStorePackage("sqlite", () => import("@engram/store-sqlite"))).openSqliteStore({ path: spec.path });
    case "redis": {
      const { openRedisStore } = await importStorePackage("redis", () => import("@engram/store-redis"));
      // A server that persists nothing is said once, as a warning, like a damaged file.
      return openRedisStore({ url: spec.url, prefix: spec.prefix ?? defaultRedisPrefix, onWarning: (warning) => onProblem(warning.message) });
    }
    case "postgres": {
      const { openPostgresStore } = await importStorePackage("postgres", () => import("@engram/store-postgres"));
      return openPostgresStore({ connectionString: spec.connectionString, ...(spec.schema === undefined ? {} : { schema: spec.schema }) });
    }
    case "pglite":
      // PGlite itself (@electric-sql/pglite) is the store package's optional peer; it names it when missing.
      return (await importStorePackage("postgres", () => import("@engram/store-postgres"))).openPostgresStore({ pglite: spec.dir });
  }
}
