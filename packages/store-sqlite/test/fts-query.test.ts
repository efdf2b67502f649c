import { describe, expect, it } from "vitest";
import { ftsQuery, queryTerms } from "../src/index.js";
import { entry, openTemp } from "./helpers.js";

describe("FTS query escaping", () => {
  it("turns user text into quoted tokens joined by OR, and a phrase, stop words dropped", () => {
    expect(ftsQuery('say "hi" (AND) NOT x* OR y^ col:z NEAR(b c) "d""e"')).toEqual({
      anyTerm: '"say" OR "hi" OR "x" OR "y" OR "col" OR "z" OR "near" OR "b" OR "c" OR "d" OR "e"',
      phrase: '"say hi x y col z near b c d e"',
    });
    expect(queryTerms("Café café CAFÉ naïve 東京 2025")).toEqual(["cafe", "naive", "東", "京", "2025"]);
    expect(ftsQuery("single")).toEqual({ anyTerm: '"single"', phrase: undefined });
    expect(ftsQuery("*** () \" ''")).toBeUndefined();
    expect(ftsQuery("the AND of it")).toBeUndefined();
  });

  const nasty = [
    'he said "hello',
    "unbalanced (parenthesis",
    "closing) only",
    "AND",
    "OR NOT AND",
    "NEAR(",
    "prefix*",
    "*",
    "col:value",
    "^start",
    "- minus + plus",
    "'single' quotes",
    '""',
    "ünïcödé Ελληνικά русский 中文 🙂",
    "nul\u0000byte",
  ];

  it("never lets user text break MATCH, and finds the words it names", async () => {
    const { store } = await openTemp();
    await store.put(
      entry("target", "and or not near hello parenthesis only value start minus plus single quotes prefix ünïcödé Ελληνικά русский 中文 col nul byte"),
    );
    for (const text of nasty) {
      const hits = await store.search({ text, scope: {}, targets: ["entry", "message"] });
      const expected = ftsQuery(text) === undefined ? [] : ["target"];
      expect({ text, ids: hits.map((h) => (h.target === "record" ? h.record.id : "message")) }).toEqual({ text, ids: expected });
    }
  });

  it("treats operators in the text as plain words", async () => {
    const { store } = await openTemp();
    await store.put(entry("ops", "NEAR this AND that"));
    await store.put(entry("other", "something else"));
    const hits = await store.search({ text: "NEAR(", scope: {} });
    expect(hits.map((h) => (h.target === "record" ? h.record.id : ""))).toEqual(["ops"]);
  });
});
