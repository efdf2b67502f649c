import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultDataDir, type EvalArgs } from "../src/cli-args.js";
import { runEval } from "../src/run-eval.js";
import { writeDevSets } from "./eval-fixtures.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

const args = (data: string[], extra: Partial<EvalArgs> = {}): EvalArgs => ({
  help: false,
  data,
  dataDir: defaultDataDir,
  system: "both",
  ks: [1, 5],
  budgets: [512],
  ...extra,
});

describe("the whole eval on a tiny set of each format", () => {
  it("LoCoMo: reads, ranks with BM25 and Engram, scores per category with 5 apart, times recall", async () => {
    const { locomo } = await writeDevSets(await makeTempDir());
    const { report, text } = await runEval(args([locomo]));
    const [result] = report.datasets;
    expect(result!.evidence).toEqual({ questions: 5, scored: 4, skipped: [{ question: "tiny-1#3", reason: "no evidence" }], unknownEvidence: [] });
    expect(result!.systems.map((system) => [system.name, Object.keys(system.rankings), system.scores["overall"]?.n, system.scores["5"]?.n])).toEqual([
      ["BM25 floor", ["tiny-1#0", "tiny-1#1", "tiny-1#2", "tiny-1#3", "tiny-1#4"], 3, 1],
      ["Engram recall", ["tiny-1#0", "tiny-1#1", "tiny-1#2", "tiny-1#3", "tiny-1#4"], 3, 1],
    ]);
    expect(result!.systems[0]!.scores["overall"]!.metrics).toEqual({
      "all@1": 66.7,
      "any@1": 66.7,
      "all@5": 100,
      "any@5": 100,
      "all@512t": 100,
      "any@512t": 100,
    });
    expect(result!.systems[1]!.scores["overall"]!.metrics["all@5"]).toBe(100);
    expect(result!.systems[1]!.latencyMs?.calls).toBe(5);
    expect(result!.systems[0]!.latencyMs).toBeUndefined();
    expect(text).toContain("## LoCoMo locomo-dev (");
    expect(text).toContain("1 conversation, 5 questions, 4 scored.");
    expect(text).toContain("| BM25 floor | overall, categories 1-4 (3) | 66.7 | 100.0 | 66.7 | 100.0 |");
    expect(text).toContain("Category 5 (adversarial, unanswerable), reported apart:");
    expect(text).toMatch(/Engram recall latency per memory\.recall call: p50 \d+\.\d ms, p95 \d+\.\d ms \(5 calls\)\./);
  });

  it("REALTALK: evidence ranges understood, ids naming no turn reported and left out", async () => {
    const { realtalk } = await writeDevSets(await makeTempDir());
    const { report, text } = await runEval(args([realtalk]));
    const [result] = report.datasets;
    expect([result!.format, result!.name, result!.conversations]).toEqual(["realtalk", "realtalk-dev", 1]);
    expect(result!.evidence.unknownEvidence).toEqual([
      { question: "Chat_1_Ana_Ben#3", id: "D9:9" },
      { question: "Chat_1_Ana_Ben#4", id: "D7:1" },
      { question: "Chat_1_Ana_Ben#4", id: "D17;39" },
    ]);
    expect(result!.systems[0]!.scores["overall"]).toEqual({
      n: 5,
      metrics: { "all@1": 20, "any@1": 60, "all@5": 80, "any@5": 100, "all@512t": 80, "any@512t": 100 },
    });
    expect(result!.systems[1]!.scores["overall"]!.metrics["any@5"]).toBe(100);
    expect(text).toContain("Skipped (no evidence names a turn), 1: Chat_1_Ana_Ben#4 (every evidence id names no turn)");
    expect(text).toContain(
      "Evidence ids that name no turn, 3 (left out of the score, not misses): Chat_1_Ana_Ben#3 D9:9, Chat_1_Ana_Ben#4 D7:1, Chat_1_Ana_Ben#4 D17;39",
    );
  });

  it("LongMemEval: each question its own memory, assistant evidence found, session level beside turn level", async () => {
    const { longmemeval } = await writeDevSets(await makeTempDir());
    const { report, text } = await runEval(args([longmemeval]));
    const [result] = report.datasets;
    expect([result!.format, result!.conversations, result!.evidence.scored]).toEqual(["longmemeval", 2, 2]);
    const [bm25, engram] = result!.systems;
    expect(bm25!.scores["multi-session"]).toEqual({
      n: 1,
      metrics: { "all@1": 0, "any@1": 100, "all@5": 100, "any@5": 100, "all@512t": 100, "any@512t": 100 },
    });
    expect(bm25!.sessionScores?.["overall"]).toEqual({
      n: 2,
      metrics: { "all@1": 50, "any@1": 100, "all@5": 100, "any@5": 100, "all@512t": 100, "any@512t": 100 },
    });
    // The trip's evidence is two assistant turns: all@5 means both roles were ingested as themselves and recalled.
    expect(engram!.scores["multi-session"]!.metrics["all@5"]).toBe(100);
    expect(engram!.sessionScores?.["overall"]?.metrics["any@5"]).toBe(100);
    expect(engram!.latencyMs?.calls).toBe(2);
    const engramIds = new Set(Object.values(engram!.rankings).flatMap((items) => items.flatMap((item) => item.ids)));
    expect([...engramIds].every((id) => /^s-[a-z]+(~2)?#\d$/.test(id))).toBe(true);
    expect(text).toContain("Session level (evidence = answer_session_ids;");
  });

  it("--dataset dev: the three sets in one summary table, BM25 beside Engram with latency", async () => {
    const dir = await makeTempDir();
    await writeDevSets(dir);
    const { report, text } = await runEval({ help: false, data: [], dataset: "dev", dataDir: dir, system: "both" });
    expect(report.mode).toBe("summary");
    expect(report.datasets.map((result) => [result.format, result.systems.map((system) => system.name)])).toEqual([
      ["locomo", ["BM25 floor", "Engram recall"]],
      ["realtalk", ["BM25 floor", "Engram recall"]],
      ["longmemeval", ["BM25 floor", "Engram recall"]],
    ]);
    const lines = text.split("\n");
    expect(lines.slice(2, 4)).toEqual([
      "| data set (questions) | system | all@512t | any@512t | all@1024t | any@1024t | all@2048t | any@2048t | all@4096t | any@4096t | answer@1024t | recall p50 ms | recall p95 ms |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]);
    expect(lines[4]).toBe("| LoCoMo locomo-dev (3) | BM25 floor | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | – | – |");
    expect(lines[5]).toMatch(/^\| LoCoMo locomo-dev \(3\) \| Engram recall \|( \d+\.\d \|){9} \d+\.\d \| \d+\.\d \|$/);
    expect(lines[6]).toBe("| REALTALK realtalk-dev (5) | BM25 floor | 80.0 | 100.0 | 80.0 | 100.0 | 80.0 | 100.0 | 80.0 | 100.0 | 80.0 | – | – |");
    expect(lines[8]).toBe("| LongMemEval longmemeval-dev (2) | BM25 floor | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | 100.0 | – | – |");
    expect(text).toContain("LongMemEval longmemeval-dev, session level (answer_session_ids among the first k distinct sessions the ranking reaches):");
    expect(text).toContain("- REALTALK realtalk-dev: 1 conversation, 6 questions, 5 scored (1 skipped, 3 evidence ids naming no turn left out:");
  });

  it("--dataset dev says where it looked when a set is missing: the first missing one, every time", async () => {
    const dir = await makeTempDir();
    // Checked side by side, the three answer in any order: the message names the first missing set all the same.
    for (let run = 0; run < 20; run++) {
      await expect(runEval({ help: false, data: [], dataset: "dev", dataDir: dir, system: "both" })).rejects.toThrow(
        `--dataset dev needs ${dir}/locomo-dev.json, which is not there; pass --data-dir <directory holding locomo-dev.json, realtalk-dev, longmemeval-dev> or --data <path>.`,
      );
    }
    await writeFile(path.join(dir, "locomo-dev.json"), "[]");
    await expect(runEval({ help: false, data: [], dataset: "dev", dataDir: dir, system: "both" })).rejects.toThrow(
      `--dataset dev needs ${dir}/realtalk-dev, which is not there;`,
    );
  });
});
