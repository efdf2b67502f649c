import { describe, expect, it } from "vitest";
import { CalibratedEstimator, EngramError, TokenCounter, encodingForModel, tokenOverheads } from "./core-internals.js";
import { SessionBuilder } from "./fixtures.js";

describe("encodingForModel", () => {
  it("maps each OpenAI family to its public encoding and leaves the others to the estimator", () => {
    expect(encodingForModel("gpt-4o-mini")).toBe("o200k_base");
    expect(encodingForModel("openai/gpt-5")).toBe("o200k_base");
    expect(encodingForModel("o3-mini")).toBe("o200k_base");
    expect(encodingForModel("gpt-4-turbo")).toBe("cl100k_base");
    expect(encodingForModel("gpt-3.5-turbo")).toBe("cl100k_base");
    expect(encodingForModel("claude-sonnet-4-5")).toBeUndefined();
    expect(encodingForModel("gemini-2.5-pro")).toBeUndefined();
  });
});

describe("TokenCounter", () => {
  it("counts text with the model's tiktoken encoding", async () => {
    const counter = await TokenCounter.forModel("gpt-4o");
    expect(counter.info).toEqual({ kind: "tiktoken", encoding: "o200k_base" });
    expect(counter.countText("hello world")).toBe(2);
    // Special-token text is counted as plain text instead of throwing.
    expect(counter.countText("<|endoftext|>")).toBeGreaterThan(1);
  });

  it("adds per-message and per-tool-call overhead", async () => {
    const counter = await TokenCounter.forModel("gpt-4o");
    const s = new SessionBuilder();
    const user = s.user("hello world");
    const [call] = s.tool("read_file", { path: "a.ts" }, "x");
    expect(counter.countMessage(user)).toBe(2 + tokenOverheads.perMessage);
    const callText = counter.countText('read_file {"path":"a.ts"}');
    expect(counter.countMessage(call)).toBe(callText + tokenOverheads.perMessage + tokenOverheads.perToolCall);
  });

  it("measures each message once, also when an adapter hands over a fresh copy", async () => {
    const counter = await TokenCounter.forModel("gpt-4o");
    const s = new SessionBuilder();
    const user = s.user("count me once");
    const first = counter.countMessage(user);
    expect(counter.countMessage(user)).toBe(first);
    expect(counter.countMessage(structuredClone(user))).toBe(first);
    expect(counter.measuredCount).toBe(1);
    // Same id with different content is measured again rather than trusted.
    const edited = { ...user, parts: [{ type: "text" as const, text: "count me once more, please" }] };
    expect(counter.countMessage(edited)).toBeGreaterThan(first);
  });

  it("counts long runs without whitespace in slices, off the exact count by at most one token per slice", async () => {
    const counter = await TokenCounter.forModel("gpt-4o");
    const { Tiktoken } = await import("js-tiktoken/lite");
    const ranks = await import("js-tiktoken/ranks/o200k_base");
    const exact = new Tiktoken(ranks.default);
    for (const text of ["=".repeat(1000), "ab".repeat(700), `intro ${"x".repeat(600)} outro`]) {
      const precise = exact.encode(text, [], []).length;
      const counted = counter.countText(text);
      expect(Math.abs(counted - precise)).toBeLessThanOrEqual(Math.ceil(text.length / 128) + 1);
    }
    expect(counter.countText("plain words only")).toBe(exact.encode("plain words only").length);
  });

  it("estimates models without a public tokenizer from chars, at the conservative ratio first", async () => {
    const counter = await TokenCounter.forModel("claude-sonnet-4-5");
    expect(counter.info).toEqual({ kind: "estimate", charsPerToken: 3 });
    expect(counter.countText("x".repeat(300))).toBe(100);
  });
});

describe("CalibratedEstimator", () => {
  /** A provider whose tokenizer averages `ratio` chars per token, with ±4% deterministic jitter. */
  const provider = (ratio: number) => (chars: number, i: number) => Math.round(chars / (ratio * (1 + 0.04 * Math.sin(i * 1.7))));

  it("converges to the provider's ratio", () => {
    const estimator = new CalibratedEstimator();
    const bill = provider(3.8);
    for (let i = 0; i < 12; i++) estimator.observe(10_000 + i * 500, bill(10_000 + i * 500, i));
    expect(Math.abs(estimator.charsPerToken - 3.8) / 3.8).toBeLessThan(0.02);
  });

  it("is not thrown off by one outlier", () => {
    const estimator = new CalibratedEstimator();
    const bill = provider(3.8);
    for (let i = 0; i < 8; i++) estimator.observe(10_000, bill(10_000, i));
    const before = estimator.charsPerToken;
    estimator.observe(10_000, 100); // a reply billing 100 chars per token
    expect(estimator.charsPerToken).toBeCloseTo(before, 1);
    estimator.observe(10_000, 9_000); // and one billing about 1 char per token
    expect(Math.abs(estimator.charsPerToken - 3.8) / 3.8).toBeLessThan(0.03);
  });

  it("stays conservative until it has seen enough replies, and clamps wild readings", () => {
    const estimator = new CalibratedEstimator();
    expect(estimator.charsPerToken).toBe(3);
    estimator.observe(10_000, 1_000); // 10 chars/token: clamped to 6, and only one sample
    expect(estimator.charsPerToken).toBe(3);
    estimator.observe(10_000, 1_000);
    expect(estimator.charsPerToken).toBe(3);
    estimator.observe(10_000, 1_000);
    expect(estimator.charsPerToken).toBe(6);
  });

  it("ignores impossible readings and restores from its state", () => {
    const estimator = new CalibratedEstimator();
    estimator.observe(0, 10);
    estimator.observe(100, 0);
    estimator.observe(Number.NaN, 5);
    expect(estimator.sampleCount).toBe(0);
    for (let i = 0; i < 5; i++) estimator.observe(4_000, 1_000);
    const copy = new CalibratedEstimator({}, estimator.state());
    expect(copy.charsPerToken).toBe(4);
  });

  it("rejects options that cannot work", () => {
    expect(() => new CalibratedEstimator({ initialCharsPerToken: 10, maxCharsPerToken: 6 })).toThrow(EngramError);
  });
});
