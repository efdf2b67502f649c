import { describe, expect, it } from "vitest";
import { CandidatePool } from "../src/candidate-pool.js";

describe("CandidatePool", () => {
  it("keeps every pushed row past its first allocation", () => {
    const pool = new CandidatePool();
    for (let i = 0; i < 1_000; i++) pool.push(i * 3, i / 2, i, i % 2 === 0);
    expect(pool.size).toBe(1_000);
    expect(pool.candidate(0)).toEqual({ rid: 0, score: 0, best: 0, phrase: true });
    expect(pool.candidate(999)).toEqual({ rid: 2_997, score: 499.5, best: 999, phrase: false });
    expect(pool.best(500)).toBe(500);
  });
});
