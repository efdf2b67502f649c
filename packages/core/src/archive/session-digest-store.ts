import { createHash } from "node:crypto";
import { EngramError } from "../errors.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { NoteRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { noteId } from "../store/ids.js";
import { untilStored } from "../store-ops/until-stored.js";
import { digestMessages, type DigestedMessage } from "./digest-messages.js";
import { emptySessionDigest, sessionDigestSchema, type SessionDigest } from "./session-digest.js";

/** The tag on every digest note: the project's digests are one query away. */
export const sessionDigestTag = "session-digest";
/** Events read per page while updating a digest. */
const pageSize = 1_000;
/**
 * Notes `readSessionDigests` reads past those it returns and those of excluded sessions: a few unreadable
 * notes do not hide the digests behind them, and a store full of them costs a bounded read.
 */
const maxNotesPassedOver = 20;

/** The key of a session's digest note: `session-digest:<session id>` (a hash of the id when that is too long for a key). */
export function sessionDigestKey(sessionId: string): string {
  const key = `${sessionDigestTag}:${sessionId}`;
  return key.length <= 200 ? key : `${sessionDigestTag}:${createHash("sha256").update(sessionId).digest("hex").slice(0, 32)}`;
}

function parseDigest(note: NoteRecord | undefined): SessionDigest | undefined {
  if (note === undefined) return undefined;
  try {
    return sessionDigestSchema.parse(JSON.parse(note.content));
  } catch {
    return undefined;
  }
}

export interface UpdateSessionDigestOptions {
  readonly store: MemoryStore;
  /** The scope the digest note is kept in (a project's): `readSessionDigests` of that scope finds it. */
  readonly scope: Scope;
  readonly sessionId: string;
  /** The project's directory: paths under it are shown relative to it. */
  readonly projectDir?: string;
}

/**
 * Brings a session's digest up to date with its archive: reads the digest note (in `scope`, key
 * `sessionDigestKey`), then only the events after the last one it read, and stores the result when
 * they held messages (a compare-and-set, so concurrent updates each apply to the other's result). The
 * note's times are the session's first and latest message, so the newest work sorts first. An
 * unreadable note is rebuilt from the whole archive. Returns the digest, or undefined when the session
 * has no messages.
 */
export async function updateSessionDigest(options: UpdateSessionDigestOptions): Promise<SessionDigest | undefined> {
  const { store, scope, sessionId } = options;
  if (sessionId === "") throw new EngramError("INVALID_OPTIONS", "A session digest needs a session id.");
  const key = sessionDigestKey(sessionId);
  const id = noteId(scope, key);
  const result = await untilStored(`the digest of session "${sessionId}"`, async () => {
    const existing = await store.get("note", id);
    const previous = parseDigest(existing) ?? emptySessionDigest(sessionId);
    let digest = previous;
    for (;;) {
      const events = await store.readEvents(sessionId, { afterSeq: digest.throughSeq, limit: pageSize });
      const messages: DigestedMessage[] = events.flatMap((event) => (event.type === "message" ? [{ seq: event.seq, message: event.message }] : []));
      digest = digestMessages(digest, messages, options.projectDir === undefined ? {} : { projectDir: options.projectDir });
      if (events.length < pageSize) break;
      // A page of other events only: read on past it.
      digest = { ...digest, throughSeq: Math.max(digest.throughSeq, events.at(-1)!.seq) };
    }
    if (digest.from === undefined || digest.to === undefined) return { digest: undefined };
    // No new message: nothing to write (events of other kinds are read again next time, and skipped again).
    if (existing !== undefined && digest.messages === previous.messages) return { digest: previous };
    const note = {
      kind: "note",
      id,
      scope,
      key,
      content: JSON.stringify(digest),
      tags: existing?.tags.includes(sessionDigestTag) ? existing.tags : [...(existing?.tags ?? []), sessionDigestTag],
      createdAt: digest.from,
      updatedAt: digest.to,
    } as const;
    return (await store.putIf(note, existing ?? null)) ? { digest } : undefined;
  });
  return result.digest;
}

export interface ReadSessionDigestsOptions {
  readonly store: MemoryStore;
  /** The scope the digests were kept in (`updateSessionDigest`'s). */
  readonly scope: Scope;
  /** At most this many (default 3). */
  readonly limit?: number;
  /** Sessions left out (the one starting: its own conversation is in its context). */
  readonly excludeSessionIds?: readonly string[];
}

/**
 * The latest digests of `scope`, the most recently active session first; unreadable notes are passed
 * over, at most `limit` + excluded sessions + 20 notes are read.
 */
export async function readSessionDigests(options: ReadSessionDigestsOptions): Promise<SessionDigest[]> {
  const limit = options.limit ?? 3;
  if (!Number.isInteger(limit) || limit < 0) throw new EngramError("INVALID_OPTIONS", `Invalid digest limit ${String(limit)}: expected an integer >= 0.`);
  const excluded = new Set(options.excludeSessionIds ?? []);
  const digests: SessionDigest[] = [];
  let cursor: string | undefined;
  let unread = limit + excluded.size + maxNotesPassedOver;
  while (digests.length < limit && unread > 0) {
    const page = await options.store.query({
      kind: "note",
      scope: options.scope,
      scopeMode: "exact",
      tags: [sessionDigestTag],
      order: "updated-desc",
      limit: Math.min(limit + excluded.size + 2, unread),
      ...(cursor ? { cursor } : {}),
    });
    unread -= page.records.length;
    for (const note of page.records) {
      const digest = parseDigest(note);
      if (digest !== undefined && note.key === sessionDigestKey(digest.sessionId) && !excluded.has(digest.sessionId) && digests.length < limit)
        digests.push(digest);
    }
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return digests;
}
