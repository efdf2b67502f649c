import { describe, expect, it } from "vitest";
import { isGenericKnowledge } from "../src/extraction/skip-rules.js";
import { isProperName } from "../src/extraction/tech-names.js";

/** One list of technologies' names, read by two rules with their own filters (decision 0330). */
describe("extraction: technologies' names", () => {
  it("reads a general subject's every spelling as general knowledge, unless the sentence ties it to the project", () => {
    expect(
      [
        "Golang is a compiled language.",
        "Go is a compiled language.",
        "Node.js is single-threaded.",
        "Node is single-threaded.",
        "C++ has templates.",
        "C# supports generics.",
        "JSON is a text format.",
        "Java is verbose.",
        "JavaScript is single-threaded.",
      ].map(isGenericKnowledge),
    ).toEqual([true, true, true, true, true, true, true, true, true]);
    // A proper name only, a database or a platform, and a statement tied to the project are not general knowledge.
    expect(
      ["Haskell is lazy.", "Redis is fast.", "Postgres has JSONB.", "Node.js is what our API runs on.", "Nodejs is fast."].map(isGenericKnowledge),
    ).toEqual([false, false, false, false, false]);
  });

  it("reads a language's, runtime's or platform's name as a proper name in any case, and a format's or a protocol's not", () => {
    expect(["Haskell", "haskell", "iOS", "Postgres", "node", "Go"].map(isProperName)).toEqual([true, true, true, true, true, true]);
    expect(["golang", "SQL", "json", "http", "C++", "Vitest"].map(isProperName)).toEqual([false, false, false, false, false, false]);
  });
});
