import { describe, expect, it } from "vitest";
import { defaultRecallWeights, recencyScore, scopeScore, scopePrecedence, stalenessPenalty, totalScore, useScore } from "./core-internals.js";

const day = 86_400_000;

describe("recall signals", () => {
  it("halves recency every half-life", () => {
    expect(recencyScore(0, 30)).toBe(1);
    expect(recencyScore(30 * day, 30)).toBe(0.5);
    expect(recencyScore(60 * day, 30)).toBe(0.25);
    expect(recencyScore(15 * day, 30)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(recencyScore(-5 * day, 30)).toBe(1);
  });

  it("penalises staleness only past staleAfterDays, up to 1 at twice that", () => {
    expect(stalenessPenalty(60 * day, 60)).toBe(0);
    expect(stalenessPenalty(90 * day, 60)).toBe(0.5);
    expect(stalenessPenalty(120 * day, 60)).toBe(1);
    expect(stalenessPenalty(400 * day, 60)).toBe(1);
  });

  it("saturates use and maps scope precedence to 0..1", () => {
    expect(useScore(0)).toBe(0);
    expect(useScore(3)).toBe(0.5);
    expect(useScore(15)).toBe(1);
    expect(useScore(100)).toBe(1);
    expect(scopeScore(scopePrecedence({ workspace: "w", session: "s" }))).toBe(1);
    expect(scopeScore(scopePrecedence({ workspace: "w" }))).toBe(0.25);
    expect(scopeScore(scopePrecedence({}))).toBe(0);
  });

  it("weights every signal and subtracts staleness", () => {
    const signals = { relevance: 1, vector: 0.5, importance: 0.8, recency: 0.5, use: 0.5, scope: 0.25, staleness: 0.5 };
    // (1 + 0.6*0.5) * (1 + 0.15*0.8 + 0.1*0.5 + 0.05*0.5 + 0.05*0.25 - 0.2*0.5)
    expect(totalScore(signals, defaultRecallWeights)).toBe(1.43975);
    const { vector: _unused, ...noVector } = signals;
    expect(totalScore(noVector, defaultRecallWeights)).toBe(1.1075);
  });

  it("lets the other signals reorder memories of comparable relevance, never lift a weak one over a strong one", () => {
    const best = { importance: 1, recency: 1, use: 1, scope: 1, staleness: 0 };
    const worst = { importance: 0, recency: 0, use: 0, scope: 0, staleness: 1 };
    // Everything in favour of the weak match, everything against the strong one.
    expect(totalScore({ relevance: 0.45, ...best }, defaultRecallWeights)).toBe(0.6075);
    expect(totalScore({ relevance: 0.8, ...worst }, defaultRecallWeights)).toBe(0.64);
    // Within about a third of each other, they decide.
    expect(totalScore({ relevance: 0.7, ...best }, defaultRecallWeights)).toBeGreaterThan(totalScore({ relevance: 0.8, ...worst }, defaultRecallWeights));
  });
});
