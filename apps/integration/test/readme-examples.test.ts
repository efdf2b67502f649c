import { describe, expect, it } from "vitest";
import { codeBlocks, firstExample, importedPackages, printedClaims, unmetClaims } from "./readme-examples.js";

// How the consumer test reads a README (consumer.test.ts runs what these find).

const readme = [
  "# @engram/x",
  "",
  "```bash",
  "npm i @engram/x @engram/core ai",
  "```",
  "",
  "Prose.",
  "",
  "```ts",
  'import { a } from "@engram/x";',
  'import type { B } from "@engram/core/store";',
  'import { readFile } from "node:fs/promises";',
  'import { mock } from "ai/test";',
  'const lazy = await import("zod");',
  'console.log(a); // "one line"',
  "console.log(b); // a description, not checked",
  'console.log(c); // "starts…ends"',
  "```",
  "",
  "```json",
  "{}",
  "```",
].join("\n");

describe("reading a README's first example", () => {
  it("finds the fenced blocks verbatim, and the first after the install line", () => {
    expect(codeBlocks(readme).map((block) => block.lang)).toEqual(["bash", "ts", "json"]);
    const example = firstExample(readme);
    expect(example.kind).toBe("ts");
    expect(example.code.split("\n")[0]).toBe('import { a } from "@engram/x";');
    expect(example.code.endsWith('"starts…ends"\n')).toBe(true);
    expect(firstExample(readme.replace("```ts", "```bash")).kind).toBe("shell");
    expect(() => firstExample(readme.replace("```ts", "```js"))).toThrow(/```js block/);
  });

  it("names the packages an example imports, subpaths and node builtins aside", () => {
    expect(importedPackages(firstExample(readme).code)).toEqual(["@engram/core", "@engram/x", "ai", "zod"]);
  });

  it("takes a quoted comment after console.log as what the call prints, with … for what the README leaves out", () => {
    const claims = printedClaims(firstExample(readme).code);
    expect(claims).toEqual(["one line", "starts…ends"]);
    expect(unmetClaims("one line\nstarts\nand more\nends\n", claims)).toEqual([]);
    expect(unmetClaims('"one line"\nstarts ends\n', claims)).toEqual(["one line"]);
    // Whole lines, in source order.
    expect(unmetClaims("not one line\nstarts ends\n", claims)).toEqual(["one line"]);
    expect(unmetClaims("starts ends\none line\n", claims)).toEqual(["starts…ends"]);
    expect(printedClaims('console.log(x); // "a\\nb"')).toEqual(["a\nb"]);
  });
});
