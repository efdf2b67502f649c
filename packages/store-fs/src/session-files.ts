import { readdir } from "node:fs/promises";
import path from "node:path";
import { EngramError, type Scope } from "@engram/core";
import type { NewSessionEvent, SessionEvent, SessionInfo } from "@engram/core/store";
import { checkRedactedEvent, advanceSessionInfo, assertSessionScope } from "@engram/core/store-kit";
import { appendFileDurable, isCode, removeFile, writeFileAtomic } from "./atomic-write.js";
import { DirectoryWatch, settle } from "./change-watch.js";
import { copiedPath } from "./conflicted-copies.js";
import { fingerprint, fingerprintAll } from "./file-scan.js";
import { bytesOver, fileLimits, formatBytes, jsonNestingOver } from "./file-limits.js";
import { layout, sessionPath } from "./layout.js";
import { copyProblem, storeProblem, type ProblemLog, type StoreProblem } from "./load-problems.js";
import { checkedPath, obstacleProblem, pathObstacle, pathType } from "./path-guard.js";
import { unsafeNameRule } from "./safe-path.js";
import { parseSessionFile, renderSessionHeader } from "./session-file.js";
import { redactSessionLines } from "./session-redaction.js";
import { decodeUtf8Lines, readStoreFile } from "./store-file-read.js";
import { type EventLine, readEventLines } from "./session-lines.js";

export type { EventLine } from "./session-lines.js";
import type { LineLocation } from "./fs-search-engine.js";

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

/** Told about the messages that enter or leave, so they can be searched. */
export interface SessionSink {
  /** `whole`: these are all the session's events (its file was read), else the ones just appended. */
  added(session: SessionInfo, events: readonly SessionEvent[], lines: readonly LineLocation[], whole: boolean): void;
  removed(sessionId: string): void;
}

/** What the derived index keeps of a session file whose docs it holds: enough to use it without reading it. */
export interface ManifestSession {
  readonly file: string;
  readonly fingerprint: string;
  readonly info: SessionInfo;
  readonly lastSeq: number;
  readonly endsWithNewline: boolean;
  readonly size: number;
  readonly claimedSeq: number;
}

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

/** What stands at a path in `sessions/`: a session log to read, or something never read (a link, a directory). */
type Found = { readonly print: string } | { readonly problem: StoreProblem };

/**
 * The session archive: `sessions/<id>.jsonl` files, re-read when their fingerprint changes. A session
 * is read only from its own file: a conflicted copy beside it (`<id> (conflicted copy …).jsonl`) or a
 * file holding another id is reported, never read in its place, so numbering always continues the
 * session's own log.
 */
export class SessionFiles {
  readonly #root: string;
  readonly #problems: ProblemLog;
  readonly #sink: SessionSink;
  readonly #sessions = new Map<string, LoadedSession>();
  /** Every path looked at, and which session it holds (undefined: none could be read). */
  readonly #files = new Map<string, { fingerprint: string; sessionId: string | undefined }>();
  /** Watches `sessions/` (undefined: every refresh lists and stats every session file). */
  readonly #watch: DirectoryWatch | undefined;
  /** Whether the watch has covered `sessions/` since the last full refresh, so a refresh may look only at what it named. */
  #watched = false;
  /** Session files the watch named since the last refresh; `all` when it named the directory itself. */
  #dirty: Set<string> | "all" = "all";

  constructor(root: string, problems: ProblemLog, sink: SessionSink, options: { watch?: boolean } = {}) {
    this.#root = root;
    this.#problems = problems;
    this.#sink = sink;
    this.#watch = options.watch === true ? new DirectoryWatch(root, (directory, name) => this.#changed(directory, name)) : undefined;
  }

