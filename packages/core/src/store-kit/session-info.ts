import { EngramError } from "../errors.js";
import { comparePositions, type CursorPosition } from "./cursor.js";
import { instant } from "./record-filter.js";
import { sameScope, scopeLabel, type Scope } from "../store/scope.js";
import type { SessionEvent, SessionInfo } from "../store/session-events.js";

/**
 * The session after appending `events` (non-empty, already numbered) to `previous` (undefined for a new
 * session): createdAt of event 1, updatedAt the latest `at`, eventCount, the latest title.
 */
export function advanceSessionInfo(previous: SessionInfo | undefined, sessionId: string, scope: Scope, events: readonly SessionEvent[]): SessionInfo {
  const first = events[0];
  if (!previous && !first) throw new RangeError("advanceSessionInfo needs events for a new session");
  let updatedAt = previous?.updatedAt ?? first!.at;
  let title = previous?.title;
  for (const event of events) {
    if (instant(event.at) >= instant(updatedAt)) updatedAt = event.at;
    if (event.type === "title") title = event.title;
  }
  const info: SessionInfo = {
    id: sessionId,
    scope: previous?.scope ?? scope,
    createdAt: previous?.createdAt ?? first!.at,
    updatedAt,
    eventCount: (previous?.eventCount ?? 0) + events.length,
  };
  if (title !== undefined) info.title = title;
  return info;
}

/** SCOPE_MISMATCH when an existing session's scope differs from the one an append names. */
export function assertSessionScope(existing: SessionInfo | undefined, sessionId: string, scope: Scope): void {
  if (!existing || sameScope(existing.scope, scope)) return;
  throw new EngramError(
    "SCOPE_MISMATCH",
    `Session "${sessionId}" belongs to scope ${scopeLabel(existing.scope)}, not ${scopeLabel(scope)}: ` +
      "a session's scope is fixed by its first append. Append with its scope or use another session id.",
    { details: { sessionId, sessionScope: existing.scope, scope } },
  );
}

/** A session's place in `listSessions` order (for `pageByCursor` with order "sessions"). */
export function sessionPosition(info: SessionInfo): CursorPosition {
  return { time: instant(info.updatedAt), id: info.id };
}

/**
 * `infos` in `listSessions` order (newest first, then id), with each one's position: its time is parsed
 * once, not in every comparison of the sort (at 2,000 sessions that was 1.7 ms of each fs listSessions).
 */
export function inSessionOrder(infos: Iterable<SessionInfo>): { sorted: SessionInfo[]; position: (info: SessionInfo) => CursorPosition } {
  const positions = new Map<SessionInfo, CursorPosition>();
  for (const info of infos) positions.set(info, sessionPosition(info));
  const position = (info: SessionInfo): CursorPosition => positions.get(info)!;
  return { sorted: [...positions.keys()].sort((a, b) => comparePositions("sessions", position(a), position(b))), position };
}
