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
  /**
   * An entry's weight (a finite number >= 0, read once when it is set), with `maxWeight`: the cache also
   * keeps the sum of its entries' weights at most `maxWeight`, dropping in eviction order past it. The
   * entry just set is never dropped for weight, so one entry heavier than `maxWeight` stays until the next set.
   */
  readonly weigh?: (value: V, key: K) => number;
  /** The most the entries may weigh together (needs `weigh`). */
  readonly maxWeight?: number;
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
  /** Each entry's weight as set (only with `weigh`). */
  readonly #weights: Map<K, number> | undefined;
  readonly #weigh: ((value: V, key: K) => number) | undefined;
  readonly #maxWeight: number;
  #weight = 0;

  constructor(options: BoundedCacheOptions<K, V>) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 0) {
      throw new RangeError(`BoundedCache maxEntries must be a non-negative integer, got ${String(options.maxEntries)}`);
    }
    if (options.order === "insertion" && options.idleMs !== undefined) {
      throw new RangeError('BoundedCache idleMs needs order "use": an entry\'s idleness is measured from its last use');
    }
    if ((options.weigh === undefined) !== (options.maxWeight === undefined)) {
      throw new RangeError("BoundedCache weigh and maxWeight go together: give both or neither");
    }
    if (options.maxWeight !== undefined && !(options.maxWeight >= 0)) {
      throw new RangeError(`BoundedCache maxWeight must be a number >= 0, got ${String(options.maxWeight)}`);
    }
    this.#weigh = options.weigh;
    this.#maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#weights = options.weigh === undefined ? undefined : new Map();
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

  /** The sum of the entries' weights (0 without `weigh`). */
  get weight(): number {
    return this.#weight;
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

  /**
   * Stores `value` as the most recently used, then drops idle entries, the least recently used over the
   * cap, and (with `maxWeight`) the least recently used past the weight bound, never `key` itself.
   */
  set(key: K, value: V): this {
    const weights = this.#weights;
    if (weights !== undefined) {
      const weight = this.#weigh!(value, key);
      if (!Number.isFinite(weight) || weight < 0) {
        throw new RangeError(`BoundedCache weigh must return a finite number >= 0, got ${String(weight)}`);
      }
      this.#weight += weight - (weights.get(key) ?? 0);
      weights.set(key, weight);
    }
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
    while (this.#weight > this.#maxWeight) {
      const oldest = this.#entries.keys().next().value as K;
      if (oldest === key) break;
      this.#evict(oldest, this.#entries.get(oldest)!);
    }
    return this;
  }

  delete(key: K): boolean {
    this.#usedAt?.delete(key);
    this.#unweigh(key);
    return this.#entries.delete(key);
  }

  /** Drops every entry without telling `onEvict`. */
  clear(): void {
    this.#entries.clear();
    this.#usedAt?.clear();
    this.#weights?.clear();
    this.#weight = 0;
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
    this.#unweigh(key);
    this.#onEvict?.(key, value);
  }

  #unweigh(key: K): void {
    const weights = this.#weights;
    if (weights === undefined) return;
    const weight = weights.get(key);
    if (weight === undefined) return;
    weights.delete(key);
    this.#weight -= weight;
  }
}
