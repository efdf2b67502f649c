import { describe, expect, it } from "vitest";
import { backoffDelay, resolveRetry } from "../src/entries/store-kit.js";

const defaults = { retries: 5, minDelayMs: 50, maxDelayMs: 800 };

describe("a store's retry policy", () => {
  it("takes the store's defaults and what the caller set over them", () => {
    expect(resolveRetry(undefined, defaults)).toEqual({ retries: 5, minDelayMs: 50, maxDelayMs: 800 });
    expect(resolveRetry({ retries: 0 }, defaults)).toEqual({ retries: 0, minDelayMs: 50, maxDelayMs: 800 });
    expect(resolveRetry({ minDelayMs: 1, maxDelayMs: 1 }, defaults)).toEqual({ retries: 5, minDelayMs: 1, maxDelayMs: 1 });
  });

  it("doubles the delay from the first up to the longest, and jitters it between half and all of it when asked", () => {
    const retry = resolveRetry(undefined, defaults);
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(retry, attempt))).toEqual([50, 100, 200, 400, 800, 800, 800]);
    expect([0, 0.5, 1].map((draw) => backoffDelay(retry, 2, () => draw))).toEqual([100, 150, 200]);
  });

  it("refuses counts and delays that are not whole numbers of 0 or more, and a first delay past the longest, naming the option", () => {
    const refused = (options: object) => {
      try {
        resolveRetry(options, defaults);
      } catch (error) {
        return [(error as { code?: string }).code, (error as Error).message];
      }
      return undefined;
    };
    expect(refused({ retries: -1 })).toEqual(["INVALID_OPTIONS", "retry.retries must be a whole number of 0 or more, not -1."]);
    expect(refused({ retries: 1.5 })).toEqual(["INVALID_OPTIONS", "retry.retries must be a whole number of 0 or more, not 1.5."]);
    expect(refused({ minDelayMs: Number.NaN })).toEqual(["INVALID_OPTIONS", "retry.minDelayMs must be a whole number of 0 or more, not null."]);
    expect(refused({ maxDelayMs: "800" })).toEqual(["INVALID_OPTIONS", 'retry.maxDelayMs must be a whole number of 0 or more, not "800".']);
    expect(refused({ minDelayMs: 900 })).toEqual([
      "INVALID_OPTIONS",
      "retry.minDelayMs (900) is longer than retry.maxDelayMs (800): lower the first or raise the second.",
    ]);
  });
});
