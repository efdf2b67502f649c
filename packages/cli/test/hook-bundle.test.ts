import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { appendFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openFsStore } from "@engram/store-fs";
import { openSqliteStore } from "@engram/store-sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { chooseHookBundle } from "../src/hook-bundle.js";
import { storeOutsideBundle } from "../src/hook-store-hint.js";
import { ClaudeTranscript, claudeCodeSetup, hookInput, hookLogOf, lines, runHook, sessionA, sessionB, workspaceOf } from "./helpers/claude-code.js";
import { mainScript } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const recorder = fileURLToPath(new URL("./fixtures/record-loaded-modules.mjs", import.meta.url));
const compileCounter = fileURLToPath(new URL("./fixtures/count-compiled-functions.mjs", import.meta.url));
const cliDist = path.dirname(mainScript);
const cliRoot = path.dirname(cliDist);

const manifest = (packages: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 1, entry: "./engram-hooks.bundle.js", packages, ...extra });
const all = { "@engram/core": "1.2.0", "@engram/mcp": "1.2.0", "@engram/store-fs": "1.2.0", "@engram/store-sqlite": "1.2.0" };
const installed =
  (versions: Record<string, string | undefined>) =>
  (name: string): string | undefined =>
    versions[name];

describe("choosing the hook bundle", () => {
  it("runs it only where every Engram package it holds is the installed version, and SQLite only when its package is", () => {
    const env = {};
    expect(chooseHookBundle({ env, manifest: manifest(all), installedVersion: installed(all) })).toEqual({
      use: true,
      entry: "./engram-hooks.bundle.js",
      kinds: ["fs", "sqlite"],
    });
    const noSqlite = { ...all, "@engram/store-sqlite": undefined };
    expect(chooseHookBundle({ env, manifest: manifest(all), installedVersion: installed(noSqlite) })).toEqual({
      use: true,
      entry: "./engram-hooks.bundle.js",
      kinds: ["fs"],
    });
    expect(chooseHookBundle({ env, manifest: manifest(all), installedVersion: installed({ ...all, "@engram/store-sqlite": "1.3.0" }) })).toMatchObject({
      kinds: ["fs"],
    });
    expect(chooseHookBundle({ env, manifest: manifest(all), installedVersion: installed({ ...all, "@engram/core": "1.2.1" }) })).toEqual({
      use: false,
      reason: "@engram/core is installed at 1.2.1, the hook bundle holds 1.2.0",
    });
    expect(chooseHookBundle({ env, manifest: manifest(all), installedVersion: installed({ ...all, "@engram/mcp": undefined }) })).toEqual({
      use: false,
      reason: "@engram/mcp is installed at no version, the hook bundle holds 1.2.0",
    });
    const { "@engram/store-fs": _, ...withoutFs } = all;
    expect(chooseHookBundle({ env, manifest: manifest(withoutFs), installedVersion: installed(all) })).toEqual({
      use: false,
      reason: "the hook bundle does not hold @engram/store-fs",
    });
    expect(chooseHookBundle({ env: { ENGRAM_HOOK_BUNDLE: "off" }, manifest: manifest(all), installedVersion: installed(all) })).toEqual({
      use: false,
      reason: "ENGRAM_HOOK_BUNDLE is off",
    });
    expect(chooseHookBundle({ env, manifest: undefined, installedVersion: installed(all) })).toEqual({ use: false, reason: "this build has no hook bundle" });
  });

  it("refuses a manifest that is damaged or names an entry outside its folder", () => {
    const choose = (text: string) => chooseHookBundle({ env: {}, manifest: text, installedVersion: installed(all) });
    expect(choose("")).toEqual({ use: false, reason: "the hook bundle is unusable: its manifest is not JSON" });
    expect(choose("null")).toEqual({ use: false, reason: "the hook bundle is unusable: its manifest has format undefined, not 1" });
    expect(choose(manifest(all, { format: 2 }))).toEqual({ use: false, reason: "the hook bundle is unusable: its manifest has format 2, not 1" });
    for (const entry of ["../evil.js", "/tmp/evil.js", "./sub/evil.js", "https://example.com/x.js", "./x.mjs", 3]) {
      expect(choose(manifest(all, { entry }))).toEqual({ use: false, reason: "the hook bundle is unusable: its manifest names no entry file beside it" });
    }
    expect(choose(manifest(all, { packages: ["@engram/core"] }))).toEqual({
      use: false,
      reason: "the hook bundle is unusable: its manifest lists no packages",
    });
    expect(choose(manifest({ ...all, lodash: "4.0.0" }))).toEqual({
      use: false,
      reason: 'the hook bundle is unusable: its manifest lists "lodash" without a version',
    });
    expect(choose(manifest({ ...all, "@engram/core": 1 as unknown as string }))).toEqual({
      use: false,
      reason: 'the hook bundle is unusable: its manifest lists "@engram/core" without a version',
    });
  });
});

