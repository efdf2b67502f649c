import { bm25Idf, bm25TermScore, containsSequence, messageSearchKey, phraseBoost, tokenize } from "@engram/core/store-kit";
import { type CompactSelection, selectionFloor } from "./search-selection.js";

export type { CompactSelection } from "./search-selection.js";
import { F64Column, U32Column } from "./typed-columns.js";
import { type CompactBase, emptyBase } from "./compact-base.js";
import { OwnerDocs } from "./owner-docs.js";
import { SearchScratch } from "./search-scratch.js";
import { StringNumbers } from "./string-numbers.js";
import { TermTable } from "./term-table.js";
import { rebuiltBase } from "./compact-rebuild.js";
import { readVarint, varintEnd } from "./varint-bytes.js";

export type { CompactBase } from "./compact-base.js";

/**
 * A document's facts the store ranks and fetches it by, without reading it: its owner (a record's
 * search key, or the session id of a message), a message's seq (-1 for a record), its scope label,
 * its time (epoch ms) and, for a message, where its line is in the session file.
 */
export interface DocumentFacts {
  readonly owner: string;
  readonly seq: number;
  readonly group: string;
  readonly time: number;
  readonly offset: number;
  readonly lineLength: number;
}

/** What `CompactTextIndex.search` found: document numbers and their scores (phrase boost applied), unsorted. */
export interface CompactMatches {
  readonly docs: number[];
  readonly scores: number[];
}

/**
 * A BM25 index with the ranking of core's `TextIndex` (docs/search-spec.md) in flat typed arrays
 * instead of a map and token array per document, its postings and token sequences as varint bytes
 * (terms numbered most frequent first when compacted, so a common term's number is one byte), so half a
 * million documents take tens of MiB and load from disk without being tokenized again. Documents are numbered; a frozen base (loaded or
 * compacted) plus documents added since (kept per term in plain arrays); a removed document is only
 * marked dead until the next `compact`.
 */
export class CompactTextIndex {
  #base: CompactBase;
  readonly #terms: TermTable;
  /** The owners (record search keys and session ids) by number. */
  readonly #owners: StringNumbers;
  /** Live documents of each owner. */
  readonly #ownerDocs: OwnerDocs;
  #groups: string[];
  readonly #groupIds = new Map<string, number>();
  readonly #groupDocs: number[] = [];
  readonly #groupLength: number[] = [];
  /**
   * Each owner's digest of what it was indexed from (NaN: none), parallel to `#owners`: the base's column
   * until the first change copies it (no copy of 100,000 at every open, and never a change to the base).
   */
  readonly #digests: F64Column;
  readonly #owner: U32Column;
  readonly #seq: F64Column;
  readonly #group: U32Column;
  readonly #length: U32Column;
  readonly #time: F64Column;
  readonly #offset: F64Column;
  readonly #lineLength: U32Column;
  readonly #dead = new Set<number>();
  /** `#dead` as one byte per document, for the search's check of every posting. */
  #deadFlags = new Uint8Array(0);
  /** The arrays searches score in (search-scratch.ts). */
  readonly #scratch = new SearchScratch();
  /** Postings of documents added after the base: per term, pairs of document and tf. */
  readonly #added = new Map<number, number[]>();
  readonly #addedTokens = new Map<number, Uint32Array>();
  #changed = false;
  /** One byte per owner number: 1 for the record owners named since this index was made (`retainNamed`). */
  #named = new Uint8Array(0);

