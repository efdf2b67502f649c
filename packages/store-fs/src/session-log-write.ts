import path from "node:path";
import { EngramError, type Scope } from "@engram/core";
import type { NewSessionEvent, SessionEvent } from "@engram/core/store";
import { advanceSessionInfo } from "@engram/core/store-kit";
import { appendFileDurable, writeFileAtomic } from "./atomic-write.js";
import { fingerprint } from "./file-scan.js";
import { bytesOver, fileLimits, formatBytes, jsonNestingOver } from "./file-limits.js";
import type { LineLocation } from "./fs-search-engine.js";
import { sessionPath } from "./layout.js";
import { checkedPath } from "./path-guard.js";
import { renderSessionHeader } from "./session-file.js";
import type { LoadedSession } from "./session-log-read.js";
import { redactSessionLines } from "./session-redaction.js";
import { readStoreFile } from "./store-file-read.js";

/** Events numbered for an append, and the line (JSON, no newline) each is written as. */
export interface NumberedEvents {
  readonly numbered: SessionEvent[];
  readonly lines: string[];
}

/**
 * Numbers `events` (validated) to continue `existing` (undefined: a new session) and renders their lines,
 * each checked against what the file store reads back (INVALID_MESSAGE: too large, nested too deep).
 */
export function numberEvents(sessionId: string, existing: LoadedSession | undefined, events: readonly NewSessionEvent[]): NumberedEvents {
  const first = Math.max(existing?.lastSeq ?? 0, existing?.claimedSeq ?? 0) + 1;
  const numbered: SessionEvent[] = events.map((event, index) => ({ seq: first + index, ...event }));
  const lines = numbered.map((event) => JSON.stringify(event));
  lines.forEach((line, index) => {
    const bytes = bytesOver(line, fileLimits.sessionLineBytes);
    if (bytes !== undefined) {
      throw new EngramError(
        "INVALID_MESSAGE",
        `Event ${index} of the append to session "${sessionId}" takes ${bytes} bytes, over the ${formatBytes(fileLimits.sessionLineBytes)} the file store keeps for one event; shorten it (a large tool result, an attachment) and append again.`,
        { details: { sessionId, index, bytes, limit: fileLimits.sessionLineBytes } },
      );
    }
    if (jsonNestingOver(line)) {
      throw new EngramError(
        "INVALID_MESSAGE",
        `Event ${index} of the append to session "${sessionId}" nests arrays and objects more than ${fileLimits.jsonDepth} deep, more than the file store reads back; flatten it and append again.`,
        { details: { sessionId, index, depthLimit: fileLimits.jsonDepth } },
      );
    }
  });
  return { numbered, lines };
}

/**
 * Writes a new session's log (its header, then `events`' lines) in one atomic write. Returns the session
 * as written and where its events' lines are.
 */
export async function writeNewSessionLog(
  root: string,
  sessionId: string,
  scope: Scope,
  { numbered, lines }: NumberedEvents,
): Promise<{ session: LoadedSession; lines: LineLocation[] }> {
  const file = sessionPath(sessionId);
  const header = renderSessionHeader(sessionId, scope);
  const text = header + lines.map((line) => `${line}\n`).join("");
  await writeFileAtomic(checkedPath(root, file), text);
  const info = advanceSessionInfo(undefined, sessionId, scope, numbered);
  const print = (await fingerprint(path.join(root, file))) ?? "";
  const session: LoadedSession = {
    file,
    fingerprint: print,
    info,
    lastSeq: numbered.at(-1)!.seq,
    endsWithNewline: true,
    size: Buffer.byteLength(text),
    claimedSeq: 0,
  };
  return { session, lines: appendedLines(lines, Buffer.byteLength(header)) };
}

/**
 * Appends `events`' lines to `existing`'s log with one write (INVALID_MESSAGE when the file would grow
 * past what the store reads as one session), and updates `existing` to the file as it is after it.
 * Returns where the appended lines are.
 */
export async function appendToSessionLog(
  root: string,
  existing: LoadedSession,
  sessionId: string,
  scope: Scope,
  { numbered, lines }: NumberedEvents,
): Promise<LineLocation[]> {
  const data = lines.map((line) => `${line}\n`).join("");
  // After a line cut off by a killed process, start a new line: the cut line stays for repair().
  const text = (existing.endsWithNewline ? "" : "\n") + data;
  const bytes = Buffer.byteLength(text);
  if (existing.size + bytes > fileLimits.sessionFileBytes) {
    throw new EngramError(
      "INVALID_MESSAGE",
      `Appending ${bytes} bytes would grow ${existing.file} past the ${formatBytes(fileLimits.sessionFileBytes)} the file store reads as one session; start a new session.`,
      { details: { sessionId, path: existing.file, bytes, limit: fileLimits.sessionFileBytes } },
    );
  }
  await appendFileDurable(checkedPath(root, existing.file), text);
  const appended = appendedLines(lines, existing.size + (existing.endsWithNewline ? 0 : 1));
  existing.lastSeq = numbered.at(-1)!.seq;
  existing.info = advanceSessionInfo(existing.info, sessionId, scope, numbered);
  existing.endsWithNewline = true;
  existing.size += bytes;
  existing.fingerprint = (await fingerprint(path.join(root, existing.file))) ?? "";
  return appended;
}

/**
 * Rewrites the lines of `events` (validated and checked against the stored events) in the session log
 * `file`, in one atomic write of the whole file (STORE_UNAVAILABLE when it cannot be read again).
 */
export async function rewriteRedacted(root: string, file: string, sessionId: string, events: readonly SessionEvent[]): Promise<void> {
  const target = checkedPath(root, file);
  const read = await readStoreFile(target, fileLimits.sessionFileBytes);
  if (read.type !== "file") {
    throw new EngramError("STORE_UNAVAILABLE", `${file} could not be read again to redact it (${read.type}); nothing was changed.`, {
      details: { path: file, sessionId },
    });
  }
  await writeFileAtomic(target, redactSessionLines(file, read.bytes, events));
}

/** Where lines written one after the other from byte `start` are (each followed by a newline). */
function appendedLines(lines: readonly string[], start: number): LineLocation[] {
  let offset = start;
  return lines.map((line) => {
    const length = Buffer.byteLength(line);
    const location = { offset, length };
    offset += length + 1;
    return location;
  });
}
