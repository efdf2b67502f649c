import path from "node:path";
import type { MemoryRecord, RecordKind } from "@engram/core/store";
import { fingerprintSync } from "./file-scan.js";
import { kindOfPath } from "./layout.js";
import { copyProblem, type ProblemLog, type StoreProblem } from "./load-problems.js";
import { pathObstacle } from "./path-guard.js";
import { readVerifiedBody, RecordBodies, type FileBody } from "./record-bodies.js";
import { parseRecordFile, readRecordFile, vetRecords } from "./record-file-read.js";
import { asRecordList, headOf } from "./record-head.js";
import type { IndexedFile } from "./record-head-file.js";
import { RecordOwners } from "./record-owners.js";
import { RecordFileChanged, type RecordSink } from "./record-sink.js";
import { recordKindOf } from "./record-scan.js";
import { unsafeRecordName } from "./safe-path.js";

/** What one record file held when it was last read: its records' heads (the bodies are read on demand). */
export type TrackedFile = IndexedFile;

/**
 * What the store knows of each record file, by path: its heads and fingerprint as last read, what
 * reading it found wrong, the oddities (links, directories) where files belong, and the unreadable files
 * no write may replace. Taking a file in or dropping it moves its records' claims (record-owners.ts) and
 * restates its problems; which files to look at, and when, is `RecordFiles`'s to decide.
 */
export class RecordFileTable {
  readonly #root: string;
  readonly #problems: ProblemLog;
  readonly #files = new Map<string, TrackedFile>();
  /** What reading each file found wrong with it (duplicates come from `#owners`). */
  readonly #readProblems = new Map<string, StoreProblem[]>();
  /** The files of `#files` by lowercased path (the paths that name one file where case does not count), once a writer asked. */
  #byLowerPath: Map<string, Set<string>> | undefined;
  /** Links, directories where files belong and the like, by path: reported, never read or written through. */
  readonly #oddities = new Map<string, StoreProblem>();
  /** Unreadable files, by lowercased path, so no write replaces them before repair(). */
  readonly #unreadable = new Set<string>();
  /** Files read, written or dropped since this was made: what `.index/records.json` may no longer match. */
  #changes = 0;
  /** The bodies of the files read lately. */
  readonly #bodies = new RecordBodies();
  /** Which file holds each record, and the search sink kept to what each owner holds. */
  readonly #owners: RecordOwners;
  /** Called when a body read found a directory above its file turned into a link (the next refresh scans everything). */
  readonly #lostTrack: () => void;

  constructor(root: string, problems: ProblemLog, sink: RecordSink, lostTrack: () => void) {
    this.#root = root;
    this.#problems = problems;
    this.#owners = new RecordOwners(sink, this.#bodies, (file) => this.#files.get(file));
    this.#lostTrack = lostTrack;
  }

  /** Reads the bodies of the records the search index lacks (a file taken from the head index whose record moved to it as owner). */
  indexPending(): Promise<void> {
    return this.#owners.indexPending((file) => this.body(file));
  }

  /** Replaces the oddities at and under `directory` ("" is everything) with `found`. */
  setOddities(directory: string, found: ReadonlyMap<string, StoreProblem>): void {
    for (const known of [...this.#oddities.keys()]) {
      if (directory === "" || known === directory || known.startsWith(`${directory}/`)) {
        if (!found.has(known)) this.setOddity(known, undefined);
      }
    }
    for (const [where, problem] of found) this.setOddity(where, problem);
  }

  /** Reports `problem` at `where` (something other than a record file where one belongs), or stops reporting it (undefined). */
  setOddity(where: string, problem: StoreProblem | undefined): void {
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

  /**
   * Reads `file` now (when its fingerprint is unknown or changed); `reindex`: its records' text is indexed
   * whatever the search index holds from a source of that fingerprint (a racy file, racy-files.ts).
   */
  async load(file: string, print: string | undefined, reindex = false): Promise<void> {
    this.#changes++;
    const read = await readRecordFile(this.#root, file);
    if (read.type === "missing") return this.forget(file);
    if (read.type === "oddity") return this.setOddity(file, read.problem);
    const { records, problems, document } = read.parsed;
    const fingerprint = print ?? "";
    this.#bodies.set(file, { fingerprint, records, ...(document ? { document } : {}) });
    this.#adopt(file, { fingerprint, kind: read.kind, heads: records.map(headOf) }, problems, records, reindex);
  }

  /** Takes a file from the head index when it passes the checks a read would apply; false: read it instead. */
  adoptCached(file: string, cached: TrackedFile): boolean {
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
      this.#lostTrack();
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
    const owner = this.#owners.owner(kind, id);
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
    this.#restate(file, this.#owners.claim(file, previous?.heads ?? [], tracked.heads, records, tracked, reindex));
  }

  /** Restates the problems of the files whose claims changed (`RecordOwners.claim`'s answer for `file`). */
  #restate(file: string, touched: "sole" | readonly string[]): void {
    if (touched === "sole") this.#publish(file, true);
    else for (const each of touched) this.#publish(each);
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
      const owner = this.#owners.owner(record.kind, record.id);
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
    if (previous !== undefined) this.#restate(file, this.#owners.claim(file, previous.heads, []));
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
    return this.#owners.owner(kind, id);
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

  /** The paths of the tracked files. */
  paths(): IterableIterator<string> {
    return this.#files.keys();
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
