import type { Scope } from "@engram/core";
import {
  scopeLabel,
  isVisibleIn,
  parseScopeLabel,
  type MemoryRecord,
  type RecordFilter,
  type RecordKind,
  type RecordQuery,
  type SearchQuery,
  type SearchTarget,
  type SessionEvent,
  defaultSearchTargets,
  recordKinds,
} from "@engram/core/store";
import {
  messageSearchText,
  combineRankings,
  compareRanked,
  cosineSimilarity,
  instant,
  kthLargest,
  matchesTags,
  matchesTypes,
  matchingRecords,
  pageOfMatches,
  recordSearchKey,
  recordType,
  resolveLimit,
  scopePrecedence,
  searchableText,
  searchLimits,
  tokenize,
  visibleScopeLabels,
  type RankedCandidate,
  type SearchCandidate,
} from "@engram/core/store-kit";
import { CompactTextIndex, type CompactBase } from "./compact-text-index.js";
import { asRecordFields, type RecordHead } from "./record-head.js";

/** Each kind's search key for the empty id: what every key of that kind starts with (`recordSearchKey`). */
const keyPrefixes = Object.fromEntries(recordKinds.map((kind) => [kind, recordSearchKey(kind, "")])) as Readonly<Record<RecordKind, string>>;

/** `bestFirst`: a search's matches are considered best first (see `#textRanking`); tests turn it off to compare. */
export const fsSearchTuning = { bestFirst: true };

/** A ranked document: a record (its body not yet read), or a message found by its session, seq and line. */
export type FoundDocument =
  | { readonly target: "record"; readonly kind: RecordKind; readonly id: string }
  | { readonly target: "message"; readonly sessionId: string; readonly seq: number; readonly offset: number; readonly lineLength: number };

/** Where a message event's line is in its session file. */
export interface LineLocation {
  readonly offset: number;
  readonly length: number;
}

/**
 * The fs store's record heads and its search index over records and archived messages, answering
 * queries and searches with the reference semantics of core's `InMemoryRecordSet` (docs/search-spec.md).
 * Unlike it, neither messages nor record bodies are kept: the index holds each message's scope, time and
 * line location, a record is known by its head (`RecordHead`), and what a query's page or a hit hands
 * out is read from its file by the store.
 */
export class FsSearchEngine {
  readonly #heads = new Map<RecordKind, Map<string, RecordHead>>();
  #index: CompactTextIndex;

  constructor(base?: CompactBase) {
    this.#index = new CompactTextIndex(base);
  }

  get changed(): boolean {
    return this.#index.changed;
  }

  /** The index compacted, to be written; this engine continues on the compacted index. */
  compact(): CompactBase {
    const base = this.#index.compact();
    this.#index = new CompactTextIndex(base);
    return base;
  }

  /**
   * Drops the indexed documents of every record not put since this engine was made, and of the sessions
   * `keepSession` refuses: after an open's refresh, what the files no longer hold.
   */
  retain(keepSession: (sessionId: string) => boolean): void {
    this.#index.retainNamed(keepSession);
  }

