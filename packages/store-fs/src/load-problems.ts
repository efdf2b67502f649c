import { EngramError } from "@engram/core";

/** What was wrong with a file the store skipped while loading. */
export type ProblemReason =
  | "truncated-line"
  | "invalid-line"
  | "invalid-yaml"
  | "invalid-record"
  | "missing-metadata"
  | "duplicate-id"
  /** A copy a sync tool made beside a file (`x (conflicted copy …).md`, `x.sync-conflict-….jsonl`, `x 2.md`, `x (1).md`). */
  | "conflicted-copy"
  /** A summary, checkpoint or session file whose name is not that of the id it holds. */
  | "misnamed-file"
  /** A record whose id or key could not name a file (`..`, a separator, NUL, ...). */
  | "unsafe-name"
  /** A symbolic link where the store expects a file or directory of its own. */
  | "linked"
  /** A directory (or device, pipe, socket) where a file is expected. */
  | "not-a-file"
  /** A file where a directory is expected. */
  | "not-a-directory"
  /** Over the size limit for its kind of file (or of line). */
  | "too-large"
  /** JSON nested deeper than the store walks. */
  | "too-deep"
  /** Bytes that are not UTF-8. */
  | "invalid-encoding";

/** A part of a file the store could not read and skipped; everything else still loads. */
export interface StoreProblem {
  readonly code: "STORE_CORRUPT";
  readonly reason: ProblemReason;
  /** Relative to the store root, with "/" separators. */
  readonly path: string;
  /** 1-based line where the problem starts, when it has one. */
  readonly line?: number;
  /** Duplicates and conflicted copies: the file that is read for the record (or session) instead. */
  readonly copyOf?: string;
  readonly message: string;
}

const defaultAdvice = "It was skipped; fix the file by hand or call repair() to quarantine it.";

export function storeProblem(
  reason: ProblemReason,
  path: string,
  line: number | undefined,
  what: string,
  options: { readonly copyOf?: string; readonly advice?: string } = {},
): StoreProblem {
  const where = line === undefined ? path : `${path}:${line}`;
  return {
    code: "STORE_CORRUPT",
    reason,
    path,
    ...(line === undefined ? {} : { line }),
    ...(options.copyOf === undefined ? {} : { copyOf: options.copyOf }),
    message: `${where}: ${what}. ${options.advice ?? defaultAdvice}`,
  };
}

/** A second file for a record or session that `canonical` holds: never read in its place, never merged. */
export function copyProblem(reason: "conflicted-copy" | "duplicate-id", path: string, canonical: string, what: string): StoreProblem {
  return storeProblem(reason, path, undefined, what, {
    copyOf: canonical,
    advice: `It is not read: merge what it adds into ${canonical} by hand or delete it (repair() moves it to quarantine).`,
  });
}

/** The problem as a throwable STORE_CORRUPT error, for callers that prefer errors. */
export function problemError(problem: StoreProblem): EngramError {
  return new EngramError("STORE_CORRUPT", problem.message, {
    details: { path: problem.path, line: problem.line, reason: problem.reason, ...(problem.copyOf === undefined ? {} : { copyOf: problem.copyOf }) },
  });
}

/** The current problems per file: replaced whenever a file is read again, dropped when it is removed. */
export class ProblemLog {
  readonly #byFile = new Map<string, StoreProblem[]>();
  readonly #onProblem: ((problem: StoreProblem) => void) | undefined;

  constructor(onProblem?: (problem: StoreProblem) => void) {
    this.#onProblem = onProblem;
  }

  /** Sets a file's problems, announcing those not already known for it. */
  set(file: string, problems: readonly StoreProblem[]): void {
    // The common case on an open: a file without problems that had none.
    if (problems.length === 0 && !this.#byFile.has(file)) return;
    const before = new Set((this.#byFile.get(file) ?? []).map((problem) => problem.message));
    if (problems.length === 0) this.#byFile.delete(file);
    else this.#byFile.set(file, [...problems]);
    for (const problem of problems) if (!before.has(problem.message)) this.#onProblem?.(problem);
  }

  add(file: string, problem: StoreProblem): void {
    this.set(file, [...(this.#byFile.get(file) ?? []), problem]);
  }

  forFile(file: string): readonly StoreProblem[] {
    return this.#byFile.get(file) ?? [];
  }

  all(): StoreProblem[] {
    return [...this.#byFile.keys()].sort().flatMap((file) => this.#byFile.get(file) ?? []);
  }
}
