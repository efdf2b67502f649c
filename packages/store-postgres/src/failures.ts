import { EngramError } from "@engram/core";

/**
 * What a failed call means for the store:
 * - "transient": the transaction did not commit (rolled back, or never started) and trying again may
 *   work: a lost or refused connection, a server shutting down or starting, too many connections, a
 *   serialization failure or deadlock (SQLSTATE 40001, 40P01);
 * - "unavailable": the server answered, but no retry will help until someone acts (disk full, no
 *   privilege, a read-only standby, a statement timeout, a missing database);
 * - "other": anything else, a bug, passed on as it is.
 */
export type FailureKind = "transient" | "unavailable" | "other";

const transientStates = new Set(["40001", "40P01", "57P01", "57P02", "57P03", "53300", "55P03"]);
const unavailableStates = new Set(["53100", "53200", "42501", "25006", "57014", "3D000", "28000", "28P01", "58030"]);
const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN", "ECONNABORTED", "ENETUNREACH", "EAI_AGAIN"]);
/** What node-postgres and pg-pool say when a connection broke or none could be had; they carry no SQLSTATE. */
const connectionMessages = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client was closed and is not queryable/,
];

/** The SQLSTATE of a server error, when it has one. */
export function sqlState(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Whether the connection that raised `error` can no longer be used (it must be discarded, not pooled). */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const state = sqlState(error);
  if (state !== undefined) return state.startsWith("08") || state === "57P01" || state === "57P02" || state === "57P03";
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== undefined && connectionCodes.has(code)) return true;
  return connectionMessages.some((pattern) => pattern.test(error.message));
}

export function classifyFailure(error: unknown): FailureKind {
  if (isConnectionFailure(error)) return "transient";
  const state = sqlState(error);
  if (state === undefined) return "other";
  if (transientStates.has(state)) return "transient";
  if (unavailableStates.has(state) || state.startsWith("53")) return "unavailable";
  return "other";
}

/** STORE_UNAVAILABLE for a failure no retry helped (or none could), naming the operation and the fix. */
export function unavailable(what: string, error: unknown, attempts: number): EngramError {
  const state = sqlState(error);
  const reason = error instanceof Error ? error.message : String(error);
  const advice =
    state === "57014"
      ? "it ran longer than the statement timeout (raise statementTimeoutMs, or look for what blocks it)"
      : state === "42501"
        ? "the database role lacks a privilege the store needs (it must own the store's schema)"
        : state === "25006"
          ? "the connection reached a read-only server (a standby): connect to the primary"
          : state === "53100"
            ? "the server's disk is full"
            : "check that the server is up and reachable, then call again";
  return new EngramError(
    "STORE_UNAVAILABLE",
    `PostgreSQL did not complete ${what} after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${reason}; ${advice}.`,
    {
      cause: error,
      details: { operation: what, attempts, ...(state === undefined ? {} : { sqlState: state }) },
    },
  );
}
