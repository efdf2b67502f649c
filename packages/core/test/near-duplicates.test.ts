import { afterEach, describe, expect, it } from "vitest";
import { wordOverlap } from "./core-internals.js";
import { NearDuplicateFilter } from "../src/recall/near-duplicates.js";
import { capWordIdsForTesting } from "../src/recall/word-id-sets.js";
import { seededRandom } from "../src/testing/seeded-random.js";

const vocabulary = ["deploy", "Deploy", "staging", "pnpm", "friday", "ann", "naïve", "redis", "cache", "tests", "green", "日本", "lint", "the", "docs", "v2"];

function texts(random: () => number, count: number): string[] {
  return Array.from({ length: count }, () => {
    if (random() < 0.1) return "";
    return Array.from({ length: 1 + Math.floor(random() * 7) }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(random() < 0.5 ? " " : ", ");
  });
}

/** Greedy near-duplicate removal written from the definition: Jaccard of the texts' word sets. */
function reference(list: readonly string[], threshold: number): boolean[] {
  const kept: string[] = [];
  return list.map((text) => {
    const duplicate = kept.some((other) => wordOverlap(text, other) >= threshold);
    if (!duplicate) kept.push(text);
    return !duplicate;
  });
}

afterEach(() => capWordIdsForTesting(500_000));

describe("NearDuplicateFilter", () => {
  it("stays exact when another walk starts the word numbering over in the middle of this one", () => {
    capWordIdsForTesting(3);
    const random = seededRandom(11);
    for (let round = 0; round < 50; round++) {
      const list = texts(random, 30).map((text, i) => `${text} r${round}i${i}`);
      const filter = new NearDuplicateFilter(0.6);
      const admitted = list.map((text, i) => {
        if (i % 5 === 4) new NearDuplicateFilter(0.6).admit(`interleaved walk ${round} ${i}`);
        return filter.admit(text);
      });
      expect(admitted).toEqual(reference(list, 0.6));
    }
  });

  it("admits exactly what the word-overlap definition admits (800 generated lists, thresholds 0.3 to 1.5)", () => {
    const random = seededRandom(20261124);
    const thresholds = [0.3, 0.5, 0.6, 0.8, 1, 0.05, 0.7, 0.9, 1 / 3, 1.5];
    for (let round = 0; round < 800; round++) {
      const list = texts(random, Math.floor(random() * 60));
      const threshold = thresholds[round % thresholds.length]!;
      const filter = new NearDuplicateFilter(threshold);
      expect(list.map((text) => filter.admit(text))).toEqual(reference(list, threshold));
    }
  });

  it("admits exactly what the definition admits when most texts are edits of earlier ones over a wide vocabulary", () => {
    // Pruning by rare words only matters when few texts share them: 300 words, skewed to the common ones,
    // and each text often an earlier one with a word or two changed (the near-duplicates worth finding).
    const random = seededRandom(42);
    const wide = Array.from({ length: 300 }, (_, i) => `w${i}`);
    const word = () => wide[Math.floor(random() ** 3 * wide.length)]!;
    for (let round = 0; round < 200; round++) {
      const list: string[] = [];
      for (let i = 0; i < 80; i++) {
        const base = list.length > 0 && random() < 0.6 ? list[Math.floor(random() * list.length)]!.split(" ") : [];
        const words = base.length > 0 ? base.map((w) => (random() < 0.15 ? word() : w)) : Array.from({ length: 1 + Math.floor(random() * 20) }, word);
        if (random() < 0.3) words.push(word());
        list.push(words.join(" "));
      }
      const threshold = [0.6, 0.5, 0.75, 0.9][round % 4]!;
      const filter = new NearDuplicateFilter(threshold);
      const admitted = list.map((text) => filter.admit(text));
      expect(admitted).toEqual(reference(list, threshold));
      if (threshold === 0.6) expect(admitted.filter((kept) => !kept).length).toBeGreaterThan(10);
    }
  });

  it("stays exact when the word numbering starts over between walks, past its cap", () => {
    capWordIdsForTesting(3);
    const random = seededRandom(7);
    for (let round = 0; round < 100; round++) {
      const list = texts(random, 40).map((text, i) => `${text} w${round}x${i}`);
      const filter = new NearDuplicateFilter(0.6);
      expect(list.map((text) => filter.admit(text))).toEqual(reference(list, 0.6));
    }
  });
});
