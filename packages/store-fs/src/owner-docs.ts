/**
 * Each owner's live documents (a record's search key, or a session): the base's grouped by owner in two
 * typed arrays (a counting sort of the base's owner column), documents added since in arrays per owner.
 * A year's 520,000 documents kept as arrays in a `Map` were 5 MB of the JS heap at every open.
 */
export class OwnerDocs {
  /** The base's documents of owner `o` are `#docs[#start[o]]` .. `#docs[#start[o + 1] - 1]`. */
  readonly #start: Uint32Array;
  readonly #docs: Uint32Array;
  /** 1 for a base owner whose base documents were taken (`take`). */
  readonly #taken: Uint8Array;
  readonly #later = new Map<number, number[]>();

  constructor(docOwner: ArrayLike<number>, owners: number) {
    const start = new Uint32Array(owners + 1);
    for (let doc = 0; doc < docOwner.length; doc++) start[docOwner[doc]! + 1]! += 1;
    for (let owner = 0; owner < owners; owner++) start[owner + 1]! += start[owner]!;
    const next = start.slice(0, owners);
    const docs = new Uint32Array(docOwner.length);
    for (let doc = 0; doc < docOwner.length; doc++) docs[next[docOwner[doc]!]!++] = doc;
    this.#start = start;
    this.#docs = docs;
    this.#taken = new Uint8Array(owners);
  }

  #baseCount(owner: number): number {
    return owner < this.#taken.length && this.#taken[owner] === 0 ? this.#start[owner + 1]! - this.#start[owner]! : 0;
  }

  add(owner: number, doc: number): void {
    const later = this.#later.get(owner);
    if (later === undefined) this.#later.set(owner, [doc]);
    else later.push(doc);
  }

  /** The owner's live documents, which it then holds no more; undefined when it held none. */
  take(owner: number): number[] | undefined {
    const count = this.#baseCount(owner);
    const later = this.#later.get(owner);
    if (count === 0 && later === undefined) return undefined;
    const docs: number[] = [];
    if (count > 0) {
      for (let at = this.#start[owner]!; at < this.#start[owner + 1]!; at++) docs.push(this.#docs[at]!);
      this.#taken[owner] = 1;
    }
    if (later !== undefined) {
      docs.push(...later);
      this.#later.delete(owner);
    }
    return docs;
  }

  /** The owners holding live documents. */
  *owners(): IterableIterator<number> {
    for (let owner = 0; owner < this.#taken.length; owner++) if (this.#baseCount(owner) > 0 && !this.#later.has(owner)) yield owner;
    yield* this.#later.keys();
  }
}
