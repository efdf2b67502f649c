import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { configFileNames } from "./config-file-names.js";
import { engramHome, homeDirectory } from "./engram-home.js";

/**
 * 64 bits of FNV-1a (two 32-bit lanes with different offsets), as hex: the key only picks which server a
 * hook asks (the token decides whether it may), and loading node:crypto would cost the hook more than
 * the hash is worth.
 */
function fnv64(data: string | Buffer): string {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (const byte of bytes) {
    a = Math.imul(a ^ byte, 0x01000193) >>> 0;
    b = Math.imul(b ^ byte, 0x01000193) >>> 0;
    b = (b ^ (b >>> 13)) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

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
 * The hand-off key: 16 hex digits (`fnv64`) of everything that decides which store a hook opens and
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
      configBytes = fnv64(readFileSync(config));
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
  return fnv64(JSON.stringify(parts));
}
