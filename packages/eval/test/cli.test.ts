import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { usage } from "../src/cli-args.js";
import type { EvalReport } from "../src/run-eval.js";
import { writeDevSets } from "./eval-fixtures.js";
import { runEvalCli } from "./helpers/run-eval-cli.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

describe("npm run eval", () => {
  it("prints its usage with --help and exits 0", async () => {
    const run = await runEvalCli(["--help"], await makeTempDir());
    expect(run).toEqual({ code: 0, stdout: `${usage}\n`, stderr: "" });
  });

  it("refuses a bad flag or number with one line naming the fix, exit 1, no stack", async () => {
    const cwd = await makeTempDir();
    expect(await runEvalCli(["--k", "ten"], cwd)).toEqual({
      code: 1,
      stdout: "",
      stderr:
        '--k "ten": "ten" is not a positive whole number; pass positive integers, comma-separated (--k 5,10,20). Run "npm run eval -- --help" for every flag.\n',
    });
    expect(await runEvalCli(["--data", "x.json", "--verbose"], cwd)).toEqual({
      code: 1,
      stdout: "",
      stderr: 'Unknown flag "--verbose". Run "npm run eval -- --help" for every flag.\n',
    });
  });

  it("names the data file it cannot read, exit 1, no stack", async () => {
    const cwd = await makeTempDir();
    await writeFile(path.join(cwd, "odd.json"), JSON.stringify({ hello: "world" }));
    const run = await runEvalCli(["--data", "odd.json"], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `Cannot tell the format of ${path.join(cwd, "odd.json")}: expected LoCoMo (an array of { sample_id, conversation, qa }), ` +
        "REALTALK (a chat { session_<n>, session_<n>_date_time, qa }, or a directory of Chat_*.json) or LongMemEval (a question " +
        "{ question_id, haystack_sessions, ... }, an array of them, or a directory of question files). Pass --format locomo|realtalk|longmemeval to name it.\n",
    );
  });

  it("writes every system's scores and rankings with --compare --out, paths from where it was typed", async () => {
    const cwd = await makeTempDir();
    await writeDevSets(cwd);
    const run = await runEvalCli(["--data", "realtalk-dev,longmemeval-dev", "--compare", "--k", "1,5", "--budgets", "512", "--out", "scores.json"], cwd);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("## REALTALK realtalk-dev (");
    expect(run.stdout).toContain("## LongMemEval longmemeval-dev (");
    expect(run.stderr).toContain(`Scores and rankings written to ${path.join(cwd, "scores.json")}.`);
    const report = JSON.parse(await readFile(path.join(cwd, "scores.json"), "utf8")) as EvalReport;
    expect([report.mode, report.ks, report.budgets]).toEqual(["datasets", [1, 5], [512]]);
    expect(
      report.datasets.map((result) => [
        result.name,
        result.evidence.unknownEvidence.length,
        result.systems.map((system) => [system.name, Object.keys(system.rankings)]),
      ]),
    ).toEqual([
      [
        "realtalk-dev",
        3,
        [
          ["BM25 floor", ["Chat_1_Ana_Ben#0", "Chat_1_Ana_Ben#1", "Chat_1_Ana_Ben#2", "Chat_1_Ana_Ben#3", "Chat_1_Ana_Ben#4", "Chat_1_Ana_Ben#5"]],
          ["Engram recall", ["Chat_1_Ana_Ben#0", "Chat_1_Ana_Ben#1", "Chat_1_Ana_Ben#2", "Chat_1_Ana_Ben#3", "Chat_1_Ana_Ben#4", "Chat_1_Ana_Ben#5"]],
        ],
      ],
      [
        "longmemeval-dev",
        0,
        [
          ["BM25 floor", ["q-trip", "q-vase"]],
          ["Engram recall", ["q-trip", "q-vase"]],
        ],
      ],
    ]);
    // "Where did Ben fly to?": BM25 has "ben" and no "fly" ("flying" is another word), so the short turn of Ben's wins.
    expect(report.datasets[0]!.systems[0]!.rankings["Chat_1_Ana_Ben#1"]!.slice(0, 2)).toEqual([
      { ids: ["D1:2"], tokens: Math.ceil("[29.12.2023, 22:43:10] Ben: No way! What breed is Biscuit?".length / 4) },
      { ids: ["D1:5"], tokens: Math.ceil("[02.01.2024, 18:00:00] Ben: Lisbon was sunny and the pastries were great.".length / 4) },
    ]);
    expect(report.datasets[1]!.systems[1]!.latencyMs?.calls).toBe(2);
    expect(Object.keys(report.datasets[1]!.systems[1]!.sessionScores ?? {})).toEqual(["multi-session", "overall", "single-session-user"]);
  });

  it("gives Engram the model a --complete module exports", async () => {
    const cwd = await makeTempDir();
    await writeDevSets(cwd);
    await writeFile(
      path.join(cwd, "model.mjs"),
      [
        'import { appendFileSync } from "node:fs";',
        "export default async function complete(prompt) {",
        '  appendFileSync(new URL("./prompts.log", import.meta.url), JSON.stringify(typeof prompt) + "\\n");',
        "  return JSON.stringify({ facts: [] });",
        "}",
      ].join("\n"),
    );
    const run = await runEvalCli(["--data", "longmemeval-dev", "--complete", "model.mjs", "--k", "5", "--budgets", "512"], cwd);
    expect(run.code).toBe(0);
    const calls = (await readFile(path.join(cwd, "prompts.log"), "utf8")).trim().split("\n");
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(['"string"']));
    await writeFile(path.join(cwd, "none.mjs"), "export const complete = 1;\n");
    expect(await runEvalCli(["--data", "longmemeval-dev", "--complete", "none.mjs"], cwd)).toEqual({
      code: 1,
      stdout: "",
      stderr: `--complete ${path.join(cwd, "none.mjs")} has no default export function; expected a default export \`export default async function complete(prompt) { return text; }\`.\n`,
    });
  });
});
