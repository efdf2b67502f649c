import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type RedisProcess, startRedisServer } from "@engram/store-redis/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumerDependencies, npmCachePrimed, readmeInstall } from "../../../scripts/consumer-deps.mjs";
import { consumerEnv, installConsumer, run } from "./consumer-project.js";
import { type Loaded, loadBothWays } from "./entry-points.js";
import { entryPoints, packAll, publishable } from "./packages.js";
import { codeBlocks, firstExample, importedPackages, printedClaims, unmetClaims } from "./readme-examples.js";
import { typeCheck } from "./type-check.js";

// A user's view of the release: every publishable package packed, installed with npm into a project
// outside the workspace, and each README's first example run there as written. apps/integration/README.md
// says why it installs offline, from what, and what it decided.

const dependencies = consumerDependencies();
const packages = publishable.map((pkg) => {
  const readme = readFileSync(join(pkg.path, "README.md"), "utf8");
  return { ...pkg, install: readmeInstall(readme), example: firstExample(readme) };
});
const cases = packages.map((pkg) => [pkg.manifest.name, pkg] as const);
// Core's entry-points reference: one example per subpath, run as written too (the testing one registers vitest suites: type-checked only).
const entryPointExamples = codeBlocks(
  readFileSync(join(packages.find(({ manifest }) => manifest.name === "@engram/core")!.path, "docs", "entry-points.md"), "utf8"),
)
  .filter((block) => block.lang === "ts")
  .map((block, index) => ({ name: `entry-points example ${index + 1}`, code: block.code, runs: !block.code.includes('from "@engram/core/testing"') }));
const tsCases = cases.filter(([, { example }]) => example.kind === "ts");

// Measured on the 2-core machine: packing 7-15 s, npm install --offline 25-35 s, tsc 7-34 s (the load
// of the machine decides), an example 0.4-5 s. The allowances are several times that.
const setupTimeout = 600_000;
const teardownTimeout = 300_000;
const slowTimeout = 240_000;
const exampleTimeout = 90_000;

