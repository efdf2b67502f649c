import type { Scope } from "@engram/core";
import type { NewSessionEvent, SessionEvent } from "@engram/core/store";
import { instant, messageSearchText, tokenize } from "@engram/core/store-kit";
import { asArray, asString, decodeEvent } from "./codec.js";
import type { Connection } from "./connection.js";
import { runIndexedScript } from "./indexed-script.js";
import type { KeyLayout } from "./keys.js";
import { appendEventsScript, deleteSessionScript, readEventsScript } from "./lua/session-scripts.js";
import { sessionWriteKeys } from "./script-keys.js";

/** The tokens the text index holds for an event: a message's search text's (text parts and bounded tool output); none for other events. */
export function eventTokens(event: NewSessionEvent): string[] | undefined {
  return event.type === "message" ? tokenize(messageSearchText(event.message)) : undefined;
}

/** The text index input the scripts read after an event: token count and tokens, or "-1" without text. */
export function indexInput(tokens: readonly string[] | undefined): string[] {
  return tokens === undefined ? ["-1"] : [String(tokens.length), ...tokens];
}

/** The append script's arguments for one event: JSON, title mark, at (ms and ISO), text index input. */
function eventArgs(event: NewSessionEvent, tokens: readonly string[] | undefined): string[] {
  return [JSON.stringify(event), event.type === "title" ? `+${event.title}` : "-", String(instant(event.at)), event.at, ...indexInput(tokens)];
}

/**
 * Appends events to a session in the namespace of `label` (one script: seqs, events, info, text
 * index). Not retried after a connection breaks mid-call: a second run would append them twice.
 */
export async function appendEventsAt(
  connection: Connection,
  keys: KeyLayout,
  label: string,
  sessionId: string,
  scope: Scope,
  events: readonly NewSessionEvent[],
): Promise<number[]> {
  const base = keys.scopeBase(label);
  const scriptKeys = sessionWriteKeys(base);
  const args: string[] = [base, sessionId, JSON.stringify(scope), String(events.length)];
  for (const event of events) {
    const tokens = eventTokens(event);
    if (tokens !== undefined) scriptKeys.tokens("message", tokens);
    args.push(...eventArgs(event, tokens));
  }
  const seqs = await connection.script(appendEventsScript, scriptKeys.list, args, false);
  return asArray(seqs, "append-events").map(Number);
}

/** A session's events after seq `after`, at most `limit` (Infinity: all), from the namespace of `label`. */
export async function readEventsAt(
  connection: Connection,
  keys: KeyLayout,
  label: string,
  sessionId: string,
  after: number,
  limit: number,
): Promise<SessionEvent[]> {
  const base = keys.scopeBase(label);
  const reply = asArray(
    await connection.script(
      readEventsScript,
      [keys.sessionInfo(label), keys.sessionEvents(label)],
      [base, sessionId, String(after), Number.isFinite(limit) ? String(limit) : "-1"],
    ),
    "read-events",
  );
  return reply.map((json, i) => decodeEvent(asString(json, "read-events"), after + i + 1, keys.sessionEvents(label), sessionId));
}

/** Removes a session, its events and their index entries from the namespace of `label`; false when it had none. */
export async function deleteSessionAt(connection: Connection, keys: KeyLayout, label: string, sessionId: string): Promise<boolean> {
  const base = keys.scopeBase(label);
  const removed = await runIndexedScript(connection, deleteSessionScript, sessionWriteKeys(base), "message", [base, sessionId]);
  return removed === 1;
}
