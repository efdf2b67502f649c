import { EngramError, type Scope } from "@engram/core";
import { type NewSessionEvent, type SessionEvent, type SessionInfo, type SessionPage, type SessionQuery, scopeLabel } from "@engram/core/store";
import {
  assertKey,
  checkRedactedEvent,
  parseNewEvents,
  parseRedactedEvents,
  parseSessionScope,
  tokenize,
  decodeCursor,
  encodeCursor,
  eventReadLimits,
  instant,
  labelWithin,
  messageSearchText,
  resolveAfterSeq,
  resolveLimit,
  sessionQueryLimits,
} from "@engram/core/store-kit";
import { compareBytes } from "./byte-order.js";
import { decodeEvent, tuples } from "./codec.js";
import type { Connection } from "./connection.js";
import { runIndexedScript } from "./indexed-script.js";
import { eventField, type KeyLayout, scopeKeySuffix } from "./keys.js";
import { getSessionScript, listSessionsScript, redactEventsScript } from "./lua/session-scripts.js";
import { queryLabels, registerScope } from "./scope-labels.js";
import { decodeSessionInfo, scopeMismatch } from "./session-info.js";
import { sessionWriteKeys } from "./script-keys.js";
import { appendEventsAt, deleteSessionAt, indexInput, readEventsAt } from "./session-store.js";

/** Tries of a redaction whose events another redaction changed between the read and the write. */
const redactAttempts = 5;

/** The redaction script's arguments for one event: seq, JSON as read, new JSON, title mark, at ms, text index input. */
function redactionArgs(event: SessionEvent, read: string, tokens: readonly string[] | undefined): string[] {
  const { seq, ...body } = event;
  return [String(seq), read, JSON.stringify(body), event.type === "title" ? "+" : "-", String(instant(event.at)), ...indexInput(tokens)];
}

/** Sessions live in their scope's slot; the session registry maps an id to that scope's label. */
export class SessionOps {
  constructor(
    private readonly connection: Connection,
    private readonly keys: KeyLayout,
  ) {}

  async append(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    assertKey("session id", sessionId);
    const context = parseSessionScope(scope, sessionId);
    const parsed = parseNewEvents(events, `session "${sessionId}"`);
    const label = scopeLabel(context);
    if (parsed.length === 0) {
      const owner = await this.labelOf(sessionId);
      if (owner !== undefined && owner !== label) throw await scopeMismatch(this.connection, this.keys, sessionId, owner, context);
      return [];
    }
    await this.claim(sessionId, context, label);
    return appendEventsAt(this.connection, this.keys, label, sessionId, context, parsed);
  }

  async read(sessionId: string, options: { afterSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    assertKey("session id", sessionId);
    const after = resolveAfterSeq(options.afterSeq);
    const limit = resolveLimit(options.limit, eventReadLimits, "readEvents");
    const label = await this.labelOf(sessionId);
    if (label === undefined) return [];
    return readEventsAt(this.connection, this.keys, label, sessionId, after, limit);
  }

  async get(sessionId: string): Promise<SessionInfo | undefined> {
    assertKey("session id", sessionId);
    const label = await this.labelOf(sessionId);
    if (label === undefined) return undefined;
    const key = this.keys.sessionInfo(label);
    const json = await this.connection.script(getSessionScript, [key], [this.base(label), sessionId]);
    return typeof json === "string" ? decodeSessionInfo(json, key, sessionId) : undefined;
  }

  async list(query: SessionQuery = {}): Promise<SessionPage> {
    const limit = resolveLimit(query.limit, sessionQueryLimits, "listSessions");
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, "sessions");
    const within = query.within;
    // Inside `within`: only the scopes whose labels name its every key and value (a label is its scope's).
    const labels = (await queryLabels(this.connection, this.keys, query.scope, query.scopeMode)).filter(
      (label) => within === undefined || labelWithin(label, within),
    );
    const replies = await this.connection.scripts(
      labels.map((label) => ({
        script: listSessionsScript,
        keys: [this.base(label) + scopeKeySuffix.sessions(), this.keys.sessionInfo(label)],
        args: [this.base(label), String(limit + 1), cursor === undefined ? "" : String(-cursor.time), cursor?.id ?? ""],
      })),
    );
    const rows = replies
      .flatMap((reply, i) =>
        tuples(reply, 3, "list-sessions").map(([id = "", score = "", json = ""]) => ({ id, score: Number(score), json, label: labels[i] ?? "" })),
      )
      .sort((a, b) => a.score - b.score || compareBytes(a.id, b.id));
    const page = rows.slice(0, limit);
    const sessions = page.map((row) => decodeSessionInfo(row.json, this.keys.sessionInfo(row.label), row.id));
    const last = page.at(-1);
    if (rows.length <= limit || last === undefined) return { sessions };
    return { sessions, nextCursor: encodeCursor("sessions", { time: -last.score, id: last.id }) };
  }

