import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EntryRecord } from "@engram/core";
import { runEngram } from "./helpers/run-engram.js";
import { rememberAll, threeEntries, withStore } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

/** Every store form, as --help and every refusal name them. */
const storeForms =
  "fs:<directory>, sqlite:<file>, pglite:<directory>, postgres://<user>@<host>:<port>/<database>[?schema=<name>], redis://<host>:<port>[/<prefix>] or redis+cluster://<host>:<port>[,<host>:<port>…][/<prefix>]";

describe("the store and scope defaults", () => {
  it("takes store and scope from engram.config.json in a parent directory, paths relative to it", async () => {
    const root = await makeTempDir();
    const [pkg] = await withStore("sqlite", path.join(root, "team.db"), (store) => rememberAll(store, threeEntries));
    await writeFile(path.join(root, "engram.config.json"), JSON.stringify({ store: "sqlite:./team.db", scope: "workspace=acme" }));
    const cwd = path.join(root, "src", "deep");
    await mkdir(cwd, { recursive: true });
    const run = await runEngram(["memory", "list", "--json"], { cwd });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ entries: [pkg] });
    const stats = await runEngram(["memory", "stats", "--json"], { cwd });
    expect(JSON.parse(stats.stdout)).toMatchObject({ store: `sqlite:${path.join(root, "team.db")}`, scope: "workspace=acme", entries: 1 });
  });

  it("uses fs:./.engram without a config file", async () => {
    const cwd = await makeTempDir();
    await withStore("fs", path.join(cwd, ".engram"), (store) => rememberAll(store, threeEntries.slice(0, 1)));
    const run = await runEngram(["memory", "list", "--json"], { cwd });
    expect((JSON.parse(run.stdout) as { entries: EntryRecord[] }).entries.map((e) => e.key)).toEqual(["package-manager"]);
  });

  it("reads a leading ~ in a store spec as $HOME", async () => {
    const cwd = await makeTempDir();
    const home = await makeTempDir();
    await withStore("fs", path.join(home, "memory"), (store) => rememberAll(store, threeEntries.slice(0, 1)));
    const run = await runEngram(["memory", "stats", "--json", "--store", "fs:~/memory"], { cwd, env: { HOME: home } });
    expect(JSON.parse(run.stdout)).toMatchObject({ store: `fs:${path.join(home, "memory")}`, entries: 1 });
  });

  it("names the config file and the field when it is invalid", async () => {
    const cwd = await makeTempDir();
    await writeFile(path.join(cwd, ".engramrc.json"), JSON.stringify({ store: "fs:x", stroe: "typo" }));
    const run = await runEngram(["memory", "list"], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(
        `^engram: The config file ${path.join(cwd, ".engramrc.json").replace(/[.]/g, "\\.")} is invalid at the file: .*stroe.*It takes only "store" and "scope", both strings, "mcp" \\(workspace, user, agent, token: strings; allowedOrigins: a list of strings; port: a number\\) and "hooks" \\(timeoutMs, sessionStartTokens, promptTokens, completeTimeoutMs: numbers; complete: a command as a list of strings or a string; consolidation: \\{ minHours, minSessions \\}\\)\\.\\n$`,
      ),
    );
  });

  it("explains a bad --store spec with the accepted forms", async () => {
    const cwd = await makeTempDir();
    const unknown = await runEngram(["memory", "list", "--store", "mysql://db/x"], { cwd });
    expect(unknown).toEqual({
      code: 2,
      stdout: "",
      stderr: `engram: Unknown store "mysql://db/x". Use ${storeForms}.\n`,
    });
    const empty = await runEngram(["memory", "list", "--store", "sqlite:"], { cwd });
    expect(empty).toEqual({
      code: 2,
      stdout: "",
      stderr: `engram: Invalid store "sqlite:": sqlite: needs a file after the colon (sqlite:./memory.db). Use ${storeForms}.\n`,
    });
    const schema = await runEngram(["memory", "list", "--store", "postgres://ann:hunter2@db:5432/app?schema=Team-A"], { cwd });
    expect(schema).toEqual({
      code: 2,
      stdout: "",
      stderr: `engram: Invalid store "postgres://***@db:5432/app?schema=Team-A": the schema "Team-A" is not a plain identifier; use 1 to 63 lowercase letters, digits and "_", starting with a letter or "_" and not with "pg_" (?schema=engram). Use ${storeForms}.\n`,
    });
    const braces = await runEngram(["memory", "list", "--store", "redis+cluster://10.0.0.1:7000,10.0.0.2:7000/{team}"], { cwd });
    expect([braces.code, braces.stderr]).toEqual([
      2,
      `engram: Invalid store "redis+cluster://10.0.0.1:7000,10.0.0.2:7000/{team}": the prefix "{team}" may not contain { or } (they would break Redis Cluster's hash tags); pick a prefix without them. Use ${storeForms}.\n`,
    ]);
    const noDir = await runEngram(["memory", "list", "--store", "pglite:"], { cwd });
    expect([noDir.code, noDir.stderr]).toEqual([
      2,
      `engram: Invalid store "pglite:": pglite: needs a directory after the colon (pglite:./.engram). Use ${storeForms}.\n`,
    ]);
    const missingPglite = await runEngram(["memory", "list", "--store", "pglite:nowhere"], { cwd });
    expect(missingPglite).toEqual({
      code: 1,
      stdout: "",
      stderr: `engram: No store at pglite:${path.join(cwd, "nowhere")} (${path.join(cwd, "nowhere")} does not exist). Pass --store, set "store" in engram.config.json, or create the store with "engram memory import".\n`,
    });
    const missing = await runEngram(["memory", "list", "--store", "fs:nowhere"], { cwd });
    expect(missing).toEqual({
      code: 1,
      stdout: "",
      stderr: `engram: No store at fs:${path.join(cwd, "nowhere")} (${path.join(cwd, "nowhere")} does not exist). Pass --store, set "store" in engram.config.json, or create the store with "engram memory import".\n`,
    });
  });

  it("rejects a malformed --scope", async () => {
    const cwd = await makeTempDir();
    const run = await runEngram(["memory", "list", "--scope", "team=acme"], { cwd });
    expect(run).toEqual({ code: 2, stdout: "", stderr: 'engram: --scope "team=acme": unknown scope key "team" (use workspace, user, agent or session).\n' });
  });
});

