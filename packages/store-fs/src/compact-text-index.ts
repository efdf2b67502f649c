import { messageSearchKey, tokenize } from "@engram/core/store-kit";
import { type CompactBase, emptyBase } from "./compact-base.js";
import { CompactDocuments } from "./compact-documents.js";
import { CompactOwners } from "./compact-owners.js";
import { baseTokens } from "./compact-postings.js";
import { rebuiltBase } from "./compact-rebuild.js";
import { type CompactMatches, searchCompact } from "./compact-search.js";
import { SearchScratch } from "./search-scratch.js";
import type { CompactSelection } from "./search-selection.js";
import { TermTable } from "./term-table.js";

export type { CompactBase } from "./compact-base.js";
export type { CompactMatches } from "./compact-search.js";
export type { CompactSelection } from "./search-selection.js";

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
  /** The owners (record search keys and session ids) by number, their digests and live documents (compact-owners.ts). */
  readonly #owners: CompactOwners;
  /** The documents' facts, which are dead, and each group's totals (compact-documents.ts). */
  readonly #docs: CompactDocuments;
  /** The arrays searches score in (search-scratch.ts). */
  readonly #scratch = new SearchScratch();
  /** Postings of documents added after the base: per term, pairs of document and tf. */
  readonly #added = new Map<number, number[]>();
  readonly #addedTokens = new Map<number, Uint32Array>();
  #changed = false;

  constructor(base: CompactBase = emptyBase()) {
    this.#base = base;
    this.#terms = new TermTable(base);
    this.#owners = new CompactOwners(base);
    this.#docs = new CompactDocuments(base);
  }

  /** Whether anything changed since it was built or last compacted. */
  get changed(): boolean {
    return this.#changed;
  }

  /** Live documents. */
  get size(): number {
    return this.#docs.live;
  }

  /**
   * Whether `owner` (a record's search key) holds exactly what `digest` describes (source-digest.ts).
   * The owner counts as named since this index was made (`retainNamed`).
   */
  holdsRecord(owner: string, digest: number): boolean {
    return this.#owners.holds(owner, digest);
  }

  /** `holdsRecord(prefix + suffix, digest)`, without making the key (an open asks once per record). */
  holdsRecordJoined(prefix: string, suffix: string, digest: number): boolean {
    return this.#owners.holdsJoined(prefix, suffix, digest);
  }

  /** Indexes a record's text under its search key, replacing what the key held; `digest` names the indexed inputs. */
  putRecord(owner: string, text: string, group: string, time: number, digest: number): void {
    this.removeOwner(owner);
    this.#owners.putDigest(owner, digest);
    this.#add(owner, -1, text, group, time, 0, 0);
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
      if (owner.startsWith("r\u0000") ? this.#owners.named(id) : keepSession(owner)) continue;
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
    const doc = this.#docs.count;
    const ownerId = this.#owners.number(owner);
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
    this.#docs.push(ownerId, seq, group, tokens.length, time, offset, lineLength);
    this.#owners.addDoc(ownerId, doc);
  }

  /** Removes every document of `owner` (a record's key or a session id). */
  removeOwner(owner: string): void {
    const docs = this.#owners.take(owner);
    if (docs === undefined) return;
    this.#changed = true;
    this.#docs.remove(docs);
    for (const doc of docs) this.#addedTokens.delete(doc);
  }

  /** The owners that hold live documents (or a record digest). */
  owners(): Set<string> {
    return this.#owners.held();
  }

  /** What ranks and finds document `doc`. */
  facts(doc: number): DocumentFacts {
    const docs = this.#docs;
    return {
      owner: this.#owners.list[docs.owner.get(doc)]!,
      seq: docs.seq.get(doc),
      group: docs.groups[docs.group.get(doc)]!,
      time: docs.time.get(doc),
      offset: docs.offset.get(doc),
      lineLength: docs.lineLength.get(doc),
    };
  }

  /** The tie-break key of document `doc` (`recordSearchKey` is a record's owner; `messageSearchKey` for a message). */
  key(doc: number): string {
    const seq = this.#docs.seq.get(doc);
    const owner = this.#owners.list[this.#docs.owner.get(doc)]!;
    return seq < 0 ? owner : messageSearchKey(owner, seq);
  }

  isMessage(doc: number): boolean {
    return this.#docs.seq.get(doc) >= 0;
  }

  owner(doc: number): string {
    return this.#owners.list[this.#docs.owner.get(doc)]!;
  }

  /**
   * One byte per owner number, 1 for each of `owners` this index knows (a session id or a record's key):
   * a search's `CompactSelection.owners`.
   */
  ownerFlags(owners: Iterable<string>): Uint8Array {
    return this.#owners.flags(owners);
  }

  groupOf(doc: number): number {
    return this.#docs.group.get(doc);
  }

  time(doc: number): number {
    return this.#docs.time.get(doc);
  }

  groupLabels(): readonly string[] {
    return this.#docs.groups;
  }

  #tokens(doc: number): ArrayLike<number> {
    return this.#addedTokens.get(doc) ?? baseTokens(this.#base, doc, this.#docs.length.get(doc));
  }

  /**
   * The documents holding at least one query token, with core's `TextIndex.search` scores: N, df and
   * the average length over the groups `accept` takes (indexed as `groupLabels`), only their documents matching
   * (compact-search.ts).
   */
  search(query: string, accept: (group: number) => boolean, selection: CompactSelection = {}): CompactMatches {
    const index = {
      base: this.#base,
      terms: this.#terms,
      added: this.#added,
      documents: this.#docs,
      scratch: this.#scratch,
      tokens: (doc: number) => this.#tokens(doc),
    };
    return searchCompact(index, query, accept, selection);
  }

  /** The live documents as a new frozen base (compact-rebuild.ts). */
  compact(): CompactBase {
    const docs = this.#docs;
    return rebuiltBase({
      base: this.#base,
      dead: docs.dead,
      added: this.#added,
      termCount: this.#terms.size,
      termBytes: (id) => this.#terms.bytes(id),
      tokens: (doc) => this.#tokens(doc),
      owners: this.#owners.list,
      groups: docs.groups,
      digests: this.#owners.digests,
      owner: docs.owner,
      seq: docs.seq,
      group: docs.group,
      time: docs.time,
      offset: docs.offset,
      lineLength: docs.lineLength,
      length: docs.length,
    });
  }
}
