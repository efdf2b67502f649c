import { readdir } from "node:fs/promises";
import path from "node:path";
import type { SessionEvent, SessionInfo } from "@engram/core/store";
import { advanceSessionInfo } from "@engram/core/store-kit";
import { isCode } from "./atomic-write.js";
import { copiedPath } from "./conflicted-copies.js";
import { fingerprintAll } from "./file-scan.js";
import { fileLimits, formatBytes } from "./file-limits.js";
import type { LineLocation } from "./fs-search-engine.js";
import { layout, sessionPath } from "./layout.js";
import { copyProblem, storeProblem, type StoreProblem } from "./load-problems.js";
import { obstacleProblem, pathType } from "./path-guard.js";
import { parseSessionFile } from "./session-file.js";
import { parseSessionRange } from "./session-range.js";
import { decodeUtf8Lines, readStoreFile } from "./store-file-read.js";

/** A session as its file holds it. */
export interface LoadedSession {
  readonly file: string;
  fingerprint: string;
  info: SessionInfo;
  /** The seq of its last event (its events are read from the file when asked for). */
  lastSeq: number;
  endsWithNewline: boolean;
  /** The file's size in bytes, as far as this store knows. */
  size: number;
  /** The highest seq an unreadable line of the file names: never given again. */
  readonly claimedSeq: number;
}

/** What stands at a path in `sessions/`: a session log to read, or something never read (a link, a directory). */
export type Found = { readonly print: string } | { readonly problem: StoreProblem };

/**
 * What reading a session log found: nothing there, something never read (a link, a directory), a file
 * that holds no session of its own (too large, no header or events, a conflicted copy, another id's log:
 * only its problems), or the session with the events the sink is given and where their lines are.
 */
export type SessionRead =
  | { readonly type: "missing" }
  | { readonly type: "oddity"; readonly problem: StoreProblem }
  | { readonly type: "unread"; readonly problems: readonly StoreProblem[] }
  | {
      readonly type: "session";
      readonly session: LoadedSession;
      readonly events: readonly SessionEvent[];
      readonly lines: LineLocation[];
      readonly problems: readonly StoreProblem[];
    };

/** The byte offset and length (newline excluded) of each line of `bytes`. */
function lineLocations(bytes: Buffer, base = 0): LineLocation[] {
  const lines: LineLocation[] = [];
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    lines.push({ offset: base + start, length: end - start });
    start = end + 1;
  }
  return lines;
}

/** The `.jsonl` paths directly in `sessions/` under `root`, never through a link. */
export async function listSessionLogs(root: string): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  const type = pathType(path.join(root, layout.sessions));
  if (type === "missing") return found;
  if (type !== "directory") return found.set(layout.sessions, { problem: obstacleProblem({ path: layout.sessions, found: type, expected: "directory" }) });
  let entries;
  try {
    entries = await readdir(path.join(root, layout.sessions), { withFileTypes: true });
  } catch (error) {
    if (isCode(error, "ENOENT", "ENOTDIR")) return found;
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".") || !entry.name.endsWith(".jsonl")) continue;
    const file = `${layout.sessions}/${entry.name}`;
    if (entry.isFile()) files.push(file);
    else
      found.set(file, {
        problem: obstacleProblem({ path: file, found: entry.isSymbolicLink() ? "link" : entry.isDirectory() ? "directory" : "other", expected: "file" }),
      });
  }
  const { prints } = await fingerprintAll(root, files);
  for (let at = 0; at < files.length; at++) if (prints[at] !== "") found.set(files[at]!, { print: prints[at]! });
  return found;
}

/**
 * Reads the session log `file` (of fingerprint `print`). A session is read only from its own file: a
 * conflicted copy beside it or a file holding another id is reported, never read in its place.
 */
export async function readSessionLog(root: string, file: string, print: string): Promise<SessionRead> {
  const read = await readStoreFile(path.join(root, file), fileLimits.sessionFileBytes);
  if (read.type === "missing") return { type: "missing" };
  if (read.type === "linked" || read.type === "not-a-file") {
    return { type: "oddity", problem: obstacleProblem({ path: file, found: read.type === "linked" ? "link" : read.found, expected: "file" }) };
  }
  if (read.type === "too-large") {
    const what = `the file is ${read.size} bytes, over the ${formatBytes(fileLimits.sessionFileBytes)} one session log may hold`;
    return { type: "unread", problems: [storeProblem("too-large", file, undefined, what)] };
  }
  const { text, badLines } = decodeUtf8Lines(read.bytes);
  const parsed = parseSessionFile(file, text, badLines);
  const header = parsed.header;
  const original = copiedPath(file);
  if (header === undefined || parsed.events.length === 0) {
    const copy = original === undefined ? undefined : copyProblem("conflicted-copy", file, original, `a conflicted copy of ${original} (made by a sync tool)`);
    return { type: "unread", problems: copy === undefined ? parsed.problems : [copy] };
  }
  const own = sessionPath(header.id);
  if (own !== file) {
    const problem =
      original !== undefined
        ? copyProblem("conflicted-copy", file, original, `a conflicted copy of ${original} (made by a sync tool)`)
        : storeProblem("misnamed-file", file, 1, `holds session ${JSON.stringify(header.id)}, whose log is ${own}`, {
            advice: `It is not read: rename it to ${own} (when there is no such file) or merge it by hand, or call repair() to move it to quarantine.`,
          });
    return { type: "unread", problems: [problem] };
  }
  const info = advanceSessionInfo(undefined, header.id, header.scope, parsed.events);
  const lines = lineLocations(read.bytes);
  const session: LoadedSession = {
    file,
    fingerprint: print,
    info,
    lastSeq: parsed.events.at(-1)?.seq ?? 0,
    endsWithNewline: parsed.endsWithNewline,
    size: read.bytes.length,
    claimedSeq: parsed.claimedSeq,
  };
  return {
    type: "session",
    session,
    events: parsed.events,
    lines: parsed.eventLines.map((line) => lines[line]!),
    problems: parsed.problems,
  };
}

/** The events of the session log `file`, read now (none when it is not a readable file). */
export async function readSessionEvents(root: string, file: string): Promise<SessionEvent[]> {
  const read = await readStoreFile(path.join(root, file), fileLimits.sessionFileBytes);
  if (read.type !== "file") return [];
  const { text, badLines } = decodeUtf8Lines(read.bytes);
  return parseSessionFile(file, text, badLines).events;
}

/**
 * The events of the session log `file` after `afterSeq`, at most `limit`, read now: only their lines are
 * decoded and parsed when the file is as the store writes it (`parseSessionRange`), else the whole file.
 */
export async function readSessionEventRange(root: string, file: string, afterSeq: number, limit: number): Promise<SessionEvent[]> {
  const read = await readStoreFile(path.join(root, file), fileLimits.sessionFileBytes);
  if (read.type !== "file") return [];
  const range = parseSessionRange(file, read.bytes, afterSeq, limit);
  if (range !== undefined) return range;
  const { text, badLines } = decodeUtf8Lines(read.bytes);
  const events = parseSessionFile(file, text, badLines).events.filter((event) => event.seq > afterSeq);
  return Number.isFinite(limit) ? events.slice(0, limit) : events;
}