describe("a hook's store, before the bundle loads", () => {
  it("is outside the bundle only for a Redis, Postgres or PGlite spec on the command line or in the config file", async () => {
    const dir = await makeTempDir();
    const run = ["hooks", "run", "Stop"];
    expect(storeOutsideBundle(run, dir)).toBe(false);
    for (const spec of [
      "redis://127.0.0.1:6379/0",
      "rediss://h",
      "redis+cluster://a:1,b:2",
      "postgres://u@h/db",
      "postgresql://h/db",
      "pglite:./pg",
      " REDIS://h",
    ]) {
      expect(storeOutsideBundle([...run, "--store", spec], dir), spec).toBe(true);
      expect(storeOutsideBundle([...run, `--store=${spec}`], dir), spec).toBe(true);
    }
    for (const spec of ["sqlite:~/.engram/memory.db", "fs:./.engram", "./memory", "", "redis:/not-a-url"]) {
      expect(storeOutsideBundle([...run, "--store", spec], dir), spec).toBe(false);
    }
    // The last --store wins, as in the option parser.
    expect(storeOutsideBundle([...run, "--store", "redis://h", "--store", "fs:./x"], dir)).toBe(false);
    const config = path.join(dir, "engram.config.json");
    writeFileSync(config, JSON.stringify({ store: "postgres://u@h/db" }));
    expect(storeOutsideBundle(run, dir)).toBe(true);
    // The flag is read before the config, as runCli does.
    expect(storeOutsideBundle([...run, "--store", "fs:./x"], dir)).toBe(false);
    for (const text of ['{"store": "sqlite:./m.db"}', '{"store": 42}', "{ not json", '["redis://h"]', "null"]) {
      writeFileSync(config, text);
      expect(storeOutsideBundle(run, dir), text).toBe(false);
    }
  });
});

/** Engram's modules a hook process loaded: the bundle's files, and the packages' own dist modules. */
function loadedOf(file: string) {
  const urls = readFileSync(file, "utf8").split("\n");
  const files = urls.filter((url) => url.startsWith("file:")).map((url) => fileURLToPath(url));
  const packagesDir = path.dirname(cliRoot);
  const bundleFiles = files.map((each) => path.basename(each)).filter((name) => name.startsWith("engram-hooks.bundle"));
  return {
    bundle: bundleFiles.length,
    // The bundle's files by name: "entry", or a chunk's name without its hash ("store-sqlite").
    bundleChunks: bundleFiles
      .map((name) => (name === "engram-hooks.bundle.js" ? "entry" : name.replace(/^engram-hooks\.bundle-(.+)-[\w-]{8}\.js$/, "$1")))
      .sort(),
    core: files.filter((each) => each.startsWith(path.join(packagesDir, "core", "dist") + path.sep)).length,
    storeSqlite: files.filter((each) => each.startsWith(path.join(packagesDir, "store-sqlite", "dist") + path.sep)).length,
    /** Node's own modules it loaded (`node:fs`). */
    builtins: urls.filter((url) => url.startsWith("node:")),
  };
}

/** Node's modules that only an import's facade loads in these hooks: Web Crypto through `node:crypto`, the diff through `node:util`. */
const facadeOnly = ["node:internal/crypto/webcrypto", "node:internal/util/diff"];

