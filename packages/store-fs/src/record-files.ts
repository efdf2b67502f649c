import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { MemoryRecord, RecordKind } from "@engram/core";
import { isCode } from "./atomic-write.js";
import { DirectoryWatch, settle } from "./change-watch.js";
import { parseDailyFile, type DailyDocument } from "./daily-file.js";
import { parseMarkdownRecord } from "./entry-file.js";
import { fingerprintAll, fingerprintSync } from "./file-scan.js";
import { parseJsonRecord } from "./json-record-file.js";
import { kindDirectories, kindOfPath, layout } from "./layout.js";
import { storeProblem, type ProblemLog, type StoreProblem } from "./load-problems.js";

/** What one record file held when it was last read. */
export interface TrackedFile {
  readonly fingerprint: string;
  readonly kind: RecordKind;
  readonly records: readonly MemoryRecord[];
  /** Daily files: the layout to keep when the file is written again. */
  readonly document?: DailyDocument;
}

/** Where loaded records go: the in-memory engine that answers queries. */
export interface RecordSink {
  upsert(record: MemoryRecord): void;
  remove(kind: RecordKind, id: string): void;
}

/** The top-level directories that hold record files. */
const recordDirectories: ReadonlySet<string> = new Set(Object.values(kindDirectories));
/** Those whose records sit one level down, in scope directories. */
const nestedDirectories: ReadonlySet<string> = new Set([layout.entries, layout.notes, layout.indexes]);

function recordKey(kind: RecordKind, id: string): string {
  return `${kind}\u0000${id}`;
}

/** Reads one record file of `kind` into its records, problems and (for a day) its document. */
export function parseRecordFile(kind: RecordKind, file: string, text: string): { records: MemoryRecord[]; problems: StoreProblem[]; document?: DailyDocument } {
  switch (kind) {
    case "entry":
    case "note":
    case "index":
      return parseMarkdownRecord(kind, file, text);
    case "daily":
      return parseDailyFile(path.basename(file, ".md"), file, text);
    case "summary":
    case "checkpoint":
      return parseJsonRecord(kind, file, text);
  }
}

/**
 * Keeps the record files and the engine in step: `refresh` re-reads only the files whose fingerprint
 * changed (a hand edit, another process's write), so each read sees the files as they are now. With a
 * watch, it looks only at what changed since the last refresh; without, it lists and stats every file.
 */
export class RecordFiles {
  readonly #root: string;
  readonly #problems: ProblemLog;
  readonly #sink: RecordSink;
  readonly #files = new Map<string, TrackedFile>();
  /** The files of `#files` by lowercased path: the paths that name one file where case does not count. */
  readonly #byLowerPath = new Map<string, Set<string>>();
  /** Which file holds each record; the first file (in path order) to claim an id wins. */
  readonly #owners = new Map<string, string>();
  /** Unreadable files, by lowercased path, so no write replaces them before repair(). */
  readonly #unreadable = new Set<string>();

  /** Watches the record directories (undefined: every refresh lists and stats every file). */
  readonly #watch: DirectoryWatch | undefined;
  /** Whether the watch covers every directory since the last full scan, so refresh may look only at what it reported. */
  #watched = false;
  /** Directories whose listing may have changed ("" is the root: scan everything). */
  readonly #dirtyDirectories = new Set<string>();
  /** Files the watch named, and whether one was written in place (re-read even if its fingerprint matches). */
  #dirtyFiles = new Map<string, boolean>();

  constructor(root: string, problems: ProblemLog, sink: RecordSink, options: { watch?: boolean } = {}) {
    this.#root = root;
    this.#problems = problems;
    this.#sink = sink;
    this.#watch = options.watch === true ? new DirectoryWatch(root, (directory, name, type) => this.#changed(directory, name, type)) : undefined;
  }

