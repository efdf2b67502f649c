import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runEngram } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const fixture = fileURLToPath(new URL("./fixtures/locomo-tiny.json", import.meta.url));

describe("eval locomo", () => {
  it("scores a LoCoMo file, JSON on stdout and progress on stderr", async () => {
    const cwd = await makeTempDir();
    const run = await runEngram(["eval", "locomo", "--data", fixture, "--k", "1,5", "--budgets", "512", "--json"], { cwd });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      [
        "eval locomo: conversation 1/2 (tiny-a, 2 questions)",
        "eval locomo: conversation 2/2 (tiny-b, 3 questions)",
        "eval locomo: scored 5 questions of 2 conversations.",
        "",
      ].join("\n"),
    );
    const result = JSON.parse(run.stdout) as { systems: { name: string; scores: Record<string, { n: number; metrics: Record<string, number> }> }[] };
    expect(result).toMatchObject({ data: fixture, conversations: 2, questions: 5 });
    expect(result.systems.map((system) => system.name)).toEqual(["Engram recall"]);
    const scores = result.systems[0]!.scores;
    expect(Object.keys(scores).sort()).toEqual(["1", "2", "4", "5", "overall"]);
    expect(scores["overall"]!.n).toBe(4);
    expect(scores["5"]!.n).toBe(1);
    expect(Object.keys(scores["overall"]!.metrics).sort()).toEqual(["all@1", "all@5", "all@512t", "any@1", "any@5", "any@512t"]);
    for (const score of Object.values(scores)) for (const value of Object.values(score.metrics)) expect(value).toBeGreaterThanOrEqual(0);
    expect(scores["overall"]!.metrics["any@5"]).toBe(100);
  });

  it("compares with the BM25 floor as tables for people", async () => {
    const cwd = await makeTempDir();
    const run = await runEngram(["eval", "locomo", "--data", fixture, "--compare", "--quiet"], { cwd });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("| BM25 floor | overall, categories 1-4 (4) |");
    expect(run.stdout).toContain("| Engram recall | overall, categories 1-4 (4) |");
  });

  it("needs --data", async () => {
    const cwd = await makeTempDir();
    const run = await runEngram(["eval", "locomo"], { cwd });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: 'engram: "engram eval locomo" needs --data <locomo.json>.\nRun "engram eval locomo --help" for usage.\n',
    });
  });
});
