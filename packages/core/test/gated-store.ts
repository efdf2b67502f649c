import type { MemoryStore } from "./core-internals.js";

/** A gate on the next write: `reached` resolves when it is called, and it runs once `release` is called. */
export interface WriteGate {
  readonly reached: Promise<void>;
  release(): void;
}

/**
 * Wraps a store so a test can hold its next `put` or `putIf` (once armed) between a writer's read and
 * its write, and let another writer change the record in that window: a deterministic race, no sleeps.
 */
export function gatedStore(inner: MemoryStore): { store: MemoryStore; arm(): WriteGate } {
  let pending: { reached: () => void; gate: Promise<void> } | undefined;
  const hold = async (): Promise<void> => {
    const current = pending;
    pending = undefined;
    if (!current) return;
    current.reached();
    await current.gate;
  };
  const put: MemoryStore["put"] = async (record) => {
    await hold();
    return inner.put(record);
  };
  const putIf: MemoryStore["putIf"] = async (record, expected) => {
    await hold();
    return inner.putIf(record, expected);
  };
  const store = new Proxy(inner, {
    get(target, property) {
      if (property === "put") return put;
      if (property === "putIf") return putIf;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    store,
    arm(): WriteGate {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      pending = { reached, gate };
      return { reached: reachedPromise, release };
    },
  };
}
