import { type EngramErrorCode, isEngramError } from "@engram/core/store";
import { CommandFailure, exitCodes, UsageError } from "./cli-errors.js";

/** What to do about each EngramError code, printed under the error's own message. */
const hints: Record<EngramErrorCode, string> = {
  STORE_UNAVAILABLE:
    "The store could not be reached, opened or written: check that Redis is running at that address, that no other process holds the store, and the disk and permissions named above, then retry.",
  STORE_CORRUPT:
    "Part of the store could not be read: restore it from a backup or an export, repair or remove the file or row named above, or point --store at another store.",
  STORE_CLOSED: "The store was closed while the command ran; run the command again.",
  UNSUPPORTED_STORE: "The store package was made for another @engram/core: install the store and engram releases made together.",
  INVALID_KEY: "Keys and ids may not be empty, contain / \\ or control characters, or end with a dot or space.",
  INVALID_RECORD: "The record does not fit Engram's schema; fix the field named above.",
  INVALID_OPTIONS: "Check the options named above (engram <command> --help lists them).",
  INVALID_MESSAGE: "A session message does not fit Engram's message schema; fix the field named above.",
  SCOPE_MISMATCH: "A session keeps the scope of its first event; import or append it under that scope.",
  IMPORT_FAILED: "Import reads what `engram memory export` writes (engram-export JSONL, version 1).",
  CONTEXT_TOO_SMALL: "Raise the context window.",
  CONTEXT_RETRIES_EXHAUSTED: "The model rejected every smaller prompt; raise its context window.",
  FLUSH_FAILED: "Saving memories before a trim failed; fix the cause above and retry.",
  INVALID_SCOPE: 'Scope values are 1 to 200 characters with no control or format characters; write "%", "," and "=" in --scope as %25, %2C and %3D.',
  WRITE_CONFLICT: "Another writer kept changing the same record; run the command again.",
  CHANGED_SINCE_PLAN: "The memory changed after the consolidation was previewed; preview it again, then apply the new plan.",
  UNDO_REFUSED: "What the undo would restore has changed since (or was purged); leave it, or change the record named above by hand.",
  NOT_FORGOTTEN: "That entry is no longer forgotten (the forget was undone); forget it again with purge.",
  UNSUPPORTED_RUNTIME: "Run engram on Node.js 22.13 or newer (node --version shows which one runs).",
};

const bugHint = "This is a bug in engram: please report it with the command you ran.";

export interface ErrorReport {
  readonly exitCode: number;
  readonly text: string;
}

/** What went wrong, as printed: the code for scripts, the message and the hint for people. */
interface Failure {
  readonly exitCode: number;
  readonly code: string;
  readonly message: string;
  readonly hint?: string;
}

/** A Node system error (ENOSPC, EACCES, ENOENT, ...): the machine refused, not a bug in engram. */
function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string" && typeof (error as NodeJS.ErrnoException).syscall === "string";
}

function failureOf(error: unknown): Failure {
  if (error instanceof UsageError) {
    const help = error.helpFor === undefined ? undefined : `Run "engram ${error.helpFor ? `${error.helpFor} ` : ""}--help" for usage.`;
    return { exitCode: error.exitCode, code: "USAGE", message: error.message, ...(help === undefined ? {} : { hint: help }) };
  }
  if (error instanceof CommandFailure) return { exitCode: error.exitCode, code: "FAILED", message: error.message };
  if (isEngramError(error)) return { exitCode: exitCodes.failure, code: error.code, message: error.message, hint: hints[error.code] };
  if (isSystemError(error)) {
    return {
      exitCode: exitCodes.failure,
      code: error.code,
      message: error.message,
      hint: "The operating system refused: check the path, its permissions and the free disk space.",
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: exitCodes.failure, code: "UNEXPECTED", message: `unexpected error: ${message}`, hint: bugHint };
}

/**
 * Every failure becomes one report on stderr and its exit code. For people: "engram: <message>" for
 * what was typed wrong (usage) or could not be done, "engram: <CODE>: <message>" plus what to do for
 * Engram's typed errors, "engram: <message>" plus what to check for the system's ("ENOSPC: ..."):
 * neither is called a bug. Only an error nobody expected gets the bug wording. With `json`: one line
 * `{"error":{"code","message","hint"?}}` for scripts.
 */
export function reportError(error: unknown, options: { json?: boolean } = {}): ErrorReport {
  const failure = failureOf(error);
  if (options.json) {
    const body = { code: failure.code, message: failure.message, ...(failure.hint === undefined ? {} : { hint: failure.hint }) };
    return { exitCode: failure.exitCode, text: `${JSON.stringify({ error: body })}\n` };
  }
  // A system error's message starts with its code already ("ENOSPC: no space left on device, write").
  const head = isEngramError(error) ? `engram: ${failure.code}: ${failure.message}` : `engram: ${failure.message}`;
  return { exitCode: failure.exitCode, text: failure.hint === undefined ? `${head}\n` : `${head}\n${failure.hint}\n` };
}
