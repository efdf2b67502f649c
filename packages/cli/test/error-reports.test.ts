import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { EngramError, type EngramErrorCode } from "@engram/core";
import { latestSchemaVersion, openSqliteStore } from "@engram/store-sqlite";
import { describe, expect, it } from "vitest";
import { reportError } from "../src/error-report.js";
import { runEngram } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

const corruptHint =
  "Part of the store could not be read: restore it from a backup or an export, repair or remove the file or row named above, or point --store at another store.";
const unavailableHint =
  "The store could not be reached, opened or written: check that Redis is running at that address, that no other process holds the store, and the disk and permissions named above, then retry.";
const recovery = (file: string): string =>
  `Restore ${file} from a backup, or recover what is readable into a new file (sqlite3 "${file}" ".recover" | sqlite3 recovered.db, then use recovered.db), or point the store at another file.`;

/** A closed Engram SQLite file holding one session. */
async function engramFile(dir: string): Promise<string> {
  const file = path.join(dir, "memory.db");
  const store = await openSqliteStore({ path: file });
  const at = "2026-03-01T09:00:00.000Z";
  for (let i = 0; i < 30; i++) {
    await store.appendEvents(`s${i}`, {}, [
      { at, type: "message", message: { id: "m1", role: "user", parts: [{ type: "text", text: `hello ${"x".repeat(300)}` }], createdAt: at } },
    ]);
  }
  await store.close();
  return file;
}

describe("how the CLI reports a damaged SQLite file", () => {
  it("prints STORE_CORRUPT with the path and the way out for a file of random bytes, exit 1, never a bug", async () => {
    const cwd = await makeTempDir();
    const file = path.join(cwd, "memory.db");
    await writeFile(file, randomBytes(8192));
    const run = await runEngram(["memory", "list", "--store", `sqlite:${file}`], { cwd });
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr:
        `engram: STORE_CORRUPT: ${file} is not a SQLite database (file is not a database): it may be another kind of file, encrypted, or damaged from its first page. ${recovery(file)}\n` +
        `${corruptHint}\n`,
    });
  });

  it("prints the same report as one JSON line on stderr under --json", async () => {
    const cwd = await makeTempDir();
    const file = path.join(cwd, "memory.db");
    await writeFile(file, "not a database\n".repeat(500));
    const run = await runEngram(["session", "list", "--store", `sqlite:${file}`, "--json"], { cwd });
    expect([run.code, run.stdout, run.stderr.endsWith("}\n"), run.stderr.split("\n").length]).toEqual([1, "", true, 2]);
    expect(JSON.parse(run.stderr)).toEqual({
      error: {
        code: "STORE_CORRUPT",
        message: `${file} is not a SQLite database (file is not a database): it may be another kind of file, encrypted, or damaged from its first page. ${recovery(file)}`,
        hint: corruptHint,
      },
    });
  });

  it("prints STORE_CORRUPT for a truncated database", async () => {
    const cwd = await makeTempDir();
    const file = await engramFile(cwd);
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const run = await runEngram(["session", "list", "--store", `sqlite:${file}`], { cwd });
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `engram: STORE_CORRUPT: The SQLite file ${file} is damaged (database disk image is malformed). ${recovery(file)}\n${corruptHint}\n`,
    });
  });

  it("prints STORE_CORRUPT for another application's database and leaves it untouched", async () => {
    const cwd = await makeTempDir();
    const file = path.join(cwd, "app.db");
    const app = new DatabaseSync(file);
    app.exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)");
    app.close();
    const before = await readFile(file);
    const run = await runEngram(["memory", "list", "--store", `sqlite:${file}`], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")[0]).toBe(
      `engram: STORE_CORRUPT: ${file} is a SQLite database but not an Engram store (it holds the tables invoices and no schema_version); nothing was changed in it. ` +
        `Point the store at another file (a new one is created), or, if it was an Engram store, ${recovery(file).replace(/^Restore/, "restore")}`,
    );
    expect((await readFile(file)).equals(before)).toBe(true);
  });

  it("prints STORE_UNAVAILABLE for a file of a newer Engram", async () => {
    const cwd = await makeTempDir();
    const file = await engramFile(cwd);
    const db = new DatabaseSync(file);
    db.prepare("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)").run(latestSchemaVersion + 5, "2030-01-01T00:00:00Z");
    db.close();
    const run = await runEngram(["memory", "stats", "--store", `sqlite:${file}`], { cwd });
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr:
        `engram: STORE_UNAVAILABLE: The SQLite file ${file} has schema version ${latestSchemaVersion + 5}, written by a newer @engram/store-sqlite; this one knows up to ${latestSchemaVersion}. ` +
        `Upgrade @engram/store-sqlite (and the engram CLI) to open it; nothing was changed in the file.\n${unavailableHint}\n`,
    });
  });
});

