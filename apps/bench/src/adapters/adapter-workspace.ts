import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEngram, type Engram, type MemoryStore } from "@engram/core";
import { openSqliteStore } from "@engram/store-sqlite";
import { workspaceId, type AdapterConversation } from "./conversation.js";
import { StoreCallCounter } from "./store-call-counter.js";

export const tempPrefix = "engram-bench-adapters-";
export const engramModel = "gpt-4o";
export const engramContextWindow = 128_000;

/**
 * The temp directory of one run: Engram's SQLite store (with the long-term entries put in) and the
 * one Engram all three adapters share (its store calls counted), plus the path of Mastra's LibSQL file. `dispose` closes the
 * store and removes the directory (an "exit" hook does too, for a run that is killed).
 */
export class AdapterWorkspace {
  readonly dir: string;
  readonly store: MemoryStore;
  readonly engram: Engram;
  /** Engram's store calls, counted (Engram gets the store through this counter). */
  readonly storeCalls = new StoreCallCounter();
  readonly #removeOnExit = (): void => rmSync(this.dir, { recursive: true, force: true });

  private constructor(dir: string, store: MemoryStore) {
    this.dir = dir;
    this.store = store;
    // Ann's long-term memory is in the workspace "acme-web"; each call's ids add the user.
    this.engram = createEngram({
      store: this.storeCalls.wrap(store),
      model: engramModel,
      contextWindow: engramContextWindow,
      scope: { workspace: workspaceId },
    });
    process.once("exit", this.#removeOnExit);
  }

  static async create(conversation: AdapterConversation): Promise<AdapterWorkspace> {
    const dir = await mkdtemp(join(tmpdir(), tempPrefix));
    try {
      const store = await openSqliteStore({ path: join(dir, "engram.db") });
      for (const entry of conversation.entries) await store.put(entry);
      return new AdapterWorkspace(dir, store);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** A LibSQL URL for Mastra's storage in this directory. */
  mastraUrl(name: string): string {
    return `file:${join(this.dir, `${name}.db`)}`;
  }

  async dispose(): Promise<void> {
    process.off("exit", this.#removeOnExit);
    try {
      await this.store.close();
    } finally {
      await rm(this.dir, { recursive: true, force: true });
    }
  }
}
