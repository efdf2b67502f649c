import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultDataDir, parseEvalArgs, usage } from "../src/cli-args.js";

const caller = process.env.INIT_CWD ?? process.cwd();
const at = (file: string): string => path.resolve(caller, file);
const hint = ' Run "npm run eval -- --help" for every flag.';

describe("the eval's flags", () => {
  it("runs the dev summary, BM25 beside Engram, when no data is named", () => {
    expect(parseEvalArgs([])).toEqual({ help: false, data: [], dataset: "dev", dataDir: defaultDataDir, system: "both" });
    expect(parseEvalArgs(["--dataset", "dev", "--data-dir", "elsewhere", "--baseline", "bm25"])).toEqual({
      help: false,
      data: [],
      dataset: "dev",
      dataDir: at("elsewhere"),
      system: "bm25",
    });
    expect(defaultDataDir.endsWith(`${path.sep}shared${path.sep}data${path.sep}`)).toBe(true);
  });

  it("reads every flag, --data repeated or comma-separated, paths from where the command was typed", () => {
    expect(
      parseEvalArgs([
        "--data",
        "a.json,b",
        "--data=c",
        "--format",
        "realtalk",
        "--out",
        "r.json",
        "--k",
        "1,3",
        "--k=7",
        "--budgets",
        "512,1024",
        "--compare",
        "--complete",
        "model.mjs",
        "--ingest",
        "turns",
      ]),
    ).toEqual({
      help: false,
      data: [at("a.json"), at("b"), at("c")],
      format: "realtalk",
      dataDir: defaultDataDir,
      system: "both",
      out: at("r.json"),
      ks: [1, 3, 7],
      budgets: [512, 1024],
      complete: at("model.mjs"),
      ingest: "turns",
    });
    expect(parseEvalArgs(["--ingest=batch"]).ingest).toBe("batch");
    expect(parseEvalArgs(["--data", "x.json"]).system).toBe("engram");
    expect(parseEvalArgs(["--help"]).help).toBe(true);
    expect(parseEvalArgs(["-h", "--data", "x"]).help).toBe(true);
  });

  it("documents every flag it reads", () => {
    for (const flag of [
      "--data",
      "--format",
      "--dataset",
      "--data-dir",
      "--compare",
      "--baseline",
      "--k",
      "--budgets",
      "--out",
      "--complete",
      "--ingest",
      "--help",
    ]) {
      expect(usage).toMatch(new RegExp(`^ {2}(-h, )?${flag} `, "m"));
    }
  });

  it("names the flag and the fix when an argument is wrong", () => {
    const cases: [string[], string][] = [
      [["--nope"], 'Unknown flag "--nope".'],
      [["stray.json"], 'Unexpected argument "stray.json": data paths go after --data.'],
      [["--k", "5,abc"], '--k "5,abc": "abc" is not a positive whole number; pass positive integers, comma-separated (--k 5,10,20).'],
      [["--budgets", "0"], '--budgets "0": "0" is not a positive whole number; pass positive integers, comma-separated (--budgets 512,1024,2048,4096).'],
      [["--k", "2.5"], '--k "2.5": "2.5" is not a positive whole number; pass positive integers, comma-separated (--k 5,10,20).'],
      [["--data"], "--data needs a value: --data <file or directory>."],
      [["--out", "--compare"], "--out needs a value: --out <file.json>."],
      [["--data", "x", "--format", "xml"], '--format "xml" is not a format; pass --format locomo, realtalk or longmemeval.'],
      [["--dataset", "test"], '--dataset "test" is not a known data set; the one there is is --dataset dev (or pass --data <path>).'],
      [["--baseline", "tfidf"], '--baseline "tfidf" is not a baseline; the one there is is --baseline bm25.'],
      [["--data", "x", "--baseline", "bm25", "--compare"], "Pass --baseline bm25 (the floor only) or --compare (both), not both."],
      [["--dataset", "dev", "--data", "x"], "Pass --dataset dev (the three dev sets) or --data <path>, not both."],
      [["--format", "locomo"], "--format names the format of --data paths; pass --data <path> with it (--dataset dev knows its formats)."],
      [["--data", "x", "--data-dir", "d"], "--data-dir is where --dataset dev looks; with --data, pass the paths themselves."],
      [["--data", "x", "--baseline", "bm25", "--complete", "m.mjs"], "--complete is Engram's model; --baseline bm25 runs no Engram (drop one of them)."],
      [["--ingest", "stream"], '--ingest "stream" is not a mode; pass --ingest batch or --ingest turns.'],
      [["--ingest"], "--ingest needs a value: --ingest batch|turns."],
      [["--baseline", "bm25", "--ingest", "turns"], "--ingest is how Engram's run writes; --baseline bm25 runs no Engram (drop one of them)."],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseEvalArgs(argv), argv.join(" ")).toThrow(message + hint);
    }
  });
});
