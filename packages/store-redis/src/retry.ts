import { EngramError } from "@engram/core";
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ErrorReply,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
} from "redis";

export interface RetryOptions {
  /** Attempts after the first one fails for want of a connection. Default 5. */
  retries?: number;
  /** First backoff delay; each next one doubles. Default 50 ms. */
  minDelayMs?: number;
  /** Cap on one backoff delay. Default 800 ms. */
  maxDelayMs?: number;
}

export type ResolvedRetry = Required<RetryOptions>;

export function resolveRetry(options: RetryOptions | undefined): ResolvedRetry {
  return { retries: 5, minDelayMs: 50, maxDelayMs: 800, ...options };
}

export function backoffDelay(retry: ResolvedRetry, attempt: number): number {
  return Math.min(retry.maxDelayMs, retry.minDelayMs * 2 ** attempt);
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
/** Replies a busy or starting server gives before running anything. */
const transientReplies = /^(LOADING|BUSY|TRYAGAIN|CLUSTERDOWN|MASTERDOWN)\b/;

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof ErrorReply) return transientReplies.test(error.message) ? "not-sent" : "other";
  if (!(error instanceof Error)) return "other";
  if (error instanceof ClientOfflineError || error instanceof ClientClosedError || error instanceof ConnectionTimeoutError) {
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
