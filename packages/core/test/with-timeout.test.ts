import { afterEach, describe, expect, it, vi } from "vitest";
import { TimeoutError, withTimeout } from "../src/util/with-timeout.js";

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the answer and clears its timer as soon as the work settles", async () => {
    vi.useFakeTimers();
    const seen: AbortSignal[] = [];
    const answer = await withTimeout(
      async (signal) => {
        seen.push(signal);
        return "done";
      },
      1_000,
      "The model",
    );
    expect(answer).toBe("done");
    expect(vi.getTimerCount()).toBe(0);
    expect(seen[0]!.aborted).toBe(false);
    await expect(withTimeout(() => Promise.reject(new Error("boom")), 1_000, "The model")).rejects.toThrow("boom");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with a TimeoutError when the time runs out, aborting the signal; the work's late failure is moot", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const pending = withTimeout(
      (given) =>
        new Promise<string>((_, reject) => {
          signal = given;
          given.addEventListener("abort", () => reject(new Error("aborted")));
        }),
      50,
      "The model",
    );
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe("The model gave no answer within 50 ms");
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBe(error);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("turns a synchronous throw into a rejection", async () => {
    await expect(
      withTimeout(
        () => {
          throw new Error("not even started");
        },
        1_000,
        "The model",
      ),
    ).rejects.toThrow("not even started");
  });
});
