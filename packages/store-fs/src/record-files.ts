import path from "node:path";
import type { MemoryRecord, RecordKind } from "@engram/core/store";
import { DirectoryWatch, settle } from "./change-watch.js";
import { fingerprintSync } from "./file-scan.js";
import type { IndexedFiles } from "./indexed-files.js";
import { type FullScan, fullScan } from "./full-scan.js";
import type { ProblemLog } from "./load-problems.js";
import { obstacleProblem, pathObstacle, pathType } from "./path-guard.js";
import { isRacy, racyFrom } from "./racy-files.js";
import type { FileBody } from "./record-bodies.js";
import { RecordFileTable, type TrackedFile } from "./record-file-table.js";
import type { RecordSink } from "./record-sink.js";
import { nestedDirectories, recordDirectories, recordKindOf, scanRecordDirectory, type RecordScan } from "./record-scan.js";

export { RecordFileChanged } from "./record-sink.js";

/**
 * Keeps the record files and the engine in step: `refresh` re-reads only the files whose fingerprint
 * changed (a hand edit, another process's write), so each read sees the files as they are now. With a
 * watch, it looks only at what changed since the last refresh; without, it lists and stats every file.
 * What is known of each file, and the reads and writes through it, are its `RecordFileTable`'s
 * (record-file-table.ts).
 */
export class RecordFiles {
  readonly #root: string;
  /** The files as last read, their records and problems. */
  readonly #table: RecordFileTable;

  /** Watches the record directories (undefined: every refresh lists and stats every file). */
  readonly #watch: DirectoryWatch | undefined;
  /** Whether the watch covers every directory since the last full scan, so refresh may look only at what it reported. */
  #watched = false;
  /** Directories whose listing may have changed ("" is the root: scan everything). */
  readonly #dirtyDirectories = new Set<string>();
  /** Files the watch named, and whether one was written in place (re-read even if its fingerprint matches). */
  #dirtyFiles = new Map<string, boolean>();
  /** A full scan started ahead of the refresh that uses it (`startFullScan`). */
  #early: Promise<FullScan> | undefined;
  /**
   * The time (ms since the epoch) from which every tracked fingerprint holds: a file changed since either
   * has another fingerprint or an mtime or ctime no older (racy-files.ts). The first full scan sets it to
   * its start; a refresh that took in everything the watch reported moves it on. A later full scan does
   * not: it stats the files again, but a file edited within its timestamp step after its last stat looks
   * the same to it.
   */
  #printsTakenAt: number | undefined;

