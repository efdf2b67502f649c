import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import type { MemoryStore } from "@engram/core";
import { CommandFailure, UsageError } from "./cli-errors.js";
import { importStorePackage } from "./store-package.js";

export type StoreSpec =
  | { readonly kind: "fs"; readonly root: string }
  | { readonly kind: "sqlite"; readonly path: string }
  | { readonly kind: "redis"; readonly url: string; readonly prefix: string };

export const acceptedStoreForms = "fs:<directory>, sqlite:<file> or redis://<host>:<port>[/<prefix>]";
/** The key prefix of a redis:// spec without a path. */
export const defaultRedisPrefix = "engram";

const invalid = (spec: string, why: string): UsageError => new UsageError(`Invalid store "${spec}": ${why}. Use ${acceptedStoreForms}.`);

/** The home directory a `~` stands for: $HOME (so tests and sandboxes can move it), else the OS's. */
export function homeDirectory(env: NodeJS.ProcessEnv): string {
  return env["HOME"] || env["USERPROFILE"] || homedir();
}

/** A path with a leading `~` (alone or before a separator) made the home directory, then resolved from `baseDir`. */
function storePath(file: string, baseDir: string, home: string): string {
  return path.resolve(baseDir, file === "~" || file.startsWith("~/") || file.startsWith("~\\") ? path.join(home, file.slice(1)) : file);
}

/**
 * Reads a store spec. Relative paths resolve from `baseDir` (the current directory for --store, the
 * config file's directory for its "store"); a leading `~` is `home`. In redis:// the path is the key prefix, not a database
 * number: Redis Cluster has only database 0, and a prefix keeps several memories apart on one server.
 */
export function parseStoreSpec(spec: string, baseDir: string, home: string = homedir()): StoreSpec {
  if (spec.startsWith("fs:")) {
    const root = spec.slice(3);
    if (root === "") throw invalid(spec, "fs: needs a directory");
    return { kind: "fs", root: storePath(root, baseDir, home) };
  }
  if (spec.startsWith("sqlite:")) {
    const file = spec.slice(7);
    if (file === "") throw invalid(spec, "sqlite: needs a file");
    return { kind: "sqlite", path: storePath(file, baseDir, home) };
  }
  if (spec.startsWith("redis://") || spec.startsWith("rediss://")) {
    let url: URL;
    try {
      url = new URL(spec);
    } catch {
      throw invalid(spec, "not a URL");
    }
    if (url.hostname === "") throw invalid(spec, "redis:// needs a host");
    const prefix = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, "")) || defaultRedisPrefix;
    if (/[{}]/.test(prefix)) throw invalid(spec, `the prefix "${prefix}" may not contain { or }`);
    const auth = url.username ? `${url.username}${url.password ? `:${url.password}` : ""}@` : "";
    return { kind: "redis", url: `${url.protocol}//${auth}${url.host}`, prefix };
  }
  throw new UsageError(`Unknown store "${spec}". Use ${acceptedStoreForms}.`);
}

/** The spec as a person reads it in messages (never with a password). */
export function describeStore(spec: StoreSpec): string {
  switch (spec.kind) {
    case "fs":
      return `fs:${spec.root}`;
    case "sqlite":
      return `sqlite:${spec.path}`;
    case "redis": {
      const url = new URL(spec.url);
      return `${url.protocol}//${url.host}/${spec.prefix}`;
    }
  }
}

/**
 * A file store that does not exist yet is most likely a typo or the wrong directory: opening it would
 * silently create an empty one, so only commands that write data (import) may.
 */
export function assertStoreExists(spec: StoreSpec): void {
  const where = spec.kind === "fs" ? spec.root : spec.kind === "sqlite" ? spec.path : undefined;
  if (where === undefined || existsSync(where)) return;
  throw new CommandFailure(
    `No store at ${describeStore(spec)} (${where} does not exist). Pass --store, set "store" in engram.config.json, or create the store with "engram memory import".`,
  );
}

/**
 * For a command that may create its store: the directory a SQLite file goes in (the personal store's
 * ~/.engram on a first run). The fs store creates its own root; Redis needs nothing on disk.
 */
export function createStoreLocation(spec: StoreSpec): void {
  if (spec.kind === "sqlite") mkdirSync(path.dirname(spec.path), { recursive: true });
}

/**
 * Opens the store; errors from the backend (STORE_UNAVAILABLE, ...) pass through to main's handler.
 * Each backend is imported only when used, so a command does not load Redis' client to read files;
 * SQLite and Redis are optional peers of the CLI, and a missing one is named with its install line.
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
      return openRedisStore({ url: spec.url, prefix: spec.prefix, onWarning: (warning) => onProblem(warning.message) });
    }
  }
}
