export interface BoundedCacheOptions<K, V> {
  /** At most this many entries; setting one more drops the least recently used. */
  readonly maxEntries: number;
  /** Entries unused for this long are dropped (checked on every set and by `sweep`). */
  readonly idleMs?: number;
  /** The clock idleness is measured by (default `Date.now`). */
  readonly now?: () => number;
  /** Told of every entry dropped for room or idleness (not of `delete` or `clear`). */
  readonly onEvict?: (key: K, value: V) => void;
  /**
   * Which entry goes first when the cache is full: "use" (default) the least recently used (`get` and
   * `set` count), "insertion" the least recently set (`get` counts nothing, so a hit costs one map
   * look-up: for memos of pure functions on hot paths). "insertion" takes no `idleMs`.
   */
  readonly order?: "use" | "insertion";
}

/**
 * Core's one bounded cache: a map that keeps at most `maxEntries` entries and, with `idleMs`, none left
 * unused that long. One eviction rule everywhere: the least recently used goes first (`get` and `set`
 * count as a use, `peek` does not). Long-lived state (a process's per-scope memories, open sessions,
 * token counts) and memos of pure functions (`recentMemo`) both live in one of these.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();
  /** Last use of each key, in the entries' order (only with `idleMs`). */
  readonly #usedAt: Map<K, number> | undefined;
  readonly #max: number;
  readonly #idleMs: number | undefined;
  readonly #now: () => number;
  readonly #onEvict: ((key: K, value: V) => void) | undefined;
  readonly #byUse: boolean;

  constructor(options: BoundedCacheOptions<K, V>) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 0) {
      throw new RangeError(`BoundedCache maxEntries must be a non-negative integer, got ${String(options.maxEntries)}`);
    }
    if (options.order === "insertion" && options.idleMs !== undefined) {
      throw new RangeError('BoundedCache idleMs needs order "use": an entry\'s idleness is measured from its last use');
    }
    this.#byUse = options.order !== "insertion";
    this.#max = options.maxEntries;
    this.#idleMs = options.idleMs;
    this.#usedAt = options.idleMs === undefined ? undefined : new Map();
    this.#now = options.now ?? Date.now;
    this.#onEvict = options.onEvict;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, counted as a use (it becomes the most recently used); undefined when absent or idle too long. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined || !this.#byUse) return value;
    const usedAt = this.#usedAt;
    if (usedAt !== undefined) {
      const now = this.#now();
      if (now - usedAt.get(key)! > this.#idleMs!) {
        this.#evict(key, value);
        return undefined;
      }
      usedAt.delete(key);
      usedAt.set(key, now);
    }
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** The value without counting a use. */
  peek(key: K): V | undefined {
    return this.#entries.get(key);
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Stores `value` as the most recently used, then drops idle entries and the least recently used over the cap. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#usedAt !== undefined) {
      this.#usedAt.delete(key);
      this.#usedAt.set(key, this.#now());
      this.sweep();
    }
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value as K;
      this.#evict(oldest, this.#entries.get(oldest)!);
    }
    return this;
  }

  delete(key: K): boolean {
    this.#usedAt?.delete(key);
    return this.#entries.delete(key);
  }

  /** Drops every entry without telling `onEvict`. */
  clear(): void {
    this.#entries.clear();
    this.#usedAt?.clear();
  }

  /** Drops the entries unused for `idleMs` (the least recently used are first, so it stops at the first fresh one). */
  sweep(): number {
    const usedAt = this.#usedAt;
    if (usedAt === undefined) return 0;
    const cutoff = this.#now() - this.#idleMs!;
    let dropped = 0;
    for (const [key, at] of usedAt) {
      if (at >= cutoff) break;
      this.#evict(key, this.#entries.get(key)!);
      dropped++;
    }
    return dropped;
  }

  values(): IterableIterator<V> {
    return this.#entries.values();
  }

  #evict(key: K, value: V): void {
    this.#entries.delete(key);
    this.#usedAt?.delete(key);
    this.#onEvict?.(key, value);
  }
}
