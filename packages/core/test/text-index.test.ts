import { describe, expect, it } from "vitest";
import { TextIndex, bm25Idf, containsSequence, phraseBoost } from "./core-internals.js";

// a: 2 tokens, b: 3, c: 1 → N = 3, average length 2; "apple" and "banana" each in 2 documents.
function fruitIndex(): TextIndex {
  const index = new TextIndex();
  index.add("a", "apple banana");
  index.add("b", "apple apple cherry");
  index.add("c", "banana");
  return index;
}

const idf = Math.log(1 + (3 - 2 + 0.5) / (2 + 0.5));

describe("TextIndex", () => {
  it("scores with BM25 (k1 1.2, b 0.75) and Lucene's idf", () => {
    expect(bm25Idf(3, 2)).toBeCloseTo(Math.log(1.6), 14);
    const hits = fruitIndex().search("apple");
    expect(hits.map((hit) => hit.key)).toEqual(["b", "a"]);
    // b: tf 2, length 3 → 2 * 2.2 / (2 + 1.2 * (0.25 + 0.75 * 1.5)); a: tf 1, average length → idf.
    expect(hits[0]!.score).toBeCloseTo((idf * 4.4) / 3.65, 12);
    expect(hits[1]!.score).toBeCloseTo(idf, 12);
    expect(hits.every((hit) => !hit.phrase)).toBe(true);
  });

  it("boosts a document holding the query's tokens as a contiguous phrase", () => {
    expect(phraseBoost).toBe(2);
    const hits = fruitIndex().search("Apple, banana!");
    expect(hits).toEqual([
      { key: "a", score: expect.closeTo(2 * idf * phraseBoost, 12), phrase: true },
      // c: banana, tf 1, length 1 → 2.2 / 1.75 = 1.257 idf; b: apple, tf 2, length 3 → 4.4 / 3.65 = 1.205 idf.
      { key: "c", score: expect.closeTo((idf * 2.2) / 1.75, 12), phrase: false },
      { key: "b", score: expect.closeTo((idf * 4.4) / 3.65, 12), phrase: false },
    ]);
    expect(hits[0]!.score).toBeCloseTo(4 * idf, 12);
  });

  it("returns nothing for a query of stop words or unknown words", () => {
    const index = fruitIndex();
    expect(index.search("the of")).toEqual([]);
    expect(index.search("durian")).toEqual([]);
    expect(new TextIndex().search("apple")).toEqual([]);
  });

  it("removes and updates documents, keeping statistics exact", () => {
    const index = fruitIndex();
    expect(index.remove("b")).toBe(true);
    expect(index.remove("b")).toBe(false);
    expect(index.size).toBe(2);
    expect(index.search("cherry")).toEqual([]);
    // Now N = 2, average length 1.5, "apple" only in a (length 2).
    const apple = Math.log(1 + (2 - 1 + 0.5) / 1.5);
    expect(index.search("apple")).toEqual([{ key: "a", score: expect.closeTo((apple * 2.2) / (1 + 1.2 * (0.25 + 0.75 * (2 / 1.5))), 12), phrase: false }]);
    index.update("a", "cherry pie");
    expect(index.search("apple")).toEqual([]);
    expect(index.search("cherry").map((hit) => hit.key)).toEqual(["a"]);
    expect(index.has("c")).toBe(true);
  });

  it("filters keys with accept without changing the statistics", () => {
    const hits = fruitIndex().search("apple", (key) => key !== "b");
    expect(hits).toEqual([{ key: "a", score: expect.closeTo(idf, 12), phrase: false }]);
  });

  it("breaks equal scores by key", () => {
    const index = new TextIndex();
    index.add("z", "same words");
    index.add("m", "same words");
    expect(index.search("same").map((hit) => hit.key)).toEqual(["m", "z"]);
  });
});

describe("containsSequence", () => {
  it("finds a contiguous run and nothing else", () => {
    expect(containsSequence(["a", "b", "c"], ["b", "c"])).toBe(true);
    expect(containsSequence(["a", "b", "c"], ["a", "c"])).toBe(false);
    expect(containsSequence(["a"], ["a", "a"])).toBe(false);
    expect(containsSequence(["a"], [])).toBe(false);
  });
});
