/** Bounded retries of calls that failed for a transient reason (a lost connection, a deadlock). */
export interface RetryOptions {
  /** Attempts after the first. Default 8. */
  retries?: number;
  /** The first backoff delay; each next one doubles. Default 50 ms. */
  minDelayMs?: number;
  /** The longest backoff delay. Default 2,000 ms (with the defaults, about 7 s in all before STORE_UNAVAILABLE). */
  maxDelayMs?: number;
}

export type ResolvedRetry = Required<RetryOptions>;

export function resolveRetry(options: RetryOptions | undefined): ResolvedRetry {
  return { retries: 8, minDelayMs: 50, maxDelayMs: 2_000, ...options };
}

/**
 * The wait before attempt `attempt + 1`: doubling from minDelayMs up to maxDelayMs, with jitter (a half
 * to the whole of it), so writers that deadlocked on each other do not meet again in step.
 */
export function backoffDelay(retry: ResolvedRetry, attempt: number, random: () => number = Math.random): number {
  const full = Math.min(retry.maxDelayMs, retry.minDelayMs * 2 ** attempt);
  return full / 2 + (full / 2) * random();
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
