import { afterEach } from "vitest";
import { createEngram, type Engram, type PreparedTurn } from "../../conversation/engram.js";
import { computeBudget } from "../../pipeline/budget.js";
import { createInMemoryStore } from "../../store-kit/in-memory-store.js";
import type { MemoryStore } from "../../store/memory-store.js";
import type { AdapterConformanceOptions, AdapterDriver } from "./driver.js";

/** The model every test counts tokens for (js-tiktoken's o200k encoding). */
export const conformanceModel = "gpt-4o";

export interface OpenOptions {
  readonly contextWindow?: number;
  readonly maxOutputTokens?: number;
}

/** An adapter under test over a fresh Engram and store, with what core saw of it. */
export interface OpenedAdapter {
  readonly driver: AdapterDriver;
  readonly engram: Engram;
  readonly store: MemoryStore;
  /** Every prompt core prepared, in order (each first prompt and each smaller retry), from core's own hook. */
  readonly prepared: readonly PreparedTurn[];
  /** The prompt budget of these options, computed apart from the adapter and from core's manifest. */
  readonly budget: number;
}

export interface AdapterHarness {
  /** A new driver over a new Engram (in-memory store, a clock one second per read); closed after the test. */
  open(options?: OpenOptions): Promise<OpenedAdapter>;
}

/** A clock one second per read from 2026-03-02 09:00 UTC: archived times are distinct and ordered. */
export function conformanceClock(): () => Date {
  let at = Date.parse("2026-03-02T09:00:00.000Z");
  return () => new Date((at += 1_000));
}

/** Registers the hook that closes what each test opened. */
export function useAdapterHarness(options: AdapterConformanceOptions, timeoutMs: number): AdapterHarness {
  const opened: OpenedAdapter[] = [];

  afterEach(async () => {
    for (const adapter of opened.splice(0)) {
      try {
        await adapter.driver.close?.();
      } finally {
        await adapter.engram.close();
        await adapter.store.close();
      }
    }
  }, timeoutMs);

  return {
    async open({ contextWindow = 16_000, maxOutputTokens = 500 } = {}) {
      const store = createInMemoryStore();
      const prepared: PreparedTurn[] = [];
      const engram = createEngram({
        store,
        model: conformanceModel,
        contextWindow,
        maxOutputTokens,
        now: conformanceClock(),
        onPrepared: (turn) => void prepared.push(turn),
      });
      let driver: AdapterDriver;
      try {
        driver = await options.createDriver({ engram });
      } catch (error) {
        await engram.close();
        await store.close();
        throw error;
      }
      const adapter: OpenedAdapter = { driver, engram, store, prepared, budget: computeBudget({ contextWindow, maxOutputTokens }) };
      opened.push(adapter);
      return adapter;
    },
  };
}
