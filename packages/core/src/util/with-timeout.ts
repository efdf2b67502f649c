/** What `withTimeout` rejects with when the time ran out. */
export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
}

/**
 * `run(signal)`, or a `TimeoutError` after `timeoutMs`, whichever comes first; the signal is aborted
 * when the time runs out, so work that honours it stops. The timer never keeps the process alive and
 * is cleared as soon as `run` settles.
 */
export async function withTimeout<T>(run: (signal: AbortSignal) => PromiseLike<T>, timeoutMs: number, what: string): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(`${what} gave no answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
    timer.unref?.();
  });
  // A synchronous throw becomes a rejection like any other.
  const work = Promise.resolve().then(() => run(controller.signal));
  // The caller has its answer (the timeout) by the time a late failure arrives: that one is moot.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
