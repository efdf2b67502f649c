import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MemoryRecord, RecordKind } from "@engram/core";
import { parseDailyFile, type DailyDocument } from "./daily-file.js";
import { parseMarkdownRecord } from "./entry-file.js";
import { fingerprint, fingerprintAll, listFiles } from "./file-scan.js";
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
 * Keeps the record files and the engine in step: `refresh` stats every record file and re-reads
 * only those whose fingerprint changed (a hand edit, another process's write), so each read sees
 * the files as they are now for the cost of a directory listing and a stat per file.
 */
export class RecordFiles {
  readonly #root: string;
  readonly #problems: ProblemLog;
  readonly #sink: RecordSink;
  readonly #files = new Map<string, TrackedFile>();
  /** Which file holds each record; the first file (in path order) to claim an id wins. */
  readonly #owners = new Map<string, string>();
  /** Unreadable files, by lowercased path, so no write replaces them before repair(). */
  readonly #unreadable = new Set<string>();

  constructor(root: string, problems: ProblemLog, sink: RecordSink) {
    this.#root = root;
    this.#problems = problems;
    this.#sink = sink;
  }

  async listRecordFiles(): Promise<string[]> {
    const directories = [...new Set(Object.values(kindDirectories))];
    const listed = await Promise.all(directories.map((directory) => listFiles(this.#root, directory)));
    const rootIndex = (await fingerprint(path.join(this.#root, layout.globalIndex))) === undefined ? [] : [layout.globalIndex];
    return [...rootIndex, ...listed.flat()].filter((file) => kindOfPath(file) !== undefined).sort();
  }

  /** Brings the engine up to date with the files; `cache` offers already-parsed files by fingerprint. */
  async refresh(cache?: ReadonlyMap<string, TrackedFile>): Promise<void> {
    const prints = await fingerprintAll(this.#root, await this.listRecordFiles());
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
    this.#files.delete(file);
    this.#unreadable.delete(file.toLowerCase());
    this.#problems.set(file, []);
  }

  /** Takes in what this store just wrote to `file`, so the next refresh does not read it back. */
  async adoptWritten(file: string, text: string): Promise<void> {
    const kind = kindOfPath(file);
    const print = await fingerprint(path.join(this.#root, file));
    if (kind === undefined || print === undefined) return this.forget(file);
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
    for (const [known, tracked] of this.#files) {
      if (known.toLowerCase() !== lower) continue;
      if (tracked.records.some((record) => record.kind !== kind || record.id !== id)) return true;
    }
    return false;
  }

  entries(): IterableIterator<[string, TrackedFile]> {
    return this.#files.entries();
  }
}
