import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatTable, parseCliOptions, percentile, repoRoot, sampleMs, withRatios, type BenchRow, type ResultsFile } from "../src/harness.js";
import { useQuickRun } from "./quick-run.js";
import { caseName, pipelineMetrics, pipelineSuiteName, sizePlans, windows } from "../src/suites/pipeline-plan.js";
import { langChainBaseline } from "../src/systems/langchain-system.js";
import { mastraBaseline, mastraContiguousBaseline } from "../src/systems/mastra-system.js";

const competitors = [mastraBaseline, mastraContiguousBaseline, langChainBaseline];
const systems: Array<string | null> = [null, ...competitors];
const metrics = Object.values(pipelineMetrics);
const cases = sizePlans(true).flatMap((plan) => windows.map((window) => caseName(plan.messages, window.label)));

describe("the pipeline suite in quick mode", () => {
  const run = useQuickRun(pipelineSuiteName, join("nested", "results.json"));

  it("gives every row exactly the row fields, with the right types", () => {
    expect(run.result.rows.length).toBeGreaterThan(0);
    for (const row of run.result.rows) {
      expect(Object.keys(row).sort()).toEqual(["baseline", "case", "metric", "ratio", "suite", "unit", "value"]);
      expect(row.suite).toBe(pipelineSuiteName);
      expect(cases).toContain(row.case);
      expect(metrics).toContain(row.metric);
      expect(typeof row.value).toBe("number");
      expect(Number.isFinite(row.value) && row.value > 0).toBe(true);
      expect(row.unit).toBe("ms");
      expect(row.baseline === null || competitors.includes(row.baseline)).toBe(true);
    }
  });

  it("has one row per case, system and metric, and nothing else", () => {
    expect(run.result.rows).toHaveLength(cases.length * systems.length * metrics.length);
    for (const name of cases) {
      for (const baseline of systems) {
        for (const metric of metrics) {
          const matching = run.result.rows.filter((row) => row.case === name && row.baseline === baseline && row.metric === metric);
          expect(matching, `${name} / ${baseline ?? "engram"} / ${metric}`).toHaveLength(1);
        }
      }
    }
  });

  it("gives competitor rows a numeric ratio against Engram's row, and Engram rows none", () => {
    for (const row of run.result.rows) {
      if (row.baseline === null) {
        expect(row.ratio).toBeNull();
        continue;
      }
      const engram = run.result.rows.find((other) => other.baseline === null && other.case === row.case && other.metric === row.metric);
      expect(typeof row.ratio).toBe("number");
      expect(row.ratio).toBe(row.value / engram!.value);
    }
  });

  it("writes every row to the JSON file, which parses back equal", async () => {
    expect(run.result.outPath).toBe(run.outPath);
    const file = JSON.parse(await readFile(run.outPath, "utf8")) as ResultsFile;
    expect(file.rows).toEqual(run.result.rows);
    expect(file.meta.quick).toBe(true);
    expect(file.meta.suites).toEqual([pipelineSuiteName]);
    expect(file.meta.node).toBe(process.version);
  });

  it("prints the table, the output checks and the targets (skipped: quick mode has no 1,000-message case)", () => {
    expect(run.report).toContain(formatTable(run.result.rows));
    expect(run.report).toContain("Output checks");
    expect(run.report).toContain(run.outPath);
    expect(run.result.targets.length).toBeGreaterThan(0);
    expect(run.result.targets.every((target) => target.status === "SKIP")).toBe(true);
  });
});

describe("harness pieces", () => {
  it("takes percentiles by nearest rank", () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 50)).toThrow();
  });

  it("records only the iterations after the warmup, running setup and after untimed around each", async () => {
    const calls: string[] = [];
    const samples = await sampleMs(
      {
        setup: (i) => {
          calls.push(`setup ${i}`);
          return i * 10;
        },
        run: (input, i) => {
          calls.push(`run ${i} ${input}`);
        },
        after: (_input, i) => {
          calls.push(`after ${i}`);
        },
      },
      { warmup: 2, iterations: 3 },
    );
    expect(samples).toHaveLength(3);
    expect(calls).toEqual([
      "setup 0",
      "run 0 0",
      "after 0",
      "setup 1",
      "run 1 10",
      "after 1",
      "setup 2",
      "run 2 20",
      "after 2",
      "setup 3",
      "run 3 30",
      "after 3",
      "setup 4",
      "run 4 40",
      "after 4",
    ]);
  });

  it("refuses a competitor row with no Engram row to compare with", () => {
    const row: Omit<BenchRow, "ratio"> = { suite: "s", case: "c", metric: "m", value: 2, unit: "ms", baseline: "other" };
    expect(() => withRatios([row])).toThrow(/No Engram row/);
    expect(withRatios([{ ...row, baseline: null, value: 4 }, row]).map((r) => r.ratio)).toEqual([null, 0.5]);
  });

  it("parses the command line", () => {
    expect(parseCliOptions([])).toEqual({ suites: [], quick: false, out: undefined, postgres: undefined, help: false });
    expect(parseCliOptions(["--suite", "pipeline", "--quick", "--out", "x.json", "--postgres", "postgres://h/db"])).toEqual({
      suites: ["pipeline"],
      quick: true,
      out: "x.json",
      postgres: "postgres://h/db",
      help: false,
    });
    expect(() => parseCliOptions(["--bogus"])).toThrow();
  });

  it("finds the repository root from the source tree, whatever the cwd", () => {
    expect(existsSync(join(repoRoot(), "pnpm-workspace.yaml"))).toBe(true);
    expect(existsSync(join(repoRoot(), "apps", "bench", "package.json"))).toBe(true);
  });
});