/** One project's hooks through a session and the next one's start; what each printed and what the store holds. */
async function session(env: Record<string, string>, start: number) {
  const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
  const loaded = path.join(home, "loaded-modules.txt");
  const withRecorder = { ...env, NODE_OPTIONS: `--import=${recorder}`, ENGRAM_TEST_LOADED_MODULES: loaded };
  const hook = async (event: string, sessionId: string, fields: Record<string, unknown> = {}) => {
    const run = await runHook([event], {
      cwd: project,
      home,
      env: withRecorder,
      input: hookInput(event, sessionId, { transcript_path: transcriptOf(sessionId), cwd: project, ...fields }),
    });
    return { ...run, modules: loadedOf(loaded) };
  };
  const t = new ClaudeTranscript(sessionA, project, start);
  const runs = [await hook("SessionStart", sessionA, { source: "startup" })];
  await writeFile(
    transcriptOf(sessionA),
    lines([
      t.user("u1", "I prefer pnpm over npm for every project."),
      t.assistant("a1", "Noted, pnpm it is."),
      t.user("u2", "We use Vitest for tests. Please run them."),
      t.toolUse("a2", "toolu_1", "Bash", { command: "pnpm vitest run" }),
      t.toolResult("t2", "toolu_1", "Tests 12 passed"),
    ]),
  );
  runs.push(await hook("Stop", sessionA, { stop_hook_active: false }));
  await appendFile(transcriptOf(sessionA), lines([t.user("u3", "Our API runs on port 8080."), t.assistant("a3", "Got it.")]));
  runs.push(await hook("Stop", sessionA, { stop_hook_active: false, last_assistant_message: "Got it." }));
  runs.push(await hook("SessionEnd", sessionA, { reason: "prompt_input_exit" }));
  runs.push(await hook("SessionStart", sessionB, { source: "startup" }));
  runs.push(await hook("UserPromptSubmit", sessionB, { prompt: "Which port does the API listen on, and which test runner do we use?" }));
  const store = await openSqliteStore({ path: path.join(home, ".engram", "memory.db") });
  try {
    const events = (await store.readEvents(`claude-code-${sessionA}`)).flatMap((event) =>
      event.type === "message" ? [[event.seq, event.message.id, event.message.role, JSON.stringify(event.message.parts)]] : [],
    );
    const records = (await store.query({ kind: "daily", scope: { workspace: workspaceOf(project) }, scopeMode: "exact", order: "created-asc" })).records.map(
      (record) => [record.type, record.content, record.provenance.messageIds],
    );
    return { runs, events, records: records.sort((a, b) => String(a[1]).localeCompare(String(b[1]))), log: hookLogOf(home) };
  } finally {
    await store.close();
  }
}

/** What a hook printed, with the age ("12 minutes ago") that moves between two runs taken apart. */
const printed = (stdout: string): string => stdout.replace(/\d+ (?:seconds?|minutes?|hours?) ago/g, "<age>");

