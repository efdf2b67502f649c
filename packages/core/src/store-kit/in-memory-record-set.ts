import { messageSearchText } from "../message/message-search-text.js";
import type { RecordFilter, RecordPage, RecordQuery, SearchHit, SearchQuery, SearchTarget } from "../store/memory-store.js";
import { resolveLimit, searchLimits } from "../store/query-limits.js";
import { instant, matchesTags, matchesTypes, recordType } from "./record-filter.js";
import { searchableText, type MemoryRecord, type RecordKind, type RecordOfKind } from "../store/records.js";
import { RecordTable } from "./record-table.js";
import { isVisibleIn, scopeLabel, scopePrecedence, visibleScopeLabels, type Scope } from "../store/scope.js";
import { combineRankings, messageSearchKey, recordSearchKey, type SearchCandidate } from "./search-ranking.js";
import type { SessionEvent } from "../store/session-events.js";
import { TextIndex } from "./text-index.js";
import { tokenize } from "../text/text-tokens.js";
import { cosineSimilarity } from "./vector-math.js";
import { copyData } from "../util/copy-data.js";
import { freezeData } from "../util/freeze-data.js";

type MessageEvent = Extract<SessionEvent, { type: "message" }>;
type Document =
  | { readonly target: "record"; readonly record: MemoryRecord }
  | { readonly target: "message"; readonly sessionId: string; readonly scope: Scope; readonly event: MessageEvent };

/** What `search` looks in when a query names no targets. */
export const defaultSearchTargets: readonly SearchTarget[] = ["entry", "daily"];

// A document's key in the text index is its tie-break key (docs/search-spec.md, "Ties").
const recordDocKey = (kind: RecordKind, id: string): string => recordSearchKey(kind, id);
const messageDocKey = (sessionId: string, seq: number): string => messageSearchKey(sessionId, seq);

export interface InMemoryRecordSetOptions {
  /** Whether `search` ranks by a query vector (default true). */
  readonly vectorSearch?: boolean;
}

/**
 * Records, their text index and vectors, and indexed session messages, answering the record half of
 * `MemoryStore` plus `search` with the reference semantics. Shared by the in-memory store and stores
 * that load their data into memory. Holds and hands out copies; it does not validate (parse first).
 */
export class InMemoryRecordSet {
  readonly vectorSearch: boolean;
  readonly #records = new RecordTable();
  readonly #messages = new Map<string, Document & { target: "message" }>();
  readonly #messageKeys = new Map<string, string[]>();
  readonly #text = new TextIndex();

  constructor(options: InMemoryRecordSetOptions = {}) {
    this.vectorSearch = options.vectorSearch ?? true;
  }

  /** Creates or replaces the record of its kind and id. */
  put(record: MemoryRecord): void {
    // Kept frozen: a search whose caller only reads (`shared`) hands out the kept object itself.
    const copy = freezeData(copyData(record));
    this.#records.set(copy);
    this.#text.add(recordDocKey(copy.kind, copy.id), searchableText(copy), scopeLabel(copy.scope));
  }

  /** Whether the stored record of `expected`'s kind and id equals it (`sameRecord`); with null, whether there is none. */
  holds(kind: RecordKind, id: string, expected: MemoryRecord | null): boolean {
    return this.#records.holds(kind, id, expected);
  }

  get<K extends RecordKind>(kind: K, id: string): RecordOfKind<K> | undefined {
    return this.#records.get(kind, id);
  }

  delete(kind: RecordKind, id: string): boolean {
    this.#text.remove(recordDocKey(kind, id));
    return this.#records.delete(kind, id);
  }

  /** Every record (copies), by kind in `recordKinds` order. */
  *all(): IterableIterator<MemoryRecord> {
    yield* this.#records.all();
  }

  get size(): number {
    return this.#records.size;
  }

  clear(): void {
    this.#records.clear();
    this.#messages.clear();
    this.#messageKeys.clear();
    this.#text.clear();
  }

  query<K extends RecordKind>(query: RecordQuery<K>): RecordPage<RecordOfKind<K>> {
    return this.#records.query(query);
  }

  count(filter: RecordFilter): number {
    return this.#records.count(filter);
  }

