/** The store's session calls: `appendEvents`, `readEvents`, `getSession`, `listSessions`, `deleteSession` and `redactEvents`. */

import type { Scope } from "@engram/core";
import type { NewSessionEvent, SessionEvent, SessionInfo, SessionPage, SessionQuery } from "@engram/core/store";
import {
  assertKey,
  eventReadLimits,
  inSessionOrder,
  matchesSessionScope,
  pageByCursor,
  parseNewEvents,
  parseRedactedEvents,
  parseSessionScope,
  resolveAfterSeq,
  resolveLimit,
  sessionQueryLimits,
  withCheckedScope,
} from "@engram/core/store-kit";
import type { DerivedFiles } from "./derived-files.js";
import { assertSafeName } from "./safe-path.js";
import type { SessionFiles } from "./session-files.js";

/** What the session calls work on: the sessions, the derived files and the store lock. */
export interface SessionSources {
  readonly sessions: SessionFiles;
  readonly derived: DerivedFiles;
  /** Runs `action` under the store lock. */
  readonly locked: <T>(action: () => Promise<T>) => Promise<T>;
}

/**
 * The session calls of a `FileSystemStore`, each run in the store's queue: every one reads the session's
 * file again first (another process may have written it), and writes it under the store lock.
 */
export class SessionOperations {
  readonly #sessions: SessionFiles;
  readonly #derived: DerivedFiles;
  readonly #locked: <T>(action: () => Promise<T>) => Promise<T>;

  constructor(sources: SessionSources) {
    this.#sessions = sources.sessions;
    this.#derived = sources.derived;
    this.#locked = sources.locked;
  }

  async appendEvents(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    assertKey("session id", sessionId);
    assertSafeName(sessionId, "session id");
    const sessionScope = parseSessionScope(scope, sessionId);
    const parsed = parseNewEvents(events, `session "${sessionId}"`);
    if (parsed.length === 0) return [];
    return this.#locked(async () => {
      await this.#sessions.refreshOne(sessionId);
      return this.#sessions.append(sessionId, sessionScope, parsed);
    });
  }

  async readEvents(sessionId: string, options: { afterSeq?: number; limit?: number }): Promise<SessionEvent[]> {
    assertKey("session id", sessionId);
    const afterSeq = resolveAfterSeq(options.afterSeq);
    const limit = resolveLimit(options.limit, eventReadLimits, "readEvents");
    await this.#sessions.refreshOne(sessionId);
    return (await this.#sessions.eventsAfter(sessionId, afterSeq, limit)) ?? [];
  }

  async getSession(sessionId: string): Promise<SessionInfo | undefined> {
    assertKey("session id", sessionId);
    await this.#sessions.refreshOne(sessionId);
    const info = this.#sessions.get(sessionId)?.info;
    return info === undefined ? undefined : structuredClone(info);
  }

  async listSessions(query: SessionQuery): Promise<SessionPage> {
    const limit = resolveLimit(query.limit, sessionQueryLimits, "listSessions");
    const checked = withCheckedScope(query, "listSessions");
    await this.#sessions.refresh();
    const { sorted, position } = inSessionOrder(
      this.#sessions
        .all()
        .map((session) => session.info)
        .filter((info) => matchesSessionScope(info.scope, checked)),
    );
    const page = pageByCursor(sorted, position, "sessions", limit, query.cursor);
    const sessions = structuredClone(page.items);
    return page.nextCursor === undefined ? { sessions } : { sessions, nextCursor: page.nextCursor };
  }

  async deleteSession(sessionId: string): Promise<boolean> {
    assertKey("session id", sessionId);
    return this.#locked(async () => {
      await this.#sessions.refreshOne(sessionId);
      return this.#sessions.delete(sessionId);
    });
  }

  /** The session's file rewritten under the store lock (see `SessionFiles.redact`). */
  async redactEvents(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    assertKey("session id", sessionId);
    const parsed = parseRedactedEvents(sessionId, events);
    return this.#locked(async () => {
      await this.#sessions.refreshOne(sessionId);
      const redacted = await this.#sessions.redact(sessionId, parsed);
      // The index file held the old text's tokens: written again without them.
      if (redacted > 0) await this.#derived.saveIndex();
      return redacted;
    });
  }
}
