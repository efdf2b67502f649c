import type { MemoryStore } from "@engram/core";
import type { StoreProblem } from "./load-problems.js";
import type { RepairReport } from "./repair.js";

export interface FsStoreOptions {
  /** The directory that holds the store; created when missing. */
  readonly root: string;
  /** Called once for each unreadable part of a file, when it is first seen. */
  readonly onProblem?: (problem: StoreProblem) => void;
  /** How long a write waits for another process's store lock (default 10 s). */
  readonly lockTimeoutMs?: number;
  /**
   * Watch the record directories for changes (default: true on Linux, where `fs.watch` is inotify and
   * reports a change before the next read). False: every read lists and stats every record file,
   * which also works where watches miss changes (network file systems) but costs O(files) per call.
   */
  readonly watch?: boolean;
}

/** A `MemoryStore` on plain files, plus what a person maintaining those files needs. */
export interface FsStore extends MemoryStore {
  readonly root: string;
  /** The unreadable parts of files, skipped while loading; current as of the last read. */
  problems(): StoreProblem[];
  /** Quarantines or rewrites what `problems()` names, and reports what it did. */
  repair(): Promise<RepairReport>;
}
