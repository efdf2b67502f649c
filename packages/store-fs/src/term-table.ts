/**
 * The index's terms and their numbers: the base's terms (as its file lists them) found through an
 * open-addressing table of numbers in a typed array, and the terms added since in a map. A year of use
 * holds about 220,000 terms; a `Map` of them was 7 MB of the JS heap at every open, and long-lived heap
 * built at open grows V8's young generation to its largest size (docs/benchmarks.md).
 */
export class TermTable {
  readonly #base: readonly string[];
  /** Base term numbers by hash (-1: empty slot), linear probing. */
  readonly #slots: Int32Array;
  readonly #mask: number;
  readonly #added = new Map<string, number>();
  readonly #addedTerms: string[] = [];

  constructor(base: readonly string[]) {
    this.#base = base;
    let size = 16;
    while (size < base.length * 2) size *= 2;
    this.#slots = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    for (let id = 0; id < base.length; id++) {
      let slot = hash(base[id]!) & this.#mask;
      // A base that lists a term twice (a crafted file) keeps its first number.
      while (this.#slots[slot] !== -1 && base[this.#slots[slot]!] !== base[id]) slot = (slot + 1) & this.#mask;
      if (this.#slots[slot] === -1) this.#slots[slot] = id;
    }
  }

  /** How many terms have a number (the base's and those added since). */
  get size(): number {
    return this.#base.length + this.#addedTerms.length;
  }

  /** The term's number, undefined when it has none. */
  id(term: string): number | undefined {
    for (let slot = hash(term) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const id = this.#slots[slot]!;
      if (id === -1) break;
      if (this.#base[id] === term) return id;
    }
    return this.#added.get(term);
  }

  /** The term's number, given the next one when it has none. */
  intern(term: string): number {
    let id = this.id(term);
    if (id === undefined) {
      id = this.size;
      this.#addedTerms.push(term);
      this.#added.set(term, id);
    }
    return id;
  }

  term(id: number): string {
    return id < this.#base.length ? this.#base[id]! : this.#addedTerms[id - this.#base.length]!;
  }
}

/** FNV-1a over the UTF-16 code units, as a 32-bit integer. */
function hash(term: string): number {
  let value = 0x811c9dc5;
  for (let at = 0; at < term.length; at++) value = Math.imul(value ^ term.charCodeAt(at), 0x01000193);
  return value >>> 0;
}
