import { EngramError } from "@engram/core";
import { backoffDelay, type ResolvedRetry, type RetryOptions, resolveRetry as resolveWith } from "@engram/core/store-kit";
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ErrorReply,
  MaxCommandRedirectionsError,
  RootNodesUnavailableError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
} from "redis";

export type { RetryOptions } from "@engram/core/store-kit";

/** The store's retries: 5 after the first, 50 ms doubling up to 800 ms. */
export function resolveRetry(options: RetryOptions | undefined): ResolvedRetry {
  return resolveWith(options, { retries: 5, minDelayMs: 50, maxDelayMs: 800 });
}

/** How a failed command relates to the connection. */
export type FailureKind =
  /** The command never reached the server: always safe to try again. */
  | "not-sent"
  /** The connection broke while the command was in flight: it may or may not have run. */
  | "in-flight"
  /** The server answered; retrying would not help. */
  | "other";

const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN"]);
/**
 * Replies a server gives before running anything: busy or starting, a cluster between states (a
 * failover, a slot on the move: CLUSTERDOWN, TRYAGAIN, MOVED and ASK past the client's redirections),
 * a demoted primary (READONLY), too few replicas for `min-replicas-to-write` (NOREPLICAS).
 */
const transientReplies = /^(LOADING|BUSY|TRYAGAIN|CLUSTERDOWN|MASTERDOWN|MOVED|ASK|READONLY|NOREPLICAS)\b/;

/** No master serves the key's slot in the client's slot map (a cluster mid-failover): nothing was sent. */
export class SlotUnservedError extends Error {
  constructor(readonly slot: number) {
    super(`No master serves slot ${slot} in the cluster's slot map right now.`);
    this.name = "SlotUnservedError";
  }
}

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof ErrorReply) return transientReplies.test(error.message) ? "not-sent" : "other";
  if (!(error instanceof Error)) return "other";
  if (
    error instanceof ClientOfflineError ||
    error instanceof ClientClosedError ||
    error instanceof ConnectionTimeoutError ||
    error instanceof SlotUnservedError ||
    error instanceof MaxCommandRedirectionsError ||
    error instanceof RootNodesUnavailableError
  ) {
    return "not-sent";
  }
  if (error instanceof SocketClosedUnexpectedlyError || error instanceof SocketTimeoutError || error instanceof DisconnectsClientError) {
    return "in-flight";
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== undefined && connectionCodes.has(code)) return "in-flight";
  return "other";
}

export interface RetryContext {
  retry: ResolvedRetry;
  /** Resolves when the connection is ready again, or after `ms`, whichever comes first. */
  waitForReady(ms: number): Promise<void>;
  /** Throws STORE_CLOSED once the store is closed. */
  assertOpen(): void;
}

/**
 * Runs `operation`, retrying with backoff while Redis is unreachable, then throws STORE_UNAVAILABLE.
 * A command whose connection broke in flight is retried only when `idempotent`: an append run twice
 * would add its events twice.
 */
export async function withRetry<T>(context: RetryContext, what: string, idempotent: boolean, operation: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    context.assertOpen();
    try {
      return await operation();
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure === "other") throw error;
      const retryable = failure === "not-sent" || idempotent;
      if (!retryable || attempt >= context.retry.retries) {
        context.assertOpen();
        throw new EngramError(
          "STORE_UNAVAILABLE",
          retryable
            ? `Redis did not answer ${what} after ${attempt + 1} attempts; check that the server is up and reachable, then call again.`
            : `The connection to Redis broke during ${what}; it may or may not have been applied. Check with a read before repeating it.`,
          { cause: error, details: { operation: what, attempts: attempt + 1 } },
        );
      }
      await context.waitForReady(backoffDelay(context.retry, attempt));
    }
  }
}
