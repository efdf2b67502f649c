import { setTimeout as delay } from "node:timers/promises";
import { EngramError } from "@engram/core/store";

/** SQLITE_BUSY / SQLITE_LOCKED and their extended codes: another connection holds the lock. */
export function isBusyError(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

export interface RetryOptions {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** The first back-off; doubled each time with jitter, capped at 1 s. */
  readonly baseDelayMs: number;
  /** Called before each attempt; throws to stop (the store closed meanwhile). */
  readonly beforeAttempt?: () => void;
}

/**
 * Runs `work`, retrying with exponential back-off while SQLite reports the database busy (the busy
 * timeout already waited inside each attempt). After the last attempt: STORE_UNAVAILABLE, never a
 * raw "database is locked".
 */
export async function retryBusy<T>(work: () => T, options: RetryOptions): Promise<T> {
  let wait = options.baseDelayMs;
  for (let attempt = 1; ; attempt++) {
    options.beforeAttempt?.();
    try {
      return work();
    } catch (error) {
      if (!isBusyError(error)) throw error;
      if (attempt >= options.attempts) {
        throw new EngramError(
          "STORE_UNAVAILABLE",
          `The SQLite file stayed locked by another connection through ${attempts(options.attempts)}; try again later or raise busyTimeoutMs.`,
          { cause: error },
        );
      }
    }
    await delay(wait * (0.5 + Math.random()));
    wait = Math.min(wait * 2, 1000);
  }
}

function attempts(count: number): string {
  return count === 1 ? "1 attempt" : `${count} attempts`;
}
