import { describe, expect, it } from "vitest";
import { defaultRecallWeights } from "../src/index.js";
import type { Candidate } from "../src/recall/recall-candidates.js";
import { compareScored, coverageFrom, scoreCandidates } from "../src/recall/score-candidates.js";
import { StemMatcher } from "../src/recall/stem-matcher.js";

const now = Date.parse("2026-03-10T12:00:00.000Z");
const candidate = (key: string, text: string, textScore: number): Candidate =>
  ({ key, kind: "message", id: key, text, at: "2026-03-10T12:00:00.000Z", atMs: now, ids: [key], trust: "user", importance: 0.5, useCount: 0, precedence: 1, textScore }) as Candidate;
const context = { nowMs: now, weights: defaultRecallWeights, halfLifeDays: 30, staleAfterDays: 60, matcher: new StemMatcher(["port", "api", "run"]) };

describe("the share of the query's words in relevance", () => {
  it("ranks a memory holding most of the query above one holding a single rare word at a higher BM25 score", () => {
    const scored = scoreCandidates([candidate("rare", "Noted: run everything with pnpm.", 1), candidate("most", "The API will run on port 8080.", 0.8)], context).sort(compareScored);
    expect(scored.map((hit) => [hit.candidate.key, hit.signals.relevance])).toEqual([
      // 0.8 × (0.5 + 0.5 × 3/3), then 1 × (0.5 + 0.5 × 1/3)
      ["most", 0.8],
      ["rare", 0.666667],
    ]);
  });

  it("does not read a memory whose BM25 share is below coverageFrom: it takes the lowest factor", () => {
    expect(coverageFrom).toBe(0.15);
    const scored = scoreCandidates([candidate("best", "port api run", 1), candidate("weak", "port api run", 0.1)], context);
    expect(scored.map((hit) => hit.signals.relevance)).toEqual([1, 0.05]);
  });
});
