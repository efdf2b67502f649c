import type { MemoryStore } from "@engram/core";
import { elapsedMs } from "../harness.js";

/**
 * Counts the calls Engram makes to its store and the time they take (until each promise settles),
 * per method: where the adapters' overhead goes. The wrapper adds a clock read per call, nothing else.
 */
export class StoreCallCounter {
  readonly #calls = new Map<string, { count: number; ms: number }>();

  /** The store seen through the counter: same object behind a Proxy, every method timed. */
  wrap(store: MemoryStore): MemoryStore {
    const calls = this.#calls;
    return new Proxy(store, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== "function" || typeof key !== "string") return value;
        return (...args: unknown[]) => {
          const start = process.hrtime.bigint();
          const settle = (): void => {
            const entry = calls.get(key) ?? { count: 0, ms: 0 };
            entry.count += 1;
            entry.ms += elapsedMs(start);
            calls.set(key, entry);
          };
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (result instanceof Promise) return result.finally(settle);
          settle();
          return result;
        };
      },
    });
  }

  reset(): void {
    this.#calls.clear();
  }

  /** "put 19.0 × 1.08 ms" per method, divided by the number of turns, busiest first. */
  perTurn(turns: number): Array<{ method: string; calls: number; ms: number }> {
    return [...this.#calls].map(([method, entry]) => ({ method, calls: entry.count / turns, ms: entry.ms / turns })).sort((a, b) => b.ms - a.ms);
  }
}
