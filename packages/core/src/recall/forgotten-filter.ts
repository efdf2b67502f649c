import { forgottenRule, hashedWords, repeatsForgotten, type ForgottenRule } from "../store-ops/forgotten-text.js";
import { tombstonesVisibleIn, type Tombstone } from "../store-ops/tombstone.js";
import type { MemoryStore, SearchHit } from "../store/memory-store.js";
import type { DailyRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import type { SessionEvent } from "../store/session-events.js";
import { messageFacts, type MessageEvent } from "./message-facts.js";

/**
 * What forgotten entries leave behind for recall: the passages they came from, which it must not bring
 * back. An archived turn is dropped when one of its ids is in a tombstone's source message ids, or when
 * its text repeats a forgotten wording (`repeatsForgotten`); a daily item likewise, by its provenance's
 * message ids or its content. Entries are never dropped: a forgotten entry is gone, any other was kept.
 */
export class ForgottenFilter {
  readonly #ids: ReadonlySet<string>;
  readonly #rules: readonly ForgottenRule[];

  constructor(tombstones: readonly Tombstone[]) {
    this.#ids = new Set(tombstones.flatMap((tombstone) => tombstone.messageIds));
    this.#rules = tombstones.flatMap((tombstone) => tombstone.texts.flatMap((text) => forgottenRule(text) ?? []));
  }

  /** Whether `text` repeats a forgotten wording. */
  repeats(text: string): boolean {
    return this.#rules.length > 0 && repeatsForgotten(hashedWords(text), this.#rules);
  }

  dropsMessage(event: MessageEvent): boolean {
    const facts = messageFacts(event);
    return facts.ids.some((id) => this.#ids.has(id)) || this.repeats(facts.text);
  }

  dropsDaily(record: DailyRecord): boolean {
    return record.provenance.messageIds.some((id) => this.#ids.has(id)) || this.repeats(record.content);
  }

  dropsHit(hit: SearchHit): boolean {
    if (hit.target === "message") return this.dropsMessage(hit.event);
    return hit.record.kind === "daily" && this.dropsDaily(hit.record);
  }

  dropsEvent(event: SessionEvent): boolean {
    return event.type === "message" && this.dropsMessage(event);
  }
}

/** The filter of the tombstones visible in `scope` (one query); undefined when there are none. */
export async function loadForgottenFilter(store: MemoryStore, scope: Scope): Promise<ForgottenFilter | undefined> {
  const tombstones = await tombstonesVisibleIn(store, scope);
  return tombstones.length === 0 ? undefined : new ForgottenFilter(tombstones);
}

/**
 * The store as recall must see it in `scope`: searches and event reads without the passages of
 * forgotten entries (see `ForgottenFilter`), everything else as it is. The store itself when nothing
 * visible was forgotten. Recall reads through it, so every path that brings an archived turn into a
 * recalled item (a search hit, the turns between hits of one window) leaves forgotten ones out.
 */
export async function withoutForgotten(store: MemoryStore, scope: Scope): Promise<MemoryStore> {
  const filter = await loadForgottenFilter(store, scope);
  if (filter === undefined) return store;
  const search: MemoryStore["search"] = async (query) => (await store.search(query)).filter((hit) => !filter.dropsHit(hit));
  const readEvents: MemoryStore["readEvents"] = async (sessionId, options) =>
    (await store.readEvents(sessionId, options)).filter((event) => !filter.dropsEvent(event));
  return new Proxy(store, {
    get(target, property) {
      if (property === "search") return search;
      if (property === "readEvents") return readEvents;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
