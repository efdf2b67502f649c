/** The owners of a `CompactTextIndex`'s documents: their numbers, digests and live documents. */

import type { CompactBase } from "./compact-base.js";
import { OwnerDocs } from "./owner-docs.js";
import { StringNumbers } from "./string-numbers.js";
import { F64Column } from "./typed-columns.js";

/**
 * The owners of a `CompactTextIndex`'s documents (record search keys and session ids) by number, each
 * with its digest of what it was indexed from, whether it was named since the index was made
 * (`CompactTextIndex.retainNamed`) and its live documents.
 */
export class CompactOwners {
  /** The owners (record search keys and session ids) by number. */
  readonly #numbers: StringNumbers;
  /** Live documents of each owner. */
  readonly #docs: OwnerDocs;
  /**
   * Each owner's digest of what it was indexed from (NaN: none), parallel to `#numbers`: the base's column
   * until the first change copies it (no copy of 100,000 at every open, and never a change to the base).
   */
  readonly digests: F64Column;
  /** One byte per owner number: 1 for the record owners named since this index was made (`retainNamed`). */
  #named = new Uint8Array(0);

  constructor(base: CompactBase) {
    // The base's list until an owner is added (no copy of 100,000 at every open, and never a change to the base).
    this.#numbers = new StringNumbers(base.owners);
    this.digests = new F64Column(base.ownerDigests, base.owners.length);
    this.#docs = new OwnerDocs(base.docOwner, base.owners.length);
  }

  get size(): number {
    return this.#numbers.size;
  }

  /** The owners by number. */
  get list(): readonly string[] {
    return this.#numbers.list;
  }

  /** The owner's number, a new one (with no digest) for an owner not seen before. */
  number(owner: string): number {
    let id = this.#numbers.get(owner);
    if (id === undefined) {
      id = this.#numbers.add(owner);
      this.digests.push(Number.NaN);
    }
    return id;
  }

  /** Whether `owner` holds exactly what `digest` describes; it counts as named. */
  holds(owner: string, digest: number): boolean {
    return this.#holds(this.#numbers.get(owner), digest);
  }

  /** `holds(prefix + suffix, digest)`, without making the key. */
  holdsJoined(prefix: string, suffix: string, digest: number): boolean {
    return this.#holds(this.#numbers.getJoined(prefix, suffix), digest);
  }

  #holds(id: number | undefined, digest: number): boolean {
    if (id === undefined) return false;
    this.#name(id);
    return this.digests.get(id) === digest;
  }

  /** Names `owner` (a record's search key) and gives it `digest`. */
  putDigest(owner: string, digest: number): void {
    const id = this.number(owner);
    this.#name(id);
    this.digests.set(id, digest);
  }

  #name(id: number): void {
    if (id >= this.#named.length) {
      const grown = new Uint8Array(Math.max(this.#numbers.size, this.#named.length * 2, 16));
      grown.set(this.#named);
      this.#named = grown;
    }
    this.#named[id] = 1;
  }

  /** Whether owner number `id` was named since the index was made. */
  named(id: number): boolean {
    return this.#named[id] === 1;
  }

  addDoc(id: number, doc: number): void {
    this.#docs.add(id, doc);
  }

  /** Drops `owner`'s digest and hands over its live documents, which it then holds no more (undefined: none). */
  take(owner: string): number[] | undefined {
    const id = this.#numbers.get(owner);
    if (id === undefined) return undefined;
    if (!Number.isNaN(this.digests.get(id))) this.digests.set(id, Number.NaN);
    return this.#docs.take(id);
  }

  /** The owners that hold live documents (or a record digest). */
  held(): Set<string> {
    const owners = new Set<string>();
    for (let id = 0; id < this.#numbers.size; id++) if (!Number.isNaN(this.digests.get(id))) owners.add(this.#numbers.list[id]!);
    for (const owner of this.#docs.owners()) owners.add(this.#numbers.list[owner]!);
    return owners;
  }

  /** One byte per owner number, 1 for each of `owners` this index knows. */
  flags(owners: Iterable<string>): Uint8Array {
    const flags = new Uint8Array(this.#numbers.size);
    for (const owner of owners) {
      const id = this.#numbers.get(owner);
      if (id !== undefined) flags[id] = 1;
    }
    return flags;
  }
}
