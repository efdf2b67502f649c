import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runEngram } from "./helpers/run-engram.js";
import { appendSession, rememberAll, text, threeEntries, withStore } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const withoutHeader = (jsonl: string): string[] => jsonl.trimEnd().split("\n").slice(1);

async function seededFs(): Promise<string> {
  const cwd = await makeTempDir();
  await withStore("fs", path.join(cwd, "source"), async (store) => {
    await rememberAll(store, threeEntries);
    await appendSession(
      store,
      { workspace: "acme" },
      "s1",
      [text("m1", "user", "We deploy with GitHub Actions.", "2026-03-04T10:00:00.000Z"), text("m2", "assistant", "Understood.", "2026-03-04T10:00:05.000Z")],
      new Date("2026-03-04T10:00:05.000Z"),
    );
  });
  return cwd;
}

describe("memory export and import", () => {
  it("round-trips an fs store into a sqlite store: the second export equals the first", async () => {
    const cwd = await seededFs();
    const exported = await runEngram(["memory", "export", "--store", "fs:source", "--out", "dump.jsonl", "--json"], { cwd });
    expect(exported.code).toBe(0);
    const first = await readFile(path.join(cwd, "dump.jsonl"), "utf8");
    const lines = withoutHeader(first);
    expect(JSON.parse(exported.stdout)).toEqual({
      file: path.join(cwd, "dump.jsonl"),
      records: lines.filter((line) => line.startsWith('{"record":')).length,
      sessions: 1,
      events: lines.filter((line) => line.startsWith('{"event":')).length,
    });
    const imported = await runEngram(["memory", "import", "dump.jsonl", "--store", "sqlite:copy.db"], { cwd });
    const records = lines.filter((line) => line.startsWith('{"record":')).length;
    const events = lines.filter((line) => line.startsWith('{"event":')).length;
    expect(imported.code).toBe(0);
    expect(imported.stdout).toBe(`Imported ${records} records, 1 sessions and ${events} events.\n`);
    expect(imported.stderr).toBe(`import: ${lines.length + 1} lines read.\n`);
    const second = await runEngram(["memory", "export", "--store", "sqlite:copy.db"], { cwd });
    expect(second.code).toBe(0);
    expect(withoutHeader(second.stdout)).toEqual(lines);
  });

  it("writes nothing on --dry-run and reports what it would import", async () => {
    const cwd = await seededFs();
    await runEngram(["memory", "export", "--store", "fs:source", "--out", "dump.jsonl"], { cwd });
    const dry = await runEngram(["memory", "import", "dump.jsonl", "--store", "fs:target", "--dry-run", "--json", "--quiet"], { cwd });
    expect(dry.code).toBe(0);
    expect(dry.stderr).toBe("");
    const report = JSON.parse(dry.stdout) as { dryRun: boolean; records: number; sessions: number; rejected: unknown[] };
    // The four records seeded, and the three MEMORY.md files of their scopes (remember regenerates them).
    expect(report).toMatchObject({ dryRun: true, records: 7, sessions: 1, rejected: [] });
    const after = await runEngram(["memory", "export", "--store", "fs:target"], { cwd });
    expect(withoutHeader(after.stdout)).toEqual([]);
  });

  it("reports a bad line by its number, imports the good ones, and exits 1", async () => {
    const cwd = await seededFs();
    const dump = (await runEngram(["memory", "export", "--store", "fs:source", "--scope", "workspace=other"], { cwd })).stdout;
    const [header, record] = dump.trimEnd().split("\n");
    await writeFile(path.join(cwd, "bad.jsonl"), `${header}\n${record}\n{"bogus":1}\n`);
    const run = await runEngram(["memory", "import", "bad.jsonl", "--store", "sqlite:out.db", "--quiet"], { cwd });
    expect(run).toEqual({
      code: 1,
      stdout: "Imported 1 records, 0 sessions and 0 events.\n",
      stderr: [
        'engram: line 3: expected an object with exactly one of "record", "session" or "event", found "bogus"',
        "engram: 1 line was rejected; the other lines were imported. Fix them and import the file again (records already imported are replaced, events already there are skipped).",
        "",
      ].join("\n"),
    });
    const keys = await withStore("sqlite", path.join(cwd, "out.db"), async (store) => (await store.query({ kind: "entry" })).records.map((e) => e.key));
    expect(keys).toEqual(["deploy-day"]);
  });

  it("with --scope refuses another scope's lines by number and writes none of them; with --remap moves them in", async () => {
    const cwd = await seededFs();
    const dump = (await runEngram(["memory", "export", "--store", "fs:source", "--scope", "workspace=other"], { cwd })).stdout;
    await writeFile(path.join(cwd, "other.jsonl"), dump);
    const refused = await runEngram(["memory", "import", "other.jsonl", "--store", "sqlite:out.db", "--scope", "workspace=acme", "--quiet"], { cwd });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("Imported 0 records, 0 sessions and 0 events.\n");
    expect(refused.stderr).toContain("engram: line 2: record entry");
    expect(refused.stderr).toContain("its scope workspace=other is outside this memory's scope workspace=acme");
    expect(await withStore("sqlite", path.join(cwd, "out.db"), (store) => store.count({ kind: "entry" }))).toBe(0);

    const moved = await runEngram(["memory", "import", "other.jsonl", "--store", "sqlite:out.db", "--scope", "workspace=acme", "--remap", "--quiet"], { cwd });
    // The entry and its scope's MEMORY.md, which lands as workspace=acme's (and is regenerated there).
    expect(moved).toEqual({ code: 0, stdout: "Imported 2 records, 0 sessions and 0 events.\n", stderr: "" });
    const scopes = await withStore("sqlite", path.join(cwd, "out.db"), async (store) => (await store.query({ kind: "entry" })).records.map((e) => e.scope));
    expect(scopes).toEqual([{ workspace: "acme" }]);
    const lonely = await runEngram(["memory", "import", "other.jsonl", "--store", "sqlite:out.db", "--remap"], { cwd });
    expect(lonely).toEqual({ code: 2, stdout: "", stderr: "engram: --remap moves records into the --scope given with it: pass --scope too.\n" });
  });

  it("fails clearly on a missing input file and creates no store for it", async () => {
    const cwd = await makeTempDir();
    const run = await runEngram(["memory", "import", "missing.jsonl", "--store", "fs:target"], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `engram: Cannot read ${path.join(cwd, "missing.jsonl")}: ENOENT: no such file or directory, open '${path.join(cwd, "missing.jsonl")}'. Pass a file written by "engram memory export", or - for stdin.\n`,
    );
    expect(existsSync(path.join(cwd, "target"))).toBe(false);
  });
});
