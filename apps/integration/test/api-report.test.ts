import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allReports, exportedNames, exportedNamesOfFile } from "../../../scripts/api-report.mjs";

describe("the public API report (api/*.md)", () => {
  it("lists exactly what every publishable package exports: a change to the surface is a change to the report", { timeout: 120_000 }, async () => {
    const reports = await allReports();
    expect(reports.map((report) => report.name)).toContain("@engram/core");
    for (const report of reports) {
      const committed = existsSync(report.file) ? readFileSync(report.file, "utf8") : "(missing)";
      expect(
        committed,
        `${report.name} exports something other than ${report.file} says. Run \`npm run api\`, read the diff (it is what users will see change) and commit it.`,
      ).toBe(report.text);
    }
  });

  it("reads names from export lists, renamed and type-only ones included, and from declarations", () => {
    const source = [
      "// export { commented } from './x.js';",
      'export { a, b as c, type D } from "./x.js";',
      'export type {\n  E,\n  F as G,\n} from "./y.js";',
      "export function h() {}",
      "export const i = 1;",
      "export interface J {}",
      "export type K = string;",
      "export class L {}",
      "/* export const hidden = 2; */",
    ].join("\n");
    expect([...exportedNames(source)].sort()).toEqual(["D", "E", "G", "J", "K", "L", "a", "c", "h", "i"].sort());
  });

  it("follows export * into the file it names, once even when two files re-export each other", () => {
    const dir = mkdtempSync(join(tmpdir(), "engram-api-report-"));
    try {
      writeFileSync(join(dir, "index.ts"), 'export { a } from "./a.js";\nexport * from "./entry.js";\n');
      writeFileSync(join(dir, "entry.ts"), 'export { type B, c } from "./b.js";\nexport * from "./index.js";\n');
      expect([...exportedNamesOfFile(join(dir, "index.ts"))].sort()).toEqual(["B", "a", "c"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