  /** Makes the message events of a session searchable under its scope (other event types are skipped). */
  indexMessages(sessionId: string, scope: Scope, events: readonly SessionEvent[]): void {
    let keys = this.#messageKeys.get(sessionId);
    if (!keys) this.#messageKeys.set(sessionId, (keys = []));
    const group = scopeLabel(scope);
    for (const event of events) {
      if (event.type !== "message") continue;
      const key = messageDocKey(sessionId, event.seq);
      this.#messages.set(key, { target: "message", sessionId, scope: freezeData(copyData(scope)), event: freezeData(copyData(event)) });
      this.#text.add(key, messageSearchText(event.message), group);
      keys.push(key);
    }
  }

  /** Forgets the indexed messages of a session. */
  removeMessages(sessionId: string): void {
    for (const key of this.#messageKeys.get(sessionId) ?? []) {
      this.#messages.delete(key);
      this.#text.remove(key);
    }
    this.#messageKeys.delete(sessionId);
  }

  #document(key: string): Document | undefined {
    if (key.startsWith("m")) return this.#messages.get(key);
    const [, kind, id] = key.split("\u0000");
    const record = this.#records.kept(kind ?? "", id ?? "");
    return record ? { target: "record", record } : undefined;
  }

  #candidate(key: string, query: SearchQuery, targets: ReadonlySet<SearchTarget>): SearchCandidate<Document> | undefined {
    const document = this.#document(key);
    if (!document) return undefined;
    if (document.target === "message") {
      const filtered = (query.types?.length ?? 0) > 0 || (query.tags?.length ?? 0) > 0;
      if (filtered || !targets.has("message") || !isVisibleIn(document.scope, query.scope)) return undefined;
      if (query.excludeSessionIds?.includes(document.sessionId)) return undefined;
      if (query.sessionIds !== undefined && !query.sessionIds.includes(document.sessionId)) return undefined;
      return { key, document, precedence: scopePrecedence(document.scope), time: instant(document.event.at) };
    }
    const { record } = document;
    if (!targets.has(record.kind) || !isVisibleIn(record.scope, query.scope)) return undefined;
    if (!matchesTypes(recordType(record), query.types) || !matchesTags(record.tags, query.tags)) return undefined;
    return { key, document, precedence: scopePrecedence(record.scope), time: instant(record.updatedAt) };
  }

  /** Text, vector and filters with the reference semantics of `SearchQuery`. */
  search(query: SearchQuery): SearchHit[] {
    const limit = resolveLimit(query.limit, searchLimits, "search");
    // A caller that only reads gets the kept (frozen) objects; anyone else, copies.
    const shared = query.shared === true;
    const targets = new Set(query.targets ?? defaultSearchTargets);
    // The collection is what the query's scope sees, every target and filter aside (docs/search-spec.md).
    const visible = new Set(visibleScopeLabels(query.scope));
    const text =
      query.text !== undefined && tokenize(query.text).length > 0
        ? this.#text.search(query.text, { groups: (group) => visible.has(group) }).flatMap((match) => {
            const candidate = this.#candidate(match.key, query, targets);
            return candidate ? [{ ...candidate, textScore: match.score }] : [];
          })
        : undefined;
    const queryVector = this.vectorSearch && query.vector && query.vector.length > 0 ? query.vector : undefined;
    let vector: (SearchCandidate<Document> & { vectorScore: number })[] | undefined;
    if (queryVector) {
      vector = [];
      for (const record of this.#records.keptOf(targets)) {
        if (record.vector?.length !== queryVector.length) continue;
        const candidate = this.#candidate(recordDocKey(record.kind, record.id), query, targets);
        if (candidate) vector.push({ ...candidate, vectorScore: cosineSimilarity(queryVector, record.vector) });
      }
    }
    return combineRankings(text, vector, limit).map((ranked): SearchHit => {
      const scores = {
        score: ranked.score,
        ...(ranked.textScore === undefined ? {} : { textScore: ranked.textScore }),
      };
      const { document } = ranked;
      if (document.target === "message") {
        return { target: "message", sessionId: document.sessionId, event: shared ? document.event : copyData(document.event), ...scores };
      }
      return {
        target: "record",
        record: shared ? document.record : copyData(document.record),
        ...scores,
        ...(ranked.vectorScore === undefined ? {} : { vectorScore: ranked.vectorScore }),
      };
    });
  }
}
