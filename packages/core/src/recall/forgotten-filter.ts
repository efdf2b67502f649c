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
 * forgotten entries (see `ForgottenFilter`), everything else as it is. Recall reads through it, so every
 * path that brings an archived turn into a recalled item (a search hit, the turns between hits of one
 * window) leaves forgotten ones out. The tombstones are read while the first read runs, and asked for
 * right after it: on a server store with a pool, the read (recall's search, on its critical path) takes a
 * connection before the tombstones' reads take the others. A view never read reads no tombstones; a
 * failure to read them fails the read that waits for them.
 */
export function withoutForgotten(store: MemoryStore, scope: Scope): MemoryStore {
  let loading: Promise<ForgottenFilter | undefined> | undefined;
  const forgotten = (): Promise<ForgottenFilter | undefined> => {
    if (loading === undefined) {
      loading = loadForgottenFilter(store, scope);
      // Every read awaits it; this handler only keeps a failure seen by no later read from being reported as unhandled.
      loading.catch(() => undefined);
    }
    return loading;
  };
  const search: MemoryStore["search"] = async (query) => {
    const searching = store.search(query);
    const [filter, hits] = await Promise.all([forgotten(), searching]);
    return filter === undefined ? hits : hits.filter((hit) => !filter.dropsHit(hit));
  };
  const readEvents: MemoryStore["readEvents"] = async (sessionId, options) => {
    const reading = store.readEvents(sessionId, options);
    const [filter, events] = await Promise.all([forgotten(), reading]);
    return filter === undefined ? events : events.filter((event) => !filter.dropsEvent(event));
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === "search") return search;
      if (property === "readEvents") return readEvents;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
