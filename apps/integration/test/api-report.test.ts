import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allReports, exportedNames } from "../../../scripts/api-report.mjs";

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
});