  /**
   * Brings the sessions up to date with the files; `manifest` offers sessions whose messages the
   * derived index already holds: a file whose fingerprint (inode, size, mtime and ctime) matches is taken
   * from it without being read. Unlike record files, a session file is not read again for having changed
   * just before the index took its fingerprint (racy-files.ts): the store itself appends to it moments
   * before every close, so each open would read the session under way again in full (150-220 ms for 5,000
   * messages against 4-14 ms). Its ctime, which no tool sets back, still shows any later edit. While `sessions/` is watched (inotify), only the files the watch named since the last
   * refresh are looked at; else (no watch, a failed one, the directory itself changed) every file is
   * listed and stat'ed.
   */
  async refresh(manifest?: ReadonlyMap<string, ManifestSession>): Promise<void> {
    if (manifest === undefined && this.#watch !== undefined && this.#watched) {
      await settle();
      const dirty = this.#dirty;
      // The watch follows a link; the store never reads through one: `sessions/` must still be a real directory.
      if (!this.#watch.failed && dirty !== "all" && pathType(path.join(this.#root, layout.sessions)) === "directory") {
        this.#dirty = new Set();
        for (const file of [...dirty].sort()) await this.#refreshFile(file);
        return;
      }
    }
    // Watched from before the listing, so that nothing written while it runs goes unseen.
    this.#watched = false;
    this.#dirty = new Set();
    const watching = this.#watch?.watch("") === true && this.#watch.watch(layout.sessions);
    const found = await this.#list();
    for (const file of [...this.#files.keys()]) if (!found.has(file)) this.#forgetFile(file);
    for (const [file, what] of [...found].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if ("problem" in what) this.#setOddity(file, what.problem);
      else if (this.#files.get(file)?.fingerprint !== what.print) {
        const known = manifest?.get(file);
        if (known !== undefined && known.fingerprint === what.print && sessionPath(known.info.id) === file) this.#adoptManifest(known);
        else await this.#load(file, what.print);
      }
    }
    this.#watched = watching && this.#watch?.failed === false && pathType(path.join(this.#root, layout.sessions)) === "directory";
  }

  /**
   * What the watch reported. A session log (`*.jsonl`) named in `sessions/` is looked at alone; anything
   * else there (the directory itself, a temp file, an event without a name) and `sessions` named in the
   * root (the directory created, removed or replaced) make the next refresh a full one.
   */
  #changed(directory: string, name: string | undefined): void {
    if (this.#dirty === "all") return;
    if (directory === "" && name !== undefined && name !== layout.sessions) return;
    if (directory === layout.sessions && name !== undefined && name.endsWith(".jsonl") && !name.includes("/")) this.#dirty.add(`${layout.sessions}/${name}`);
    else this.#dirty = "all";
  }

  /** One file of `sessions/` that the watch named: read again when its fingerprint changed, forgotten when gone. */
  async #refreshFile(file: string): Promise<void> {
    const name = file.slice(layout.sessions.length + 1);
    if (name.startsWith(".") || !name.endsWith(".jsonl")) return;
    const blocked = pathObstacle(this.#root, file, "file");
    if (blocked !== undefined) {
      this.#forgetFile(file);
      return this.#setOddity(blocked.path, obstacleProblem(blocked));
    }
    const print = await fingerprint(path.join(this.#root, file));
    if (print === undefined) {
      if (this.#files.has(file)) this.#forgetFile(file);
      return;
    }
    if (this.#files.get(file)?.fingerprint !== print) await this.#load(file, print);
  }

  /** Stops watching `sessions/`. */
  close(): void {
    this.#watch?.close();
    this.#watched = false;
  }

  #adoptManifest(known: ManifestSession): void {
    const { file, fingerprint: print, info, lastSeq, endsWithNewline, size, claimedSeq } = known;
    this.#sessions.set(info.id, { file, fingerprint: print, info, lastSeq, endsWithNewline, size, claimedSeq });
    this.#files.set(file, { fingerprint: print, sessionId: info.id });
    this.#problems.set(file, []);
  }

  /** The sessions read without problems, for the derived index's manifest. */
  manifest(): ManifestSession[] {
    const sessions: ManifestSession[] = [];
    for (const session of this.#sessions.values()) {
      if (this.#problems.forFile(session.file).length > 0) continue;
      const { file, fingerprint: print, info, lastSeq, endsWithNewline, size, claimedSeq } = session;
      sessions.push({ file, fingerprint: print, info, lastSeq, endsWithNewline, size, claimedSeq });
    }
    return sessions;
  }

  /** A session's events, read from its file now (undefined: no such session). */
  async events(sessionId: string): Promise<SessionEvent[] | undefined> {
    const session = this.#sessions.get(sessionId);
    if (session === undefined) return undefined;
    const read = await readStoreFile(path.join(this.#root, session.file), fileLimits.sessionFileBytes);
    if (read.type !== "file") return [];
    const { text, badLines } = decodeUtf8Lines(read.bytes);
    return parseSessionFile(session.file, text, badLines).events;
  }

  /**
   * The event of each `seq` from its line in its session's file, undefined where the line there is not
   * that event now (session-lines.ts).
   */
  eventsAt(lines: readonly EventLine[]): (SessionEvent | undefined)[] {
    return readEventLines(this.#root, (sessionId) => this.#sessions.get(sessionId)?.file, lines);
  }

  /** The `.jsonl` paths directly in `sessions/`, never through a link. */
  async #list(): Promise<Map<string, Found>> {
    const found = new Map<string, Found>();
    const type = pathType(path.join(this.#root, layout.sessions));
    if (type === "missing") return found;
    if (type !== "directory") return found.set(layout.sessions, { problem: obstacleProblem({ path: layout.sessions, found: type, expected: "directory" }) });
    let entries;
    try {
      entries = await readdir(path.join(this.#root, layout.sessions), { withFileTypes: true });
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
    const { prints } = await fingerprintAll(this.#root, files);
    for (let at = 0; at < files.length; at++) if (prints[at] !== "") found.set(files[at]!, { print: prints[at]! });
    return found;
  }

  /** Re-reads one session's file if it changed; cheaper than `refresh` for one session. */
  async refreshOne(sessionId: string): Promise<void> {
    if (unsafeNameRule(sessionId) !== undefined) return;
    const file = sessionPath(sessionId);
    const blocked = pathObstacle(this.#root, file, "any");
    if (blocked !== undefined) {
      this.#forgetFile(file);
      return this.#setOddity(blocked.path, obstacleProblem(blocked));
    }
    if (this.#files.has(layout.sessions)) this.#forgetFile(layout.sessions);
    const print = await fingerprint(path.join(this.#root, file));
    if (print !== undefined) {
      if (this.#files.get(file)?.fingerprint !== print) await this.#load(file, print);
      return;
    }
    const found = pathType(path.join(this.#root, file));
    if (found === "missing" || found === "file") this.#forgetFile(file);
    else this.#setOddity(file, obstacleProblem({ path: file, found, expected: "file" }));
  }

  get(sessionId: string): LoadedSession | undefined {
    return this.#sessions.get(sessionId);
  }

  all(): LoadedSession[] {
    return [...this.#sessions.values()];
  }

  /** Something other than a session log where one belongs (or where `sessions/` belongs): reported, never read or written. */
  #setOddity(file: string, problem: StoreProblem): void {
    this.#forgetFile(file);
    this.#files.set(file, { fingerprint: "", sessionId: undefined });
    this.#problems.set(file, [problem]);
  }

  async #load(file: string, print: string): Promise<void> {
    this.#forgetFile(file);
    const read = await readStoreFile(path.join(this.#root, file), fileLimits.sessionFileBytes);
    if (read.type === "missing") return;
    if (read.type === "linked" || read.type === "not-a-file") {
      return this.#setOddity(file, obstacleProblem({ path: file, found: read.type === "linked" ? "link" : read.found, expected: "file" }));
    }
    this.#files.set(file, { fingerprint: print, sessionId: undefined });
    if (read.type === "too-large") {
      const what = `the file is ${read.size} bytes, over the ${formatBytes(fileLimits.sessionFileBytes)} one session log may hold`;
      return this.#problems.set(file, [storeProblem("too-large", file, undefined, what)]);
    }
    const { text, badLines } = decodeUtf8Lines(read.bytes);
    const parsed = parseSessionFile(file, text, badLines);
    const header = parsed.header;
    const original = copiedPath(file);
    if (header === undefined || parsed.events.length === 0) {
      const copy =
        original === undefined ? undefined : copyProblem("conflicted-copy", file, original, `a conflicted copy of ${original} (made by a sync tool)`);
      return this.#problems.set(file, copy === undefined ? parsed.problems : [copy]);
    }
    const own = sessionPath(header.id);
    if (own !== file) {
      const problem =
        original !== undefined
          ? copyProblem("conflicted-copy", file, original, `a conflicted copy of ${original} (made by a sync tool)`)
          : storeProblem("misnamed-file", file, 1, `holds session ${JSON.stringify(header.id)}, whose log is ${own}`, {
              advice: `It is not read: rename it to ${own} (when there is no such file) or merge it by hand, or call repair() to move it to quarantine.`,
            });
      return this.#problems.set(file, [problem]);
    }
    const info = advanceSessionInfo(undefined, header.id, header.scope, parsed.events);
    const lines = lineLocations(read.bytes);
    const loaded: LoadedSession = {
      file,
      fingerprint: print,
      info,
      lastSeq: parsed.events.at(-1)?.seq ?? 0,
      endsWithNewline: parsed.endsWithNewline,
      size: read.bytes.length,
      claimedSeq: parsed.claimedSeq,
    };
    this.#sessions.set(header.id, loaded);
    this.#files.set(file, { fingerprint: print, sessionId: header.id });
    this.#problems.set(file, parsed.problems);
    this.#sink.added(
      info,
      parsed.events,
      parsed.eventLines.map((line) => lines[line]!),
      true,
    );
  }

  #forgetFile(file: string): void {
    const known = this.#files.get(file);
    this.#files.delete(file);
    this.#problems.set(file, []);
    if (known?.sessionId === undefined) return;
    this.#sessions.delete(known.sessionId);
    this.#sink.removed(known.sessionId);
  }

  /**
   * Numbers and appends `events` (validated) with one write; the caller holds the store lock and has
   * refreshed the session, so the numbering continues the file as it is now.
   */
  async append(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<number[]> {
    const existing = this.#sessions.get(sessionId);
    assertSessionScope(existing?.info, sessionId, scope);
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
    const data = lines.map((line) => `${line}\n`).join("");
    if (existing === undefined) {
      const file = sessionPath(sessionId);
      if (this.#files.has(file)) {
        throw new EngramError(
          "STORE_CORRUPT",
          `${file} exists but holds no readable session "${sessionId}"; call repair() or fix the file, then append again.`,
          {
            details: { path: file, sessionId },
          },
        );
      }
      const header = renderSessionHeader(sessionId, scope);
      const text = header + data;
      await writeFileAtomic(checkedPath(this.#root, file), text);
      const info = advanceSessionInfo(undefined, sessionId, scope, numbered);
      const print = (await fingerprint(path.join(this.#root, file))) ?? "";
      this.#sessions.set(sessionId, {
        file,
        fingerprint: print,
        info,
        lastSeq: numbered.at(-1)!.seq,
        endsWithNewline: true,
        size: Buffer.byteLength(text),
        claimedSeq: 0,
      });
      this.#files.set(file, { fingerprint: print, sessionId });
      this.#sink.added(info, numbered, appendedLines(lines, Buffer.byteLength(header)), true);
    } else {
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
      await appendFileDurable(checkedPath(this.#root, existing.file), text);
      const appended = appendedLines(lines, existing.size + (existing.endsWithNewline ? 0 : 1));
      existing.lastSeq = numbered.at(-1)!.seq;
      existing.info = advanceSessionInfo(existing.info, sessionId, scope, numbered);
      existing.endsWithNewline = true;
      existing.size += bytes;
      existing.fingerprint = (await fingerprint(path.join(this.#root, existing.file))) ?? "";
      this.#files.set(existing.file, { fingerprint: existing.fingerprint, sessionId });
      this.#sink.added(existing.info, numbered, appended, false);
    }
    return numbered.map((event) => event.seq);
  }

  /**
   * Rewrites the lines of `events` (validated, each checked against the loaded event of its seq) in one
   * atomic write of the whole file, then reloads it, so search indexes the new text. The caller holds
   * the store lock and has refreshed the session.
   */
  async redact(sessionId: string, events: readonly SessionEvent[]): Promise<number> {
    const existing = this.#sessions.get(sessionId);
    const stored = (await this.events(sessionId)) ?? [];
    for (const event of events)
      checkRedactedEvent(
        sessionId,
        stored.find((kept) => kept.seq === event.seq),
        event,
      );
    if (existing === undefined || events.length === 0) return 0;
    const target = checkedPath(this.#root, existing.file);
    const read = await readStoreFile(target, fileLimits.sessionFileBytes);
    if (read.type !== "file") {
      throw new EngramError("STORE_UNAVAILABLE", `${existing.file} could not be read again to redact it (${read.type}); nothing was changed.`, {
        details: { path: existing.file, sessionId },
      });
    }
    await writeFileAtomic(target, redactSessionLines(existing.file, read.bytes, events));
    await this.#load(existing.file, (await fingerprint(path.join(this.#root, existing.file))) ?? "");
    return events.length;
  }

  async delete(sessionId: string): Promise<boolean> {
    const existing = this.#sessions.get(sessionId);
    if (existing === undefined) return false;
    await removeFile(checkedPath(this.#root, existing.file));
    this.#forgetFile(existing.file);
    return true;
  }
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