describe("how the CLI reports hostile fs store files", () => {
  it("warns about a session line nested 100,000 levels deep, loads the rest, and never calls it a bug", async () => {
    const cwd = await makeTempDir();
    const root = path.join(cwd, "memory");
    await mkdir(path.join(root, "sessions"), { recursive: true });
    const at = "2026-03-01T09:00:00.000Z";
    const deep = `${"[".repeat(100_000)}0${"]".repeat(100_000)}`;
    const text = (seq: number) =>
      JSON.stringify({ seq, at, type: "message", message: { id: `m${seq}`, role: "user", parts: [{ type: "text", text: "fine" }], createdAt: at } });
    const hostile = `{"seq":2,"at":"${at}","type":"message","message":{"id":"m2","role":"assistant","createdAt":"${at}","parts":[{"type":"tool-call","toolCallId":"c1","toolName":"t","input":${deep}}]}}`;
    await writeFile(path.join(root, "sessions", "s1.jsonl"), `${JSON.stringify({ session: { id: "s1", scope: {} } })}\n${text(1)}\n${hostile}\n`);
    await writeFile(path.join(root, "sessions", "s2.jsonl"), `${JSON.stringify({ session: { id: "s2", scope: {} } })}\n${text(1)}\n`);
    const run = await runEngram(["session", "list", "--store", `fs:${root}`, "--json"], { cwd });
    expect(run.code).toBe(0);
    const lines = run.stderr.split("\n");
    expect(lines.length).toBe(2);
    // The fs store measures a line's depth before parsing it, so the line never reaches the JSON parser.
    expect(lines[0]).toBe(
      "engram: warning: sessions/s1.jsonl:3: the line nests arrays and objects more than 512 deep. It was skipped; fix the file by hand or call repair() to quarantine it.",
    );
    expect(run.stderr).not.toContain("bug");
    expect((JSON.parse(run.stdout) as { sessions: { id: string }[] }).sessions.map((session) => session.id).sort()).toEqual(["s1", "s2"]);
  }, 30_000);

  it("prints a system error (an fs store path that is a file) with what to check, never as a bug", async () => {
    const cwd = await makeTempDir();
    const file = path.join(cwd, "not-a-folder");
    await writeFile(file, "hello\n");
    const run = await runEngram(["memory", "list", "--store", `fs:${file}`], { cwd });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      /^engram: E[A-Z]+: .*not-a-folder.*\nThe operating system refused: check the path, its permissions and the free disk space\.\n$/,
    );
  });
});

describe("reportError", () => {
  const everyCode = {
    INVALID_MESSAGE: true,
    INVALID_OPTIONS: true,
    CONTEXT_TOO_SMALL: true,
    CONTEXT_RETRIES_EXHAUSTED: true,
    FLUSH_FAILED: true,
    INVALID_RECORD: true,
    INVALID_KEY: true,
    STORE_CORRUPT: true,
    STORE_UNAVAILABLE: true,
    STORE_CLOSED: true,
    UNSUPPORTED_STORE: true,
    SCOPE_MISMATCH: true,
    IMPORT_FAILED: true,
    INVALID_SCOPE: true,
    WRITE_CONFLICT: true,
    CHANGED_SINCE_PLAN: true,
    UNDO_REFUSED: true,
    NOT_FORGOTTEN: true,
    UNSUPPORTED_RUNTIME: true,
  } satisfies Record<EngramErrorCode, true>;

  it("prints every EngramError code as engram: <code>: <message> plus a hint, exit 1, never as a bug", () => {
    for (const code of Object.keys(everyCode) as EngramErrorCode[]) {
      const report = reportError(new EngramError(code, "What went wrong."));
      const [head, hint, end, ...rest] = report.text.split("\n");
      expect([report.exitCode, head, end, rest]).toEqual([1, `engram: ${code}: What went wrong.`, "", []]);
      expect(hint).toMatch(/^[A-Z].{20,}\.$/);
      expect(report.text).not.toContain("bug");
      expect(JSON.parse(reportError(new EngramError(code, "What went wrong."), { json: true }).text)).toEqual({
        error: { code, message: "What went wrong.", hint },
      });
    }
  });

  it("calls only an unexpected error a bug, asking to report it", () => {
    expect(reportError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({
      exitCode: 1,
      text: "engram: unexpected error: Cannot read properties of undefined (reading 'x')\nThis is a bug in engram: please report it with the command you ran.\n",
    });
    expect(JSON.parse(reportError(new RangeError("boom"), { json: true }).text)).toEqual({
      error: { code: "UNEXPECTED", message: "unexpected error: boom", hint: "This is a bug in engram: please report it with the command you ran." },
    });
  });
});
