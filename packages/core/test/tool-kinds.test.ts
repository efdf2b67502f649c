import { describe, expect, it } from "vitest";
import { analyzeQuery } from "./core-internals.js";
import { StemMatcher } from "../src/recall/stem-matcher.js";
import { tokenize } from "../src/text/text-tokens.js";
import { stemWord } from "../src/text/stem.js";
import { toolKindNames, toolKindsNamed } from "../src/text/tool-kinds.js";

const kindsOf = (text: string) => toolKindsNamed(tokenize(text));

describe("kinds of developer tool a text names (toolKindsNamed)", () => {
  it("finds a kind by its name's stems, where it stands, with its tools' names", () => {
    expect(kindsOf("Which package managers do we use?")).toEqual([
      {
        stems: ["package", "manager"],
        tools: ["npm", "pnpm", "yarn", "bun", "pip", "pipenv", "poetry", "uv", "conda", "cargo", "composer", "nuget", "homebrew"],
      },
    ]);
    expect(kindsOf("what did we decide about timezones")).toEqual([
      { stems: ["timezone"], tools: ["utc", "gmt", "cet", "cest", "pst", "pdt", "est", "edt", "bst", "tz"] },
    ]);
  });

  it("holds every kind's name in the form a text's words are read in, so each can be found", () => {
    expect(toolKindNames.filter((name) => tokenize(name).map(stemWord).join(" ") !== name)).toEqual([]);
    expect(new Set(toolKindNames).size).toBe(toolKindNames.length);
    // Written as stems, found in every surface form.
    for (const text of [
      "error tracking",
      "an error tracker",
      "crash reports",
      "crash reporting",
      "testing library",
      "our linters",
      "type checking",
      "hosting provider",
    ]) {
      expect([text, kindsOf(text).length]).toEqual([text, 1]);
    }
  });

  it("reads the longest name at each place, and every kind of a text in order", () => {
    expect(kindsOf("the testing framework and the linter").map((kind) => kind.stems)).toEqual([["test", "framework"], ["linter"]]);
    // "ci pipeline" is one name, not "ci" and then a word.
    expect(kindsOf("our CI pipeline").map((kind) => kind.stems)).toEqual([["ci", "pipeline"]]);
    expect(kindsOf("infrastructure as code for the database").map((kind) => kind.stems)).toEqual([["infrastructure", "code"], ["database"]]);
  });

  it("leaves out the tools the text names itself", () => {
    expect(kindsOf("is pnpm or npm our package manager?")[0]!.tools).toEqual([
      "yarn",
      "bun",
      "pip",
      "pipenv",
      "poetry",
      "uv",
      "conda",
      "cargo",
      "composer",
      "nuget",
      "homebrew",
    ]);
  });

  it("finds no kind in everyday words, nor in half of a two-word name", () => {
    for (const text of ["we queued at the cache of the host", "the package arrived, my manager said", "a test run", "time flies in this zone"]) {
      expect(kindsOf(text)).toEqual([]);
    }
  });

  it("takes hostile text as words: object keys, a long repeated name, nothing at all", () => {
    expect(kindsOf("__proto__ constructor toString hasOwnProperty prototype")).toEqual([]);
    expect(kindsOf("")).toEqual([]);
    const repeated = kindsOf("package manager ".repeat(5_000));
    expect(repeated).toHaveLength(5_000);
    // The query widens by each tool once, however often its kind is named.
    const query = analyzeQuery("package manager ".repeat(5_000));
    expect(query.searchText.split(" ").filter((word) => word === "pnpm")).toEqual(["pnpm"]);
    expect(query.aliases.get("pnpm")).toEqual(["package", "manager"]);
  });
});

describe("a query naming a kind of tool", () => {
  it("is searched by its tools' names, which find the kind's stems in a memory", () => {
    const query = analyzeQuery("which package manager do we use?");
    expect(query.terms).toEqual(["package", "manager", "use"]);
    expect(query.searchText.split(" ")).toEqual(expect.arrayContaining(["package", "manager", "npm", "pnpm", "yarn"]));
    expect(query.aliases.get("yarn")).toEqual(["package", "manager"]);
    const matcher = new StemMatcher(query.stems, query.aliases);
    for (const text of ["We use pnpm, not npm.", `We use pnpm, not npm. ${"More words. ".repeat(60)}`]) {
      expect(matcher.coverage(text)).toBe(1);
      expect(matcher.patternCoverage(text)).toBe(1);
      expect(matcher.matched(text)).toEqual(new Set(["use", "package", "manager"]));
    }
    expect(matcher.occurrences("use pnpm")).toEqual([
      { index: 0, stem: "use" },
      { index: 4, stem: "package" },
      { index: 4, stem: "manager" },
    ]);
    expect(matcher.coverage("Our manager uses the package.")).toBe(2 / 3);
    expect(matcher.coverage("Nothing of the kind.")).toBe(0);
    // Without the aliases, the tool finds nothing of the kind.
    expect(new StemMatcher(query.stems).coverage("We use pnpm, not npm.")).toBe(1 / 3);
  });

  it("leaves a query naming no kind as it was", () => {
    const query = analyzeQuery("What did Melanie paint recently?");
    expect(query.aliases).toEqual(new Map());
    expect(query.searchText).toBe(
      "melanie paint recently melanies melanieed melanieing melaniees melaniing melanied paints painted painting paintes recent recents recented recenting recentes",
    );
  });
});
