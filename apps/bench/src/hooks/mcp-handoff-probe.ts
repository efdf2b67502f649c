import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { personalRecallScope } from "../personal/year-of-sessions.js";

/** The CLI as Claude Code runs it (the built `engram` of this checkout). */
export const engramMain = fileURLToPath(new URL("../../../../packages/cli/dist/main.js", import.meta.url));

const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";

export interface HandoffProbeSetup {
  readonly root: string;
  /** The project directory the hooks and `engram mcp` run in; its engram.config.json names the store. */
  readonly project: string;
  readonly env: NodeJS.ProcessEnv;
  /** The hooks' log, where a hand-off that fell back says why. */
  readonly hookLog: string;
}

/**
 * A project as a Claude Code user has it: a home, an Engram home, and a project whose config names a
 * copy of the dataset's SQLite file (the dataset stays as generated) and the dataset's scope
 * (`mcp.workspace`, `mcp.user`), so a hook's recall reads the year's memories.
 */
export function prepareHandoffProbe(root: string, databaseFile: string): HandoffProbeSetup {
  const home = path.join(root, "home");
  const engramHome = path.join(root, "eh");
  const project = path.join(root, "work", "acme-web");
  mkdirSync(path.join(home, ".claude", "projects"), { recursive: true });
  mkdirSync(engramHome, { recursive: true });
  mkdirSync(project, { recursive: true });
  const store = path.join(root, "memory.db");
  copyFileSync(databaseFile, store);
  for (const suffix of ["-wal", "-shm"]) if (existsSync(`${databaseFile}${suffix}`)) copyFileSync(`${databaseFile}${suffix}`, `${store}${suffix}`);
  const config = { store: `sqlite:${store}`, mcp: { workspace: personalRecallScope.workspace, user: personalRecallScope.user } };
  writeFileSync(path.join(project, "engram.config.json"), `${JSON.stringify(config, null, 2)}\n`);
  return { root, project, env: { PATH: process.env["PATH"] ?? "", HOME: home, ENGRAM_HOME: engramHome }, hookLog: path.join(engramHome, "logs", "hooks.log") };
}

/** `engram mcp` spawned as Claude Code starts it (stdio, in the project), its stderr read as text. */
function spawnEngramMcp(setup: HandoffProbeSetup): { child: ChildProcess; said: () => string } {
  if (!existsSync(engramMain)) throw new Error(`${engramMain} is missing: build the CLI first (pnpm exec turbo run build --filter @engram/cli).`);
  const child = spawn(process.execPath, [engramMain, "mcp"], { cwd: setup.project, env: setup.env, stdio: ["pipe", "ignore", "pipe"] });
  let text = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    text += chunk;
  });
  return { child, said: () => text };
}

const notListening = /hooks run in their own process: (.+)/;

/** `engram mcp` started as Claude Code starts it; resolves once it says it listens for hooks. */
export async function startEngramMcp(setup: HandoffProbeSetup): Promise<{ child: ChildProcess; socket: string; readyMs: number }> {
  const started = performance.now();
  const { child, said } = spawnEngramMcp(setup);
  const socket = await new Promise<string>((resolve, reject) => {
    child.stderr!.on("data", () => {
      const listening = /hooks hand their work to this server at (\S+)/.exec(said());
      if (listening) resolve(listening[1]!);
      else if (notListening.test(said())) reject(new Error(`engram mcp does not listen for hooks: ${said()}`));
    });
    child.once("exit", () => reject(new Error(`engram mcp ended: ${said()}`)));
  });
  return { child, socket, readyMs: performance.now() - started };
}

/**
 * `engram mcp` started as `startEngramMcp` starts it, resolved as soon as a hooks socket (`hooks-….sock`) exists
 * in `runDir`: what a hook started at that moment finds, whatever the server has said by then. Claude Code starts
 * the server and a session's first hooks at once; the hook meets the socket whenever it appears.
 */
export async function startEngramMcpUntilSocket(setup: HandoffProbeSetup, runDir: string): Promise<ChildProcess> {
  const { child, said } = spawnEngramMcp(setup);
  const hasSocket = (): boolean => existsSync(runDir) && readdirSync(runDir).some((name) => /^hooks-[^.]+\.sock$/.test(name));
  while (!hasSocket()) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`engram mcp ended before its hooks socket appeared: ${said()}`);
    if (notListening.test(said())) throw new Error(`engram mcp does not listen for hooks: ${said()}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return child;
}

export async function stopEngramMcp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.stdin!.end();
  await exited;
}

export interface HookRun {
  /** From spawning the process to its exit, as Claude Code waits for it. */
  readonly ms: number;
  readonly stdout: string;
}

/** One fresh `engram hooks run UserPromptSubmit` with `prompt`, timed from spawn to exit. */
export function runPromptHook(setup: HandoffProbeSetup, prompt: string, env: NodeJS.ProcessEnv = {}): Promise<HookRun> {
  const input = JSON.stringify({ session_id: sessionId, hook_event_name: "UserPromptSubmit", cwd: setup.project, prompt });
  return timedProcess([engramMain, "hooks", "run", "UserPromptSubmit"], setup, input, env);
}

/** `node -e 0`: what starting Node alone costs on this machine now. */
export function runBareNode(setup: HandoffProbeSetup): Promise<HookRun> {
  return timedProcess(["-e", "0"], setup, "", {});
}

function timedProcess(args: readonly string[], setup: HandoffProbeSetup, input: string, env: NodeJS.ProcessEnv): Promise<HookRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: setup.project, env: { ...setup.env, ...env }, stdio: ["pipe", "pipe", "ignore"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.once("error", reject);
    child.once("exit", () => resolve({ ms: performance.now() - started, stdout }));
    child.stdin.on("error", () => {});
    child.stdin.end(input);
  });
}

/** Lines the hooks' log holds: a hand-off that fell back (other than to no server) writes one. */
export function hookLogLines(setup: HandoffProbeSetup): string[] {
  return existsSync(setup.hookLog) ? readFileSync(setup.hookLog, "utf8").trimEnd().split("\n") : [];
}
