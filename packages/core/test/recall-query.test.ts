import { describe, expect, it } from "vitest";
import { analyzeQuery, packIntoBudget, removeNearDuplicates, stemWord, wordOverlap } from "./core-internals.js";

describe("recall query analysis", () => {
  it("drops question words and widens terms to their other forms", () => {
    const query = analyzeQuery("What did Melanie paint recently?");
    expect(query.terms).toEqual(["melanie", "paint", "recently"]);
    expect(query.stems).toEqual(["melanie", "paint", "recent"]);
    expect(query.searchText.split(" ")).toEqual(expect.arrayContaining(["paint", "painting", "painted", "paints"]));
  });

  it("keeps stop words when the query has nothing else", () => {
    expect(analyzeQuery("what is it?").terms).toEqual(["what"]);
  });

  it("stems common suffixes without a dictionary", () => {
    expect(stemWord("painting")).toBe("paint");
    expect(stemWord("stories")).toBe("story");
    expect(stemWord("running")).toBe("run");
    expect(stemWord("boxes")).toBe("box");
    expect(stemWord("dogs")).toBe("dog");
    expect(stemWord("bus")).toBe("bus");
    expect(stemWord("2023")).toBe("2023");
  });
});

describe("near-duplicates and packing", () => {
  it("measures word overlap as shared over all distinct words", () => {
    // "with" is a stop word: {deploy, pnpm, build} against {deploy, pnpm, build, today}
    expect(wordOverlap("deploy with pnpm build", "deploy with pnpm build today")).toBe(0.75);
    expect(wordOverlap("", "")).toBe(0);
  });

  it("keeps the better of two near-duplicates (the earlier, best first)", () => {
    const items = ["use pnpm to build the app", "use pnpm to build the app now", "tests run with vitest"];
    const { kept, dropped } = removeNearDuplicates(items, (text) => text);
    expect(kept).toEqual(["use pnpm to build the app", "tests run with vitest"]);
    expect(dropped).toEqual(["use pnpm to build the app now"]);
  });

  it("packs greedily by score within the budget, letting a smaller later item fit", () => {
    const items = [{ tokens: 50 }, { tokens: 60 }, { tokens: 30 }, { tokens: 10 }];
    const result = packIntoBudget(items, 100, 3);
    expect(result.packed).toEqual([{ tokens: 50 }, { tokens: 30 }, { tokens: 10 }]);
    expect(result.overBudget).toEqual([{ tokens: 60 }]);
    expect(result.tokens).toBe(90);
    expect(packIntoBudget(items, 1000, 2).overLimit).toEqual([{ tokens: 30 }, { tokens: 10 }]);
  });
});
