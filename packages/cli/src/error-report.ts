import { isEngramError, type EngramErrorCode } from "@engram/core";
import { CommandFailure, exitCodes, UsageError } from "./cli-errors.js";

/** What to do about each EngramError code, printed under the error's own message. */
const hints: Record<EngramErrorCode, string> = {
  STORE_UNAVAILABLE: "The store could not be reached or locked: check that Redis is running at that address, or that no other process holds the store, then retry.",
  STORE_CORRUPT: "Part of the store could not be read: fix or remove the file or row named above, or restore it from an export.",
  STORE_CLOSED: "The store was closed while the command ran; run the command again.",
  INVALID_KEY: "Keys and ids may not be empty, contain / \\ or control characters, or end with a dot or space.",
  INVALID_RECORD: "The record does not fit Engram's schema; fix the field named above.",
  INVALID_OPTIONS: "Check the options named above (engram <command> --help lists them).",
  INVALID_MESSAGE: "A session message does not fit Engram's message schema; fix the field named above.",
  SCOPE_MISMATCH: "A session keeps the scope of its first event; import or append it under that scope.",
  IMPORT_FAILED: "Import reads what `engram memory export` writes (engram-export JSONL, version 1).",
  CONTEXT_TOO_SMALL: "Raise the context window.",
  CONTEXT_RETRIES_EXHAUSTED: "The model rejected every smaller prompt; raise its context window.",
  FLUSH_FAILED: "Saving memories before a trim failed; fix the cause above and retry.",
  INVALID_SCOPE: "Scope values may not contain control characters or lone surrogates, nor be over-long; fix the scope key named above.",
  WRITE_CONFLICT: "Other writers kept changing the same record; run the command again.",
};

export interface ErrorReport {
  readonly exitCode: number;
  readonly text: string;
}

/** Every failure becomes "engram: <what went wrong>" plus what to do, and its exit code. */
export function reportError(error: unknown): ErrorReport {
  if (error instanceof UsageError) {
    const help = error.helpFor === undefined ? "" : `\nRun "engram ${error.helpFor ? `${error.helpFor} ` : ""}--help" for usage.`;
    return { exitCode: error.exitCode, text: `engram: ${error.message}${help}\n` };
  }
  if (error instanceof CommandFailure) return { exitCode: error.exitCode, text: `engram: ${error.message}\n` };
  if (isEngramError(error)) {
    return { exitCode: exitCodes.failure, text: `engram: ${error.message} [${error.code}]\n${hints[error.code]}\n` };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: exitCodes.failure, text: `engram: unexpected error: ${message}\nThis is a bug in engram if the message does not say what to fix; please report it.\n` };
}
