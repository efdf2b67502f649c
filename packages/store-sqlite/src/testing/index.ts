import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MemoryStore } from "@engram/core";
import { openSqliteStore } from "../open-sqlite-store.js";

/** A SQLite store on a file in a fresh temp directory, and how to close it and remove the directory. */
export interface TempSqliteStore {
  readonly store: MemoryStore;
  readonly path: string;
  cleanup(): Promise<void>;
}

/** For tests on a real file: `const { store, cleanup } = await openTempSqliteStore(); … await cleanup();` */
export async function openTempSqliteStore(prefix = "engram-sqlite-"): Promise<TempSqliteStore> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const path = join(dir, "memory.db");
  try {
    const store = await openSqliteStore({ path });
    return {
      store,
      path,
      cleanup: async () => {
        try {
          await store.close();
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
