import { afterEach, describe, expect, it } from "vitest";
import { absorbShare, standsFor } from "../src/recall/curated-memory.js";
import { capWordIdsForTesting, startWordIdWalk } from "../src/recall/word-id-sets.js";
import { tokenize } from "../src/text/text-tokens.js";
import { seededRandom } from "../src/testing/seeded-random.js";

const vocabulary = ["deploy", "Deploy", "staging", "pnpm", "friday", "ann", "naïve", "redis", "cache", "tests", "green", "日本", "lint", "the", "docs", "v2"];

function text(random: () => number): string {
  if (random() < 0.1) return random() < 0.5 ? "" : "the, a";
  return Array.from({ length: 1 + Math.floor(random() * 9) }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(random() < 0.5 ? " " : ", ");
}

/** From the definition: the share of the turn's distinct tokens the curated text holds. */
function reference(curated: string, turn: string): boolean {
  const turnWords = new Set(tokenize(turn));
  if (turnWords.size === 0) return true;
  const held = new Set(tokenize(curated));
  let shared = 0;
  for (const word of turnWords) if (held.has(word)) shared++;
  return shared / turnWords.size >= absorbShare;
}

afterEach(() => capWordIdsForTesting(100_000));

describe("standsFor (decision 0297)", () => {
  it("holds at exactly half of the turn's distinct words, not one word fewer", () => {
    startWordIdWalk();
    expect(absorbShare).toBe(0.5);
    expect(standsFor("Redis cache", "redis cache staging friday")).toBe(true);
    expect(standsFor("Redis", "redis cache staging friday")).toBe(false);
    expect(standsFor("Redis cache", "redis cache staging friday lint")).toBe(false);
    expect(standsFor("Redis cache staging", "redis cache staging friday lint")).toBe(true);
    expect(standsFor("anything at all", "the, a")).toBe(true);
    expect(standsFor("", "redis")).toBe(false);
  });

  it("a turn's repeated words count once, and case and accents fold", () => {
    startWordIdWalk();
    expect(standsFor("NAIVE deploy", "naïve naïve naïve deploy staging pnpm lint")).toBe(false);
    expect(standsFor("NAIVE deploy", "naïve naïve naïve deploy staging pnpm")).toBe(true);
  });

  it("agrees with the share computed from word sets, also when the word numbering starts over between calls", () => {
    const random = seededRandom(29);
    for (const cap of [100_000, 4]) {
      capWordIdsForTesting(cap);
      for (let round = 0; round < 400; round++) {
        startWordIdWalk();
        const curated = `${text(random)} c${round % 7}`;
        const turn = `${text(random)}${random() < 0.5 ? ` c${round % 7}` : ""}`;
        expect([curated, turn, standsFor(curated, turn)]).toEqual([curated, turn, reference(curated, turn)]);
      }
    }
  });
});