describe("a hook from the bundle", () => {
  it("answers and archives exactly as the same hook from the packages, loading the bundle instead of core's modules", { timeout: 300_000 }, async () => {
    // One transcript clock for both: the digest prints the session's times to the minute.
    const start = Date.now() - 30 * 60_000;
    const bundled = await session({}, start);
    const packages = await session({ ENGRAM_HOOK_BUNDLE: "off" }, start);
    expect(bundled.runs.map((run) => [run.code, printed(run.stdout), run.stderr])).toEqual(
      packages.runs.map((run) => [run.code, printed(run.stdout), run.stderr]),
    );
    expect(bundled.events).toEqual(packages.events);
    expect(bundled.events.map((event) => event[1])).toEqual(["u1", "a1", "u2", "a2", "t2", "u3", "a3"]);
    expect(bundled.records).toEqual(packages.records);
    expect(bundled.records.length).toBeGreaterThanOrEqual(3);
    // The next session starts with what the first one left, and the question is answered from it.
    expect(bundled.runs[4]!.stdout).toContain("port 8080");
    expect(bundled.runs[5]!.stdout).toContain("port 8080");
    expect(bundled.log).toEqual([]);
    expect(packages.log).toEqual([]);
    for (const run of bundled.runs) expect(run.modules).toMatchObject({ core: expect.any(Number), storeSqlite: 0 });
    // What every hook runs is one file; the SQLite store is a chunk of its own, and no hook here loads the fs
    // store's chunk or a token table (decision 0238).
    for (const run of bundled.runs) expect(run.modules.bundleChunks).toEqual(["entry", "store-sqlite"]);
    // Node's modules for a model's process and a terminal's question load when used: these hooks use neither.
    for (const run of [...bundled.runs, ...packages.runs]) {
      expect(run.modules.builtins).toContain("node:crypto");
      expect(run.modules.builtins).not.toContain("node:child_process");
      expect(run.modules.builtins).not.toContain("node:readline/promises");
    }
    // The bundle takes Node's modules without an import's facade, which reads every export of the module and so
    // runs its lazy getters (decision 0242): crypto's loads Web Crypto, util's its diff; the packages' imports do.
    for (const run of bundled.runs) expect(run.modules.builtins.filter((id) => facadeOnly.includes(id))).toEqual([]);
    for (const run of packages.runs) expect(run.modules.builtins.filter((id) => facadeOnly.includes(id)).sort()).toEqual(facadeOnly);
    // Core's dist modules in the bundled runs: none beyond what main loads before choosing (the small-talk rule).
    expect(Math.max(...bundled.runs.map((run) => run.modules.core))).toBeLessThanOrEqual(5);
    for (const run of packages.runs) expect(run.modules.bundle).toBe(0);
    expect(Math.min(...packages.runs.map((run) => run.modules.core))).toBeGreaterThan(50);
  });
});

describe("zod in a hook", () => {
  it("compiles no parser, from the bundle or from the packages, where zod otherwise compiles one per object schema", { timeout: 300_000 }, async () => {
    const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
    const counted = path.join(home, "compiled.txt");
    const env = { NODE_OPTIONS: `--import=${compileCounter}`, ENGRAM_TEST_COMPILED_FUNCTIONS: counted };
    const compiledBy = async (event: string, fields: Record<string, unknown>, extra: Record<string, string> = {}) => {
      rmSync(counted, { force: true });
      const run = await runHook([event], {
        cwd: project,
        home,
        env: { ...env, ...extra },
        input: hookInput(event, sessionA, { transcript_path: transcriptOf(sessionA), cwd: project, ...fields }),
      });
      expect([run.code, run.stderr]).toEqual([0, ""]);
      return Number(readFileSync(counted, "utf8"));
    };
    const t = new ClaudeTranscript(sessionA, project, Date.now() - 60_000);
    await writeFile(transcriptOf(sessionA), lines([t.user("u1", "We deploy with Fly.io from the main branch."), t.assistant("a1", "Noted.")]));
    expect(await compiledBy("Stop", { stop_hook_active: false })).toBe(0);
    await appendFile(transcriptOf(sessionA), lines([t.user("u2", "The staging database is Postgres 16."), t.assistant("a2", "Noted.")]));
    expect(await compiledBy("Stop", { stop_hook_active: false }, { ENGRAM_HOOK_BUNDLE: "off" })).toBe(0);
    expect(await compiledBy("UserPromptSubmit", { prompt: "Where do we deploy from, and which database runs staging?" })).toBe(0);
    expect(hookLogOf(home)).toEqual([]);
    // The counter sees zod compile: the same parse in a process that did not turn it off.
    const probe = spawnSync(
      process.execPath,
      ["--import", compileCounter, "--input-type=module", "-e", 'import { z } from "zod"; z.object({ a: z.string() }).parse({ a: "x" });'],
      { cwd: cliRoot, env: { ...process.env, ENGRAM_TEST_COMPILED_FUNCTIONS: counted }, encoding: "utf8" },
    );
    expect([probe.status, probe.stderr]).toEqual([0, ""]);
    expect(Number(readFileSync(counted, "utf8"))).toBeGreaterThan(0);
  });
});

