import { readdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { formatTable, type BenchRow, type ResultsFile } from "../src/harness.js";
import { frameworks } from "../src/adapters/adapter-system.js";
import { tempPrefix } from "../src/adapters/adapter-workspace.js";
import { mastraMemoryConfigs } from "../src/adapters/mastra-memory-system.js";
import { adaptersCaseName, adaptersMetrics, adaptersPlan, adaptersSuiteName, crossFrameworkMetrics } from "../src/suites/adapters-plan.js";
import { useQuickRun } from "./quick-run.js";

const plan = adaptersPlan(true);
const competitors: readonly string[] = mastraMemoryConfigs.map((config) => config.name);

/** Every row the quick run must produce, as "case | metric | system". */
function expectedRows(): string[] {
  const keys: string[] = [];
  const key = (name: string, metric: string, system: string): string => `${name} | ${metric} | ${system}`;
  for (const framework of frameworks) {
    const name = adaptersCaseName(framework, plan.messages);
    for (const metric of Object.values(adaptersMetrics)) keys.push(key(name, metric, "engram"));
    const metrics: readonly string[] = framework === "mastra" ? Object.values(adaptersMetrics) : crossFrameworkMetrics;
    for (const competitor of competitors) for (const metric of metrics) keys.push(key(name, metric, competitor));
  }
  return keys.sort();
}

async function benchTempDirs(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith(tempPrefix));
}

describe("the adapters suite in quick mode", () => {
  // Taken while the file is collected, before any hook: beforeAll hooks may run concurrently with the quick run's.
  const tempBefore = readdirSync(tmpdir()).filter((name) => name.startsWith(tempPrefix));
  const run = useQuickRun(adaptersSuiteName, "results.json");
  const rowOf = (name: string, metric: string, baseline: string | null): BenchRow =>
    run.result.rows.find((row) => row.case === name && row.metric === metric && row.baseline === baseline) as BenchRow;

  it("gives every row exactly the row fields, in ms, from the adapters suite", () => {
    expect(run.result.rows.length).toBeGreaterThan(0);
    for (const row of run.result.rows) {
      expect(Object.keys(row).sort()).toEqual(["baseline", "case", "metric", "ratio", "suite", "unit", "value"]);
      expect(row.suite).toBe(adaptersSuiteName);
      expect(Object.values(adaptersMetrics)).toContain(row.metric);
      expect(row.unit).toBe("ms");
      expect(Number.isFinite(row.value)).toBe(true);
      // Overheads are differences and can be below 0 on a noisy machine; call times cannot.
      if (row.metric === adaptersMetrics.callP50 || row.metric === adaptersMetrics.bareP50) expect(row.value).toBeGreaterThan(0);
      expect(row.baseline === null || competitors.includes(row.baseline)).toBe(true);
    }
  });

  it("has every framework, metric and competitor once, and nothing else", () => {
    const actual = run.result.rows.map((row) => `${row.case} | ${row.metric} | ${row.baseline ?? "engram"}`).sort();
    expect(actual).toEqual(expectedRows());
  });

  it("derives the overheads from the call and bare p50s", () => {
    for (const framework of frameworks) {
      const name = adaptersCaseName(framework, plan.messages);
      const call = rowOf(name, adaptersMetrics.callP50, null).value;
      const bare = rowOf(name, adaptersMetrics.bareP50, null).value;
      expect(rowOf(name, adaptersMetrics.overheadP50, null).value).toBeCloseTo(call - bare, 9);
      expect(rowOf(name, adaptersMetrics.overheadP95, null).value).toBeGreaterThanOrEqual(call - bare);
    }
    // Mastra Memory's overhead is against the bare Mastra agent, the same number in every case.
    const mastra = adaptersCaseName("mastra", plan.messages);
    for (const competitor of competitors) {
      expect(rowOf(mastra, adaptersMetrics.bareP50, competitor).value).toBe(rowOf(mastra, adaptersMetrics.bareP50, null).value);
      for (const framework of frameworks) {
        const name = adaptersCaseName(framework, plan.messages);
        expect(rowOf(name, adaptersMetrics.overheadP50, competitor).value).toBe(rowOf(mastra, adaptersMetrics.overheadP50, competitor).value);
      }
    }
  });

  it("gives the competitor rows a ratio against Engram's row of the same case and metric, and Engram's rows none", () => {
    for (const row of run.result.rows) {
      if (row.baseline === null) {
        expect(row.ratio).toBeNull();
        continue;
      }
      expect(row.ratio).toBe(row.value / rowOf(row.case, row.metric, null).value);
    }
  });

  it("writes every row to the JSON file, which parses back equal", async () => {
    const file = JSON.parse(await readFile(run.outPath, "utf8")) as ResultsFile;
    expect(file.rows).toEqual(run.result.rows);
    expect(file.meta.quick).toBe(true);
    expect(file.meta.suites).toEqual([adaptersSuiteName]);
  });

  it("prints the table, the per-system samples (every system answered every call) and the adapter targets (skipped: quick size)", () => {
    expect(run.report).toContain(formatTable(run.result.rows));
    expect(run.report).toContain("Adapters. One Engram");
    expect(run.report).toContain("Engram's store calls per adapter call");
    // The per-system table: every system with all its samples (a failed check aborts the run instead).
    for (const system of ["engram", "bare", ...competitors]) {
      expect(run.report).toMatch(new RegExp(`\\n\\S+\\s+${system}\\s+${plan.iterations}\\s`));
    }
    const targets = run.result.targets.filter((target) => target.name.includes(" adapter "));
    expect(targets.map((target) => target.name.split(" ")[0])).toEqual([...frameworks]);
    expect(targets.every((target) => target.status === "SKIP")).toBe(true);
  });

  it("leaves no temp directory behind", async () => {
    expect(await benchTempDirs()).toEqual(tempBefore);
  });
});
