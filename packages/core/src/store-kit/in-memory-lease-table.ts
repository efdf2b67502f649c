import { randomUUID } from "node:crypto";
import type { Lease } from "../store/memory-store.js";
import { assertKey, assertTtl } from "../store/store-keys.js";

interface Holder {
  readonly token: string;
  expiresAt: number;
}

/** Named locks in one process, with the reference semantics of `MemoryStore.lock`. */
export class InMemoryLeaseTable {
  readonly #holders = new Map<string, Holder>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #live(name: string): Holder | undefined {
    const holder = this.#holders.get(name);
    return holder && holder.expiresAt > this.#now() ? holder : undefined;
  }

  /** A lease, or undefined while another is live. `guard` runs before each lease call (e.g. closed checks). */
  take(name: string, ttlMs: number, guard: () => void = () => {}): Lease | undefined {
    assertKey("lock name", name);
    assertTtl(ttlMs);
    if (this.#live(name)) return undefined;
    const holder: Holder = { token: randomUUID(), expiresAt: this.#now() + ttlMs };
    this.#holders.set(name, holder);
    const holds = (): boolean => this.#live(name) === holder;
    const now = this.#now;
    const holders = this.#holders;
    return {
      name,
      token: holder.token,
      get expiresAt() {
        return new Date(holder.expiresAt).toISOString();
      },
      async renew(ttl: number): Promise<boolean> {
        guard();
        assertTtl(ttl);
        if (!holds()) return false;
        holder.expiresAt = now() + ttl;
        return true;
      },
      async release(): Promise<void> {
        guard();
        if (holders.get(name) === holder) holders.delete(name);
      },
    };
  }

  clear(): void {
    this.#holders.clear();
  }
}
