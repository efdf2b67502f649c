/** The documents of a `CompactTextIndex`: their facts in columns, which are dead, and each scope group's totals. */

import type { CompactBase } from "./compact-base.js";
import { F64Column, U32Column } from "./typed-columns.js";

/**
 * A `CompactTextIndex`'s documents by number: each one's owner number, seq, scope group, token count, time
 * and line in columns (the base's used in place until a document is added), the documents removed since
 * the base (dead until the next compaction), and each group's live documents and tokens, which a search
 * takes N and the average length from.
 */
export class CompactDocuments {
  readonly owner: U32Column;
  readonly seq: F64Column;
  readonly group: U32Column;
  readonly length: U32Column;
  readonly time: F64Column;
  readonly offset: F64Column;
  readonly lineLength: U32Column;
  /** The scope labels by group number. */
  readonly groups: string[];
  readonly #groupIds = new Map<string, number>();
  /** Each group's live documents. */
  readonly groupDocs: number[] = [];
  /** Each group's live documents' token count. */
  readonly groupLength: number[] = [];
  readonly #dead = new Set<number>();
  /** `#dead` as one byte per document, for the search's check of every posting. */
  #deadFlags = new Uint8Array(0);

  constructor(base: CompactBase) {
    this.groups = [...base.groups];
    this.groups.forEach((group, id) => {
      this.#groupIds.set(group, id);
      this.groupDocs[id] = 0;
      this.groupLength[id] = 0;
    });
    const count = base.docOwner.length;
    // The base's columns are used in place (a document added later copies them once).
    this.owner = new U32Column(base.docOwner, count);
    this.seq = new F64Column(base.docSeq, count);
    this.group = new U32Column(base.docGroup, count);
    this.time = new F64Column(base.docTime, count);
    this.offset = new F64Column(base.docOffset, count);
    this.lineLength = new U32Column(base.docLineLength, count);
    for (let doc = 0; doc < count; doc++) {
      const length = base.docLength[doc]!;
      const group = base.docGroup[doc]!;
      this.groupDocs[group]! += 1;
      this.groupLength[group]! += length;
    }
    this.length = new U32Column(base.docLength, count);
  }

  /** The documents numbered so far, dead ones included: the next document's number. */
  get count(): number {
    return this.owner.length;
  }

  /** Live documents. */
  get live(): number {
    return this.owner.length - this.#dead.size;
  }

  /** The documents removed since the base. */
  get dead(): ReadonlySet<number> {
    return this.#dead;
  }

  /** One byte per document, 1 for a dead one (shorter than `count` where the rest are live). */
  get deadFlags(): Uint8Array {
    return this.#deadFlags;
  }

  /** Adds document number `count`, of `length` tokens, in the scope group labelled `group`. */
  push(owner: number, seq: number, group: string, length: number, time: number, offset: number, lineLength: number): void {
    const groupId = this.#groupId(group);
    this.owner.push(owner);
    this.seq.push(seq);
    this.group.push(groupId);
    this.length.push(length);
    this.time.push(time);
    this.offset.push(offset);
    this.lineLength.push(lineLength);
    this.groupDocs[groupId] = (this.groupDocs[groupId] ?? 0) + 1;
    this.groupLength[groupId] = (this.groupLength[groupId] ?? 0) + length;
  }

  #groupId(group: string): number {
    let id = this.#groupIds.get(group);
    if (id === undefined) {
      id = this.groups.length;
      this.groups.push(group);
      this.#groupIds.set(group, id);
    }
    return id;
  }

  /** Marks live documents dead and takes them out of their groups' totals. */
  remove(docs: readonly number[]): void {
    if (this.#deadFlags.length < this.owner.length) {
      const grown = new Uint8Array(Math.max(this.owner.length, this.#deadFlags.length * 2));
      grown.set(this.#deadFlags);
      this.#deadFlags = grown;
    }
    for (const doc of docs) {
      this.#dead.add(doc);
      this.#deadFlags[doc] = 1;
      const group = this.group.get(doc);
      this.groupDocs[group]! -= 1;
      this.groupLength[group]! -= this.length.get(doc);
    }
  }
}
