import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { claudeCodeSetup } from "./helpers/claude-code.js";
import { mainScript } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const recorder = fileURLToPath(new URL("./fixtures/record-loaded-modules.mjs", import.meta.url));
const cliDist = path.dirname(mainScript);
const packagesDir = path.dirname(path.dirname(cliDist));

/** Runs the built CLI in a fresh process with the recorder; resolves with its output and the files of every module it loaded. */
function loadedBy(args: readonly string[], options: { cwd: string; home: string; input?: string }) {
  const out = path.join(options.home, "loaded-modules.txt");
  return new Promise<{ code: number; stdout: string; modules: string[] }>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["--import", recorder, mainScript, ...args],
      { cwd: options.cwd, env: { PATH: process.env["PATH"] ?? "", HOME: options.home, ENGRAM_TEST_LOADED_MODULES: out } },
      (error, stdout) => {
        if (error && typeof error.code !== "number") return reject(error);
        const urls = readFileSync(out, "utf8").split("\n");
        resolve({ code: error ? (error.code as number) : 0, stdout, modules: urls.filter((url) => url.startsWith("file:")).map((url) => fileURLToPath(url)) });
      },
    );
    child.stdin?.end(options.input ?? "");
  });
}

const ours = (modules: readonly string[], under: string) =>
  modules.filter((file) => file.startsWith(`${under}${path.sep}`)).map((file) => path.relative(under, file));

describe("engram loads only what the command needs", () => {
  it("answers --version from package.json alone: no command, no store, no other package", { timeout: 60_000 }, async () => {
    const root = await makeTempDir();
    const run = await loadedBy(["--version"], { cwd: root, home: root });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+(?:-[\w.]+)?\n$/);
    expect(run.modules.map((file) => path.relative(cliDist, file)).sort()).toEqual(["invocation-kind.js", "main.js", "version.js"]);
  });

  it("answers a small-talk UserPromptSubmit hook from stdin before the CLI, a command, a store or a schema library loads", { timeout: 60_000 }, async () => {
    const { home, project } = await claudeCodeSetup(await makeTempDir());
    const input = JSON.stringify({ session_id: "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e", hook_event_name: "UserPromptSubmit", cwd: project, prompt: "thanks!" });
    const run = await loadedBy(["hooks", "run", "UserPromptSubmit"], { cwd: project, home, input });
    expect(run).toMatchObject({ code: 0, stdout: "" });
    // Decision 0167: main, the stdin reader and the small-talk check, and core's prompt rule.
    expect(ours(run.modules, cliDist).sort()).toEqual(["compile-cache.js", "engram-home.js", "invocation-kind.js", "main.js"]);
    expect(ours(run.modules, path.join(packagesDir, "mcp", "dist")).sort()).toEqual([
      path.join("hooks", "hook-input-limit.js"),
      path.join("hooks", "hook-input-reader.js"),
      path.join("hooks", "small-talk.js"),
    ]);
    const packages = new Set(ours(run.modules, packagesDir).map((file) => file.split(path.sep).slice(0, 2).join("/")));
    expect([...packages].sort()).toEqual(["cli/dist", "core/dist", "mcp/dist"]);
    // Core's prompt rule and what it reads (eleven since decision 0270 read the request's verb off the prompt).
    expect(ours(run.modules, path.join(packagesDir, "core", "dist")).length).toBeLessThanOrEqual(11);
    expect(run.modules.filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))).toEqual([]);
  });
});
