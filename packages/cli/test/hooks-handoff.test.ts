import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, readFileSync } from "node:fs";
import { appendFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSqliteStore } from "@engram/store-sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { ClaudeTranscript, claudeCodeSetup } from "./helpers/claude-code.js";
import { mainScript } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const recorder = fileURLToPath(new URL("./fixtures/record-loaded-modules.mjs", import.meta.url));
const packagesDir = path.dirname(path.dirname(path.dirname(mainScript)));
const sessionA = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
const sessionB = "0c1d2e3f-4a5b-4c6d-8e9f-a0b1c2d3e4f5";
const lines = (items: readonly string[]): string => items.map((line) => `${line}\n`).join("");
const listeningLine = /^engram mcp: hooks hand their work to this server at (.+\.sock)$/m;
const notListeningLine = /^engram mcp: hooks run in their own process: (.+)$/m;

const servers: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }),
  );
});

/** `engram mcp` as Claude Code starts it (stdio, in the project); resolves once it has said whether it listens for hooks. */
async function startMcp(cwd: string, home: string): Promise<{ child: ChildProcess; socket?: string; reason?: string }> {
  const child = spawn(process.execPath, [mainScript, "mcp"], { cwd, env: { PATH: process.env["PATH"] ?? "", HOME: home }, stdio: ["pipe", "pipe", "pipe"] });
  servers.push(child);
  // Read by listening, never by a loop that stops early: that would destroy the pipe the server still writes to.
  const said = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      text += chunk;
      if (listeningLine.test(text) || notListeningLine.test(text)) resolve(text);
    });
    child.once("exit", () => reject(new Error(`engram mcp ended before it said whether it listens for hooks: ${text}`)));
  });
  const listening = listeningLine.exec(said);
  return listening ? { child, socket: listening[1]! } : { child, reason: notListeningLine.exec(said)![1]! };
}

/** Whether an `engram mcp` answers MCP's initialize on stdio. */
async function answersMcp(child: ChildProcess): Promise<boolean> {
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1" } },
  };
  const line = new Promise<string>((resolve) => {
    let text = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("\n")) resolve(text.slice(0, text.indexOf("\n")));
    });
  });
  child.stdin!.write(`${JSON.stringify(initialize)}\n`);
  return (JSON.parse(await line) as { id: number; result?: { serverInfo?: unknown } }).result?.serverInfo !== undefined;
}

/** Whether a module (relative to the packages' folder) does a hook's work: core's, or the CLI's hook bundle (decision 0165). */
const runsHook = (file: string): boolean => file.startsWith(`core${path.sep}`) || path.basename(file).startsWith("engram-hooks.bundle");

/** `engram hooks run <event>` in a fresh process as Claude Code runs it, recording the modules it loaded; `ranItself`: it did the work here. */
function hook(event: string, options: { cwd: string; home: string; input: Record<string, unknown>; env?: Record<string, string> }) {
  const out = path.join(options.home, `loaded-${Math.random().toString(36).slice(2)}.txt`);
  return new Promise<{ code: number; stdout: string; ranItself: boolean; modules: string[] }>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["--import", recorder, mainScript, "hooks", "run", event, "--timeout-ms", "300000"],
      {
        cwd: options.cwd,
        env: {
          PATH: process.env["PATH"] ?? "",
          HOME: options.home,
          ENGRAM_TEST_LOADED_MODULES: out,
          // The machine may be loaded: a live server is given all the time it needs to accept.
          ENGRAM_HOOK_HANDOFF_ACCEPT_MS: "60000",
          ...options.env,
        },
      },
      (error, stdout) => {
        if (error && typeof error.code !== "number") return reject(error);
        const modules = readFileSync(out, "utf8")
          .split("\n")
          .filter((url) => url.startsWith("file:"))
          .map((url) => path.relative(packagesDir, fileURLToPath(url)));
        resolve({ code: error ? (error.code as number) : 0, stdout, ranItself: modules.some(runsHook), modules });
      },
    );
    child.stdin?.end(JSON.stringify({ hook_event_name: event, ...options.input }));
  });
}

