import { type ResolvedRetry, type RetryOptions, resolveRetry as resolveWith } from "@engram/core/store-kit";

export type { RetryOptions } from "@engram/core/store-kit";

/** The store's retries: 8 after the first, 50 ms doubling up to 2 s (about 7 s in all before STORE_UNAVAILABLE). */
export function resolveRetry(options: RetryOptions | undefined): ResolvedRetry {
  return resolveWith(options, { retries: 8, minDelayMs: 50, maxDelayMs: 2_000 });
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
