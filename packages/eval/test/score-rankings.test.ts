import { describe, expect, it } from "vitest";
import { normalizeEvidence, parseLocomo } from "../src/locomo-data.js";
import { idsAtK, idsWithinBudget, scoreRankings } from "../src/score-rankings.js";
import { tinyLocomo } from "./fixture.js";

const conversations = parseLocomo(tinyLocomo);

describe("the LoCoMo scorer", () => {
  it("normalises irregular evidence strings", () => {
    expect(normalizeEvidence(["D8:6; D9:17", "D:11:26", "D30:05", "D"])).toEqual(["D8:6", "D9:17", "D11:26", "D30:5"]);
  });

  it("takes items by count and, under a budget, in rank order while they fit", () => {
    const items = [
      { ids: ["D1:1"], tokens: 10 },
      { ids: ["D1:2", "D1:3"], tokens: 30 },
      { ids: ["D2:2"], tokens: 5 },
    ];
    expect([...idsAtK(items, 2)]).toEqual(["D1:1", "D1:2", "D1:3"]);
    expect([...idsWithinBudget(items, 39)]).toEqual(["D1:1"]);
    expect([...idsWithinBudget(items, 45)]).toEqual(["D1:1", "D1:2", "D1:3", "D2:2"]);
  });

  it("scores all@k and any@k per category, overall over 1-4, category 5 apart, skipping questions without evidence", () => {
    const rankings = {
      "tiny-1#0": [{ ids: ["D1:1"], tokens: 20 }],
      "tiny-1#1": [
        { ids: ["D1:3"], tokens: 20 },
        { ids: ["D2:1"], tokens: 20 },
        { ids: ["D1:2"], tokens: 300 },
      ],
      "tiny-1#2": [{ ids: ["D1:1"], tokens: 20 }],
      "tiny-1#4": [{ ids: ["D1:2"], tokens: 20 }],
    };
    const scores = scoreRankings(conversations, rankings, { ks: [1, 5], budgets: [256] });
    expect(scores["overall"]).toEqual({
      n: 3,
      metrics: { "all@1": 33.3, "any@1": 66.7, "all@5": 66.7, "any@5": 66.7, "all@256t": 33.3, "any@256t": 66.7 },
    });
    expect(scores["1"]?.metrics).toEqual({ "all@1": 0, "any@1": 100, "all@5": 100, "any@5": 100, "all@256t": 0, "any@256t": 100 });
    expect(scores["2"]?.metrics["any@5"]).toBe(0);
    expect(scores["3"]).toBeUndefined();
    expect(scores["5"]).toEqual({
      n: 1,
      metrics: { "all@1": 100, "any@1": 100, "all@5": 100, "any@5": 100, "all@256t": 100, "any@256t": 100 },
    });
  });
});
