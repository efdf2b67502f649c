import { EngramError } from "../errors.js";

/** Bounded retries of a store's calls that failed for a transient reason (a lost connection, a restart, a deadlock). */
export interface RetryOptions {
  /** Attempts after the first. */
  retries?: number;
  /** The first backoff delay in ms; each next one doubles. */
  minDelayMs?: number;
  /** The longest backoff delay in ms. */
  maxDelayMs?: number;
}

export type ResolvedRetry = Required<RetryOptions>;

const whole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/**
 * The store's `defaults` with what the caller set, checked: whole numbers of attempts and of ms, the
 * first delay no longer than the longest (INVALID_OPTIONS naming the option otherwise).
 */
export function resolveRetry(options: RetryOptions | undefined, defaults: ResolvedRetry): ResolvedRetry {
  const retry = { ...defaults, ...options };
  for (const key of ["retries", "minDelayMs", "maxDelayMs"] as const) {
    if (!whole(retry[key])) {
      throw new EngramError("INVALID_OPTIONS", `retry.${key} must be a whole number of 0 or more, not ${JSON.stringify(retry[key])}.`);
    }
  }
  if (retry.minDelayMs > retry.maxDelayMs) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `retry.minDelayMs (${retry.minDelayMs}) is longer than retry.maxDelayMs (${retry.maxDelayMs}): lower the first or raise the second.`,
    );
  }
  return retry;
}

/**
 * The wait before attempt `attempt + 1` (0 for the first retry): doubling from `minDelayMs` up to
 * `maxDelayMs`. With `random`, a jittered half to the whole of it, so writers that failed together (a
 * deadlock, a restart) do not all come back in step.
 */
export function backoffDelay(retry: ResolvedRetry, attempt: number, random?: () => number): number {
  const full = Math.min(retry.maxDelayMs, retry.minDelayMs * 2 ** attempt);
  return random === undefined ? full : full / 2 + (full / 2) * random();
}
