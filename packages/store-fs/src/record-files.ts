import path from "node:path";
import type { MemoryRecord, RecordKind } from "@engram/core/store";
import { DirectoryWatch, settle } from "./change-watch.js";
import { fingerprintSync } from "./file-scan.js";
import type { IndexedFiles } from "./indexed-files.js";
import { type FullScan, fullScan } from "./full-scan.js";
import { kindOfPath } from "./layout.js";
import { copyProblem, type ProblemLog, type StoreProblem } from "./load-problems.js";
import { obstacleProblem, pathObstacle, pathType } from "./path-guard.js";
import { isRacy, racyFrom } from "./racy-files.js";
import { readVerifiedBody, RecordBodies, type FileBody } from "./record-bodies.js";
import { RecordClaims, recordKey } from "./record-claims.js";
import { parseRecordFile, readRecordFile, vetRecords } from "./record-file-read.js";
import { asRecordList, headOf, type RecordHead } from "./record-head.js";
import type { IndexedFile } from "./record-head-file.js";
import { RecordFileChanged, type RecordSink } from "./record-sink.js";
import { nestedDirectories, recordDirectories, recordKindOf, scanRecordDirectory, type RecordScan } from "./record-scan.js";
import { unsafeRecordName } from "./safe-path.js";
import { sourceDigest } from "./source-digest.js";

