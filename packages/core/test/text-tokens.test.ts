import { describe, expect, it } from "vitest";
import { englishStopWords, foldText, normalizedText, tokenize } from "./core-internals.js";
import { isPlainText, tokenizeAscii, tokenizeUnicode } from "../src/text/text-tokens.js";
import { seededRandom } from "../src/testing/seeded-random.js";

describe("tokenize", () => {
  it("lowercases and splits on anything that is not a letter, mark or digit", () => {
    expect(tokenize("Hello, WORLD! e-mail 3.14 snake_case path/to/file.ts")).toEqual([
      "hello",
      "world",
      "e",
      "mail",
      "3",
      "14",
      "snake",
      "case",
      "path",
      "file",
      "ts",
    ]);
  });

  it("folds accents and compatibility forms", () => {
    expect(tokenize("Ünïcödé Café crème brûlée")).toEqual(["unicode", "cafe", "creme", "brulee"]);
    expect(tokenize("ﬁne Ａｂｃ ①2 İstanbul")).toEqual(["fine", "abc", "12", "istanbul"]);
    expect(foldText("Ça VA")).toBe("ca va");
  });

  it("keeps the marks of scripts where they are part of the letters", () => {
    expect(tokenize("हिन्दी भाषा")).toEqual(["हिन्दी", "भाषा"]);
    expect(tokenize("ガス")).toEqual(["ガ", "ス"]);
  });

  it("makes each CJK character a token of its own, between runs of other scripts", () => {
    expect(tokenize("東京タワーに行きました")).toEqual(["東", "京", "タ", "ワ", "ー", "に", "行", "き", "ま", "し", "た"]);
    expect(tokenize("한국어 abc漢字def")).toEqual(["한", "국", "어", "abc", "漢", "字", "def"]);
  });

  it("drops the English stop words (Lucene's list, RediSearch's default) and nothing else", () => {
    expect(englishStopWords.size).toBe(33);
    expect(tokenize("The cat is on the mat and it is not a dog")).toEqual(["cat", "mat", "dog"]);
    expect(tokenize("don't stop")).toEqual(["don", "t", "stop"]);
    expect(tokenize("the a of to")).toEqual([]);
  });

  it("normalizedText joins the tokens with single spaces", () => {
    expect(normalizedText("  The Café,\tau   lait! ")).toBe("cafe au lait");
    expect(normalizedText("")).toBe("");
  });
});

describe("the ASCII fast paths against the general ones", () => {
  const random = seededRandom(23);
  const alphabet = "abcXYZ09 _-.,;:!?'\"()[]{}\n\t/\\@#$%^&*+=<>|~`AND the The OF an";
  const words = ["the", "and", "Deploy", "port8080", "x", "IS", "it's", "e-mail", "foo_bar", "2024", "An", "of"];

  it("tokenizes 2,000 random ASCII texts exactly as the token pattern over the folded text does", () => {
    for (let i = 0; i < 2_000; i++) {
      let text = "";
      const length = Math.floor(random() * 80);
      for (let j = 0; j < length; j++)
        text += random() < 0.3 ? `${words[Math.floor(random() * words.length)]} ` : alphabet[Math.floor(random() * alphabet.length)];
      expect(tokenizeAscii(text)).toEqual(tokenizeUnicode(text));
      expect(tokenize(text)).toEqual(tokenizeUnicode(text));
      expect(foldText(text)).toBe(text.normalize("NFKD").normalize("NFC").toLowerCase());
    }
  });

  it("reads every no-break space and General Punctuation character between words as the general path does", () => {
    for (let code = 0x2000; code <= 0x206f; code++) {
      for (const text of [
        `Deploy${String.fromCharCode(code)}port8080`,
        `${String.fromCharCode(code)}x it${String.fromCharCode(code)}s`,
        `a\u00a0B${String.fromCharCode(code)}`,
      ]) {
        expect(isPlainText(text)).toBe(true);
        expect(tokenize(text)).toEqual(tokenizeUnicode(text));
      }
    }
  });

  it("tokenizes 2,000 random texts with typographic punctuation as the general path does", () => {
    const typographic = ["\u2019", "\u201c", "\u201d", "\u2014", "\u2013", "\u2026", "\u00a0", "\u2009", "\u200b", "\u2024", "\u203c", "\u2047"];
    for (let i = 0; i < 2_000; i++) {
      let text = "";
      const length = Math.floor(random() * 60);
      for (let j = 0; j < length; j++) {
        const pick = random();
        text +=
          pick < 0.3
            ? `${words[Math.floor(random() * words.length)]} `
            : pick < 0.5
              ? typographic[Math.floor(random() * typographic.length)]
              : alphabet[Math.floor(random() * alphabet.length)];
      }
      expect(tokenize(text)).toEqual(tokenizeUnicode(text));
    }
  });

  it("takes the general path as soon as one character is not ASCII", () => {
    expect(tokenize("Café déploie: Ｄeploy ﬁle")).toEqual(["cafe", "deploie", "deploy", "file"]);
    expect(isPlainText("It\u2019s \u2014 fine\u2026")).toBe(true);
    expect(["Café", "Ｄeploy", "ﬁle", "日本", "\u20dd", "x\u0301", "\u2070", "\ud83d\ude00"].map(isPlainText)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
