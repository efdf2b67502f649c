import { afterEach, beforeEach } from "vitest";
import type { MemoryStore } from "../../store/memory-store.js";

/** What a backend's `create` returns: a fresh, empty store at a new location. */
export interface StoreUnderTest {
  readonly store: MemoryStore;
  /** Opens the store again at the same location (the suite closes the previous one first). */
  reopen(): Promise<MemoryStore>;
  /** Removes the location; called after every test, once its stores are closed. */
  cleanup(): Promise<void>;
  /**
   * Every byte the store keeps at its location, concatenated: every file under its folder, the database
   * file with its logs, every key's value, the server's persistence files. The purge tests look in it
   * for text that was deleted or redacted; call it with the store open.
   */
  readBytes(): Promise<Uint8Array>;
}

export interface CreateStoreOptions {
  /** The length of every vector the suite writes or queries with. */
  readonly vectorDimensions: number;
}

export interface MemoryStoreConformanceOptions {
  create(options: CreateStoreOptions): Promise<StoreUnderTest>;
  /** Per test and hook, in ms (default 30 000): raise it for slow backends. */
  readonly timeoutMs?: number;
}

export const conformanceVectorDimensions = 8;

/** The store of the running test. */
export interface ConformanceHarness {
  readonly store: MemoryStore;
  /** Closes the current store and reopens its location; the reopened store becomes `store`. */
  reopen(): Promise<MemoryStore>;
  /** Every byte the store keeps (see `StoreUnderTest.readBytes`), as text (UTF-8, invalid bytes replaced). */
  storedText(): Promise<string>;
}

/** Registers the hooks that give each test a fresh store and clean it up afterwards. */
export function useStoreUnderTest(options: MemoryStoreConformanceOptions, timeoutMs: number): ConformanceHarness {
  let current: StoreUnderTest | undefined;
  let store: MemoryStore | undefined;
  let opened: MemoryStore[] = [];

  beforeEach(async () => {
    current = await options.create({ vectorDimensions: conformanceVectorDimensions });
    store = current.store;
    opened = [current.store];
  }, timeoutMs);

  afterEach(async () => {
    const under = current;
    current = undefined;
    store = undefined;
    try {
      for (const each of opened) await each.close();
    } finally {
      await under?.cleanup();
    }
  }, timeoutMs);

  return {
    get store(): MemoryStore {
      if (!store) throw new Error("The conformance store is only available inside a test.");
      return store;
    },
    async reopen(): Promise<MemoryStore> {
      if (!current || !store) throw new Error("The conformance store is only available inside a test.");
      await store.close();
      store = await current.reopen();
      opened.push(store);
      return store;
    },
    async storedText(): Promise<string> {
      if (!current) throw new Error("The conformance store is only available inside a test.");
      return new TextDecoder().decode(await current.readBytes());
    },
  };
}