describe("a project outside the workspace that installs the packed packages with npm", () => {
  let temp: string | undefined;
  let project = "";
  let redis: RedisProcess | undefined;
  const exampleFiles = new Map<string, string>();

  beforeAll(async () => {
    if (!npmCachePrimed(dependencies))
      throw new Error("The npm cache does not hold what this test installs: run `node scripts/prime-npm-cache.mjs` (npm test does it first).");
    temp = mkdtempSync(join(tmpdir(), "engram-consumer-"));
    const packs = join(temp, "packs");
    project = join(temp, "project");
    mkdirSync(packs);
    mkdirSync(project);
    const tarballs = packAll(packs);
    const install = await installConsumer(project, tarballs, dependencies);
    if (install.code !== 0) throw new Error(`npm install --offline exited ${install.code}:\n${install.stderr}${install.stdout}`);
    for (const { dir, example } of packages) {
      const file = join(project, "examples", dir, example.kind === "ts" ? "example.ts" : "example.sh");
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, example.code);
      exampleFiles.set(dir, file);
    }
    for (const example of entryPointExamples) {
      const file = join(project, "examples", "entry-points", `${example.name.replaceAll(" ", "-")}.ts`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, example.code);
      exampleFiles.set(example.name, file);
    }
    // The Redis store's example reads REDIS_URL. An append-only file, so the store has no persistence warning to give.
    redis = await startRedisServer({ persistence: "aof" });
  }, setupTimeout);

  // Removing the project's node_modules (about 200 packages) took over 30 s on a loaded CI machine.
  afterAll(async () => {
    await redis?.stop();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }, teardownTimeout);

  it("lives outside any pnpm workspace, as a user's project does", () => {
    for (let dir = project; dirname(dir) !== dir; dir = dirname(dir)) expect(existsSync(join(dir, "pnpm-workspace.yaml")), dir).toBe(false);
  });

  it("installed every package offline, at the version the lockfile gives (and the packed ones at theirs)", () => {
    const installed = (name: string): string =>
      (JSON.parse(readFileSync(join(project, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
    for (const [name, version] of Object.entries(dependencies)) expect(installed(name), name).toBe(version);
    for (const { manifest } of packages) expect(installed(manifest.name), manifest.name).toBe(manifest.version);
  });

  it("loads better-sqlite3 from the prebuilt binary in its npm tarball: no build, no download", () => {
    const manifest = JSON.parse(readFileSync(join(project, "node_modules", "better-sqlite3", "package.json"), "utf8")) as {
      gypfile?: boolean;
      scripts?: Record<string, string>;
    };
    // better-sqlite3 13 has no install step; a release that adds one would build from source (minutes) or download (no network).
    expect(manifest.gypfile).toBe(false);
    expect(Object.keys(manifest.scripts ?? {}).filter((script) => /^(pre|post)?install$/.test(script))).toEqual([]);
    expect(existsSync(join(project, "node_modules", "better-sqlite3", "build"))).toBe(false);
  });

  describe("every README's first example", () => {
    it.each(tsCases)("%s: the example imports only packages the README's install line names", (_name, { install, example }) => {
      const missing = importedPackages(example.code).filter((name) => !install.packages.includes(name));
      expect(missing, `imported by the example, not named by "${install.line}"`).toEqual([]);
    });

    it("type-checks with the project's tsc, strict", { timeout: slowTimeout }, async () => {
      const checked = await typeCheck(project, [
        ...tsCases.map(([, { dir }]) => exampleFiles.get(dir)!),
        ...entryPointExamples.map(({ name }) => exampleFiles.get(name)!),
      ]);
      expect(checked.errors.map(({ text }) => text).join("\n")).toBe("");
    });

    it.each(cases)("%s: runs as written, and prints what the README says it prints", { timeout: exampleTimeout }, async (_name, { dir, example }) => {
      const file = exampleFiles.get(dir)!;
      const env = consumerEnv(project, { REDIS_URL: redis!.url });
      const result =
        example.kind === "ts"
          ? await run(process.execPath, [file], { cwd: dirname(file), env })
          : await run("bash", ["-e", "-u", "-o", "pipefail", file], { cwd: dirname(file), env });
      expect(result.code, `${example.kind} example exited ${result.code}:\n${result.stderr}\n${result.stdout}`).toBe(0);
      expect(result.stdout).not.toBe("");
      // A TypeScript example warns about nothing; the engram command reports progress on stderr by design.
      if (example.kind === "ts") expect(result.stderr).toBe("");
      expect(unmetClaims(result.stdout, printedClaims(example.code)), result.stdout).toEqual([]);
    });
  });

  describe("every example of core's entry-points reference", () => {
    it("has one for each subpath but the store kit's (it shares the store's)", () => {
      expect(entryPointExamples.map(({ code }) => /from "(@engram\/core\/[a-z-]+)"/.exec(code)?.[1])).toEqual([
        "@engram/core/recall",
        "@engram/core/inspect",
        "@engram/core/maintenance",
        "@engram/core/transfer",
        "@engram/core/extraction",
        "@engram/core/pipeline",
        "@engram/core/adapter-kit",
        "@engram/core/store",
        "@engram/core/prompt-skip",
        "@engram/core/testing",
      ]);
    });

    it.each(entryPointExamples.filter(({ runs }) => runs).map((example) => [example.name, example] as const))(
      "%s: runs as written, and prints what the page says it prints",
      { timeout: exampleTimeout },
      async (_name, { name, code }) => {
        const file = exampleFiles.get(name)!;
        const result = await run(process.execPath, [file], { cwd: dirname(file), env: consumerEnv(project) });
        expect(result.code, `example exited ${result.code}:\n${result.stderr}\n${result.stdout}`).toBe(0);
        expect(result.stderr).toBe("");
        expect(unmetClaims(result.stdout, printedClaims(code)), result.stdout).toEqual([]);
      },
    );
  });

  it("runs the engram command, which prints @engram/cli's version", { timeout: exampleTimeout }, async () => {
    const cli = packages.find(({ manifest }) => manifest.bin?.["engram"] !== undefined)!;
    const result = await run(join(project, "node_modules", ".bin", "engram"), ["--version"], { cwd: project, env: consumerEnv(project) });
    expect(result).toMatchObject({ code: 0, stdout: `${cli.manifest.version}\n`, stderr: "" });
  });

  it("runs a Claude Code hook from the CLI's bundle, the SQLite store's native modules loaded from where npm put them", {
    timeout: exampleTimeout,
  }, async () => {
    // Decision 0165: the bundle runs where its packages are the installed ones; npm's flat layout is where users have them.
    const home = join(temp!, "hook-home");
    const work = join(temp!, "hook-work", "repo");
    mkdirSync(work, { recursive: true });
    const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
    const projects = join(home, ".claude", "projects", work.replace(/[^A-Za-z0-9]/g, "-"));
    mkdirSync(projects, { recursive: true });
    const transcript = join(projects, `${sessionId}.jsonl`);
    const at = (minute: number) => new Date(Date.now() - (30 - minute) * 60_000).toISOString();
    const line = (type: string, uuid: string, parent: string | null, minute: number, message: unknown) =>
      JSON.stringify({
        parentUuid: parent,
        isSidechain: false,
        userType: "external",
        cwd: work,
        sessionId,
        version: "2.1.0",
        type,
        uuid,
        timestamp: at(minute),
        message,
      });
    writeFileSync(
      transcript,
      `${line("user", "u1", null, 1, { role: "user", content: "Our API runs on port 8080." })}\n${line("assistant", "a1", "u1", 2, {
        role: "assistant",
        content: [{ type: "text", text: "Noted: port 8080." }],
      })}\n`,
    );
    // Records every module the hook loads (the hooks of node:module see both import and require).
    const recorder = join(temp!, "record-loaded-modules.mjs");
    const loadedFile = join(temp!, "hook-loaded-modules.txt");
    writeFileSync(
      recorder,
      'import { writeFileSync } from "node:fs";\nimport { registerHooks } from "node:module";\nconst loaded = new Set();\n' +
        "registerHooks({ load(url, context, nextLoad) { loaded.add(url); return nextLoad(url, context); } });\n" +
        'process.on("exit", () => writeFileSync(process.env.ENGRAM_TEST_LOADED_MODULES, [...loaded].join("\\n")));\n',
    );
    const engram = join(project, "node_modules", ".bin", "engram");
    const input = JSON.stringify({ session_id: sessionId, hook_event_name: "Stop", transcript_path: transcript, cwd: work, stop_hook_active: false });
    const env = consumerEnv(project, { HOME: home, NODE_OPTIONS: `--import=${recorder}`, ENGRAM_TEST_LOADED_MODULES: loadedFile });
    const hook = await run(engram, ["hooks", "run", "Stop"], { cwd: work, env, input });
    expect(hook).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const loaded = readFileSync(loadedFile, "utf8").split("\n");
    const cliDist = `${join(project, "node_modules", "@engram", "cli", "dist")}/`;
    expect(loaded).toContain(`file://${cliDist}engram-hooks.bundle.js`);
    expect(loaded.filter((url) => url.includes("/node_modules/@engram/core/dist/")).length).toBeLessThanOrEqual(5);
    expect(loaded.filter((url) => url.includes("/node_modules/@engram/store-sqlite/dist/"))).toEqual([]);
    expect(loaded.some((url) => url.includes("/node_modules/better-sqlite3/"))).toBe(true);
    expect(existsSync(join(home, ".engram", "logs", "hooks.log"))).toBe(false);
    const shown = await run(engram, ["session", "show", `claude-code-${sessionId}`, "--store", `sqlite:${join(home, ".engram", "memory.db")}`], {
      cwd: work,
      env: consumerEnv(project, { HOME: home }),
    });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain("Our API runs on port 8080.");
    expect(shown.stdout).toContain("Noted: port 8080.");
  });

  describe("every entry point of every package", () => {
    let loaded: { imported: Record<string, Loaded>; required: Record<string, Loaded> } | undefined;
    beforeAll(async () => {
      loaded = await loadBothWays(
        project,
        packages.flatMap(({ manifest }) => entryPoints(manifest)),
      );
    }, slowTimeout);

    it.each(cases)("%s: loads with import and with require, the same export names either way", (_name, { manifest }) => {
      const specifiers = entryPoints(manifest);
      if (specifiers.length === 0) expect(Object.keys(manifest.bin ?? {}), "a package with no entry point is a command").toEqual(["engram"]);
      for (const specifier of specifiers) {
        const imported = loaded!.imported[specifier]!;
        const required = loaded!.required[specifier]!;
        expect(imported, `import("${specifier}")`).toHaveProperty("names");
        expect(required, `require("${specifier}")`).toEqual(imported);
        expect(imported).toEqual({ names: expect.arrayContaining([expect.any(String)]) });
      }
    });
  });
});
