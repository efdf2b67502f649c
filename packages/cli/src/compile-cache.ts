import { statSync } from "node:fs";
import { constants, enableCompileCache } from "node:module";
import path from "node:path";
import { engramHome } from "./engram-home.js";

/**
 * Node's module compile cache for the CLI's own process (decision 0164): the code V8 compiled for the
 * modules a command loads is kept on disk and read back by the next process instead of being compiled
 * again. It lives in the Engram home (`<home>/cache/compile`), never in a directory other users can
 * write, since V8 runs what it finds there: only when the home already exists (a command never creates
 * it for a cache) and, on POSIX, belongs to this user. `NODE_COMPILE_CACHE` (Node's own variable) still
 * wins, and `NODE_DISABLE_COMPILE_CACHE=1` turns it off. It never fails a command. Returns the directory
 * in use, or undefined when the cache is off.
 */
export function useCompileCache(env: NodeJS.ProcessEnv): string | undefined {
  if (env["NODE_DISABLE_COMPILE_CACHE"]) return undefined;
  try {
    const home = engramHome(env);
    const stats = statSync(home, { throwIfNoEntry: false });
    if (stats === undefined || !stats.isDirectory()) return undefined;
    if (typeof process.getuid === "function" && stats.uid !== process.getuid()) return undefined;
    const result = enableCompileCache(path.join(home, "cache", "compile"));
    const { ENABLED, ALREADY_ENABLED } = constants.compileCacheStatus;
    return result.status === ENABLED || result.status === ALREADY_ENABLED ? result.directory : undefined;
  } catch {
    return undefined;
  }
}
