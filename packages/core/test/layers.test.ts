import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCircles, importsOf, layerTable, layerViolations, readImports } from "./import-graph.js";

const architecture = readFileSync(new URL("../../../ARCHITECTURE.md", import.meta.url), "utf8");
const layers = layerTable(architecture);
const { files, imports } = readImports(fileURLToPath(new URL("../src/", import.meta.url)));

describe("core's layers (ARCHITECTURE.md)", () => {
  it("places every folder of src in one layer, from the table", () => {
    expect(layers.get("util")).toBe(1);
    expect(layers.get("store")).toBe(5);
    expect(layers.get("memory")).toBeLessThan(layers.get("conversation")!);
    expect(layers.get("index.ts")).toBe(layers.get("entries"));
  });

  it("has no import from a lower layer to a higher one, types included, and no unplaced folder", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(imports.length).toBeGreaterThan(1000);
    expect(layerViolations(imports, files, layers)).toEqual([]);
  });

  it("has no circle of imports", () => {
    expect(importCircles(imports)).toEqual([]);
  });
});

describe("the layer check itself", () => {
  const table = layerTable("| 1 | `util/` `errors.ts` | base |\n| 2 | `store/` | contract |\n| 3 | `recall/` | ranking |");

  it("reads imports of every shape, type-only ones marked", () => {
    const text = [
      'import { a } from "../util/a.js";',
      'import type { B } from "./b.js";',
      'export { c } from "../recall/c.js";',
      'export type { D } from "../errors.js";',
      'const lazy = await import("../recall/lazy.js");',
      'import { z } from "zod";',
    ].join("\n");
    expect(importsOf("store/x.ts", text)).toEqual([
      { from: "store/x.ts", to: "util/a.ts", typeOnly: false },
      { from: "store/x.ts", to: "store/b.ts", typeOnly: true },
      { from: "store/x.ts", to: "recall/c.ts", typeOnly: false },
      { from: "store/x.ts", to: "errors.ts", typeOnly: true },
      { from: "store/x.ts", to: "recall/lazy.ts", typeOnly: false },
    ]);
  });

  it("reports an import that runs back up, a type import too, and an unplaced folder", () => {
    const found = layerViolations(
      [
        ...importsOf("store/x.ts", 'import { r } from "../recall/r.js";\nimport type { T } from "../recall/t.js";'),
        ...importsOf("recall/r.ts", 'import { x } from "../store/x.js";'),
      ],
      ["store/x.ts", "recall/r.ts", "recall/t.ts", "misc/m.ts"],
      table,
    );
    expect(found).toEqual([
      "misc/m.ts: misc is in no layer of ARCHITECTURE.md",
      "store/x.ts (layer 2) imports recall/r.ts (layer 3)",
      "store/x.ts (layer 2) imports types of recall/t.ts (layer 3)",
    ]);
  });

  it("finds a circle closed only by a type import", () => {
    const graph = [
      ...importsOf("store/a.ts", 'import { b } from "./b.js";'),
      ...importsOf("store/b.ts", 'import type { A } from "./a.js";'),
      ...importsOf("store/c.ts", 'import { b } from "./b.js";'),
    ];
    expect(importCircles(graph)).toEqual([["store/a.ts", "store/b.ts"]]);
  });
});
