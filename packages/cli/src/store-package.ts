import { CommandFailure } from "./cli-errors.js";

/** The package each store kind needs, and the install line a missing one prints. */
export const storePackages = {
  sqlite: "@engram/store-sqlite",
  redis: "@engram/store-redis",
  postgres: "@engram/store-postgres",
} as const;

/** Whether `error` says that `packageName` itself (not something it imports) is not installed. */
function isMissing(error: unknown, packageName: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && typeof message === "string" && message.includes(`'${packageName}'`);
}

/**
 * Imports a store package that is an optional peer of the CLI (the SQLite store builds a native module,
 * the Redis and Postgres ones pull a client: a user of one store should not install the others). A missing one
 * becomes a CommandFailure naming the package and the command that installs it; any other failure
 * (the package is there but broken, or something it needs is missing) passes through as it is.
 */
export async function importStorePackage<T>(kind: keyof typeof storePackages, load: () => Promise<T>): Promise<T> {
  const packageName = storePackages[kind];
  try {
    return await load();
  } catch (error) {
    if (!isMissing(error, packageName)) throw error;
    throw new CommandFailure(
      `The ${kind} store needs ${packageName}, which is not installed. Install it beside the CLI: npm i -g ${packageName} (or npm i ${packageName} in the project that runs engram).`,
    );
  }
}