  /**
   * Brings the engine up to date with the files; `cache` offers already-parsed files by fingerprint.
   * While the directories are watched, only what the watch reported is looked at: the files named
   * (a stat each; an in-place edit is re-read even when its fingerprint looks the same) and the
   * directories whose listing changed. Otherwise every record file is listed and stat'ed.
   */
  async refresh(cache?: ReadonlyMap<string, TrackedFile>): Promise<void> {
    if (cache === undefined && this.#watch !== undefined && this.#watched) {
      await settle();
      if (!this.#watch.failed && !this.#dirtyDirectories.has("")) {
        try {
          return await this.#refreshChanged();
        } catch (error) {
          this.#watched = false;
          throw error;
        }
      }
    }
    return this.#refreshAll(cache);
  }

  async #refreshAll(cache: ReadonlyMap<string, TrackedFile> | undefined): Promise<void> {
    this.#dirtyDirectories.clear();
    this.#dirtyFiles = new Map();
    this.#watched = false;
    const files = (await this.#scan("")).sort();
    const prints = await fingerprintAll(this.#root, files);
    for (const file of [...this.#files.keys()]) if (!prints.has(file)) this.forget(file);
    const present = new Set([...prints.keys()].map((file) => file.toLowerCase()));
    for (const file of [...this.#unreadable]) if (!present.has(file)) this.#unreadable.delete(file);
    for (const [file, print] of prints) {
      if (this.#files.get(file)?.fingerprint === print) continue;
      const cached = cache?.get(file);
      if (cached !== undefined && cached.fingerprint === print) {
        this.#adopt(file, cached, []);
        continue;
      }
      await this.load(file, print);
    }
    this.#watched = this.#watch !== undefined && !this.#watch.failed;
  }

  async #refreshChanged(): Promise<void> {
    const directories = [...this.#dirtyDirectories].sort();
    this.#dirtyDirectories.clear();
    const files = this.#dirtyFiles;
    this.#dirtyFiles = new Map();
    for (const directory of directories) {
      const found = await this.#scan(directory);
      const inside = new Set(found);
      for (const file of [...this.#files.keys()]) if (file.startsWith(`${directory}/`) && !inside.has(file)) this.forget(file);
      for (const file of found) if (!files.has(file)) files.set(file, false);
    }
    for (const [file, reread] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const print = fingerprintSync(path.join(this.#root, file));
      if (print === undefined) {
        if (this.#files.has(file) || this.#unreadable.has(file.toLowerCase())) this.forget(file);
        continue;
      }
      if (!reread && this.#files.get(file)?.fingerprint === print) continue;
      await this.load(file, print);
    }
  }

  /** What the watch reported: `name` in `directory` was created, replaced, removed ("rename") or written ("change"). */
  #changed(directory: string, name: string | undefined, type: "rename" | "change"): void {
    if (name === undefined) {
      this.#dirtyDirectories.add(directory);
      return;
    }
    const relative = directory === "" ? name : `${directory}/${name}`;
    if (directory === "" ? recordDirectories.has(name) : nestedDirectories.has(directory)) {
      this.#dirtyDirectories.add(relative);
      return;
    }
    if (name.startsWith(".") || kindOfPath(relative) === undefined) return;
    this.#dirtyFiles.set(relative, this.#dirtyFiles.get(relative) === true || type === "change");
  }

  /**
   * The record files in `directory` (relative; "" is the root) and in the directories below it that
   * can hold records, watching each directory before listing it so no change falls in between.
   */
  async #scan(directory: string): Promise<string[]> {
    this.#watch?.watch(directory);
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(this.#root, directory), { withFileTypes: true });
    } catch (error) {
      if (!isCode(error, "ENOENT", "ENOTDIR")) throw error;
      this.#watch?.unwatch(directory);
      return [];
    }
    const files: string[] = [];
    const below: string[] = [];
    for (const entry of entries) {
      const relative = directory === "" ? entry.name : `${directory}/${entry.name}`;
      if (entry.isDirectory()) {
        if (directory === "" ? recordDirectories.has(entry.name) : nestedDirectories.has(directory)) below.push(relative);
      } else if (entry.isFile() && !entry.name.startsWith(".") && kindOfPath(relative) !== undefined) {
        files.push(relative);
      }
    }
    for (const sub of below) files.push(...(await this.#scan(sub)));
    return files;
  }

  /** Stops watching the directories. */
  close(): void {
    this.#watch?.close();
    this.#watched = false;
  }

  /** Reads `file` now (when its fingerprint is unknown or changed). */
  async load(file: string, print: string | undefined): Promise<void> {
    const kind = kindOfPath(file);
    if (kind === undefined) return;
    let text: string;
    try {
      text = await readFile(path.join(this.#root, file), "utf8");
    } catch {
      this.forget(file);
      return;
    }
    const parsed = parseRecordFile(kind, file, text);
    const tracked: TrackedFile = { fingerprint: print ?? "", kind, records: parsed.records, ...(parsed.document ? { document: parsed.document } : {}) };
    this.#adopt(file, tracked, parsed.problems);
  }

  #adopt(file: string, tracked: TrackedFile, problems: StoreProblem[]): void {
    this.#release(file);
    const kept: MemoryRecord[] = [];
    for (const record of tracked.records) {
      const owner = this.#owners.get(recordKey(record.kind, record.id));
      if (owner !== undefined && owner !== file) {
        problems.push(storeProblem("duplicate-id", file, undefined, `${record.kind} ${JSON.stringify(record.id)} is already loaded from ${owner}`));
        continue;
      }
      kept.push(record);
    }
    if (!this.#files.has(file)) {
      const lower = file.toLowerCase();
      const same = this.#byLowerPath.get(lower);
      if (same === undefined) this.#byLowerPath.set(lower, new Set([file]));
      else same.add(file);
    }
    this.#files.set(file, tracked);
    for (const record of kept) {
      this.#owners.set(recordKey(record.kind, record.id), file);
      this.#sink.upsert(record);
    }
    if (problems.length > 0 && tracked.records.length === 0) this.#unreadable.add(file.toLowerCase());
    else this.#unreadable.delete(file.toLowerCase());
    this.#problems.set(file, problems);
  }

  #release(file: string): void {
    const previous = this.#files.get(file);
    if (previous === undefined) return;
    for (const record of previous.records) {
      const key = recordKey(record.kind, record.id);
      if (this.#owners.get(key) !== file) continue;
      this.#owners.delete(key);
      this.#sink.remove(record.kind, record.id);
    }
  }

  /** Drops a file that is gone, with its records and problems. */
  forget(file: string): void {
    this.#release(file);
    if (this.#files.delete(file)) {
      const lower = file.toLowerCase();
      const same = this.#byLowerPath.get(lower);
      same?.delete(file);
      if (same?.size === 0) this.#byLowerPath.delete(lower);
    }
    this.#unreadable.delete(file.toLowerCase());
    this.#problems.set(file, []);
  }

  /**
   * Takes in what this store just wrote to `file`, so the next refresh does not read it back. A file
   * of one record (`written`, validated before it was rendered) is taken as that record; a day's file
   * is parsed from `text` for its layout.
   */
  async adoptWritten(file: string, text: string, written?: MemoryRecord): Promise<void> {
    const kind = kindOfPath(file);
    const print = fingerprintSync(path.join(this.#root, file));
    if (kind === undefined || print === undefined) return this.forget(file);
    if (written !== undefined && kind !== "daily" && written.kind === kind) return this.#adopt(file, { fingerprint: print, kind, records: [written] }, []);
    const parsed = parseRecordFile(kind, file, text);
    this.#adopt(file, { fingerprint: print, kind, records: parsed.records, ...(parsed.document ? { document: parsed.document } : {}) }, parsed.problems);
  }

  pathOf(kind: RecordKind, id: string): string | undefined {
    return this.#owners.get(recordKey(kind, id));
  }

  tracked(file: string): TrackedFile | undefined {
    return this.#files.get(file);
  }

  /** Whether a record other than (kind, id) holds `file`, or the file is unreadable and awaits repair. */
  isTaken(file: string, kind: RecordKind, id: string): boolean {
    const lower = file.toLowerCase();
    if (this.#unreadable.has(lower)) return true;
    for (const known of this.#byLowerPath.get(lower) ?? []) {
      const tracked = this.#files.get(known);
      if (tracked?.records.some((record) => record.kind !== kind || record.id !== id)) return true;
    }
    return false;
  }

  entries(): IterableIterator<[string, TrackedFile]> {
    return this.#files.entries();
  }
}
