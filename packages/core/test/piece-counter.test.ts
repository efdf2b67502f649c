import { Tiktoken } from "js-tiktoken/lite";
import o200k from "js-tiktoken/ranks/o200k_base";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import { describe, expect, it } from "vitest";
import { PieceCounter, mergeCount, pieceCacheSize } from "../src/tokens/piece-counter.js";
import { seededRandom } from "../src/testing/seeded-random.js";

const encodings = { o200k_base: new Tiktoken(o200k), cl100k_base: new Tiktoken(cl100k) };

const fragments = [
  "the",
  "The",
  "deploy",
  "staging",
  " ",
  "  ",
  "\n",
  "\r\n",
  "\n\n",
  "\t",
  "   \n",
  "it's",
  "WE'LL",
  "they'Re",
  "12345",
  "3.14159",
  "2026-11-22",
  "v1.2.3-rc.4",
  "src/app/main.ts",
  "C:\\Users\\ann",
  "https://example.com/a?b=c&d=e",
  '{"a":[1,2,{"b":null}]}',
  "=>",
  "!==",
  "...",
  "—",
  "–",
  "«quoted»",
  "naïve",
  "café",
  "Straße",
  "ĳssel",
  "日本語のテキスト",
  "中文字符",
  "한국어",
  "Привет",
  "مرحبا",
  "שלום",
  "🙂",
  "👩‍💻",
  "🇩🇪",
  "e\u0301",
  "<|endoftext|>",
  "<|fim_prefix|>",
  "'s",
  "'",
  "camelCaseIdentifier",
  "snake_case_name",
  "SCREAMING_CASE",
  "x".repeat(40),
  "-".repeat(30),
  "0".repeat(17),
  "\u00a0",
  "\u2028",
];

function randomText(random: () => number, length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) {
    text += fragments[Math.floor(random() * fragments.length)]!;
    if (random() < 0.4) text += " ";
  }
  return text;
}

describe("PieceCounter", () => {
  for (const [name, encoder] of Object.entries(encodings)) {
    it(`counts exactly what ${name}'s encode returns, over 2,000 generated texts`, () => {
      const counter = PieceCounter.of(encoder);
      expect(counter).toBeInstanceOf(PieceCounter);
      const random = seededRandom(name.length * 7919);
      let tokens = 0;
      for (let i = 0; i < 2_000; i++) {
        const text = randomText(random, 1 + Math.floor(random() * 60));
        const expected = encoder.encode(text, [], []).length;
        expect(counter!.count(text), text).toBe(expected);
        tokens += expected;
      }
      // The texts are not trivial: tens of thousands of tokens in all.
      expect(tokens).toBeGreaterThan(40_000);
    });

    it(`gives ${name}'s count again from its cache, and for texts it has never seen`, () => {
      const counter = PieceCounter.of(encoder)!;
      const text = "Ann prefers pnpm over npm; the staging deploy runs on Fridays at 16:00.";
      const expected = encoder.encode(text, [], []).length;
      expect(counter.count(text)).toBe(expected);
      expect(counter.count(text)).toBe(expected);
      expect(counter.count("")).toBe(0);
      expect(counter.count(" ")).toBe(encoder.encode(" ", [], []).length);
    });
  }

  it("stays exact after its cache starts over", () => {
    const encoder = encodings.o200k_base;
    const counter = PieceCounter.of(encoder)!;
    const words = Array.from({ length: pieceCacheSize + 10 }, (_, i) => `w${i.toString(36)}`).join(" ");
    expect(counter.count(words)).toBe(encoder.encode(words, [], []).length);
    const again = "w1 w2 w3 zebra";
    expect(counter.count(again)).toBe(encoder.encode(again, [], []).length);
  });

  it("is undefined for an encoder without the internals it reads", () => {
    expect(PieceCounter.of({ encode: () => [] } as unknown as Tiktoken)).toBeUndefined();
  });
});

describe("mergeCount", () => {
  const ranks = new Map<string, number>([
    ["97", 0],
    ["98", 1],
    ["99", 2],
    ["97,98", 3],
    ["98,99", 4],
    ["97,98,99", 5],
  ]);

  it("merges the lowest-ranked pair first and stops when no pair is a token", () => {
    // a b c: "a,b" (3) beats "b,c" (4); then "ab"+"c" is token 5.
    expect(mergeCount(Uint8Array.of(97, 98, 99), ranks)).toBe(1);
    // a c: no pair known, two tokens.
    expect(mergeCount(Uint8Array.of(97, 99), ranks)).toBe(2);
    // a b a b: -> ab ab (two tokens; "ab,ab" is not a token).
    expect(mergeCount(Uint8Array.of(97, 98, 97, 98), ranks)).toBe(2);
    // b c a b c: "ab" (3) first -> b c ab c; then "bc" (4) -> bc ab c; then "ab"+"c" (5) -> bc abc.
    expect(mergeCount(Uint8Array.of(98, 99, 97, 98, 99), ranks)).toBe(2);
    expect(mergeCount(Uint8Array.of(), ranks)).toBe(0);
    expect(mergeCount(Uint8Array.of(97), ranks)).toBe(1);
  });
});
