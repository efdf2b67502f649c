import { EngramError } from "@engram/core";

/** What was wrong with a file the store skipped while loading. */
export type ProblemReason =
  | "truncated-line"
  | "invalid-line"
  | "invalid-yaml"
  | "invalid-record"
  | "missing-metadata"
  | "duplicate-id";

/** A part of a file the store could not read and skipped; everything else still loads. */
export interface StoreProblem {
  readonly code: "STORE_CORRUPT";
  readonly reason: ProblemReason;
  /** Relative to the store root, with "/" separators. */
  readonly path: string;
  /** 1-based line where the problem starts, when it has one. */
  readonly line?: number;
  readonly message: string;
}

export function storeProblem(reason: ProblemReason, path: string, line: number | undefined, what: string): StoreProblem {
  const where = line === undefined ? path : `${path}:${line}`;
  return {
    code: "STORE_CORRUPT",
    reason,
    path,
    ...(line === undefined ? {} : { line }),
    message: `${where}: ${what}. It was skipped; fix the file by hand or call repair() to quarantine it.`,
  };
}

/** The problem as a throwable STORE_CORRUPT error, for callers that prefer errors. */
export function problemError(problem: StoreProblem): EngramError {
  return new EngramError("STORE_CORRUPT", problem.message, {
    details: { path: problem.path, line: problem.line, reason: problem.reason },
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
