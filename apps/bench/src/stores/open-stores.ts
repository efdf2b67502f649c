import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MemoryStore } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { openRedisStore } from "@engram/store-redis";
import { openSqliteStore } from "@engram/store-sqlite";
import { startRedisServer, type RedisProcess } from "@engram/store-redis/testing";

export const storeKinds = ["fs", "sqlite", "redis"] as const;
export type StoreKind = (typeof storeKinds)[number];

/** A store the bench opened, and where its data is. */
export interface OpenedStore {
  readonly kind: StoreKind;
  readonly store: MemoryStore;
  /** The fs root, the SQLite file or the Redis key prefix. */
  readonly location: string;
  /** Closes the store (idempotent); its data stays until the workspace is disposed. */
  close(): Promise<void>;
}

/**
 * Everything the stores suite creates: one temp directory (fs roots, SQLite files) and, when Redis is
 * measured, one redis-server of its own on 127.0.0.1. `dispose` closes every store still open, stops
 * the server and deletes the directory; if the process exits first, the directory is removed and the
 * server killed anyway.
 */
export class StoreWorkspace {
  readonly dir: string;
  readonly redis: RedisProcess | undefined;
  readonly #open = new Set<OpenedStore>();
  #disposed = false;
  readonly #removeOnExit = (): void => rmSync(this.dir, { recursive: true, force: true });

  private constructor(dir: string, redis: RedisProcess | undefined) {
    this.dir = dir;
    this.redis = redis;
    process.once("exit", this.#removeOnExit);
  }

  static async create(options: { readonly redis: boolean }): Promise<StoreWorkspace> {
    const dir = await mkdtemp(join(tmpdir(), "engram-bench-stores-"));
    try {
      const redis = options.redis ? await startRedisServer() : undefined;
      return new StoreWorkspace(dir, redis);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Where the fs store called `name` keeps its files. */
  fsRoot(name: string): string {
    return join(this.dir, `${name}-fs`);
  }

  /** Opens a new, empty store of `kind`; `name` keeps stores of one run apart. */
  async open(kind: StoreKind, name: string): Promise<OpenedStore> {
    if (this.#disposed) throw new Error("The store workspace was disposed.");
    let store: MemoryStore;
    let location: string;
    switch (kind) {
      case "fs":
        location = this.fsRoot(name);
        store = await openFsStore({ root: location });
        break;
      case "sqlite":
        location = join(this.dir, `${name}.db`);
        store = await openSqliteStore({ path: location });
        break;
      case "redis": {
        if (this.redis === undefined) throw new Error("This workspace has no redis-server (created with redis: false).");
        location = `engram-bench:${name}`;
        store = await openRedisStore({ url: this.redis.url, prefix: location });
        break;
      }
    }
    let closed = false;
    const opened: OpenedStore = {
      kind,
      store,
      location,
      close: async () => {
        if (closed) return;
        closed = true;
        this.#open.delete(opened);
        await store.close();
      },
    };
    this.#open.add(opened);
    return opened;
  }

  /** Closes what is still open, stops redis-server, removes the directory; errors are collected, not dropped. */
  async dispose(): Promise<void> {
    if (this.#disposed) return;
    this.#disposed = true;
    const failures: unknown[] = [];
    for (const opened of [...this.#open]) await opened.close().catch((error: unknown) => failures.push(error));
    await this.redis?.stop().catch((error: unknown) => failures.push(error));
    await rm(this.dir, { recursive: true, force: true }).catch((error: unknown) => failures.push(error));
    process.removeListener("exit", this.#removeOnExit);
    if (failures.length > 0) throw new AggregateError(failures, `Cleaning up ${this.dir} failed.`);
  }
}
