import { type ChildProcess, spawn } from "node:child_process";
import { lstatSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { handOffHook } from "../src/handoff/index.js";
import { handoffKeyForTests, useHandoffHome } from "./handoff-harness.js";

const serverScript = fileURLToPath(new URL("./fixtures/handoff-server-process.mjs", import.meta.url));
const { home: handoffHome, listen } = useHandoffHome();
const request = { event: "Stop", input: "{}", cwd: "/", home: "/", env: {} };
const acceptMs = 60_000;

interface Started {
  readonly child: ChildProcess;
  readonly line: { pid: number; listening: boolean; reason: string | null };
}

/** Starts a hand-off server process; resolves with the line it prints once it listens (or knows it will not). */
async function startServer(home: string): Promise<Started> {
  const child = spawn(process.execPath, [serverScript, home, handoffKeyForTests], { stdio: ["pipe", "pipe", "inherit"] });
  // Read by listening, never by a loop that stops early: that would destroy the pipe.
  const text = await new Promise<string>((resolve, reject) => {
    let read = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      read += chunk;
      if (read.includes("\n")) resolve(read);
    });
    child.once("exit", () => reject(new Error(`the server process ended first: ${read}`)));
  });
  return { child, line: JSON.parse(text.slice(0, text.indexOf("\n"))) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.stdin!.end();
  await exited;
}

describe("hand-off servers in processes of their own", () => {
  it("a server that died leaves a stale socket: the hook runs itself, and the next server replaces the socket", { timeout: 120_000 }, async () => {
    const { home, paths } = await handoffHome();
    const first = await startServer(home);
    expect(first.line).toEqual({ pid: first.child.pid, listening: true, reason: null });
    expect(await handOffHook({ paths, request, acceptMs })).toEqual({ kind: "answered", stdout: `${first.child.pid} ran Stop`, ok: true });
    const killed = once(first.child, "exit");
    first.child.kill("SIGKILL");
    await killed;
    // The socket file is still there, with nobody listening: no server, quietly.
    expect(lstatSync(paths.socket).isSocket()).toBe(true);
    expect(await handOffHook({ paths, request, acceptMs })).toEqual({ kind: "fallback", quiet: true, detail: "could not reach the server: ECONNREFUSED" });

    const second = await startServer(home);
    try {
      expect(second.line).toEqual({ pid: second.child.pid, listening: true, reason: null });
      expect(await handOffHook({ paths, request, acceptMs })).toEqual({ kind: "answered", stdout: `${second.child.pid} ran Stop`, ok: true });
    } finally {
      await stop(second.child);
    }
  });

  it("of servers starting at once exactly one listens; the others serve without the socket, and a live socket is never taken over", {
    timeout: 120_000,
  }, async () => {
    const { home, paths } = await handoffHome();
    const started = await Promise.all([startServer(home), startServer(home), startServer(home)]);
    try {
      const listening = started.filter((server) => server.line.listening);
      expect(listening).toHaveLength(1);
      for (const server of started.filter((each) => !each.line.listening)) {
        expect(["another engram mcp is taking the hooks' socket", "another engram mcp serves the hooks"]).toContain(server.line.reason);
      }
      const owner = listening[0]!.child.pid;
      expect(await handOffHook({ paths, request, acceptMs })).toEqual({ kind: "answered", stdout: `${owner} ran Stop`, ok: true });
      // A server starting later still finds it live.
      const late = await startServer(home);
      started.push(late);
      expect(late.line).toEqual({ pid: late.child.pid, listening: false, reason: "another engram mcp serves the hooks" });
      expect(await handOffHook({ paths, request, acceptMs })).toEqual({ kind: "answered", stdout: `${owner} ran Stop`, ok: true });
    } finally {
      await Promise.all(started.map((server) => stop(server.child)));
    }
  });

  it("a lock left by a process that is gone is taken over; a live process's lock is left to it", { timeout: 120_000 }, async () => {
    const { paths } = await handoffHome();
    const gone = spawn(process.execPath, ["-e", "0"]);
    await once(gone, "exit");
    const run = async () => ({ stdout: "here", ok: true });
    mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
    writeFileSync(paths.lock, String(process.pid));
    expect(await listen({ paths, timeoutMs: 1_000, run })).toEqual({ listening: false, reason: "another engram mcp is taking the hooks' socket" });
    expect(readFileSync(paths.lock, "utf8")).toBe(String(process.pid));
    writeFileSync(paths.lock, String(gone.pid));
    expect(await listen({ paths, timeoutMs: 1_000, run })).toMatchObject({ listening: true });
    expect(() => lstatSync(paths.lock)).toThrow(/ENOENT/);
    expect(await handOffHook({ paths, request, acceptMs })).toEqual({ kind: "answered", stdout: "here", ok: true });
  });
});
