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

  it("runs a small-talk UserPromptSubmit hook without the other commands, the MCP server, the eval or any store", { timeout: 60_000 }, async () => {
    const { home, project } = await claudeCodeSetup(await makeTempDir());
    const input = JSON.stringify({ session_id: "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e", hook_event_name: "UserPromptSubmit", cwd: project, prompt: "thanks!" });
    const run = await loadedBy(["hooks", "run", "UserPromptSubmit"], { cwd: project, home, input });
    expect(run).toMatchObject({ code: 0, stdout: "" });
    // The hook's own command module, and mcp.js for the store `engram mcp` defaults to (its server loads only when it runs).
    expect(ours(run.modules, path.join(cliDist, "commands")).sort()).toEqual(["hooks-run.js", "mcp.js"]);
    const packages = new Set(ours(run.modules, packagesDir).map((file) => file.split(path.sep).slice(0, 2).join("/")));
    expect([...packages].sort()).toEqual(["cli/dist", "core/dist", "mcp/dist"]);
    // Of @engram/mcp, the hooks and the hand-off's client only: not the server, its tools or its HTTP transport.
    expect(
      ours(run.modules, path.join(packagesDir, "mcp", "dist"))
        .filter((file) => !file.startsWith(`hooks${path.sep}`))
        .sort(),
    ).toEqual([
      // What asked for a running engram mcp first (none runs here): the hand-off's client, Node's modules only.
      "handoff/handoff-client.js",
      "handoff/handoff-files.js",
      "handoff/handoff-protocol.js",
      "handoff/index.js",
      "mcp-scopes.js",
      "project-scope.js",
      "session-memory-block.js",
    ]);
    const thirdParty = run.modules.filter((file) => file.includes(`${path.sep}node_modules${path.sep}`));
    expect(thirdParty.filter((file) => /@modelcontextprotocol|better-sqlite3|ioredis|[\\/]ajv[\\/]/.test(file))).toEqual([]);
  });
});
