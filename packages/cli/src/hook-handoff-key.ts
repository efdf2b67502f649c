import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { configFileNames } from "./config-file-names.js";
import { engramHome, homeDirectory } from "./engram-home.js";

const sha256 = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");

/** The config file `loadConfig` reads from `cwd`: the first of the names in it or a parent. */
export function configFileFrom(cwd: string): string | undefined {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    for (const name of configFileNames) {
      const file = path.join(dir, name);
      if (existsSync(file)) return file;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Whether a --store spec holds a relative path (resolved from the current directory, which is then part of what it names). */
function relativeStore(spec: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(spec)) return false;
  const file = spec.replace(/^[a-z]+:/i, "");
  return !path.isAbsolute(file) && file !== "~" && !file.startsWith("~/");
}

/**
 * The hand-off key: 16 hex digits of a hash of everything that decides which store a hook opens and
 * with which settings: the Engram home and the home directory (the personal store), --store, and the
 * config file's path and bytes. A hook and an `engram mcp` with equal keys run a hook identically, so
 * the hook may hand its work over; a config edited since the server started gives another key (no
 * server: the hook runs itself). Node's own modules only: computed before anything is loaded.
 */
export function handoffKey(options: { env: NodeJS.ProcessEnv; cwd: string; storeFlag?: string }): string {
  const { env, cwd, storeFlag } = options;
  const config = configFileFrom(cwd);
  let configBytes: string | null = null;
  if (config !== undefined) {
    try {
      configBytes = sha256(readFileSync(config));
    } catch (error) {
      configBytes = `unreadable: ${(error as NodeJS.ErrnoException).code ?? "error"}`;
    }
  }
  const parts = {
    engramHome: engramHome(env),
    home: homeDirectory(env),
    store: storeFlag === undefined ? null : [storeFlag, relativeStore(storeFlag) ? path.resolve(cwd) : null],
    config: config === undefined ? null : [config, configBytes],
  };
  return sha256(JSON.stringify(parts)).slice(0, 16);
}