  #kind(kind: string): Map<string, RecordHead> | undefined {
    return this.#heads.get(kind as RecordKind);
  }

  /**
   * Creates or replaces the record's head, read from `source` (the `sourceDigest` of a file's path and fingerprint): its text
   * is tokenized only when the index did not index it from that very source (as after an open), or
   * `reindex` says the source cannot tell (a racy file). False when that is needed and `record` (the
   * body) was not given: the index then lacks it (call again with it).
   */
  put(head: RecordHead, source: number, record: MemoryRecord | undefined, reindex = false): boolean {
    let heads = this.#heads.get(head.kind);
    if (heads === undefined) this.#heads.set(head.kind, (heads = new Map()));
    heads.set(head.id, head);
    if (!reindex && this.#index.holdsRecordJoined(keyPrefixes[head.kind], head.id, source)) return true;
    const key = recordSearchKey(head.kind, head.id);
    if (record === undefined) {
      this.#index.removeOwner(key);
      return false;
    }
    this.#index.putRecord(key, searchableText(record), scopeLabel(record.scope), instant(record.updatedAt), source);
    return true;
  }

  delete(kind: RecordKind, id: string): boolean {
    this.#index.removeOwner(recordSearchKey(kind, id));
    return this.#kind(kind)?.delete(id) === true;
  }

  /** The heads of one page of `query` (core's `pageOfMatches` over the heads), to be read by the store. */
  queryHeads(query: RecordQuery): { items: RecordHead[]; nextCursor?: string } {
    const page = pageOfMatches(this.#fields(query.kind), query);
    const items = page.items as unknown as RecordHead[];
    return page.nextCursor === undefined ? { items } : { items, nextCursor: page.nextCursor };
  }

  count(filter: RecordFilter): number {
    return matchingRecords(this.#fields(filter.kind), filter).length;
  }

  #fields(kind: string): Iterable<MemoryRecord> | undefined {
    const heads = this.#kind(kind);
    return heads === undefined ? undefined : fieldsOf(heads.values());
  }

  /** The heads of records of the kinds in `kinds` with a vector of `length` (for a vector ranking, whose vectors the store reads). */
  vectorHeads(kinds: ReadonlySet<string>, length: number): RecordHead[] {
    const found: RecordHead[] = [];
    for (const [kind, heads] of this.#heads) {
      if (!kinds.has(kind)) continue;
      for (const head of heads.values()) if (head.vectorLength === length) found.push(head);
    }
    return found;
  }

  /** Makes a session's message events searchable; `whole`: they are all its messages (what it held before goes). */
  indexMessages(sessionId: string, scope: Scope, events: readonly SessionEvent[], lines: readonly LineLocation[], whole: boolean): void {
    if (whole) this.#index.removeOwner(sessionId);
    const group = scopeLabel(scope);
    events.forEach((event, at) => {
      if (event.type !== "message") return;
      const line = lines[at]!;
      this.#index.addMessage(sessionId, event.seq, messageSearchText(event.message), group, instant(event.at), line.offset, line.length);
    });
  }

  removeMessages(sessionId: string): void {
    this.#index.removeOwner(sessionId);
  }

  /**
   * The best `limit` hits (text, vector, filters, ties and fusion as `InMemoryRecordSet.search`), their
   * documents not yet read: a message hit names its line.
   */
  search(query: SearchQuery, vectors: ReadonlyMap<RecordHead, readonly number[]> = new Map()): RankedCandidate<FoundDocument>[] {
    const limit = resolveLimit(query.limit, searchLimits, "search");
    const targets = new Set(query.targets ?? defaultSearchTargets);
    const visible = new Set(visibleScopeLabels(query.scope));
    const filtered = (query.types?.length ?? 0) > 0 || (query.tags?.length ?? 0) > 0;
    const excluded = new Set(query.excludeSessionIds ?? []);
    const only = query.sessionIds === undefined ? undefined : new Set(query.sessionIds);
    // Which sessions' messages may be hits: not excluded, and among `sessionIds` when given (undefined: all).
    const sessionAllowed =
      excluded.size === 0 && only === undefined
        ? undefined
        : (sessionId: string): boolean => !excluded.has(sessionId) && (only === undefined || only.has(sessionId));
    const index = this.#index;
    const labels = index.groupLabels();
    const accepted = labels.map((label) => visible.has(label));
    const precedence = labels.map((label) => (visible.has(label) ? scopePrecedence(parseScopeLabel(label)) : 0));
    const text =
      query.text !== undefined && tokenize(query.text).length > 0
        ? this.#textRanking(query, limit, targets, accepted, precedence, filtered, sessionAllowed)
        : undefined;
    const queryVector = query.vector && query.vector.length > 0 ? query.vector : undefined;
    let vector: (SearchCandidate<FoundDocument> & { vectorScore: number })[] | undefined;
    if (queryVector) {
      vector = [];
      for (const [head, recordVector] of vectors) {
        if (recordVector.length !== queryVector.length) continue;
        const candidate = this.#recordCandidate(head, query, targets);
        if (candidate) vector.push({ ...candidate, vectorScore: cosineSimilarity(queryVector, recordVector) });
      }
    }
    return combineRankings(text, vector, limit);
  }

  #recordCandidate(record: RecordHead, query: SearchQuery, targets: ReadonlySet<SearchTarget>): SearchCandidate<FoundDocument> | undefined {
    if (!targets.has(record.kind) || !isVisibleIn(record.scope, query.scope)) return undefined;
    if (!matchesTypes(recordType(asRecordFields(record)), query.types) || !matchesTags(record.tags, query.tags)) return undefined;
    const document: FoundDocument = { target: "record", kind: record.kind, id: record.id };
    return { key: recordSearchKey(record.kind, record.id), document, precedence: scopePrecedence(record.scope), time: instant(record.updatedAt) };
  }

  /** The text ranking's best `limit` candidates in the spec's order (combineRankings cuts to `limit` anyway). */
  #textRanking(
    query: SearchQuery,
    limit: number,
    targets: ReadonlySet<SearchTarget>,
    accepted: readonly boolean[],
    precedence: readonly number[],
    filtered: boolean,
    sessionAllowed: ((sessionId: string) => boolean) | undefined,
  ): (SearchCandidate<FoundDocument> & { textScore: number })[] {
    const index = this.#index;
    const messages = targets.has("message") && !filtered;
    // A search of messages alone (recallSessions) passes over the records the index also matched, unread.
    const records = [...targets].some((target) => target !== "message");
    // A message the search may return is certainly a candidate, so the index returns only those that can
    // reach the page (records go through filters the index does not know, so it returns them all).
    const message = (doc: number): boolean => messages && index.isMessage(doc) && (sessionAllowed === undefined || sessionAllowed(index.owner(doc)));
    // Messages of named sessions alone (recallSessions): only those sessions' documents are scored.
    const only = query.sessionIds !== undefined && !records ? query.sessionIds.filter((id) => sessionAllowed?.(id) !== false) : undefined;
    const matches = index.search(query.text!, (group) => accepted[group] === true, {
      keep: (doc) => (index.isMessage(doc) ? message(doc) : records),
      limit,
      ranked: message,
      ...(only === undefined ? {} : { owners: index.ownerFlags(only) }),
    });
    const top: (RankedCandidate<FoundDocument> & { textScore: number })[] = [];
    /** Puts the match at `at` on the page when it can be there now (a match passed over never could be later: the page's last only rises). */
    const consider = (at: number): void => {
      const doc = matches.docs[at]!;
      const score = matches.scores[at]!;
      let candidate: SearchCandidate<FoundDocument> | undefined;
      if (index.isMessage(doc)) {
        if (!messages) return;
        const sessionId = index.owner(doc);
        if (sessionAllowed !== undefined && !sessionAllowed(sessionId)) return;
        const rank = { score, precedence: precedence[index.groupOf(doc)]!, time: index.time(doc) };
        if (top.length === limit && compareLazy(rank, () => index.key(doc), top[limit - 1]!) >= 0) return;
        const facts = index.facts(doc);
        const document: FoundDocument = { target: "message", sessionId, seq: facts.seq, offset: facts.offset, lineLength: facts.lineLength };
        candidate = { key: index.key(doc), document, ...rank };
      } else {
        if (!records) return;
        // Below the page's last score: out whatever its filters and time say (read only for those that can enter).
        if (top.length === limit && score < top[limit - 1]!.score) return;
        const [, kind, id] = index.owner(doc).split("\u0000");
        const record = this.#kind(kind ?? "")?.get(id ?? "");
        if (record === undefined) return;
        candidate = this.#recordCandidate(record, query, targets);
        if (candidate === undefined) return;
      }
      const ranked = { ...candidate, score, textScore: score };
      if (top.length === limit && compareRanked(ranked, top[limit - 1]!) >= 0) return;
      let low = 0;
      let high = top.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compareRanked(top[middle]!, ranked) <= 0) low = middle + 1;
        else high = middle;
      }
      top.splice(low, 0, ranked);
      if (top.length > limit) top.pop();
    };
    // Best first: the matches scoring at least the limit-th best score are considered before the others, so
    // the page fills with its likely rows and the rest (most matches of a common word) are passed over
    // unread, or not looked at at all once the page's last score reaches that bar. The page is the same in
    // any order (the differential test turns this off).
    const count = matches.docs.length;
    const bar = fsSearchTuning.bestFirst && count > limit ? kthLargest(Float64Array.from(matches.scores), limit) : Number.NEGATIVE_INFINITY;
    for (let at = 0; at < count; at++) if (matches.scores[at]! >= bar) consider(at);
    if (top.length === limit && top[limit - 1]!.score >= bar) return top;
    for (let at = 0; at < count; at++) if (matches.scores[at]! < bar) consider(at);
    return top;
  }
}

/** `compareRanked` of a candidate whose key is built only when score, precedence and time tie. */
function compareLazy(a: { score: number; precedence: number; time: number }, key: () => string, b: RankedCandidate<unknown>): number {
  return b.score - a.score || b.precedence - a.precedence || b.time - a.time || compareRanked({ ...a, key: key() }, b);
}

function* fieldsOf(heads: Iterable<RecordHead>): IterableIterator<MemoryRecord> {
  for (const head of heads) yield asRecordFields(head);
}
