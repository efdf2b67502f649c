import {
  BaseStore,
  type GetOperation,
  type Item,
  type ListNamespacesOperation,
  type Operation,
  type OperationResults,
  type PutOperation,
  type SearchItem,
  type SearchOperation,
} from "@langchain/langgraph-checkpoint";
import type { EntryRecord, EntryType, Engram, MemoryStore, Scope } from "@engram/core";
import { refreshMemoryIndex } from "@engram/core/maintenance";
import { scopeKeys } from "@engram/core/store";
import { namespaceMatches, scopeNamespaces, type NamespaceMapping } from "./store-namespace.js";
import { entryToItem, matchesFilter, storeItemTag, valueToContent } from "./store-item.js";

export interface EngramStoreOptions {
  engram: Engram;
  /** How namespaces map to scopes (default `scopeNamespaces`: ["workspace", w, "user", u, "agent", a]). */
  namespaces?: NamespaceMapping;
  /** The entry type items are stored as (default "fact"). */
  type?: EntryType;
  /** Their importance, 0..1 (default 0.6, Engram's default). */
  importance?: number;
}

const pageSize = 1000;

/**
 * Engram's long-term memory as a LangGraph `BaseStore`, for `createAgent({ store })`: an item is
 * an entry (its key the item's key, its value as JSON content) in the scope its namespace maps to.
 * `put` remembers (an overwritten value stays as a revision), search with a `query` ranks with
 * Engram's recall, without one it lists newest first.
 */
export class EngramStore extends BaseStore {
  readonly #engram: Engram;
  readonly #store: MemoryStore;
  readonly #namespaces: NamespaceMapping;
  readonly #type: EntryType;
  readonly #importance: number | undefined;

  constructor(options: EngramStoreOptions) {
    super();
    this.#engram = options.engram;
    this.#store = options.engram.options.store;
    this.#namespaces = options.namespaces ?? scopeNamespaces;
    this.#type = options.type ?? "fact";
    this.#importance = options.importance;
  }

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    const results: unknown[] = [];
    // In order: a put followed by a get in one batch reads what was put.
    for (const op of operations) {
      if ("namespacePrefix" in op) results.push(await this.#search(op));
      else if ("value" in op) results.push(await this.#put(op));
      else if ("key" in op) results.push(await this.#get(op));
      else results.push(await this.#listNamespaces(op));
    }
    return results as OperationResults<Op>;
  }

  async #get(op: GetOperation): Promise<Item | null> {
    const [entry] = await this.#entriesByKey(this.#scopeOf(op.namespace), op.key);
    return entry ? entryToItem(entry, [...op.namespace]) : null;
  }

  async #put(op: PutOperation): Promise<void> {
    const scope = this.#scopeOf(op.namespace);
    if (op.value === null) {
      const entries = await this.#entriesByKey(scope, op.key);
      for (const entry of entries) await this.#store.delete("entry", entry.id);
      // MEMORY.md, injected into every prompt, must not keep showing a deleted item.
      if (entries.length > 0) await refreshMemoryIndex(this.#store, scope, { now: this.#engram.options.now?.() ?? new Date() });
      return;
    }
    await this.#memory(scope).remember({
      key: op.key,
      content: valueToContent(op.value),
      type: this.#type,
      tags: [storeItemTag],
      ...(this.#importance === undefined ? {} : { importance: this.#importance }),
    });
  }

  async #search(op: SearchOperation): Promise<SearchItem[]> {
    const limit = op.limit ?? 10;
    const offset = op.offset ?? 0;
    const prefix = op.namespacePrefix;
    if (op.query) {
      // Recall ranks within the prefix's scope (and the broader scopes visible from it).
      const memory = this.#memory(this.#scopeOf(prefix));
      const result = await memory.recall(op.query, { targets: ["entry"], limit: 50, budgetTokens: Number.MAX_SAFE_INTEGER, markUsed: false });
      const found: SearchItem[] = [];
      for (const item of result.items) {
        if (item.source.kind !== "entry") continue;
        const entry = await this.#store.get("entry", item.source.id);
        const namespace = entry && this.#namespaceOf(entry);
        if (!entry || !namespace || !namespaceMatches(namespace, prefix, "prefix")) continue;
        const candidate = entryToItem(entry, namespace);
        if (matchesFilter(candidate.value, op.filter)) found.push({ ...candidate, score: item.signals.total });
      }
      return found.slice(offset, offset + limit);
    }
    const found: SearchItem[] = [];
    for await (const entry of this.#allEntries()) {
      const namespace = this.#namespaceOf(entry);
      if (!namespace || !namespaceMatches(namespace, prefix, "prefix")) continue;
      const candidate = entryToItem(entry, namespace);
      if (matchesFilter(candidate.value, op.filter)) found.push(candidate);
      if (found.length >= offset + limit) break;
    }
    return found.slice(offset, offset + limit);
  }

  async #listNamespaces(op: ListNamespacesOperation): Promise<string[][]> {
    const seen = new Map<string, string[]>();
    for await (const entry of this.#allEntries()) {
      let namespace = this.#namespaceOf(entry);
      if (!namespace) continue;
      if (!(op.matchConditions ?? []).every((condition) => namespaceMatches(namespace!, condition.path, condition.matchType))) continue;
      if (op.maxDepth !== undefined) namespace = namespace.slice(0, op.maxDepth);
      seen.set(JSON.stringify(namespace), namespace);
    }
    const sorted = [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, namespace]) => namespace);
    return sorted.slice(op.offset, op.offset + op.limit);
  }

  /** The namespace's scope with the engram's fixed scope added (`createEngram({ scope })`). */
  #scopeOf(namespace: readonly string[]): Scope {
    return { ...this.#engram.options.scope, ...this.#namespaces.toScope(namespace) };
  }

  /** An entry's namespace, relative to the engram's fixed scope; undefined when outside it or unmapped. */
  #namespaceOf(entry: EntryRecord): string[] | undefined {
    const fixed: Scope = this.#engram.options.scope ?? {};
    const relative: Scope = { ...entry.scope };
    for (const key of scopeKeys) {
      if (fixed[key] === undefined) continue;
      if (entry.scope[key] !== fixed[key]) return undefined;
      delete relative[key];
    }
    return this.#namespaces.toNamespace(relative);
  }

  #memory(scope: Scope) {
    return this.#engram.memory({
      ...(scope.user === undefined ? {} : { userId: scope.user }),
      ...(scope.workspace === undefined ? {} : { workspaceId: scope.workspace }),
      ...(scope.agent === undefined ? {} : { agentId: scope.agent }),
    });
  }

  /** Current entries stored under `key` in exactly this scope, newest first. */
  async #entriesByKey(scope: Scope, key: string): Promise<EntryRecord[]> {
    const page = await this.#store.query({ kind: "entry", scope, scopeMode: "exact", key, limit: 20 });
    return page.records.filter((entry) => entry.validTo === undefined && entry.supersededBy === undefined);
  }

  /** Every current entry, newest first, a page at a time. */
  async *#allEntries(): AsyncGenerator<EntryRecord> {
    let cursor: string | undefined;
    do {
      const page = await this.#store.query({ kind: "entry", limit: pageSize, ...(cursor === undefined ? {} : { cursor }) });
      for (const entry of page.records) if (entry.validTo === undefined && entry.supersededBy === undefined) yield entry;
      cursor = page.nextCursor;
    } while (cursor !== undefined);
  }
}
