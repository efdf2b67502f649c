import { resolve } from "node:path";
import type { MemoryStore } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { openRedisStore } from "@engram/store-redis";
import { openSqliteStore } from "@engram/store-sqlite";

export const storeKinds = ["fs", "sqlite", "redis"] as const;
export type StoreKind = (typeof storeKinds)[number];

/** Where each store the page can pick lives; redis only when a URL was given. */
export interface StoreTargets {
  readonly active: StoreKind;
  readonly fs: string;
  readonly sqlite: string;
  readonly redis?: string;
}

/**
 * `--store fs:DIR | sqlite:FILE | redis://…` picks the store the page starts on and where it lives; the
 * others keep their defaults (`./.engram`, `./memory.db`, REDIS_URL), resolved from `cwd`.
 */
export function parseStoreTargets(spec: string | undefined, env: NodeJS.ProcessEnv, cwd: string): StoreTargets {
  const redisUrl = env["REDIS_URL"]?.trim() || undefined;
  const defaults = { fs: resolve(cwd, ".engram"), sqlite: resolve(cwd, "memory.db"), ...(redisUrl ? { redis: redisUrl } : {}) };
  if (spec === undefined) return { active: "fs", ...defaults };
  if (spec.startsWith("redis://") || spec.startsWith("rediss://")) return { ...defaults, active: "redis", redis: spec };
  const match = /^(fs|sqlite):(.+)$/.exec(spec);
  if (!match) {
    throw new Error(`--store "${spec}" is not a store: use fs:./.engram, sqlite:./memory.db or redis://host:6379.`);
  }
  const kind = match[1] as "fs" | "sqlite";
  return { ...defaults, active: kind, [kind]: resolve(cwd, match[2]!) };
}

export function availableStores(targets: StoreTargets): { kind: StoreKind; location: string }[] {
  const stores: { kind: StoreKind; location: string }[] = [
    { kind: "fs", location: targets.fs },
    { kind: "sqlite", location: targets.sqlite },
  ];
  if (targets.redis) stores.push({ kind: "redis", location: targets.redis });
  return stores;
}

export async function openStore(kind: StoreKind, targets: StoreTargets): Promise<MemoryStore> {
  switch (kind) {
    case "fs":
      return openFsStore({ root: targets.fs, onProblem: (problem) => console.warn(`store-fs: ${problem.message}`) });
    case "sqlite":
      return openSqliteStore({ path: targets.sqlite });
    case "redis":
      if (!targets.redis) throw new Error("No Redis URL: start with REDIS_URL=redis://… or --store redis://….");
      return openRedisStore({ url: targets.redis, prefix: "engram-playground" });
  }
}
