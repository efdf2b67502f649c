import path from "node:path";
import { EngramError, type Scope } from "@engram/core";
import type { NewSessionEvent, SessionEvent, SessionInfo } from "@engram/core/store";
import { checkRedactedEvent, assertSessionScope } from "@engram/core/store-kit";
import { removeFile } from "./atomic-write.js";
import { DirectoryWatch, settle } from "./change-watch.js";
import { fingerprint } from "./file-scan.js";
import type { LineLocation } from "./fs-search-engine.js";
import { layout, sessionPath } from "./layout.js";
import type { ProblemLog, StoreProblem } from "./load-problems.js";
import { checkedPath, obstacleProblem, pathObstacle, pathType } from "./path-guard.js";
import { unsafeNameRule } from "./safe-path.js";
import { type EventLine, readEventLines } from "./session-lines.js";
import { type LoadedSession, listSessionLogs, readSessionEventRange, readSessionEvents, readSessionLog } from "./session-log-read.js";
import { appendToSessionLog, numberEvents, rewriteRedacted, writeNewSessionLog } from "./session-log-write.js";

export type { EventLine } from "./session-lines.js";

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

/**
 * The session archive: `sessions/<id>.jsonl` files, re-read when their fingerprint changes. A session
 * is read only from its own file: a conflicted copy beside it (`<id> (conflicted copy …).jsonl`) or a
 * file holding another id is reported, never read in its place, so numbering always continues the
 * session's own log. Reading a log is session-log-read.ts's, writing one session-log-write.ts's; this
 * keeps what was read, watches `sessions/` and tells the sink.
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
    const found = await listSessionLogs(this.#root);
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
    return readSessionEvents(this.#root, session.file);
  }

  /** Its events after `afterSeq`, at most `limit` (readSessionEventRange); undefined for no such session. */
  async eventsAfter(sessionId: string, afterSeq: number, limit: number): Promise<SessionEvent[] | undefined> {
    const session = this.#sessions.get(sessionId);
    if (session === undefined) return undefined;
    return readSessionEventRange(this.#root, session.file, afterSeq, limit);
  }

  /**
   * The event of each `seq` from its line in its session's file, undefined where the line there is not
   * that event now (session-lines.ts).
   */
  eventsAt(lines: readonly EventLine[]): (SessionEvent | undefined)[] {
    return readEventLines(this.#root, (sessionId) => this.#sessions.get(sessionId)?.file, lines);
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

  /** Reads `file` (of fingerprint `print`) again, in place of what was known of it (session-log-read.ts). */
  async #load(file: string, print: string): Promise<void> {
    this.#forgetFile(file);
    const read = await readSessionLog(this.#root, file, print);
    if (read.type === "missing") return;
    if (read.type === "oddity") return this.#setOddity(file, read.problem);
    if (read.type === "unread") {
      this.#files.set(file, { fingerprint: print, sessionId: undefined });
      return this.#problems.set(file, read.problems);
    }
    const { session, events, lines, problems } = read;
    this.#sessions.set(session.info.id, session);
    this.#files.set(file, { fingerprint: print, sessionId: session.info.id });
    this.#problems.set(file, problems);
    this.#sink.added(session.info, events, lines, true);
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
    const numbered = numberEvents(sessionId, existing, events);
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
      const written = await writeNewSessionLog(this.#root, sessionId, scope, numbered);
      this.#sessions.set(sessionId, written.session);
      this.#files.set(file, { fingerprint: written.session.fingerprint, sessionId });
      this.#sink.added(written.session.info, numbered.numbered, written.lines, true);
    } else {
      const appended = await appendToSessionLog(this.#root, existing, sessionId, scope, numbered);
      this.#files.set(existing.file, { fingerprint: existing.fingerprint, sessionId });
      this.#sink.added(existing.info, numbered.numbered, appended, false);
    }
    return numbered.numbered.map((event) => event.seq);
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
    await rewriteRedacted(this.#root, existing.file, sessionId, events);
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