  /**
   * Rewrites events by seq: reads them, checks each redaction against what it read
   * (`checkRedactedEvent`), then one script rewrites them all if they are still as read (read again
   * and retried when a concurrent redaction came first).
   */
  async redact(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    assertKey("session id", sessionId);
    const parsed = parseRedactedEvents(sessionId, events);
    const label = await this.labelOf(sessionId);
    for (let attempt = 0; attempt < redactAttempts; attempt++) {
      const key = label === undefined ? "" : this.keys.sessionEvents(label);
      const raws = await Promise.all(
        parsed.map((event) => (label === undefined ? undefined : this.connection.command("read event", ["HGET", key, eventField(sessionId, event.seq)]))),
      );
      const stored = parsed.map((event, index) => {
        const raw = raws[index];
        const before = typeof raw === "string" ? decodeEvent(raw, event.seq, key, sessionId) : undefined;
        checkRedactedEvent(sessionId, before, event);
        return before;
      });
      if (label === undefined || parsed.length === 0) return 0;
      const base = this.base(label);
      const scriptKeys = sessionWriteKeys(base);
      const args: string[] = [base, sessionId, String(parsed.length)];
      parsed.forEach((event, index) => {
        const tokens = event.type === "message" ? tokenize(messageSearchText(event.message)) : undefined;
        // The text indexed now (read above), and the new one.
        const before = stored[index];
        if (before?.type === "message") scriptKeys.tokens("message", tokenize(messageSearchText(before.message)));
        if (tokens !== undefined) scriptKeys.tokens("message", tokens);
        args.push(...redactionArgs(event, raws[index] as string, tokens));
      });
      const done = await runIndexedScript(this.connection, redactEventsScript, scriptKeys, "message", args, false);
      if (Number(done) > 0) return parsed.length;
    }
    throw new EngramError(
      "WRITE_CONFLICT",
      `The events to redact in session "${sessionId}" kept changing under ${redactAttempts} tries (concurrent redactions); try again.`,
      { details: { sessionId } },
    );
  }

  async delete(sessionId: string): Promise<boolean> {
    assertKey("session id", sessionId);
    const label = await this.labelOf(sessionId);
    if (label === undefined) return false;
    const removed = await deleteSessionAt(this.connection, this.keys, label, sessionId);
    await this.connection.command("unregister session", ["HDEL", this.keys.sessionRegistry(), sessionId]);
    return removed;
  }

  /** Fixes the session's scope on its first append; a later append from another scope is refused. */
  private async claim(sessionId: string, scope: Scope, label: string): Promise<void> {
    await registerScope(this.connection, this.keys, scope);
    await this.connection.command("register session", ["HSETNX", this.keys.sessionRegistry(), sessionId, label]);
    const owner = await this.labelOf(sessionId);
    if (owner !== label) throw await scopeMismatch(this.connection, this.keys, sessionId, owner ?? "?", scope);
  }

  private async labelOf(sessionId: string): Promise<string | undefined> {
    const label = await this.connection.command("find session", ["HGET", this.keys.sessionRegistry(), sessionId]);
    return typeof label === "string" ? label : undefined;
  }

  private base(label: string): string {
    return this.keys.scopeBase(label);
  }
}
