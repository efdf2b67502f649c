import { pageByCursor } from "./cursor.js";
import type { SessionPage, SessionQuery } from "../store/memory-store.js";
import { eventReadLimits, resolveAfterSeq, resolveLimit, sessionQueryLimits } from "../store/query-limits.js";
import { matchesSessionScope } from "./record-filter.js";
import { checkRedactedEvent } from "./redacted-events.js";
import type { Scope } from "../store/scope.js";
import type { NewSessionEvent, SessionEvent, SessionInfo } from "../store/session-events.js";
import { advanceSessionInfo, assertSessionScope, inSessionOrder } from "./session-info.js";
import { copyData } from "../util/copy-data.js";

interface StoredSession {
  info: SessionInfo;
  readonly events: SessionEvent[];
}

/** Sessions and their events in memory, with the reference semantics of the session half of `MemoryStore`. */
export class InMemorySessionLog {
  readonly #sessions = new Map<string, StoredSession>();

  /** Numbers and appends already validated events; SCOPE_MISMATCH for another scope. Returns them numbered. */
  append(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): SessionEvent[] {
    const stored = this.#sessions.get(sessionId);
    assertSessionScope(stored?.info, sessionId, scope);
    if (events.length === 0) return [];
    const base = stored?.events.length ?? 0;
    const numbered = events.map((event, index) => ({ ...copyData(event), seq: base + index + 1 }) as SessionEvent);
    const info = advanceSessionInfo(stored?.info, sessionId, scope, numbered);
    if (stored) {
      stored.events.push(...numbered);
      stored.info = info;
    } else {
      this.#sessions.set(sessionId, { info, events: numbered });
    }
    return numbered.map((event) => copyData(event));
  }

  read(sessionId: string, options: { afterSeq?: number; limit?: number } = {}): SessionEvent[] {
    const afterSeq = resolveAfterSeq(options.afterSeq);
    const limit = resolveLimit(options.limit, eventReadLimits, "readEvents");
    const events = this.#sessions.get(sessionId)?.events ?? [];
    return events.slice(afterSeq, afterSeq + limit).map((event) => copyData(event));
  }

  get(sessionId: string): SessionInfo | undefined {
    const stored = this.#sessions.get(sessionId);
    return stored ? copyData(stored.info) : undefined;
  }

  list(query: SessionQuery = {}): SessionPage {
    const limit = resolveLimit(query.limit, sessionQueryLimits, "listSessions");
    const { sorted, position } = inSessionOrder(
      [...this.#sessions.values()].map((stored) => stored.info).filter((info) => matchesSessionScope(info.scope, query)),
    );
    const page = pageByCursor(sorted, position, "sessions", limit, query.cursor);
    const sessions = page.items.map((info) => copyData(info));
    return page.nextCursor === undefined ? { sessions } : { sessions, nextCursor: page.nextCursor };
  }

  /**
   * Replaces events by seq (already validated), all or nothing: INVALID_OPTIONS for a seq the session
   * does not hold or an event of another type or time (`checkRedactedEvent`). The session's title follows.
   */
  redact(sessionId: string, events: readonly SessionEvent[]): SessionEvent[] {
    const stored = this.#sessions.get(sessionId);
    for (const event of events) checkRedactedEvent(sessionId, stored?.events[event.seq - 1], event);
    if (!stored || events.length === 0) return [];
    for (const event of events) stored.events[event.seq - 1] = copyData(event);
    if (events.some((event) => event.type === "title")) stored.info = advanceSessionInfo(undefined, sessionId, stored.info.scope, stored.events);
    return stored.events.map((event) => copyData(event));
  }

  delete(sessionId: string): boolean {
    return this.#sessions.delete(sessionId);
  }

  /** Every session id, in insertion order. */
  ids(): string[] {
    return [...this.#sessions.keys()];
  }

  clear(): void {
    this.#sessions.clear();
  }
}