  constructor(root: string, problems: ProblemLog, sink: RecordSink, options: { watch?: boolean } = {}) {
    this.#root = root;
    this.#table = new RecordFileTable(root, problems, sink, () => {
      this.#watched = false;
    });
    this.#watch = options.watch === true ? new DirectoryWatch(root, (directory, name, type) => this.#changed(directory, name, type)) : undefined;
  }

  /**
   * Brings the engine up to date with the files; `cache` offers already-parsed files by fingerprint, taken
   * at `cacheTakenAt` (the derived index's `printsTakenAt`): a file changed since, less the window of
   * racy-files.ts, is read and indexed again even when its fingerprint matches.
   * While the directories are watched, only what the watch reported is looked at: the files named
   * (a stat each; an in-place edit is re-read even when its fingerprint looks the same) and the
   * directories whose listing changed. Otherwise every record file is listed and stat'ed.
   */
  async refresh(cache?: IndexedFiles, cacheTakenAt?: number): Promise<void> {
    await this.#refreshFiles(cache, cacheTakenAt === undefined ? undefined : racyFrom(cacheTakenAt));
    await this.#table.indexPending();
  }

  async #refreshFiles(cache: IndexedFiles | undefined, racyAfter: number | undefined): Promise<void> {
    if (cache === undefined && this.#watch !== undefined && this.#watched) {
      // What changed before this instant is reported by the time `settle` returns, and taken in below.
      const reportedBy = Date.now();
      await settle();
      if (!this.#watch.failed && !this.#dirtyDirectories.has("")) {
        try {
          await this.#refreshChanged();
        } catch (error) {
          this.#watched = false;
          throw error;
        }
        if (!this.#watch.failed) this.#printsTakenAt = reportedBy;
        return;
      }
    }
    return this.#refreshAll(cache, racyAfter);
  }

  /**
   * Starts the listing and stats of every record file ahead of the next refresh, which then takes them
   * instead of making its own: the open calls it before loading the derived indexes, and the stats run on
   * another thread meanwhile (off-thread-prints.ts). What changes after the listing is the watch's to
   * report, as it is for changes during a refresh.
   *
   * Resolves once the files are listed and their stats have started (or the scan failed: the refresh
   * throws that). The open waits for it before decoding the indexes: a decode holds the event loop for
   * hundreds of milliseconds, and a listing whose directory reads had to wait for it started the stats
   * after the decode instead of beside it (at 100,000 record files, the open then sat idle for 0.6 s).
   */
  startFullScan(): Promise<void> {
    let listed: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      listed = resolve;
    });
    const early = this.#fullScan(listed);
    // Awaited by the refresh; a failure is thrown there, not reported as unhandled here.
    early.catch(() => undefined);
    this.#early = early;
    return Promise.race([
      started,
      early.then(
        () => undefined,
        () => undefined,
      ),
    ]);
  }

  /** Lists the record files and stats them; `listed` is called once the stats have started. */
  async #fullScan(listed?: () => void): Promise<FullScan> {
    this.#dirtyDirectories.clear();
    this.#dirtyFiles = new Map();
    this.#watched = false;
    return fullScan(this.#root, this.#watch, listed);
  }

  async #refreshAll(cache: IndexedFiles | undefined, racyAfter: number | undefined): Promise<void> {
    const early = this.#early;
    this.#early = undefined;
    const { scan, prints, changedAt, takenAt } = await (early ?? this.#fullScan());
    const table = this.#table;
    table.setOddities("", scan.oddities);
    const { files } = scan;
    if (table.fileCount > 0) {
      const present = new Set<string>();
      for (let at = 0; at < files.length; at++) if (prints[at] !== "") present.add(files[at]!);
      for (const file of [...table.paths()]) if (!present.has(file)) table.forget(file);
    }
    for (let at = 0; at < files.length; at++) {
      const file = files[at]!;
      const print = prints[at]!;
      if (print === "") continue;
      if (table.tracked(file)?.fingerprint === print) continue;
      const cached = cache?.get(file);
      // Changed as the derived index took its fingerprints: what it holds of the file may be of an earlier version.
      const racy = racyAfter !== undefined && isRacy(changedAt[at]!, racyAfter);
      if (!racy && cached !== undefined && cached.fingerprint === print && table.adoptCached(file, cached)) continue;
      await table.load(file, print, racy);
    }
    this.#printsTakenAt ??= takenAt;
    this.#watched = this.#watch !== undefined && !this.#watch.failed;
  }

  async #refreshChanged(): Promise<void> {
    const table = this.#table;
    const directories = [...this.#dirtyDirectories].sort();
    this.#dirtyDirectories.clear();
    const files = this.#dirtyFiles;
    this.#dirtyFiles = new Map();
    for (const directory of directories) {
      const scan = await this.#scan(directory);
      table.setOddities(directory, scan.oddities);
      const inside = new Set(scan.files);
      for (const file of [...table.paths()]) if (file.startsWith(`${directory}/`) && !inside.has(file)) table.forget(file);
      for (const file of scan.files) if (!files.has(file)) files.set(file, false);
    }
    for (const [file, reread] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      // A directory above that became a link is reported by its own directory's scan; never read through it.
      const blocked = pathObstacle(this.#root, file, "any") !== undefined;
      const print = blocked ? undefined : fingerprintSync(path.join(this.#root, file));
      if (print === undefined) {
        if (table.tracked(file) !== undefined || table.isUnreadable(file)) table.forget(file);
        const found = blocked ? "missing" : pathType(path.join(this.#root, file));
        table.setOddity(file, found === "missing" || found === "file" ? undefined : obstacleProblem({ path: file, found, expected: "file" }));
        continue;
      }
      table.setOddity(file, undefined);
      const samePrint = table.tracked(file)?.fingerprint === print;
      if (!reread && samePrint) continue;
      // Written in place within its timestamp step: the index's text from a source of that fingerprint is of the version before.
      await table.load(file, print, samePrint);
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
    if (name.startsWith(".") || recordKindOf(relative) === undefined) return;
    this.#dirtyFiles.set(relative, this.#dirtyFiles.get(relative) === true || type === "change");
  }

  async #scan(directory: string): Promise<RecordScan> {
    const scan: RecordScan = { files: [], oddities: new Map() };
    await scanRecordDirectory(this.#root, directory, this.#watch, scan);
    return scan;
  }

  /** Stops watching the directories. */
  close(): void {
    this.#watch?.close();
    this.#watched = false;
  }

  /** The body of `file` as tracked now (see `RecordFileTable.body`, which may throw `RecordFileChanged`). */
  body(file: string): Promise<FileBody | undefined> {
    return this.#table.body(file);
  }

  /** The record of that kind and id as its owning file holds it (see `RecordFileTable.record`). */
  record(kind: RecordKind, id: string): Promise<MemoryRecord | undefined> {
    return this.#table.record(kind, id);
  }

  /** Drops a file that is gone, with its records and problems. */
  forget(file: string): void {
    this.#table.forget(file);
  }

  /** Takes in what this store just wrote to `file` (see `RecordFileTable.adoptWritten`). */
  adoptWritten(file: string, text: string, written?: MemoryRecord): Promise<void> {
    return this.#table.adoptWritten(file, text, written);
  }

  pathOf(kind: RecordKind, id: string): string | undefined {
    return this.#table.pathOf(kind, id);
  }

  /** Whether a record other than (kind, id) holds `file`, or the file is unreadable (or not a file) and awaits repair. */
  isTaken(file: string, kind: RecordKind, id: string): boolean {
    return this.#table.isTaken(file, kind, id);
  }

  /** Whether `file` is there but none of it could be read (or it is not a file), so no write may replace it. */
  isUnreadable(file: string): boolean {
    return this.#table.isUnreadable(file);
  }

  /** How many files were read, written or dropped so far (a counter: compare two readings). */
  get changes(): number {
    return this.#table.changes;
  }

  get fileCount(): number {
    return this.#table.fileCount;
  }

  /** The time from which every tracked fingerprint holds (see `#printsTakenAt`); undefined before the first refresh. */
  get printsTakenAt(): number | undefined {
    return this.#printsTakenAt;
  }

  entries(): IterableIterator<[string, TrackedFile]> {
    return this.#table.entries();
  }
}
