import { describe, expect, it } from "vitest";
import { createInMemoryStore, recallMemories } from "./core-internals.js";
import { dateCueOf, queryTimeRanges } from "../src/recall/query-dates.js";
import { archive, charTokens } from "./recall-helpers.js";

// A Wednesday.
const now = Date.parse("2024-03-13T15:00:00.000Z");
const day = (iso: string): number => Date.parse(`${iso}T00:00:00.000Z`);
const ranges = (query: string): Array<[string, string, string]> =>
  queryTimeRanges(query, now).map((range) => [
    new Date(range.fromMs).toISOString().slice(0, 10),
    new Date(range.toMs).toISOString().slice(0, 10),
    range.precision,
  ]);

describe("queryTimeRanges", () => {
  it("reads absolute days in the forms people write them", () => {
    expect(ranges("What did she eat for dinner on October 24, 2023?")).toEqual([["2023-10-24", "2023-10-25", "day"]]);
    expect(ranges("what happened on 8 May 2022")).toEqual([["2022-05-08", "2022-05-09", "day"]]);
    expect(ranges("the 1st of February, 2023")).toEqual([["2023-02-01", "2023-02-02", "day"]]);
    expect(ranges("plans for 10.01.2024")).toEqual([["2024-01-10", "2024-01-11", "day"]]);
    expect(ranges("plans for 01/10/2024")).toEqual([["2024-01-10", "2024-01-11", "day"]]);
    expect(ranges("deploy of 2024-02-29")).toEqual([["2024-02-29", "2024-03-01", "day"]]);
  });

  it("puts a day or month without a year at its latest time before the query", () => {
    expect(ranges("on March 3")).toEqual([["2024-03-03", "2024-03-04", "day"]]);
    expect(ranges("on 24 Oct")).toEqual([["2023-10-24", "2023-10-25", "day"]]);
    expect(ranges("camping in June")).toEqual([["2023-06-01", "2023-07-01", "month"]]);
    expect(ranges("in August 2021")).toEqual([["2021-08-01", "2021-09-01", "month"]]);
    expect(ranges("trips in 2022")).toEqual([["2022-01-01", "2023-01-01", "year"]]);
  });

  it("measures relative times from the query's own time", () => {
    expect(ranges("what did I cook yesterday")).toEqual([["2024-03-12", "2024-03-13", "day"]]);
    expect(ranges("three days ago")).toEqual([["2024-03-09", "2024-03-12", "day"]]);
    expect(ranges("the workshop two weeks ago")).toEqual([["2024-02-24", "2024-03-04", "week"]]);
    expect(ranges("what did we do last weekend")).toEqual([["2024-03-08", "2024-03-12", "week"]]);
    expect(ranges("last week")).toEqual([["2024-03-03", "2024-03-12", "week"]]);
    expect(ranges("last month")).toEqual([["2024-02-01", "2024-03-01", "month"]]);
    expect(ranges("last Friday")).toEqual([["2024-03-08", "2024-03-09", "day"]]);
    expect(ranges("a month ago")).toEqual([["2024-02-02", "2024-02-23", "month"]]);
  });

  it("names no time for words that only look like one, or impossible days", () => {
    expect(ranges("may I ask what you march for")).toEqual([]);
    expect(ranges("what is my name")).toEqual([]);
    // No such day: what is left is the month.
    expect(ranges("on 31 February 2023")).toEqual([["2023-02-01", "2023-03-01", "month"]]);
    expect(ranges("Dec said hi")).toEqual([]);
  });

  it("matches a memory written in the range, the day after a named day, or naming the day itself", () => {
    const [dec31] = queryTimeRanges("Where was she on 31 Dec 2023?", now);
    expect(dateCueOf(day("2023-12-31") + 3_600_000, [dec31!])).toBe(0.3);
    expect(dateCueOf(day("2024-01-01") + 3_600_000, [dec31!])).toBe(0.3);
    expect(dateCueOf(day("2024-01-02") + 3_600_000, [dec31!])).toBe(0);
    expect(dateCueOf(day("2024-01-03"), [dec31!], "Two days ago I was in Miami for the fireworks.")).toBe(0.3);
    expect(dateCueOf(day("2024-01-03"), [dec31!], "I was in Miami for the fireworks.")).toBe(0);
  });
});

describe("recall of a dated question", () => {
  it("pulls the turn of the named day's session that the text search ranks below other meals", async () => {
    const store = createInMemoryStore();
    const scope = { workspace: "w" };
    // Many sessions about dinner; the answering turn shares only "dinner" with the question.
    for (let i = 1; i <= 12; i++) {
      const at = `2023-10-${String(i).padStart(2, "0")}T19:00:00.000Z`;
      await archive(store, `s${i}`, scope, at, [{ id: `d${i}`, text: `Dinner dinner dinner talk number ${i}: dinner plans and dinner recipes for dinner.` }]);
    }
    await archive(store, "s24", scope, "2023-10-24T20:00:00.000Z", [
      { id: "hello", text: "Hi! Long day at work." },
      { id: "answer", text: "We had ramen for dinner at the new place downtown." },
    ]);
    const query = "What did she eat for dinner on October 24, 2023?";
    const result = await recallMemories({ store, scope, query, countTokens: charTokens, now: "2023-11-01T12:00:00.000Z", budgetTokens: 2_000, limit: 3 });
    expect(result.items[0]?.ids).toEqual(["answer"]);
    expect(result.items[0]?.text).toBe("user: We had ramen for dinner at the new place downtown.");
  });
});

describe("hostile queries and texts", () => {
  it("reads nearly a megabyte of near-dates in one pass and finds the real one among short phrases", () => {
    const query = `${"1 of ".repeat(100_000)}May${" 12/".repeat(50_000)} on 8 May 2022 ${"last ".repeat(50_000)}`;
    expect(query.length).toBeGreaterThan(900_000);
    const found = queryTimeRanges(query, now).map((range) => range.phrase);
    expect(found).toContain("8 May 2022");
    expect(found.every((phrase) => phrase.length < 40)).toBe(true);
  });

  it("takes a date-like text of a memory as data: impossible days and lone surrogates name no time", () => {
    expect(queryTimeRanges("on 99.99.2024 and 2024-13-45 and \ud800 31/02/2024", now)).toEqual([]);
    expect(dateCueOf(Date.parse("2024-03-01T00:00:00.000Z"), queryTimeRanges("yesterday", now), "\ud800".repeat(10_000))).toBe(0);
  });
});
