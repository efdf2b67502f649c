/**
 * A list of strings numbered by their place, and the number of each: an open-addressing table of numbers
 * in a typed array (FNV-1a over the UTF-16 code units, linear probing) instead of a `Map`. At 100,000
 * entries the search index numbers 102,000 owners: a `Map` of them was a 3.7 MB table built at every
 * open; this is 1 MB. The list given is used as it is until a string is added, which copies it first (it
 * is a loaded index's, never changed). A list that holds a string twice (a crafted file) numbers it by
 * its last place, as a `Map` built from it would.
 */
export class StringNumbers {
  #list: string[];
  #shared: boolean;
  #slots: Int32Array;
  #mask: number;

  constructor(list: readonly string[]) {
    this.#list = list as string[];
    this.#shared = true;
    this.#slots = new Int32Array(0);
    this.#mask = 0;
    this.#rehash(list.length);
  }

  /** The strings, by number (not to be changed). */
  get list(): readonly string[] {
    return this.#list;
  }

  get size(): number {
    return this.#list.length;
  }

  get(value: string): number | undefined {
    for (let slot = hash(value) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const id = this.#slots[slot]!;
      if (id === -1) return undefined;
      if (this.#list[id] === value) return id;
    }
  }

  /**
   * `get(prefix + suffix)` without making that string: at an open, a lookup per record of its search key,
   * 100,000 keys made, flattened and dropped.
   */
  getJoined(prefix: string, suffix: string): number | undefined {
    const length = prefix.length + suffix.length;
    for (let slot = hashMore(hash(prefix), suffix) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const id = this.#slots[slot]!;
      if (id === -1) return undefined;
      const value = this.#list[id]!;
      if (value.length === length && value.startsWith(prefix) && value.endsWith(suffix)) return id;
    }
  }

  /** The next number for a string that has none (the caller checked with `get`). */
  add(value: string): number {
    if (this.#shared) {
      this.#list = [...this.#list];
      this.#shared = false;
    }
    const id = this.#list.push(value) - 1;
    if (this.#list.length * 2 > this.#slots.length) this.#rehash(this.#list.length);
    else this.#place(id);
    return id;
  }

  /** A table of at least twice `count` slots holding every number of the list. */
  #rehash(count: number): void {
    let size = 16;
    while (size < count * 2) size *= 2;
    this.#slots = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    for (let id = 0; id < this.#list.length; id++) this.#place(id);
  }

  #place(id: number): void {
    const value = this.#list[id]!;
    let slot = hash(value) & this.#mask;
    while (this.#slots[slot] !== -1 && this.#list[this.#slots[slot]!] !== value) slot = (slot + 1) & this.#mask;
    this.#slots[slot] = id;
  }
}

/** FNV-1a over the UTF-16 code units, as a 32-bit integer. */
function hash(value: string): number {
  return hashMore(0x811c9dc5, value);
}

/** FNV-1a's state `from` carried on over `value`'s code units. */
function hashMore(from: number, value: string): number {
  let result = from;
  for (let at = 0; at < value.length; at++) result = Math.imul(result ^ value.charCodeAt(at), 0x01000193);
  return result >>> 0;
}
