import { stemWord } from "../src/text/stem.js";
import { afterEach, describe, expect, it } from "vitest";
import { defaultRecallWeights } from "./core-internals.js";
import type { Candidate } from "../src/recall/recall-candidates.js";
import { compareScored, coverageFrom, scoreCandidates } from "../src/recall/score-candidates.js";
import { StemMatcher } from "../src/recall/stem-matcher.js";

import { capWordIdsForTesting, startWordIdWalk } from "../src/recall/word-id-sets.js";
import { seededRandom } from "../src/testing/seeded-random.js";

const now = Date.parse("2026-03-10T12:00:00.000Z");
const candidate = (key: string, text: string, textScore: number): Candidate =>
  ({
    key,
    kind: "message",
    id: key,
    text,
    at: "2026-03-10T12:00:00.000Z",
    atMs: now,
    ids: [key],
    trust: "user",
    importance: 0.5,
    useCount: 0,
    precedence: 1,
    textScore,
  }) as Candidate;
const context = { nowMs: now, weights: defaultRecallWeights, halfLifeDays: 30, staleAfterDays: 60, matcher: new StemMatcher(["port", "api", "run"]) };

describe("the share of the query's words in relevance", () => {
  it("ranks a memory holding most of the query above one holding a single rare word at a higher BM25 score", () => {
    const scored = scoreCandidates(
      [candidate("rare", "Noted: run everything with pnpm.", 1), candidate("most", "The API will run on port 8080.", 0.8)],
      context,
    ).sort(compareScored);
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

describe("StemMatcher.coverage: word-set lookup against the word scan", () => {
  afterEach(() => capWordIdsForTesting(100_000));

  const vocabulary = [
    "deploy",
    "deploys",
    "deployed",
    "deploying",
    "staging",
    "stage",
    "stages",
    "port",
    "PORT",
    "Ports",
    "café",
    "naïve",
    "API",
    "api_key",
    "x86",
    "2024",
    "redeploy",
    "ﬁle",
    "file",
    "the",
    "is",
    "日本",
    "studies",
    "study",
    "studied",
    "pnpm",
    "NPM",
    "package",
    "managers",
  ];
  const glue = [" ", ". ", "\n", ", ", "_", "…", "-", "'"];
  const matchers = [["deploy", "port"], ["stag", "api"], ["cafe", "naive", "file"], ["2024", "x86", "key"], ["study", "deploy", "日本"], ["stud"]].map(
    (words) => new StemMatcher(words.map(stemWord)),
  );
  // A query naming a kind of tool: the tools' names find the kind's stems (an alias of a stem the query lacks finds nothing).
  matchers.push(
    new StemMatcher(
      ["package", "manager", "deploy"],
      new Map([
        ["pnpm", ["package", "manager"]],
        ["npm", ["package", "manager", "absent"]],
        ["x86", ["absent"]],
      ]),
    ),
  );

  /** The definition: the share of distinct stems the word scan finds. */
  const reference = (matcher: StemMatcher, text: string): number => matcher.matched(text).size / new Set(matcher.stems).size;

  it("finds the share the word scan finds in 1,500 random texts, short and long, ASCII and not", () => {
    const random = seededRandom(1127);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    for (let round = 0; round < 1_500; round++) {
      const words = round % 50 === 0 ? 900 : Math.floor(random() * 30);
      let text = "";
      for (let i = 0; i < words; i++) text += pick(vocabulary) + pick(glue);
      for (const matcher of matchers) {
        expect(matcher.coverage(text)).toBe(reference(matcher, text));
        expect(matcher.patternCoverage(text)).toBe(reference(matcher, text));
      }
    }
  });

  it("stays exact when the word numbering starts over between two texts", () => {
    capWordIdsForTesting(3);
    const matcher = new StemMatcher(["deploy", "port"].map(stemWord));
    expect(matcher.coverage("deployed to port 80")).toBe(1);
    // A walk past the cap starts the numbering over: the matcher's form ids are made again.
    startWordIdWalk();
    expect(matcher.coverage("unrelated words first, then ports")).toBe(0.5);
    expect(matcher.coverage("deploying")).toBe(0.5);
  });
});
