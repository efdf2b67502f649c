import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentedNames, reportedNames, tableNames, undocumented } from "./entry-point-sections.js";

const repo = join(import.meta.dirname, "../../..");
const report = readFileSync(join(repo, "api/core.md"), "utf8");
const page = readFileSync(join(repo, "packages/core/docs/entry-points.md"), "utf8");

describe("core's entry points reference (packages/core/docs/entry-points.md)", () => {
  it("documents every name of every subpath in that subpath's section, and only names it exports", () => {
    const subpaths = new Map([...reportedNames(report)].filter(([entry]) => entry !== "@engram/core"));
    expect([...subpaths.keys()]).toEqual([
      "@engram/core/store",
      "@engram/core/store-kit",
      "@engram/core/recall",
      "@engram/core/inspect",
      "@engram/core/maintenance",
      "@engram/core/transfer",
      "@engram/core/extraction",
      "@engram/core/pipeline",
      "@engram/core/adapter-kit",
      "@engram/core/prompt-skip",
      "@engram/core/testing",
    ]);
    expect(undocumented(subpaths, documentedNames(page), tableNames(page))).toEqual([]);
  });

  it("reports a name a section leaves out, a section that is missing, and a documented name nobody exports", () => {
    const api = reportedNames("## @x/a\n\n- value f\n- type  G\n\n## @x/b\n\n- value h\n");
    const doc = "## `@x/a`\n\n```ts\nf();\n```\n\n| name | what |\n| --- | --- |\n| `f`, `gone` | … |\n";
    expect(undocumented(api, documentedNames(doc), tableNames(doc))).toEqual([
      "@x/a: G is exported but not documented",
      "@x/a: gone is documented but not exported",
      "@x/b: no section",
    ]);
  });
});