describe("usage", () => {
  it("prints help for the program, a group and a command", async () => {
    const cwd = await makeTempDir();
    const top = await runEngram(["--help"], { cwd });
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/^engram: list, search, edit, export and consolidate Engram memory on any store\.\n\nUsage: engram <command> \[options\]\n/);
    const group = await runEngram(["memory", "--help"], { cwd });
    expect(group.code).toBe(0);
    expect(group.stdout).toMatch(/^Usage: engram memory <command> \[options\]\n\nCommands:\n {2}memory list /);
    const command = await runEngram(["memory", "clear", "-h"], { cwd });
    expect(command.code).toBe(0);
    expect(command.stdout).toMatch(/^Usage: engram memory clear \[options\]\n/);
    expect(command.stdout).toContain("  -y, --yes ");
    const bare = await runEngram([], { cwd });
    expect(bare.code).toBe(2);
    expect(bare.stdout).toBe("");
    expect(bare.stderr).toBe(top.stdout);
  });

  it("names an unknown command or option, exit code 2", async () => {
    const cwd = await makeTempDir();
    expect(await runEngram(["frobnicate"], { cwd })).toEqual({
      code: 2,
      stdout: "",
      stderr: 'engram: Unknown command "frobnicate".\nRun "engram --help" for usage.\n',
    });
    expect(await runEngram(["memory", "erase"], { cwd })).toEqual({
      code: 2,
      stdout: "",
      stderr:
        'engram: Unknown command "memory erase". The memory commands are: list, show, search, stats, prune, export, import, forget, delete, clear.\nRun "engram memory --help" for usage.\n',
    });
    expect(await runEngram(["memory", "list", "--colour"], { cwd })).toEqual({
      code: 2,
      stdout: "",
      stderr: 'engram: Unknown option "--colour" for "engram memory list".\nRun "engram memory list --help" for usage.\n',
    });
    expect(await runEngram(["memory", "show"], { cwd })).toEqual({
      code: 2,
      stdout: "",
      stderr: 'engram: "engram memory show" needs <key-or-id>.\nRun "engram memory show --help" for usage.\n',
    });
  });
});

describe("the version and option values a script may pass", () => {
  it("prints the package's version for --version and -v, and nothing else", async () => {
    const cwd = await makeTempDir();
    const { version } = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const flag of ["--version", "-v"]) expect(await runEngram([flag], { cwd })).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it("reads --limit -3 as a value and rejects it by name, in words and under --json", async () => {
    const cwd = await makeTempDir();
    await withStore("fs", path.join(cwd, ".engram"), (store) => rememberAll(store, threeEntries.slice(0, 1)));
    for (const limit of ["-3", "-0.5"]) {
      const run = await runEngram(["memory", "list", "--limit", limit], { cwd });
      expect(run).toEqual({ code: 2, stdout: "", stderr: `engram: --limit "${limit}" is not a positive whole number.\n` });
      const json = await runEngram(["memory", "list", "--json", "--limit", limit], { cwd });
      // Errors go to stderr, as one JSON line under --json.
      expect(json.code).toBe(2);
      expect(json.stdout).toBe("");
      expect(JSON.parse(json.stderr)).toEqual({ error: { code: "USAGE", message: `--limit "${limit}" is not a positive whole number.` } });
    }
    // A dash word that is not a number is still an option: a mistyped flag is named, not taken as the value.
    const typo = await runEngram(["memory", "list", "--limit", "-x"], { cwd });
    expect(typo).toEqual({
      code: 2,
      stdout: "",
      stderr:
        'engram: --limit needs a value, and "-x" after it reads as an option: write --limit=<value> for a value starting with "-" (engram memory list).\nRun "engram memory list --help" for usage.\n',
    });
  });
});
