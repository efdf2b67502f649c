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