describe("a hook on the fs store from the bundle", () => {
  it("loads the fs store's chunk and neither the SQLite store's (with its native modules) nor a token table", { timeout: 120_000 }, async () => {
    const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
    const root = path.join(home, "fs-memory");
    const loaded = path.join(home, "loaded-modules.txt");
    const t = new ClaudeTranscript(sessionA, project, Date.now() - 60_000);
    await writeFile(transcriptOf(sessionA), lines([t.user("u1", "We deploy with Fly.io from the main branch."), t.assistant("a1", "Noted.")]));
    const run = await runHook(["Stop", "--store", `fs:${root}`], {
      cwd: project,
      home,
      env: { NODE_OPTIONS: `--import=${recorder}`, ENGRAM_TEST_LOADED_MODULES: loaded },
      input: hookInput("Stop", sessionA, { transcript_path: transcriptOf(sessionA), cwd: project, stop_hook_active: false }),
    });
    expect([run.code, run.stdout, run.stderr]).toEqual([0, "", ""]);
    expect(hookLogOf(home)).toEqual([]);
    const modules = loadedOf(loaded);
    expect(modules.bundleChunks).toEqual(["entry", "store-fs"]);
    expect(readFileSync(loaded, "utf8")).not.toMatch(/better-sqlite3|sqlite-vec/);
    const store = await openFsStore({ root });
    try {
      const events = await store.readEvents(`claude-code-${sessionA}`);
      expect(events.flatMap((event) => (event.type === "message" ? [event.message.id] : []))).toEqual(["u1", "a1"]);
    } finally {
      await store.close();
    }
  });
});

describe("a CLI whose bundle does not match the packages", () => {
  // A copy of the CLI's dist beside its package.json, inside the package (so the copy resolves the same
  // installed packages), with its manifest changed.
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });
  const copyOfCli = (manifestText: string): string => {
    const dir = mkdtempSync(path.join(cliRoot, ".test-copy-"));
    copies.push(dir);
    cpSync(cliDist, path.join(dir, "dist"), { recursive: true });
    cpSync(path.join(cliRoot, "package.json"), path.join(dir, "package.json"));
    writeFileSync(path.join(dir, "dist", "engram-hooks.bundle.json"), manifestText);
    return path.join(dir, "dist", "main.js");
  };

  it("runs the hook from the packages when a version differs, and logs a damaged manifest", { timeout: 300_000 }, async () => {
    const built = JSON.parse(readFileSync(path.join(cliDist, "engram-hooks.bundle.json"), "utf8")) as { packages: Record<string, string> };
    const cases = [
      { manifest: manifest({ ...built.packages, "@engram/core": "0.0.0-other" }), log: [] as string[] },
      { manifest: "{ damaged", log: ["the hook bundle is unusable: its manifest is not JSON"] },
    ];
    for (const { manifest: text, log } of cases) {
      const main = copyOfCli(text);
      const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
      const loaded = path.join(home, "loaded-modules.txt");
      const t = new ClaudeTranscript(sessionA, project);
      await writeFile(transcriptOf(sessionA), lines([t.user("u1", "Our API runs on port 8080."), t.assistant("a1", "Got it.")]));
      const run = await runHook(["Stop"], {
        cwd: project,
        home,
        main,
        env: { NODE_OPTIONS: `--import=${recorder}`, ENGRAM_TEST_LOADED_MODULES: loaded },
        input: hookInput("Stop", sessionA, { transcript_path: transcriptOf(sessionA), cwd: project, stop_hook_active: false }),
      });
      expect(run).toEqual({ code: 0, stdout: "", stderr: "" });
      expect(loadedOf(loaded).bundle).toBe(0);
      expect(loadedOf(loaded).core).toBeGreaterThan(50);
      expect(hookLogOf(home).map((line) => line.replace(/^.*engram hooks run: /, ""))).toEqual(log);
      const store = await openSqliteStore({ path: path.join(home, ".engram", "memory.db") });
      try {
        expect((await store.readEvents(`claude-code-${sessionA}`)).map((event) => (event.type === "message" ? event.message.id : event.type))).toEqual([
          "u1",
          "a1",
        ]);
      } finally {
        await store.close();
      }
    }
  });
});
