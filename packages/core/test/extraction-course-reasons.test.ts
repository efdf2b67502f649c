import { describe, expect, it } from "vitest";
import { firstMatchOf } from "../src/extraction/first-match.js";
import { forAReason, forAReasonOrPurpose, reasonAfterComma } from "../src/extraction/course-reasons.js";

/** The one pattern the finder's patterns stood for: their sources joined with "|", which finds the leftmost match. */
const joined = (patterns: readonly RegExp[]): RegExp => new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");

/** Clauses after a change of course's lead: reasons of every kind, purposes, and words that are none. */
const clauses = [
  " because builds kept breaking",
  " since installs were slow",
  " now that the feature we needed is stable",
  " after the memory leaks",
  " after one too many broken migrations",
  " after every reorder broke the links",
  " after a lockfile took twenty minutes to resolve",
  " after someone scraped the user list",
  " after two of them deleted production rows",
  " after Mailchimp took over campaigns",
  " after it rate-limited us during Black Friday",
  " after a 200 MB file froze the API for everyone",
  " after Chrome updates broke the printer drivers twice",
  " after spam filters started bouncing them",
  " after the third time its cache hid a stale module",
  " after their API quotas kept cutting us off",
  " after a null price shipped to production",
  " to cut compile times",
  " to get the binary under two megabytes",
  " to protect the deploy secrets",
  " so every client parses them the same way",
  " once Node 22 went LTS",
  " when the monorepo passed a hundred services",
  " until the fix lands upstream",
  " in favour of Vitest",
  " for the search",
  " for now",
  " after lunch",
  " after the migration",
  " when we had time",
  " last spring and never looked back",
  " the kids off Netflix after they watched too much, because it was late",
  " after a storm froze the pipes since the heating broke",
  "\uD800 because \uD800",
  ` ${"after ".repeat(2_000)}the outage`,
];

describe("extraction: a change of course's reasons read as three patterns (decision 0607)", () => {
  it("finds the same match as the one pattern joining them, clause by clause", () => {
    for (const finder of [forAReason, forAReasonOrPurpose, reasonAfterComma]) {
      const one = joined(finder.patterns);
      for (const clause of [...clauses, ...clauses.map((text) => `,${text}`)]) {
        const found = finder.exec(clause);
        const expected = one.exec(clause);
        expect([clause, found?.index, found?.[0]]).toEqual([clause, expected?.index, expected?.[0]]);
        expect(finder.test(clause)).toBe(expected !== null);
      }
    }
  });

  it("reads every kind of reason, from each of the three patterns, and no moment or chore", () => {
    const reasons = clauses.slice(0, 25);
    expect(reasons.filter((clause) => !forAReason.test(clause))).toEqual([]);
    expect(reasons.filter((clause) => !forAReason.patterns.some((pattern) => pattern.test(clause)))).toEqual([]);
    // Each of the three patterns reads some of them: none is left empty by the split.
    expect(forAReason.patterns.map((pattern) => reasons.some((clause) => pattern.test(clause)))).toEqual([true, true, true]);
    expect(clauses.slice(25, 30).filter((clause) => forAReason.test(clause))).toEqual([]);
    expect(forAReasonOrPurpose.test(" for the search")).toBe(true);
    expect(forAReasonOrPurpose.test(" for now")).toBe(false);
    expect(reasonAfterComma.test(", because dashboards were locking orders")).toBe(true);
    expect(reasonAfterComma.test(" because dashboards were locking orders")).toBe(false);
  });

  it("keeps the earliest match, the first pattern's where two start together", () => {
    const finder = firstMatchOf([/b+/, /a/, /ab/]);
    expect(finder.exec("xxab")?.[0]).toBe("a");
    expect(finder.exec("xxabb")?.index).toBe(2);
    expect(finder.exec("bb a")?.[0]).toBe("bb");
    expect(firstMatchOf([/ab/, /a/]).exec("xab")?.[0]).toBe("ab");
    expect(finder.exec("xyz")).toBeNull();
    expect(finder.test("xyz")).toBe(false);
  });

  it("refuses a global or sticky pattern, whose exec would carry state between texts", () => {
    expect(() => firstMatchOf([/a/g])).toThrow("firstMatchOf takes patterns without the g or y flag, got /a/g");
    expect(() => firstMatchOf([/a/, /b/y])).toThrow("firstMatchOf takes patterns without the g or y flag, got /b/y");
  });
});
