import { EngramError, type MemoryStore } from "@engram/core";
import { describeStoreSpec, parseStoreSpec, type StoreSpec } from "@engram/core/store";
import { EvalError } from "./eval-error.js";

/** The Redis key prefix of an eval run when the spec names none. */
export const evalRedisPrefix = "engram-eval";

/** The package each store kind needs; all are optional peers of the eval. */
const storePackages = {
  fs: "@engram/store-fs",
  sqlite: "@engram/store-sqlite",
  redis: "@engram/store-redis",
  postgres: "@engram/store-postgres",
  pglite: "@engram/store-postgres",
} as const satisfies Record<StoreSpec["kind"], string>;

/**
 * Reads `--store`: a USAGE EvalError naming the fix for anything `parseStoreSpec` refuses. Paths are
 * resolved with `resolvePath` (from where the person typed the command).
 */
export function parseEvalStore(text: string, resolvePath: (written: string) => string): StoreSpec {
  try {
    return parseStoreSpec(text, { resolvePath });
  } catch (error) {
    if (error instanceof EngramError) throw new EvalError("USAGE", `--store: ${error.message}`, { cause: error });
    throw error;
  }
}

async function load<T>(spec: StoreSpec, importer: () => Promise<T>): Promise<T> {
  const name = storePackages[spec.kind];
  try {
    return await importer();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const missing = (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && typeof message === "string" && message.includes(`'${name}'`);
    if (!missing) throw error;
    throw new EvalError("USAGE", `--store ${describeStoreSpec(spec)} needs ${name}, which is not installed: npm i ${name} beside @engram/eval.`, {
      cause: error,
    });
  }
}

/** Opens the store a spec names, importing only its package. */
export async function openEvalStore(spec: StoreSpec): Promise<MemoryStore> {
  switch (spec.kind) {
    case "fs":
      return (await load(spec, () => import("@engram/store-fs"))).openFsStore({ root: spec.root });
    case "sqlite":
      return (await load(spec, () => import("@engram/store-sqlite"))).openSqliteStore({ path: spec.path });
    case "redis":
      return (await load(spec, () => import("@engram/store-redis"))).openRedisStore({ url: spec.url, prefix: spec.prefix ?? evalRedisPrefix });
    case "postgres":
      return (await load(spec, () => import("@engram/store-postgres"))).openPostgresStore({
        connectionString: spec.connectionString,
        ...(spec.schema === undefined ? {} : { schema: spec.schema }),
      });
    case "pglite":
      return (await load(spec, () => import("@engram/store-postgres"))).openPostgresStore({ pglite: spec.dir });
  }
}
