// Opened by the agent processes through a dynamic import (see agent-child.ts): value imports from
// packages only, never from the bench's own files.
import type { MemoryStore } from "@engram/core";
import { openPostgresStore } from "@engram/store-postgres";
import { openRedisStore } from "@engram/store-redis";
import { openSqliteStore } from "@engram/store-sqlite";

/** Retries of a store that must outlast a server restart (the faults suite); the stores' defaults otherwise. */
export interface RetrySpec {
  readonly retries: number;
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
}

/** How every agent process (and the audit) opens the one shared store of a case: plain data, sent over IPC. */
export type SharedStoreSpec =
  | { readonly kind: "redis"; readonly url: string; readonly prefix: string; readonly retry?: RetrySpec }
  | { readonly kind: "redis-cluster"; readonly url: string; readonly prefix: string; readonly retry?: RetrySpec }
  | { readonly kind: "postgres"; readonly connectionString: string; readonly poolSize: number; readonly retry?: RetrySpec }
  | { readonly kind: "sqlite"; readonly path: string };

/** Opens the store a spec names, through its package's public API. */
export async function openSharedStore(spec: SharedStoreSpec): Promise<MemoryStore> {
  switch (spec.kind) {
    case "redis":
      return openRedisStore({ url: spec.url, prefix: spec.prefix, onWarning: () => undefined, ...(spec.retry ? { retry: spec.retry } : {}) });
    case "redis-cluster":
      return openRedisStore({ url: spec.url, prefix: spec.prefix, onWarning: () => undefined, ...(spec.retry ? { retry: spec.retry } : {}) });
    case "postgres":
      return openPostgresStore({ connectionString: spec.connectionString, poolSize: spec.poolSize, ...(spec.retry ? { retry: spec.retry } : {}) });
    case "sqlite":
      return openSqliteStore({ path: spec.path });
  }
}
