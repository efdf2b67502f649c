import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { renderFrontmatterFile } from "../src/frontmatter.js";
import { readPlainYaml } from "../src/plain-yaml.js";
import { entryRecord } from "./fixtures.js";

/** What the yaml package reads (as `parseFrontmatterFile` does), or undefined when it finds an error. */
function yamlPackage(text: string): unknown {
  const document = parseDocument(text, { uniqueKeys: true });
  if (document.errors.length > 0) return undefined;
  return document.toJS({ maxAliasCount: 100 });
}

/** The YAML between a rendered file's --- lines. */
function frontmatterOf(fields: Record<string, unknown>): string {
  const file = renderFrontmatterFile(fields, "body");
  return file.slice(4, file.indexOf("\n---\n") + 1);
}

/** Holds the reader to the yaml package: the same value wherever it answers. Returns whether it answered. */
function agrees(text: string): boolean {
  const fast = readPlainYaml(text);
  if (fast === undefined) return false;
  expect(fast).toEqual(yamlPackage(text));
  return true;
}

const tricky = [
  "",
  " ",
  "plain",
  "two words",
  "a  b",
  "trailing ",
  " leading",
  "with: colon",
  "x:y",
  "ends:",
  "#hash",
  "a #comment",
  "a#b",
  "it's",
  'say "hi"',
  "back\\slash",
  "tab\there",
  "line\nbreak",
  "true",
  "False",
  "null",
  "~",
  "yes",
  "no",
  "on",
  "0",
  "007",
  "-0",
  "+1",
  "1.",
  ".5",
  "1e3",
  "1e+21",
  "-2e-7",
  "0x1F",
  "0o17",
  ".inf",
  "-.Inf",
  ".nan",
  "12345678901234567890",
  "- dash",
  "-dash",
  "?q",
  ":c",
  "[a]",
  "{a: 1}",
  "&anchor",
  "*alias",
  "!tag",
  "|",
  ">",
  "%directive",
  "@at",
  "`tick",
  "2024-03-28T13:25:53.000Z",
  "msg-29cde9bf",
  "東京 データ",
  "café",
  "a,b",
  "\u2028",
  "\u00a0nbsp",
  "\ufeffbom",
  "lone \ud800 high",
  "\udc00",
  "pair \ud83d\ude00",
];

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(...tricky),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("content", "at", "workspace", "user", "trust", "key", "messageIds"), tie("value"), { maxKeys: 3 }),
  ),
})).value;

describe("the plain YAML reader", () => {
  it("reads the store's own frontmatter as the yaml package does, and a usual entry without it", () => {
    const entry = entryRecord({ tags: ["testing", "ci"], importance: 0.62, provenance: { messageIds: ["m1", "m2"], trust: "user" } });
    const { content: _content, ...fields } = entry;
    expect(agrees(frontmatterOf(fields))).toBe(true);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("kind", "id", "key", "tags", "scope", "importance", "examples", "revisions", "vector", "extra"), value),
        (fields) => {
          agrees(frontmatterOf(fields));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("answers only where the yaml package reads the same, on text a person could write", () => {
    const read = (text: string) => agrees(text);
    // Plain text it takes.
    expect(read("a: 1\nb: two\nc:\n  d: true\n  e:\n    - x\n    - 2.5\nf: []\ng: [ a, 3 ]\nh: null\ni:\n")).toBe(true);
    expect(read("list:\n  - k: v\n    n: 1\n  - k: w\n    deep:\n      - z\n")).toBe(true);
    // Text it leaves to the yaml package.
    for (const text of [
      "a: 1 # comment",
      "# comment\na: 1",
      "a: &x 1\nb: *x",
      "a: !!str 1",
      "a: |\n  block",
      "a: >\n  folded",
      "a: 1\na: 2",
      "a:\tb",
      "a: 1\r\nb: 2",
      "a: b\n  continued",
      "a:\n - one space",
      "a:\n    - four spaces",
      "a:\n- zero",
      "- top: level sequence",
      "  a: indented",
      "__proto__: x",
      "a b: c",
      '"a": 1',
      "a: {b: 1}",
      "a: [b, c]",
      "a: [ b:c ]",
      "a: 'it''s'",
      "a: 'unbalanced",
      'a: "esc\\x41"',
      'a: "esc\\u0041"',
      "a:  two spaces",
      "---\na: 1",
      "a: 1\n...",
      "a: 1 ",
      "a: 0x1F",
      "a: .inf",
      "a: -dash",
    ]) {
      const fast = readPlainYaml(text);
      if (fast !== undefined) expect(fast, text).toEqual(yamlPackage(text));
    }
    // Lone surrogates read as the package reads them (a key with one is left to the package).
    expect(read("a: x\ud800y\nb: \udc00")).toBe(true);
    expect(readPlainYaml("k\ud800: 1")).toBeUndefined();
    // Nesting: as deep as the writer goes it reads; far deeper (here 800 levels, 640 KiB) it leaves to the package.
    const nest = (depth: number): string => {
      let text = "";
      for (let level = 0; level < depth; level++) text += `${" ".repeat(2 * level)}k:\n`;
      return `${text}${" ".repeat(2 * depth)}k: 1\n`;
    };
    expect(read(nest(4))).toBe(true);
    expect(readPlainYaml(nest(800))).toBeUndefined();
    expect(readPlainYaml("a: 1 # comment")).toBeUndefined();
    expect(readPlainYaml("a: 1\na: 2")).toBeUndefined();
    expect(readPlainYaml("__proto__: x")).toBeUndefined();
    expect(readPlainYaml("a: 'it''s'")).toEqual({ a: "it's" });
    expect(readPlainYaml('a: "esc\\u0041"')).toEqual({ a: "escA" });
  });
});
