import { existsSync } from "node:fs";
import path from "node:path";
import { openSqliteStore } from "@engram/store-sqlite";
import { describe, expect, it } from "vitest";
import { defaultDataDir, type EvalArgs, parseEvalArgs } from "../src/cli-args.js";
import { runEval } from "../src/run-eval.js";
import { writeDevSets } from "./eval-fixtures.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

const args = (data: string[], extra: Partial<EvalArgs> = {}): EvalArgs => ({
  help: false,
  data,
  dataDir: defaultDataDir,
  system: "engram",
  ks: [1, 5],
  budgets: [512],
  ...extra,
});

describe("--store: Engram's recall on any store", () => {
  it("reads the spec, resolving a path from where the command was typed, and refuses a bad one with the fix", () => {
    const cwd = process.env.INIT_CWD ?? process.cwd();
    expect(parseEvalArgs(["--store", "sqlite:eval.db"]).store).toEqual({ kind: "sqlite", path: path.resolve(cwd, "eval.db") });
    expect(parseEvalArgs(["--store=pglite:memory://"]).store).toEqual({ kind: "pglite", dir: "memory://" });
    expect(parseEvalArgs(["--store", "postgres://127.0.0.1:5432/test?schema=eval_run"]).store).toEqual({
      kind: "postgres",
      connectionString: "postgres://127.0.0.1:5432/test",
      schema: "eval_run",
    });
    expect(() => parseEvalArgs(["--store", "postgres://db/x?schema=Eval-Run"])).toThrow(
      /^--store: Invalid store "postgres:\/\/db\/x\?schema=Eval-Run": the schema "Eval-Run" is not a plain identifier; use 1 to 63 lowercase letters/,
    );
    expect(() => parseEvalArgs(["--store", "redis://h:1/{x}"])).toThrow(/the prefix "\{x\}" may not contain \{ or \}/);
    expect(() => parseEvalArgs(["--store", "sqlite:"])).toThrow(/sqlite: needs a file after the colon/);
    expect(() => parseEvalArgs(["--store", "sqlite:x.db", "--baseline", "bm25"])).toThrow(
      "--store is where Engram's recall runs; --baseline bm25 runs no Engram (drop one of them).",
    );
  });

  it("ranks on SQLite exactly as on the in-memory store, and leaves the store empty", { timeout: 60_000 }, async () => {
    const dir = await makeTempDir();
    const sets = await writeDevSets(dir);
    const file = path.join(dir, "eval.db");
    const data = [sets.locomo, sets.realtalk, sets.longmemeval];
    const inMemory = await runEval(args(data));
    const onSqlite = await runEval(args(data, { store: { kind: "sqlite", path: file } }));
    expect(onSqlite.report.store).toBe(`sqlite:${file}`);
    expect(onSqlite.text).toContain(`Engram's store: sqlite:${file}.`);
    expect(onSqlite.report.datasets.map((set) => set.systems[0]!.rankings)).toEqual(inMemory.report.datasets.map((set) => set.systems[0]!.rankings));
    expect(onSqlite.report.datasets.map((set) => set.systems[0]!.scores)).toEqual(inMemory.report.datasets.map((set) => set.systems[0]!.scores));
    expect(existsSync(file)).toBe(true);
    const store = await openSqliteStore({ path: file });
    try {
      expect((await store.listSessions()).sessions).toEqual([]);
      for (const kind of ["entry", "daily", "note", "index", "summary", "checkpoint"] as const) expect((await store.query({ kind })).records).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("ranks on PGlite exactly as on the in-memory store", { timeout: 120_000 }, async () => {
    const sets = await writeDevSets(await makeTempDir());
    const inMemory = await runEval(args([sets.locomo]));
    const onPglite = await runEval(args([sets.locomo], { store: { kind: "pglite", dir: "memory://" } }));
    expect(onPglite.report.store).toBe("pglite:memory://");
    expect(onPglite.report.datasets[0]!.systems[0]!.rankings).toEqual(inMemory.report.datasets[0]!.systems[0]!.rankings);
  });

  it("refuses a store that already holds data, before running anything", { timeout: 30_000 }, async () => {
    const dir = await makeTempDir();
    const sets = await writeDevSets(dir);
    const file = path.join(dir, "used.db");
    const store = await openSqliteStore({ path: file });
    await store.appendEvents("s1", { user: "ann" }, [{ type: "title", at: "2026-01-01T00:00:00.000Z", title: "mine" }]);
    await store.close();
    await expect(runEval(args([sets.locomo], { store: { kind: "sqlite", path: file } }))).rejects.toThrow(
      `--store sqlite:${file} is not empty: the eval writes each conversation into an empty store and clears it after. Pass a new file, folder, key prefix or schema.`,
    );
  });
});
