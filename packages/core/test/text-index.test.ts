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

  it("takes the collection from the accepted groups: statistics and matches alike", () => {
    const index = fruitIndex();
    // In group g: N = 2 (average length 2), "apple" in 1 document; the fruit index's documents are in group "".
    index.add("g1", "apple cherry", "g");
    index.add("g2", "cherry pie", "g");
    const apple = Math.log(1 + (2 - 1 + 0.5) / 1.5);
    expect(index.search("apple", { groups: (group) => group === "g" })).toEqual([{ key: "g1", score: expect.closeTo(apple, 12), phrase: false }]);
    // Every group: N = 5, average length 2, "apple" in 3 documents.
    const all = Math.log(1 + (5 - 3 + 0.5) / 3.5);
    expect(index.search("apple").map((hit) => [hit.key, hit.score])).toEqual([
      ["b", expect.closeTo((all * 4.4) / (2 + 1.2 * (0.25 + 0.75 * 1.5)), 12)],
      ["a", expect.closeTo(all, 12)],
      ["g1", expect.closeTo(all, 12)],
    ]);
    expect(index.search("apple", { groups: () => false })).toEqual([]);
    index.remove("g1");
    index.remove("g2");
    expect(index.search("apple", { groups: (group) => group === "g" })).toEqual([]);
  });

  it("keeps no document for a text without tokens: it counts in no statistic", () => {
    const index = fruitIndex();
    index.add("empty", "the of and");
    expect(index.size).toBe(3);
    expect(index.has("empty")).toBe(false);
    expect(index.search("apple")[1]).toEqual({ key: "a", score: expect.closeTo(idf, 12), phrase: false });
    index.add("a", "");
    expect(index.has("a")).toBe(false);
    expect(index.search("apple").map((hit) => hit.key)).toEqual(["b"]);
  });

  it("breaks equal scores by key, in code point order", () => {
    const index = new TextIndex();
    index.add("z", "same words");
    index.add("m", "same words");
    // U+1F600 (a surrogate pair in UTF-16) comes after U+FF5E in code point order, before it in UTF-16's.
    index.add("\u{1F600}", "same words");
    index.add("\uFF5E", "same words");
    expect(index.search("same").map((hit) => hit.key)).toEqual(["m", "z", "\uFF5E", "\u{1F600}"]);
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