  constructor(base: CompactBase = emptyBase()) {
    this.#base = base;
    this.#terms = new TermTable(base);
    // The base's list until an owner is added (no copy of 100,000 at every open, and never a change to the base).
    this.#owners = new StringNumbers(base.owners);
    this.#groups = [...base.groups];
    this.#groups.forEach((group, id) => {
      this.#groupIds.set(group, id);
      this.#groupDocs[id] = 0;
      this.#groupLength[id] = 0;
    });
    this.#digests = new F64Column(base.ownerDigests, base.owners.length);
    const count = base.docOwner.length;
    // The base's columns are used in place (a document added later copies them once).
    this.#owner = new U32Column(base.docOwner, count);
    this.#seq = new F64Column(base.docSeq, count);
    this.#group = new U32Column(base.docGroup, count);
    this.#time = new F64Column(base.docTime, count);
    this.#offset = new F64Column(base.docOffset, count);
    this.#lineLength = new U32Column(base.docLineLength, count);
    this.#ownerDocs = new OwnerDocs(base.docOwner, base.owners.length);
    for (let doc = 0; doc < count; doc++) {
      const length = base.docLength[doc]!;
      const group = base.docGroup[doc]!;
      this.#groupDocs[group]! += 1;
      this.#groupLength[group]! += length;
    }
    this.#length = new U32Column(base.docLength, count);
  }

  /** Whether anything changed since it was built or last compacted. */
  get changed(): boolean {
    return this.#changed;
  }

  /** Live documents. */
  get size(): number {
    return this.#owner.length - this.#dead.size;
  }

  #id(map: Map<string, number>, list: string[], value: string): number {
    let id = map.get(value);
    if (id === undefined) {
      id = list.length;
      list.push(value);
      map.set(value, id);
    }
    return id;
  }

  /** The owner's number, a new one (with no digest) for an owner not seen before. */
  #ownerId(owner: string): number {
    let id = this.#owners.get(owner);
    if (id === undefined) {
      id = this.#owners.add(owner);
      this.#digests.push(Number.NaN);
    }
    return id;
  }

  /**
   * Whether `owner` (a record's search key) holds exactly what `digest` describes (source-digest.ts).
   * The owner counts as named since this index was made (`retainNamed`).
   */
  holdsRecord(owner: string, digest: number): boolean {
    return this.#holds(this.#owners.get(owner), digest);
  }

  /** `holdsRecord(prefix + suffix, digest)`, without making the key (an open asks once per record). */
  holdsRecordJoined(prefix: string, suffix: string, digest: number): boolean {
    return this.#holds(this.#owners.getJoined(prefix, suffix), digest);
  }

  #holds(id: number | undefined, digest: number): boolean {
    if (id === undefined) return false;
    this.#name(id);
    return this.#digests.get(id) === digest;
  }

  /** Indexes a record's text under its search key, replacing what the key held; `digest` names the indexed inputs. */
  putRecord(owner: string, text: string, group: string, time: number, digest: number): void {
    this.removeOwner(owner);
    const id = this.#ownerId(owner);
    this.#name(id);
    this.#digests.set(id, digest);
    this.#add(owner, -1, text, group, time, 0, 0);
  }

  #name(id: number): void {
    if (id >= this.#named.length) {
      const grown = new Uint8Array(Math.max(this.#owners.size, this.#named.length * 2, 16));
      grown.set(this.#named);
      this.#named = grown;
    }
    this.#named[id] = 1;
  }

  /**
   * Drops the documents (and digest) of every record owner `holdsRecord` and `putRecord` never named since
   * this index was made, and of every other owner (a session id) `keepSession` refuses: after an open's
   * refresh has put every record the files hold, what the files no longer hold. A flag per owner number,
   * where asking the heads about each of 100,000 record keys cost the open 50-80 ms.
   */
  retainNamed(keepSession: (owner: string) => boolean): void {
    for (let id = 0; id < this.#owners.size; id++) {
      const owner = this.#owners.list[id]!;
      if (owner.startsWith("r\u0000") ? this.#named[id] === 1 : keepSession(owner)) continue;
      this.removeOwner(owner);
    }
  }

  /** Indexes a message of session `owner`. */
  addMessage(owner: string, seq: number, text: string, group: string, time: number, offset: number, lineLength: number): void {
    this.#add(owner, seq, text, group, time, offset, lineLength);
  }

  #add(owner: string, seq: number, text: string, group: string, time: number, offset: number, lineLength: number): void {
    const tokens = tokenize(text);
    this.#changed = true;
    if (tokens.length === 0) return;
    const doc = this.#owner.length;
    const ownerId = this.#ownerId(owner);
    const groupId = this.#id(this.#groupIds, this.#groups, group);
    const ids = new Uint32Array(tokens.length);
    const frequencies = new Map<number, number>();
    tokens.forEach((token, at) => {
      const term = this.#terms.intern(token);
      ids[at] = term;
      frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    });
    for (const [term, tf] of frequencies) {
      let postings = this.#added.get(term);
      if (postings === undefined) this.#added.set(term, (postings = []));
      postings.push(doc, tf);
    }
    this.#addedTokens.set(doc, ids);
    this.#owner.push(ownerId);
    this.#seq.push(seq);
    this.#group.push(groupId);
    this.#length.push(tokens.length);
    this.#time.push(time);
    this.#offset.push(offset);
    this.#lineLength.push(lineLength);
    this.#ownerDocs.add(ownerId, doc);
    this.#groupDocs[groupId] = (this.#groupDocs[groupId] ?? 0) + 1;
    this.#groupLength[groupId] = (this.#groupLength[groupId] ?? 0) + tokens.length;
  }

  /** Removes every document of `owner` (a record's key or a session id). */
  removeOwner(owner: string): void {
    const ownerId = this.#owners.get(owner);
    if (ownerId === undefined) return;
    if (!Number.isNaN(this.#digests.get(ownerId))) this.#digests.set(ownerId, Number.NaN);
    const docs = this.#ownerDocs.take(ownerId);
    if (docs === undefined) return;
    this.#changed = true;
    if (this.#deadFlags.length < this.#owner.length) {
      const grown = new Uint8Array(Math.max(this.#owner.length, this.#deadFlags.length * 2));
      grown.set(this.#deadFlags);
      this.#deadFlags = grown;
    }
    for (const doc of docs) {
      this.#dead.add(doc);
      this.#deadFlags[doc] = 1;
      const group = this.#group.get(doc);
      this.#groupDocs[group]! -= 1;
      this.#groupLength[group]! -= this.#length.get(doc);
      this.#addedTokens.delete(doc);
    }
  }

  /** The owners that hold live documents (or a record digest). */
  owners(): Set<string> {
    const owners = new Set<string>();
    for (let id = 0; id < this.#owners.size; id++) if (!Number.isNaN(this.#digests.get(id))) owners.add(this.#owners.list[id]!);
    for (const owner of this.#ownerDocs.owners()) owners.add(this.#owners.list[owner]!);
    return owners;
  }

  /** What ranks and finds document `doc`. */
  facts(doc: number): DocumentFacts {
    return {
      owner: this.#owners.list[this.#owner.get(doc)]!,
      seq: this.#seq.get(doc),
      group: this.#groups[this.#group.get(doc)]!,
      time: this.#time.get(doc),
      offset: this.#offset.get(doc),
      lineLength: this.#lineLength.get(doc),
    };
  }

  /** The tie-break key of document `doc` (`recordSearchKey` is a record's owner; `messageSearchKey` for a message). */
  key(doc: number): string {
    const seq = this.#seq.get(doc);
    const owner = this.#owners.list[this.#owner.get(doc)]!;
    return seq < 0 ? owner : messageSearchKey(owner, seq);
  }

  isMessage(doc: number): boolean {
    return this.#seq.get(doc) >= 0;
  }

  owner(doc: number): string {
    return this.#owners.list[this.#owner.get(doc)]!;
  }

  /**
   * One byte per owner number, 1 for each of `owners` this index knows (a session id or a record's key):
   * a search's `CompactSelection.owners`.
   */
  ownerFlags(owners: Iterable<string>): Uint8Array {
    const flags = new Uint8Array(this.#owners.size);
    for (const owner of owners) {
      const id = this.#owners.get(owner);
      if (id !== undefined) flags[id] = 1;
    }
    return flags;
  }

  groupOf(doc: number): number {
    return this.#group.get(doc);
  }

  time(doc: number): number {
    return this.#time.get(doc);
  }

  groupLabels(): readonly string[] {
    return this.#groups;
  }

  #tokens(doc: number): ArrayLike<number> {
    const added = this.#addedTokens.get(doc);
    if (added !== undefined) return added;
    const { tokens, tokenStart } = this.#base;
    const end = tokenStart[doc + 1]!;
    const ids = new Uint32Array(this.#length.get(doc));
    // The load checked every varint of the base (index-file.ts), so each one ends within the document's bytes.
    for (let at = tokenStart[doc]!, n = 0; at < end; at = varintEnd) ids[n++] = readVarint(tokens, at, end);
    return ids;
  }

  /**
   * The documents holding at least one query token, with core's `TextIndex.search` scores: N, df and
   * the average length over the groups `accept` takes (indexed as `groupLabels`), only their documents matching.
   */
  search(query: string, accept: (group: number) => boolean, selection: CompactSelection = {}): CompactMatches {
    const sequence = tokenize(query);
    const terms = [...new Set(sequence)];
    const found: CompactMatches = { docs: [], scores: [] };
    if (terms.length === 0) return found;
    const accepted = new Uint8Array(this.#groups.length);
    let count = 0;
    let totalLength = 0;
    for (let group = 0; group < this.#groups.length; group++) {
      if ((this.#groupDocs[group] ?? 0) === 0 || !accept(group)) continue;
      accepted[group] = 1;
      count += this.#groupDocs[group]!;
      totalLength += this.#groupLength[group]!;
    }
    if (count === 0) return found;
    const averageLength = totalLength / count;
    const scratch = this.#scratch;
    const documents = this.#owner.length;
    scratch.fit(documents);
    const sums = scratch.sums;
    const heldTerms = scratch.heldTerms;
    let scored = scratch.scored;
    let scoredCount = 0;
    const dead = this.#deadFlags;
    // The columns as arrays: nothing is added to them while a search runs.
    const groupOf = this.#group.array();
    const ownerOf = this.#owner.array();
    const { keep, limit, ranked, owners } = selection;
    const lengthOf = this.#length.array();
    const base = this.#base;
    const baseTerms = base.termStart.length - 1;
    for (const token of terms) {
      const term = this.#terms.id(token);
      if (term === undefined) continue;
      const added = this.#added.get(term);
      // Each posting takes two bytes at least: room for as many as the term's bytes could hold.
      const most = (term < baseTerms ? (base.termStart[term + 1]! - base.termStart[term]!) >>> 1 : 0) + (added === undefined ? 0 : added.length >>> 1);
      scratch.room(most, documents);
      const heldDocs = scratch.heldDocs;
      const heldTfs = scratch.heldTfs;
      let held = 0;
      if (term < baseTerms) {
        const bytes = base.postings;
        let doc = 0;
        for (let at = base.termStart[term]!, end = base.termStart[term + 1]!; at < end; ) {
          // Most gaps and counts are one byte: read in place, the general reader for the others.
          let value = bytes[at]!;
          if (value < 0x80) at += 1;
          else {
            value = readVarint(bytes, at, end);
            at = varintEnd;
          }
          doc += value;
          let tf = bytes[at]!;
          if (tf < 0x80) at += 1;
          else {
            tf = readVarint(bytes, at, end);
            at = varintEnd;
          }
          if (accepted[groupOf[doc]!] === 0 || dead[doc] === 1) continue;
          heldDocs[held] = doc;
          heldTfs[held++] = tf;
        }
      }
      if (added !== undefined) {
        for (let at = 0; at < added.length; at += 2) {
          const doc = added[at]!;
          if (accepted[groupOf[doc]!] === 0 || dead[doc] === 1) continue;
          heldDocs[held] = doc;
          heldTfs[held++] = added[at + 1]!;
        }
      }
      if (held === 0) continue;
      const idf = bm25Idf(count, held);
      for (let at = 0; at < held; at++) {
        const doc = heldDocs[at]!;
        // Counted in df above; never returned, so never scored.
        if (owners !== undefined && owners[ownerOf[doc]!] !== 1) continue;
        const score = bm25TermScore(idf, heldTfs[at]!, lengthOf[doc]!, averageLength);
        if (heldTerms[doc] === 0) {
          if (scoredCount === scored.length) scored = scratch.moreScored(scoredCount, documents);
          scored[scoredCount++] = doc;
        }
        heldTerms[doc]! += 1;
        sums[doc]! += score;
      }
    }
    const phrase = sequence.length >= 2 ? sequence.map((token) => this.#terms.id(token)) : undefined;
    const phraseIds = phrase?.every((id) => id !== undefined) ? (phrase as number[]) : undefined;
    const floor =
      limit === undefined || ranked === undefined ? Number.NEGATIVE_INFINITY : selectionFloor(scored.subarray(0, scoredCount), sums, keep, ranked, limit);
    // A document holds the sequence only if it holds each of its terms: only those are read token by token.
    const all = terms.length;
    for (let at = 0; at < scoredCount; at++) {
      const doc = scored[at]!;
      const score = sums[doc]!;
      const held = heldTerms[doc]!;
      sums[doc] = 0;
      heldTerms[doc] = 0;
      if (keep !== undefined && !keep(doc)) continue;
      // (A count past 65,535 terms wraps: such a query checks every document.)
      const holds = phraseIds !== undefined && (held === all || all > 0xffff);
      if (score * (holds ? phraseBoost : 1) < floor && ranked!(doc)) continue;
      found.docs.push(doc);
      found.scores.push(holds && containsSequence(this.#tokens(doc), phraseIds) ? score * phraseBoost : score);
    }
    return found;
  }

  /** The live documents as a new frozen base (compact-rebuild.ts). */
  compact(): CompactBase {
    return rebuiltBase({
      base: this.#base,
      dead: this.#dead,
      added: this.#added,
      termCount: this.#terms.size,
      termBytes: (id) => this.#terms.bytes(id),
      tokens: (doc) => this.#tokens(doc),
      owners: this.#owners.list,
      groups: this.#groups,
      digests: this.#digests,
      owner: this.#owner,
      seq: this.#seq,
      group: this.#group,
      time: this.#time,
      offset: this.#offset,
      lineLength: this.#lineLength,
      length: this.#length,
    });
  }
}
