import { stemWord } from "../src/text/stem.js";
import { describe, expect, it } from "vitest";
import { createInMemoryStore, recallMemories } from "./core-internals.js";
import { clipAround, excerptChars, excerptTurn, matchPassages, passageSpans, splitPassages } from "../src/recall/excerpt.js";
import { StemMatcher } from "../src/recall/stem-matcher.js";
import { seededRandom } from "../src/testing/seeded-random.js";

import { archive, charTokens, daysAgo, recallNow } from "./recall-helpers.js";

const scope = { workspace: "w" };
const filler = (n: number): string => Array.from({ length: n }, (_, i) => `Filler sentence number ${i} says nothing useful here.`).join(" ");

describe("excerptTurn", () => {
  it("keeps a short turn whole", () => {
    expect(excerptTurn("The API runs on port 8080.", new StemMatcher(["port"]))).toEqual({ text: "The API runs on port 8080.", clipped: false });
  });

  it("splits a turn into lines, then sentences", () => {
    expect(splitPassages("First line. Second sentence!\n\n- a list item\nIs it? Yes.")).toEqual([
      "First line.",
      "Second sentence!",
      "- a list item",
      "Is it?",
      "Yes.",
    ]);
  });

  it("cuts every generated text exactly where a character-by-character reading of the rule cuts it", () => {
    // The rule read one character at a time: a line break cuts; . ! ? cut when white space follows and,
    // past that white space (not a line break), there is more text. Each piece trimmed, empty ones dropped.
    const space = (char: string | undefined): boolean => char !== undefined && char !== "" && char.trim() === "";
    const reference = (text: string): Array<{ start: number; end: number }> => {
      const spans: Array<{ start: number; end: number }> = [];
      const push = (from: number, to: number): void => {
        while (from < to && space(text[from])) from++;
        while (to > from && space(text[to - 1])) to--;
        if (to > from) spans.push({ start: from, end: to });
      };
      let from = 0;
      for (let at = 0; at < text.length; at++) {
        if (text[at] === "\n") {
          push(from, at);
          from = at + 1;
        } else if (".!?".includes(text[at]!) && space(text[at + 1])) {
          let next = at + 1;
          while (next < text.length && space(text[next]) && text[next] !== "\n") next++;
          if (next < text.length && text[next] !== "\n") {
            push(from, at + 1);
            from = next;
            at = next - 1;
          }
        }
      }
      push(from, text.length);
      return spans;
    };
    const random = seededRandom(20261127);
    const pieces = ["word", "x", ".", "!", "?", "...", " ", "  ", "\n", "\n\n", "\t", "\u00a0", "\u2003", "\u3000", "\ufeff", "é", "- item", "1.5", "e.g."];
    for (let round = 0; round < 3_000; round++) {
      const text = Array.from({ length: Math.floor(random() * 40) }, () => pieces[Math.floor(random() * pieces.length)]).join("");
      expect(passageSpans(text)).toEqual(reference(text));
    }
  });

  it("shows the matching sentence of a long turn, with ellipses where text is left out", () => {
    const text = `${filler(4)} The staging database lives on host db-7 in Frankfurt. ${filler(4)}`;
    expect(excerptTurn(text, new StemMatcher(["stag", "database"]))).toEqual({
      text: "… The staging database lives on host db-7 in Frankfurt. …",
      clipped: true,
    });
  });

  it("adds a second passage only when it holds a query word the first lacks", () => {
    const text = [filler(3), "The staging database is Postgres.", filler(2), "It listens on port 5433.", "Again the database.", filler(3)].join(" ");
    expect(excerptTurn(text, new StemMatcher(["database", "port"])).text).toBe("… The staging database is Postgres. … It listens on port 5433. …");
  });

  it("clips one overlong sentence around its first query word, on word boundaries", () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`);
    words[120] = "kubernetes";
    const clipped = clipAround(words.join(" "), new StemMatcher([stemWord("kubernetes")]), 80);
    expect(clipped.startsWith("…")).toBe(true);
    expect(clipped.endsWith("…")).toBe(true);
    expect(clipped).toContain("kubernetes");
    expect(clipped.length).toBeLessThanOrEqual(82);
    expect(clipped).toMatch(/^…w\d+ .* w\d+…$/);
  });

  it("shows the opening of a long turn that holds no query word", () => {
    const text = filler(12);
    const excerpt = excerptTurn(text, new StemMatcher(["absent"]));
    expect(excerpt.clipped).toBe(true);
    expect(excerpt.text).toBe("Filler sentence number 0 says nothing useful here.…");
  });
});

describe("recall of long turns", () => {
  it("recalls the matching passage of a long assistant reply and costs what the manifest says", async () => {
    const store = createInMemoryStore();
    const reply = `${filler(10)} Your flight to Lisbon leaves at 7:45 from gate B12. ${filler(10)}`;
    await archive(store, "s1", scope, daysAgo(2), [
      { id: "q", text: "Can you check my travel plans?" },
      { id: "a", text: reply, role: "assistant" },
    ]);
    const result = await recallMemories({
      store,
      scope,
      query: "When does my flight to Lisbon leave?",
      countTokens: charTokens,
      now: recallNow,
      budgetTokens: 400,
    });
    const item = result.items[0]!;
    expect(item.text).toBe("assistant: … Your flight to Lisbon leaves at 7:45 from gate B12. …");
    expect(item.ids).toEqual(["a"]);
    expect(reply.length).toBeGreaterThan(excerptChars * 2);
    // The item's tokens are what its line costs in the block.
    const line = result.block.split("\n").find((row) => row.includes("gate B12"))!;
    expect(item.tokens).toBe(charTokens(`- [${daysAgo(2).slice(0, 10)}, 2 days ago] <data trust="agent">${item.text}</data>`));
    expect(line).toBe(`- [${daysAgo(2).slice(0, 10)}, 2 days ago] <data trust="agent">${item.text}</data>`);
    expect(result.explanation.items[0]?.tokens).toBe(item.tokens);
  });
});

describe("passage matching: the one-search path against the word scan of each passage", () => {
  const vocabulary = [
    "deploy",
    "deploys",
    "deployed",
    "deploying",
    "staging",
    "stage",
    "port",
    "ports",
    "café",
    "naïve",
    "API",
    "api_key",
    "x86",
    "2024",
    "Deploy",
    "PORT",
    "redeploy",
    "ﬁle",
    "file",
  ];
  const glue = [" ", ". ", "! ", "? ", "\n", ", ", " - ", "\n\n", "_", "…", " “", "” "];
  const random = seededRandom(17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  it("finds the same stems in every passage of 400 random turns", () => {
    const matchers = [
      ["deploy", "port"],
      ["stag", "api"],
      ["cafe", "naive", "file"],
      ["2024", "x86", "key"],
    ].map((words) => new StemMatcher(words.map(stemWord)));
    for (let turn = 0; turn < 400; turn++) {
      let text = "";
      const words = 5 + Math.floor(random() * 60);
      for (let i = 0; i < words; i++) text += pick(vocabulary) + pick(glue);
      for (const matcher of matchers) {
        const fast = matchPassages(text, matcher).map((passage) => [passage.text, [...passage.matched].sort()]);
        const exact = matchPassages(text, matcher, true).map((passage) => [passage.text, [...passage.matched].sort()]);
        expect(fast).toEqual(exact);
      }
    }
  });

  it("takes the exact path where folding changes the text's length or a query word is not ASCII", () => {
    expect(new StemMatcher(["deploy"]).occurrences("ﬁle deploy")).toBeUndefined();
    expect(new StemMatcher(["привет"]).occurrences("привет deploy")).toBeUndefined();
    expect(new StemMatcher(["deploy"]).occurrences("Café: deploy_now, DEPLOYED")).toEqual([
      { index: 6, stem: "deploy" },
      { index: 18, stem: "deploy" },
    ]);
  });
});

describe("hostile turns", () => {
  it("excerpts a megabyte without a sentence break, or made of sentence breaks, around the match", () => {
    const matcher = new StemMatcher(["needle"]);
    const flat = `${"x".repeat(600_000)} needle ${"y".repeat(600_000)}`;
    const excerpt = excerptTurn(flat, matcher);
    expect(excerpt.text).toContain("needle");
    expect(excerpt.text.length).toBeLessThanOrEqual(excerptChars + 2);
    const breaks = `${"a. ".repeat(300_000)}the needle.${" !?".repeat(100_000)}`;
    expect(excerptTurn(breaks, matcher).text).toBe("… the needle. …");
  });
});
