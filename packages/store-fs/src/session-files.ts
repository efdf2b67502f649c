import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  EngramError,
  advanceSessionInfo,
  assertSessionScope,
  type NewSessionEvent,
  type Scope,
  type SessionEvent,
  type SessionInfo,
} from "@engram/core";
import { appendFileDurable, removeFile, writeFileAtomic } from "./atomic-write.js";
import { fingerprint, fingerprintAll, listFiles } from "./file-scan.js";
import { layout, sessionPath } from "./layout.js";
import { storeProblem, type ProblemLog } from "./load-problems.js";
import { unsafeNameRule } from "./safe-path.js";
import { parseSessionFile, renderEventLines, renderSessionHeader } from "./session-file.js";

/** A session as its file holds it. */
export interface LoadedSession {
  readonly file: string;
  fingerprint: string;
  info: SessionInfo;
  readonly events: SessionEvent[];
  endsWithNewline: boolean;
}

/** Told about the messages that enter or leave, so they can be searched. */
export interface SessionSink {
  added(session: SessionInfo, events: readonly SessionEvent[]): void;
  removed(sessionId: string): void;
}

/** The session archive: `sessions/<id>.jsonl` files, re-read when their fingerprint changes. */
export class SessionFiles {
  readonly #root: string;
  readonly #problems: ProblemLog;
  readonly #sink: SessionSink;
  readonly #sessions = new Map<string, LoadedSession>();
  /** Every file read, and which session it holds (undefined: none could be read). */
  readonly #files = new Map<string, { fingerprint: string; sessionId: string | undefined }>();

  constructor(root: string, problems: ProblemLog, sink: SessionSink) {
    this.#root = root;
    this.#problems = problems;
    this.#sink = sink;
  }

  async refresh(): Promise<void> {
    const prints = await fingerprintAll(this.#root, (await listFiles(this.#root, layout.sessions)).filter((file) => file.endsWith(".jsonl")));
    for (const file of [...this.#files.keys()]) if (!prints.has(file)) this.#forgetFile(file);
    for (const [file, print] of prints) if (this.#files.get(file)?.fingerprint !== print) await this.#load(file, print);
  }

  /** Re-reads one session's file if it changed; cheaper than `refresh` for one session. */
  async refreshOne(sessionId: string): Promise<void> {
    if (unsafeNameRule(sessionId) !== undefined) return;
    const file = this.#sessions.get(sessionId)?.file ?? sessionPath(sessionId);
    const print = await fingerprint(path.join(this.#root, file));
    if (print === undefined) this.#forgetFile(file);
    else if (this.#files.get(file)?.fingerprint !== print) await this.#load(file, print);
  }

  get(sessionId: string): LoadedSession | undefined {
    return this.#sessions.get(sessionId);
  }

  all(): LoadedSession[] {
    return [...this.#sessions.values()];
  }

  async #load(file: string, print: string): Promise<void> {
    this.#forgetFile(file);
    let text: string;
    try {
      text = await readFile(path.join(this.#root, file), "utf8");
    } catch {
      return;
    }
    const parsed = parseSessionFile(file, text);
    const problems = [...parsed.problems];
    const header = parsed.header;
    this.#files.set(file, { fingerprint: print, sessionId: undefined });
    if (header === undefined || parsed.events.length === 0) return this.#problems.set(file, problems);
    const other = this.#sessions.get(header.id);
    if (other !== undefined) {
      problems.push(storeProblem("duplicate-id", file, 1, `session ${JSON.stringify(header.id)} is already loaded from ${other.file}`));
      return this.#problems.set(file, problems);
    }
    const info = advanceSessionInfo(undefined, header.id, header.scope, parsed.events);
    this.#sessions.set(header.id, { file, fingerprint: print, info, events: parsed.events, endsWithNewline: parsed.endsWithNewline });
    this.#files.set(file, { fingerprint: print, sessionId: header.id });
    this.#problems.set(file, problems);
    this.#sink.added(info, parsed.events);
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
    const first = (existing?.events.at(-1)?.seq ?? 0) + 1;
    const numbered: SessionEvent[] = events.map((event, index) => ({ seq: first + index, ...event }));
    const lines = renderEventLines(numbered);
    if (existing === undefined) {
      const file = sessionPath(sessionId);
      if (this.#files.has(file)) {
        throw new EngramError("STORE_CORRUPT", `${file} exists but holds no readable session "${sessionId}"; call repair() or fix the file, then append again.`, {
          details: { path: file, sessionId },
        });
      }
      await writeFileAtomic(path.join(this.#root, file), renderSessionHeader(sessionId, scope) + lines);
      const info = advanceSessionInfo(undefined, sessionId, scope, numbered);
      const print = (await fingerprint(path.join(this.#root, file))) ?? "";
      this.#sessions.set(sessionId, { file, fingerprint: print, info, events: numbered, endsWithNewline: true });
      this.#files.set(file, { fingerprint: print, sessionId });
      this.#sink.added(info, numbered);
    } else {
      // After a line cut off by a killed process, start a new line: the cut line stays for repair().
      await appendFileDurable(path.join(this.#root, existing.file), (existing.endsWithNewline ? "" : "\n") + lines);
      existing.events.push(...numbered);
      existing.info = advanceSessionInfo(existing.info, sessionId, scope, numbered);
      existing.endsWithNewline = true;
      existing.fingerprint = (await fingerprint(path.join(this.#root, existing.file))) ?? "";
      this.#files.set(existing.file, { fingerprint: existing.fingerprint, sessionId });
      this.#sink.added(existing.info, numbered);
    }
    return numbered.map((event) => event.seq);
  }

  async delete(sessionId: string): Promise<boolean> {
    const existing = this.#sessions.get(sessionId);
    if (existing === undefined) return false;
    await removeFile(path.join(this.#root, existing.file));
    this.#forgetFile(existing.file);
    return true;
  }
}