describe("engram hooks run hands its work to the running engram mcp", () => {
  it("one of two servers started at once listens and answers hooks; after it dies the hooks run themselves and the next server takes the socket; every message is archived once", {
    timeout: 300_000,
  }, async () => {
    const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
    const transcript = transcriptOf(sessionA);
    const t = new ClaudeTranscript(sessionA, project);
    const run = (event: string, fields: Record<string, unknown>, env?: Record<string, string>) =>
      hook(event, { cwd: project, home, input: { session_id: sessionA, transcript_path: transcript, cwd: project, ...fields }, ...(env ? { env } : {}) });

    const started = await Promise.all([startMcp(project, home), startMcp(project, home)]);
    const owner = started.find((server) => server.socket !== undefined)!;
    const other = started.find((server) => server.socket === undefined)!;
    expect(started.filter((server) => server.socket !== undefined)).toHaveLength(1);
    expect(["another engram mcp is taking the hooks' socket", "another engram mcp serves the hooks"]).toContain(other.reason);
    expect(path.dirname(owner.socket!)).toBe(path.join(home, ".engram", "run"));
    expect(await answersMcp(other.child)).toBe(true);

    await writeFile(transcript, lines([t.user("u1", "We use Vitest for tests."), t.assistant("a1", "Understood.")]));
    const stop = await run("Stop", { stop_hook_active: false });
    expect(stop).toMatchObject({ code: 0, stdout: "", ranItself: false });
    // The hook process loaded Node's modules and the hand-off's few files, nothing else of Engram's.
    expect(stop.modules.filter((file) => !file.startsWith("..")).sort()).toEqual([
      "cli/dist/compile-cache.js",
      "cli/dist/config-file-names.js",
      "cli/dist/engram-home.js",
      "cli/dist/hook-handoff-key.js",
      "cli/dist/hook-handoff.js",
      "cli/dist/invocation-kind.js",
      "cli/dist/main.js",
      "mcp/dist/handoff/handoff-client.js",
      "mcp/dist/handoff/handoff-files.js",
      "mcp/dist/handoff/handoff-protocol.js",
      "mcp/dist/handoff/index.js",
      "mcp/dist/hooks/hook-input-limit.js",
      "mcp/dist/hooks/hook-input-reader.js",
    ]);

    // The server's answer to a real question is the one the hook's own process gives.
    const question = { session_id: sessionB, transcript_path: transcriptOf(sessionB), prompt: "Which test framework do we use?" };
    const served = await run("UserPromptSubmit", question);
    const itself = await run("UserPromptSubmit", question, { ENGRAM_HOOK_HANDOFF: "off" });
    expect(served.ranItself).toBe(false);
    expect(itself.ranItself).toBe(true);
    expect(served.stdout).toContain("The team uses Vitest for tests.");
    expect(served.stdout).toBe(itself.stdout);

    // A socket others may use is refused (and said in the log); the hook runs itself.
    chmodSync(owner.socket!, 0o666);
    const refused = await run("UserPromptSubmit", { prompt: "thanks!" });
    chmodSync(owner.socket!, 0o600);
    expect(refused).toMatchObject({ code: 0, stdout: "", ranItself: true });
    const log = path.join(home, ".engram", "logs", "hooks.log");
    expect(readFileSync(log, "utf8")).toContain(
      `engram hooks run: refused the hand-off: ${owner.socket} has mode 666: group or others may use it (owner only: 700 or 600)`,
    );

    // The server dies: its socket stays behind, stale. The hook runs itself, quietly, and archives from where the server left off.
    const died = once(owner.child, "exit");
    owner.child.kill("SIGKILL");
    await died;
    expect(existsSync(owner.socket!)).toBe(true);
    await appendFile(transcript, lines([t.user("u2", "Our API runs on port 8080."), t.assistant("a2", "Got it.")]));
    expect(await run("Stop", { stop_hook_active: false })).toMatchObject({ code: 0, stdout: "", ranItself: true });

    // The next server replaces the stale socket and takes the hooks again.
    const next = await startMcp(project, home);
    expect(next.socket).toBe(owner.socket);
    await appendFile(transcript, lines([t.user("u3", "Deploys go out on Fridays."), t.assistant("a3", "Noted.")]));
    expect(await run("Stop", { stop_hook_active: false })).toMatchObject({ code: 0, stdout: "", ranItself: false });
    expect(await run("SessionEnd", { reason: "prompt_input_exit" })).toMatchObject({ code: 0, stdout: "", ranItself: false });

    const store = await openSqliteStore({ path: path.join(home, ".engram", "memory.db") });
    try {
      const events = await store.readEvents(`claude-code-${sessionA}`);
      expect(events.flatMap((event) => (event.type === "message" ? [event.message.id] : []))).toEqual(["u1", "a1", "u2", "a2", "u3", "a3"]);
    } finally {
      await store.close();
    }
    // Only the refused socket was worth a line: a dead server is no problem.
    expect(readFileSync(log, "utf8").trimEnd().split("\n")).toHaveLength(1);
  });
});
