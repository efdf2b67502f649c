import { resolve } from "node:path";
import { isEngramError, type MemoryStore } from "@engram/core";
import { describeStoreSpec, parseStoreSpec, type StoreSpec } from "@engram/core/store";
import { openFsStore } from "@engram/store-fs";
import { openPostgresStore } from "@engram/store-postgres";
import { openRedisStore } from "@engram/store-redis";
import { openSqliteStore } from "@engram/store-sqlite";

export const storeKinds = ["fs", "sqlite", "pglite", "redis", "postgres"] as const;
export type StoreKind = (typeof storeKinds)[number];

/** The Redis key prefix of the playground when a spec names none. */
export const playgroundRedisPrefix = "engram-playground";

/** Where each store the page can pick lives: fs and sqlite always; the others only when named. */
export interface StoreTargets {
  readonly active: StoreKind;
  readonly fs: string;
  readonly sqlite: string;
  readonly pglite?: string;
  readonly redis?: Extract<StoreSpec, { kind: "redis" }>;
  readonly postgres?: Extract<StoreSpec, { kind: "postgres" }>;
}

/** Core's reading of a spec, its refusal as a plain message for the command line. */
function read(spec: string, what: string, cwd: string): StoreSpec {
  try {
    return parseStoreSpec(spec, { resolvePath: (written) => resolve(cwd, written) });
  } catch (error) {
    if (isEngramError(error, "INVALID_OPTIONS")) throw new Error(`${what}: ${error.message}`);
    throw error;
  }
}

/**
 * `--store <spec>` (core's store specs: fs:, sqlite:, pglite:, redis://, redis+cluster://,
 * postgres://) picks the store the page starts on and where it lives; fs and sqlite keep their
 * defaults (`./.engram`, `./memory.db`) and Redis takes REDIS_URL, resolved from `cwd`.
 */
export function parseStoreTargets(spec: string | undefined, env: NodeJS.ProcessEnv, cwd: string): StoreTargets {
  const redisUrl = env["REDIS_URL"]?.trim() || undefined;
  const fromEnv = redisUrl === undefined ? undefined : read(redisUrl, "REDIS_URL", cwd);
  if (fromEnv !== undefined && fromEnv.kind !== "redis") throw new Error(`REDIS_URL names a ${fromEnv.kind} store; give a redis:// or redis+cluster:// URL.`);
  const defaults = { fs: resolve(cwd, ".engram"), sqlite: resolve(cwd, "memory.db"), ...(fromEnv ? { redis: fromEnv } : {}) };
  if (spec === undefined) return { active: "fs", ...defaults };
  const parsed = read(spec, "--store", cwd);
  switch (parsed.kind) {
    case "fs":
      return { ...defaults, active: "fs", fs: parsed.root };
    case "sqlite":
      return { ...defaults, active: "sqlite", sqlite: parsed.path };
    case "pglite":
      return { ...defaults, active: "pglite", pglite: parsed.dir };
    case "redis":
      return { ...defaults, active: "redis", redis: parsed };
    case "postgres":
      return { ...defaults, active: "postgres", postgres: parsed };
  }
}

/** Where a store lives, as the menu shows it (never with a password). */
export function storeLocation(kind: StoreKind, targets: StoreTargets): string | undefined {
  switch (kind) {
    case "fs":
      return targets.fs;
    case "sqlite":
      return targets.sqlite;
    case "pglite":
      return targets.pglite;
    case "redis":
    case "postgres": {
      const spec = targets[kind];
      return spec && describeStoreSpec(spec);
    }
  }
}

export function availableStores(targets: StoreTargets): { kind: StoreKind; location: string }[] {
  return storeKinds.flatMap((kind) => {
    const location = storeLocation(kind, targets);
    return location === undefined ? [] : [{ kind, location }];
  });
}

/** How to make a store the playground was not started with available, for the error a request for it gets. */
export const howToOpen: Record<Exclude<StoreKind, "fs" | "sqlite">, string> = {
  pglite: "--store pglite:<dir>",
  redis: "REDIS_URL=redis://… or --store redis://…",
  postgres: "--store postgres://…",
};

export async function openStore(kind: StoreKind, targets: StoreTargets): Promise<MemoryStore> {
  switch (kind) {
    case "fs":
      return openFsStore({ root: targets.fs, onProblem: (problem) => console.warn(`store-fs: ${problem.message}`) });
    case "sqlite":
      return openSqliteStore({ path: targets.sqlite });
    case "pglite":
      if (!targets.pglite) throw new Error(`No PGlite folder: start with ${howToOpen.pglite}.`);
      return openPostgresStore({ pglite: targets.pglite });
    case "redis":
      if (!targets.redis) throw new Error(`No Redis URL: start with ${howToOpen.redis}.`);
      return openRedisStore({ url: targets.redis.url, prefix: targets.redis.prefix ?? playgroundRedisPrefix });
    case "postgres":
      if (!targets.postgres) throw new Error(`No PostgreSQL URL: start with ${howToOpen.postgres}.`);
      return openPostgresStore({
        connectionString: targets.postgres.connectionString,
        ...(targets.postgres.schema === undefined ? {} : { schema: targets.postgres.schema }),
      });
  }
}