/** What one record file held when it was last read: its records' heads (the bodies are read on demand). */
export type TrackedFile = IndexedFile;
export { RecordFileChanged } from "./record-sink.js";

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
  /** What reading each file found wrong with it (duplicates come from `#claims`). */
  readonly #readProblems = new Map<string, StoreProblem[]>();
  /** The files of `#files` by lowercased path (the paths that name one file where case does not count), once a writer asked. */
  #byLowerPath: Map<string, Set<string>> | undefined;
  /** Which file holds each record when several claim it. */
  readonly #claims = new RecordClaims((file, kind, id) => this.#files.get(file)?.heads.find((head) => head.kind === kind && head.id === id));
  /** Links, directories where files belong and the like, by path: reported, never read or written through. */
  readonly #oddities = new Map<string, StoreProblem>();
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
  /** Files read, written or dropped since this was made: what `.index/records.json` may no longer match. */
  #changes = 0;
  /** The bodies of the files read lately. */
  readonly #bodies = new RecordBodies();
  /** A full scan started ahead of the refresh that uses it (`startFullScan`). */
  #early: Promise<FullScan> | undefined;
  /** Records whose text the search index does not hold from their file's current version: indexed at the end of a refresh. */
  readonly #unindexed = new Map<string, { kind: RecordKind; id: string }>();
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
    this.#problems = problems;
    this.#sink = sink;
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
    await this.#indexPending();
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

  /** Reads the bodies of the records the search index lacks (a file taken from the head index whose record moved to it as owner). */
  async #indexPending(): Promise<void> {
    for (const [key, { kind, id }] of this.#unindexed) {
      this.#unindexed.delete(key);
      const owner = this.#claims.owner(kind, id);
      const tracked = owner === undefined ? undefined : this.#files.get(owner);
      const head = tracked?.heads.find((candidate) => candidate.kind === kind && candidate.id === id);
      if (owner === undefined || tracked === undefined || head === undefined) continue;
      let record: MemoryRecord | undefined;
      try {
        record = (await this.body(owner))?.records.find((candidate) => candidate.kind === kind && candidate.id === id);
      } catch (error) {
        // Read again, and so indexed, by the body read.
        if (error instanceof RecordFileChanged) continue;
        throw error;
      }
      if (record !== undefined) this.#sink.upsert(head, sourceDigest(owner, tracked.fingerprint), record);
    }
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
    this.#setOddities("", scan.oddities);
    const { files } = scan;
    if (this.#files.size > 0) {
      const present = new Set<string>();
      for (let at = 0; at < files.length; at++) if (prints[at] !== "") present.add(files[at]!);
      for (const file of [...this.#files.keys()]) if (!present.has(file)) this.forget(file);
    }
    for (let at = 0; at < files.length; at++) {
      const file = files[at]!;
      const print = prints[at]!;
      if (print === "") continue;
      if (this.#files.get(file)?.fingerprint === print) continue;
      const cached = cache?.get(file);
      // Changed as the derived index took its fingerprints: what it holds of the file may be of an earlier version.
      const racy = racyAfter !== undefined && isRacy(changedAt[at]!, racyAfter);
      if (!racy && cached !== undefined && cached.fingerprint === print && this.#adoptCached(file, cached)) continue;
      await this.load(file, print, racy);
    }
    this.#printsTakenAt ??= takenAt;
    this.#watched = this.#watch !== undefined && !this.#watch.failed;
  }

  async #refreshChanged(): Promise<void> {
    const directories = [...this.#dirtyDirectories].sort();
    this.#dirtyDirectories.clear();
    const files = this.#dirtyFiles;
    this.#dirtyFiles = new Map();
    for (const directory of directories) {
      const scan = await this.#scan(directory);
      this.#setOddities(directory, scan.oddities);
      const inside = new Set(scan.files);
      for (const file of [...this.#files.keys()]) if (file.startsWith(`${directory}/`) && !inside.has(file)) this.forget(file);
      for (const file of scan.files) if (!files.has(file)) files.set(file, false);
    }
    for (const [file, reread] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      // A directory above that became a link is reported by its own directory's scan; never read through it.
      const blocked = pathObstacle(this.#root, file, "any") !== undefined;
      const print = blocked ? undefined : fingerprintSync(path.join(this.#root, file));
      if (print === undefined) {
        if (this.#files.has(file) || this.#unreadable.has(file.toLowerCase())) this.forget(file);
        const found = blocked ? "missing" : pathType(path.join(this.#root, file));
        this.#setOddity(file, found === "missing" || found === "file" ? undefined : obstacleProblem({ path: file, found, expected: "file" }));
        continue;
      }
      this.#setOddity(file, undefined);
      const samePrint = this.#files.get(file)?.fingerprint === print;
      if (!reread && samePrint) continue;
      // Written in place within its timestamp step: the index's text from a source of that fingerprint is of the version before.
      await this.load(file, print, samePrint);
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

  /** Replaces the oddities at and under `directory` ("" is everything) with `found`. */
  #setOddities(directory: string, found: ReadonlyMap<string, StoreProblem>): void {
    for (const known of [...this.#oddities.keys()]) {
      if (directory === "" || known === directory || known.startsWith(`${directory}/`)) {
        if (!found.has(known)) this.#setOddity(known, undefined);
      }
    }
    for (const [where, problem] of found) this.#setOddity(where, problem);
  }

  #setOddity(where: string, problem: StoreProblem | undefined): void {
    if (problem === undefined) {
      if (!this.#oddities.delete(where)) return;
      this.#unreadable.delete(where.toLowerCase());
      this.#problems.set(where, []);
      return;
    }
    if (this.#files.has(where)) this.forget(where);
    this.#oddities.set(where, problem);
    this.#unreadable.add(where.toLowerCase());
    this.#problems.set(where, [problem]);
  }

  /** Stops watching the directories. */
  close(): void {
    this.#watch?.close();
    this.#watched = false;
  }

  /**
   * Reads `file` now (when its fingerprint is unknown or changed); `reindex`: its records' text is indexed
   * whatever the search index holds from a source of that fingerprint (a racy file, racy-files.ts).
   */
  async load(file: string, print: string | undefined, reindex = false): Promise<void> {
    this.#changes++;
    const read = await readRecordFile(this.#root, file);
    if (read.type === "missing") return this.forget(file);
    if (read.type === "oddity") return this.#setOddity(file, read.problem);
    const { records, problems, document } = read.parsed;
    const fingerprint = print ?? "";
    this.#bodies.set(file, { fingerprint, records, ...(document ? { document } : {}) });
    this.#adopt(file, { fingerprint, kind: read.kind, heads: records.map(headOf) }, problems, records, reindex);
  }

  /** Takes a file from the head index when it passes the checks a read would apply; false: read it instead. */
  #adoptCached(file: string, cached: TrackedFile): boolean {
    // The head index is only a file in the store: what it offers passes the checks a read applies.
    const vetted = vetRecords(file, cached.kind, { records: asRecordList(cached.heads), problems: [] });
    if (vetted.problems.length > 0 || kindOfPath(file) !== cached.kind || cached.heads.some((head) => unsafeRecordName(head) !== undefined)) return false;
    // A record the search index does not hold from this version is indexed from its body after the refresh.
    this.#adopt(file, cached, []);
    return true;
  }

  /**
   * The body of `file` as tracked now (undefined: not tracked), from the kept bodies or read. When the
   * file read is not the version tracked (its fingerprint, or the heads it gives, differ), the file is
   * taken in again and `RecordFileChanged` thrown: the caller starts over.
   */
  async body(file: string): Promise<FileBody | undefined> {
    const tracked = this.#files.get(file);
    if (tracked === undefined) return undefined;
    const kept = this.#bodies.get(file, tracked.fingerprint);
    if (kept !== undefined) return kept;
    if (pathObstacle(this.#root, file, "any") !== undefined) {
      // A directory above became a link since the last scan: the next refresh scans everything.
      this.#watched = false;
      throw new RecordFileChanged(file);
    }
    const verified = await readVerifiedBody(this.#root, file, tracked);
    if ("body" in verified) {
      this.#bodies.set(file, verified.body);
      return verified.body;
    }
    await this.load(file, verified.print);
    throw new RecordFileChanged(file);
  }

  /** The record of that kind and id as its owning file holds it (see `body` for `RecordFileChanged`). */
  async record(kind: RecordKind, id: string): Promise<MemoryRecord | undefined> {
    const owner = this.#claims.owner(kind, id);
    if (owner === undefined) return undefined;
    const body = await this.body(owner);
    const record = body?.records.find((candidate) => candidate.kind === kind && candidate.id === id);
    if (record === undefined) throw new RecordFileChanged(owner);
    return record;
  }

  #adopt(file: string, tracked: TrackedFile, problems: StoreProblem[], records?: readonly MemoryRecord[], reindex = false): void {
    const previous = this.#files.get(file);
    if (previous === undefined && this.#byLowerPath !== undefined) addLower(this.#byLowerPath, file);
    this.#files.set(file, tracked);
    if (problems.length > 0) this.#readProblems.set(file, problems);
    else if (this.#readProblems.size > 0) this.#readProblems.delete(file);
    this.#claim(file, previous?.heads ?? [], tracked.heads, records, tracked, reindex);
  }

  /**
   * Moves `file`'s claims from `before` to `after`, loads what each id's owner holds, and restates
   * duplicates. `records`: the bodies of `after` when they were just read (to index their text, whatever
   * the index holds when `reindex`).
   */
  #claim(
    file: string,
    before: readonly RecordHead[],
    after: readonly RecordHead[],
    records?: readonly MemoryRecord[],
    tracked?: TrackedFile,
    reindex = false,
  ): void {
    // A new file with one record no other file claims (nearly every file on an open): it owns that record, and
    // only its own problems are restated. As `replace` would answer, without the answer's four objects a file.
    if (before.length === 0 && after.length === 1 && this.#claims.claimSole(file, after[0]!)) {
      this.#owned(after[0]!, file, file, records, tracked, reindex);
      this.#publish(file, true);
      return;
    }
    const { changes, files } = this.#claims.replace(file, before, after);
    for (const change of changes) {
      if (change.head === undefined) {
        if (this.#unindexed.size > 0) this.#unindexed.delete(recordKey(change.kind, change.id));
        this.#sink.remove(change.kind, change.id);
      }
      // The owner the claims now name (a change with a head has one).
      else this.#owned(change.head, change.owner ?? file, file, records, tracked, reindex);
    }
    for (const touched of files) this.#publish(touched);
  }

  /**
   * Loads the record `head` names as `owner` holds it into the search sink: from `records` when the owner is
   * `file`, just read (indexed again whatever the index holds when `reindex`), else from the owner's kept
   * body (none: the sink indexes it from its body later).
   */
  #owned(
    head: RecordHead,
    owner: string,
    file: string,
    records: readonly MemoryRecord[] | undefined,
    tracked: TrackedFile | undefined,
    reindex: boolean,
  ): void {
    if (this.#unindexed.size > 0) this.#unindexed.delete(recordKey(head.kind, head.id));
    const fingerprint = (owner === file && tracked !== undefined ? tracked : this.#files.get(owner))?.fingerprint ?? "";
    const held = owner === file ? records : this.#bodies.peek(owner, fingerprint)?.records;
    const record = held?.find((candidate) => candidate.kind === head.kind && candidate.id === head.id);
    if (!this.#sink.upsert(head, sourceDigest(owner, fingerprint), record, reindex && owner === file)) {
      this.#unindexed.set(recordKey(head.kind, head.id), { kind: head.kind, id: head.id });
    }
  }

  /**
   * Sets a file's problems: what reading it found, and each record in it that another file holds.
   * `sole`: the file just claimed its one record and no other file claims it (none to look up).
   */
  #publish(file: string, sole = false): void {
    const tracked = this.#files.get(file);
    if (tracked === undefined) return;
    const problems = [...(this.#readProblems.get(file) ?? [])];
    for (const record of sole ? [] : tracked.heads) {
      const owner = this.#claims.owner(record.kind, record.id);
      if (owner === undefined || owner === file) continue;
      problems.push(copyProblem("duplicate-id", file, owner, `${record.kind} ${JSON.stringify(record.id)} is also in ${owner}, the file it is read from`));
    }
    if (problems.length > 0 && tracked.heads.length === 0) this.#unreadable.add(file.toLowerCase());
    else if (this.#unreadable.size > 0) this.#unreadable.delete(file.toLowerCase());
    this.#problems.set(file, problems);
  }

  /** Drops a file that is gone, with its records and problems. */
  forget(file: string): void {
    const previous = this.#files.get(file);
    if (previous !== undefined) this.#changes++;
    if (this.#files.delete(file) && this.#byLowerPath !== undefined) {
      const lower = file.toLowerCase();
      const same = this.#byLowerPath.get(lower);
      same?.delete(file);
      if (same?.size === 0) this.#byLowerPath.delete(lower);
    }
    this.#readProblems.delete(file);
    this.#unreadable.delete(file.toLowerCase());
    this.#problems.set(file, []);
    this.#bodies.delete(file);
    if (previous !== undefined) this.#claim(file, previous.heads, []);
  }

  /**
   * Takes in what this store just wrote to `file`, so the next refresh does not read it back. A file
   * of one record (`written`, validated before it was rendered) is taken as that record; a day's file
   * is parsed from `text` for its layout.
   */
  async adoptWritten(file: string, text: string, written?: MemoryRecord): Promise<void> {
    this.#changes++;
    const kind = recordKindOf(file);
    const print = fingerprintSync(path.join(this.#root, file));
    if (kind === undefined || print === undefined) return this.forget(file);
    if (written !== undefined && kind !== "daily" && written.kind === kind) {
      this.#bodies.set(file, { fingerprint: print, records: [written] });
      return this.#adopt(file, { fingerprint: print, kind, heads: [headOf(written)] }, [], [written]);
    }
    const parsed = vetRecords(file, kind, parseRecordFile(kind, file, text));
    this.#bodies.set(file, { fingerprint: print, records: parsed.records, ...(parsed.document ? { document: parsed.document } : {}) });
    this.#adopt(file, { fingerprint: print, kind, heads: parsed.records.map(headOf) }, parsed.problems, parsed.records);
  }

  pathOf(kind: RecordKind, id: string): string | undefined {
    return this.#claims.owner(kind, id);
  }

  tracked(file: string): TrackedFile | undefined {
    return this.#files.get(file);
  }

  /** Whether a record other than (kind, id) holds `file`, or the file is unreadable (or not a file) and awaits repair. */
  isTaken(file: string, kind: RecordKind, id: string): boolean {
    const lower = file.toLowerCase();
    if (this.#unreadable.has(lower)) return true;
    if (this.#byLowerPath === undefined) {
      // Built when a writer first asks (an open need not pay for it), then kept up to date.
      this.#byLowerPath = new Map();
      for (const known of this.#files.keys()) addLower(this.#byLowerPath, known);
    }
    for (const known of this.#byLowerPath.get(lower) ?? []) {
      const tracked = this.#files.get(known);
      if (tracked?.heads.some((record) => record.kind !== kind || record.id !== id)) return true;
    }
    return false;
  }

  /** Whether `file` is there but none of it could be read (or it is not a file), so no write may replace it. */
  isUnreadable(file: string): boolean {
    return this.#unreadable.has(file.toLowerCase());
  }

  /** How many files were read, written or dropped so far (a counter: compare two readings). */
  get changes(): number {
    return this.#changes;
  }

  get fileCount(): number {
    return this.#files.size;
  }

  /** The time from which every tracked fingerprint holds (see `#printsTakenAt`); undefined before the first refresh. */
  get printsTakenAt(): number | undefined {
    return this.#printsTakenAt;
  }

  entries(): IterableIterator<[string, TrackedFile]> {
    return this.#files.entries();
  }
}

function addLower(byLower: Map<string, Set<string>>, file: string): void {
  const lower = file.toLowerCase();
  const same = byLower.get(lower);
  if (same === undefined) byLower.set(lower, new Set([file]));
  else same.add(file);
}
