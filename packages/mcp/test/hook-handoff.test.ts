import { chmodSync, lstatSync, symlinkSync, copyFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { handOffHook, handoffPaths, type HandOffResult } from "../src/handoff/index.js";
import type { HandoffHook } from "../src/index.js";
import { testHookBudgetMs, writeLines } from "./claude-transcript.js";
import { handoffKeyForTests, storeRunner, useHandoffHome } from "./handoff-harness.js";
import { hookSessionId, useHookHarness } from "./hook-harness.js";

const setup = useHookHarness();
const { home: handoffHome, listen } = useHandoffHome();

/** The request the hook process sends for `event` of the harness's session. */
function request(h: Awaited<ReturnType<typeof setup>>, event: string, extra: Record<string, unknown> = {}) {
  return {
    event,
    input: JSON.stringify({ session_id: hookSessionId, transcript_path: h.transcript, cwd: h.project, hook_event_name: event, ...extra }),
    cwd: h.project,
    home: h.home,
    env: {},
    timeoutMs: testHookBudgetMs,
  };
}

/** What `engram hooks run` does with a hand-off's result: print the server's answer, else run the hook itself. */
async function hookViaServer(
  h: Awaited<ReturnType<typeof setup>>,
  result: HandOffResult,
  event: Parameters<typeof h.hook>[0],
  extra: Record<string, unknown> = {},
) {
  if (result.kind === "answered") return { stdout: result.stdout, ok: result.ok };
  return h.hook(event, extra);
}

const mode = (file: string): string => (lstatSync(file).mode & 0o777).toString(8);
// Generous: the machine may be loaded; a test about the accept wait sets its own.
const acceptMs = 60_000;

describe("hooks handed to a running engram mcp over its socket", () => {
  it("runs the hook in the server against its store, answering exactly as the hook's own process would", async () => {
    const h = await setup();
    const { paths } = await handoffHome();
    const ran: HandoffHook[] = [];
    const server = await listen({ paths, timeoutMs: testHookBudgetMs, run: storeRunner(h.store, ran) });
    expect(server).toMatchObject({ listening: true, socket: paths.socket });
    expect([mode(paths.dir), mode(paths.socket), mode(paths.token)]).toEqual(["700", "600", "600"]);

    await writeLines(h.transcript, [
      h.w.user("u1", "I prefer pnpm over npm for every project."),
      h.w.assistant("a1", "Noted."),
      h.w.user("u2", "We use Vitest for tests."),
      h.w.assistant("a2", "Understood."),
    ]);
    expect(await handOffHook({ paths, request: request(h, "Stop"), acceptMs })).toEqual({ kind: "answered", stdout: "", ok: true });
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2"]);

    // Another session of the project: recall leaves out what the asking session said itself.
    const prompt = { session_id: "0c1d2e3f-4a5b-4c6d-8e9f-a0b1c2d3e4f5", prompt: "Which test framework do we use?" };
    const answered = await handOffHook({ paths, request: request(h, "UserPromptSubmit", prompt), acceptMs });
    const inProcess = await h.hook("UserPromptSubmit", prompt);
    expect(answered).toEqual({ kind: "answered", stdout: inProcess.stdout, ok: true });
    expect(inProcess.stdout).toContain("The team uses Vitest for tests.");
    expect(ran.map((hook) => hook.event)).toEqual(["Stop", "UserPromptSubmit"]);
    expect(ran[1]).toEqual({ ...request(h, "UserPromptSubmit", prompt) });
    expect(h.logged).toEqual([]);

    // Closed: the socket and the token file are gone, and the next hook finds no server.
    if (server.listening) await server.close();
    expect(() => lstatSync(paths.socket)).toThrow(/ENOENT/);
    expect(() => lstatSync(paths.token)).toThrow(/ENOENT/);
    expect(await handOffHook({ paths, request: request(h, "Stop"), acceptMs })).toMatchObject({ kind: "fallback", quiet: true });
  });

  it("archives every message exactly once when the server stops after archiving but before it answers, and the hook runs again itself", async () => {
    const h = await setup();
    const { paths } = await handoffHome();
    const ran: HandoffHook[] = [];
    const runner = storeRunner(h.store, ran);
    let stopServer = async (): Promise<void> => {};
    const server = await listen({
      paths,
      timeoutMs: testHookBudgetMs,
      run: async (hook) => {
        const result = await runner(hook);
        // The work is done; the server goes away before the answer leaves.
        await stopServer();
        return result;
      },
    });
    if (!server.listening) throw new Error(server.reason);
    stopServer = () => server.close();
    await writeLines(h.transcript, [h.w.user("u1", "Deploys go out on Fridays."), h.w.assistant("a1", "Noted.")]);
    const result = await handOffHook({ paths, request: request(h, "Stop"), acceptMs });
    expect(result).toEqual({ kind: "fallback", quiet: false, detail: "the server stopped during the hook; running it here" });
    expect(await hookViaServer(h, result, "Stop")).toEqual({ stdout: "", ok: true });
    expect(ran.map((hook) => hook.event)).toEqual(["Stop"]);
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1"]);
  });

  it("archives every message exactly once when the server stops before it ran the hook", async () => {
    const h = await setup();
    const { paths } = await handoffHome();
    let stopServer = async (): Promise<void> => {};
    const server = await listen({
      paths,
      timeoutMs: testHookBudgetMs,
      run: async () => {
        await stopServer();
        return { stdout: "never sent", ok: true };
      },
    });
    if (!server.listening) throw new Error(server.reason);
    stopServer = () => server.close();
    await writeLines(h.transcript, [h.w.user("u1", "Deploys go out on Fridays."), h.w.assistant("a1", "Noted.")]);
    const result = await handOffHook({ paths, request: request(h, "Stop"), acceptMs });
    expect(result).toMatchObject({ kind: "fallback", quiet: false });
    await hookViaServer(h, result, "Stop");
    await writeLines(h.transcript, [h.w.user("u2", "And hotfixes any day.")], { append: true });
    await h.hook("Stop");
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2"]);
  });

  it("falls back when the server does not accept within the accept wait (a server busy past it)", async () => {
    const h = await setup();
    const { paths } = await handoffHome();
    // A socket that takes connections but never answers: what a server stuck in other work looks like.
    const { createServer } = await import("node:net");
    const { mkdirSync, writeFileSync } = await import("node:fs");
    mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
    writeFileSync(paths.token, `${"ab".repeat(32)}\n`, { mode: 0o600 });
    const silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(paths.socket, resolve));
    chmodSync(paths.socket, 0o600);
    try {
      expect(await handOffHook({ paths, request: request(h, "Stop"), acceptMs: 50 })).toEqual({
        kind: "fallback",
        quiet: false,
        detail: "no server accepted the hook within 50 ms",
      });
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("the hook refuses a socket that is not its user's alone", () => {
  async function live() {
    const h = await setup();
    const { home, paths } = await handoffHome();
    const ran: HandoffHook[] = [];
    const server = await listen({ paths, timeoutMs: testHookBudgetMs, run: storeRunner(h.store, ran) });
    expect(server.listening).toBe(true);
    return { h, home, paths, ran };
  }
  const uid = process.getuid!();

  it("another user's socket, directory or token file (their uid, as lstat reports it)", async () => {
    const { h, paths, ran } = await live();
    for (const file of [paths.dir, paths.socket, paths.token]) {
      const lstat = (path: string) => {
        const stats = lstatSync(path);
        if (path === file) stats.uid = uid + 1;
        return stats;
      };
      expect(await handOffHook({ paths, request: request(h, "Stop"), acceptMs, owner: { uid, lstat } })).toEqual({
        kind: "fallback",
        quiet: false,
        detail: `refused the hand-off: ${file} belongs to uid ${uid + 1}, not to this user (uid ${uid})`,
      });
    }
    // A hook run by another user: every file is someone else's.
    expect(await handOffHook({ paths, request: request(h, "Stop"), acceptMs, owner: { uid: uid + 1 } })).toEqual({
      kind: "fallback",
      quiet: false,
      detail: `refused the hand-off: ${paths.dir} belongs to uid ${uid}, not to this user (uid ${uid + 1})`,
    });
    expect(ran).toEqual([]);
  });

  it("a socket, directory or token file others may use (mode too open), and a symlinked socket or token file", async () => {
    const { h, home, paths, ran } = await live();
    for (const [file, open, closed] of [
      [paths.socket, 0o666, 0o600],
      [paths.token, 0o640, 0o600],
      [paths.dir, 0o755, 0o700],
    ] as const) {
      chmodSync(file, open);
      const result = await handOffHook({ paths, request: request(h, "Stop"), acceptMs });
      chmodSync(file, closed);
      expect(result).toEqual({
        kind: "fallback",
        quiet: false,
        detail: `refused the hand-off: ${file} has mode ${open.toString(8)}: group or others may use it (owner only: 700 or 600)`,
      });
    }
    // Another key's paths in the same directory, linked to the live server's socket and token.
    const linked = handoffPaths(home, "fedcba9876543210")!;
    symlinkSync(paths.socket, linked.socket);
    copyFileSync(paths.token, linked.token);
    chmodSync(linked.token, 0o600);
    expect(await handOffHook({ paths: linked, request: request(h, "Stop"), acceptMs })).toEqual({
      kind: "fallback",
      quiet: false,
      detail: `refused the hand-off: ${linked.socket} is a symbolic link: the hand-off follows none`,
    });
    const linkedToken = { ...paths, token: linked.token.replace(/\.token$/, ".link") };
    symlinkSync(paths.token, linkedToken.token);
    expect(await handOffHook({ paths: linkedToken, request: request(h, "Stop"), acceptMs })).toEqual({
      kind: "fallback",
      quiet: false,
      detail: `refused the hand-off: ${linkedToken.token} is a symbolic link: the hand-off follows none`,
    });
    expect(ran).toEqual([]);
    // And the same server still takes the hook from its own, private paths.
    expect(await handOffHook({ paths, request: request(h, "SessionStart"), acceptMs })).toMatchObject({ kind: "answered", ok: true });
    expect(ran.map((hook) => hook.event)).toEqual(["SessionStart"]);
  });

  it("a wrong token in the token file: the server refuses it and the hook runs itself", async () => {
    const { h, paths, ran } = await live();
    const { writeFileSync } = await import("node:fs");
    writeFileSync(paths.token, `${"0".repeat(64)}\n`);
    expect(await handOffHook({ paths, request: request(h, "Stop"), acceptMs })).toEqual({
      kind: "fallback",
      quiet: false,
      detail: "the server refused the hook (token): wrong token: the hook must read the server's token file",
    });
    writeFileSync(paths.token, "not a token\n");
    expect(await handOffHook({ paths, request: request(h, "Stop"), acceptMs })).toEqual({
      kind: "fallback",
      quiet: false,
      detail: `refused the hand-off: ${paths.token} does not hold a hand-off token`,
    });
    expect(ran).toEqual([]);
  });

  it("has no socket path for an Engram home too deep for a Unix socket, and takes only 16-hex-digit keys", () => {
    expect(handoffPaths(`/tmp/${"d".repeat(80)}`, handoffKeyForTests)).toBeUndefined();
    expect(handoffPaths("/tmp/e", handoffKeyForTests)).toEqual({
      dir: "/tmp/e/run",
      socket: "/tmp/e/run/hooks-0123456789abcdef.sock",
      token: "/tmp/e/run/hooks-0123456789abcdef.token",
      lock: "/tmp/e/run/hooks-0123456789abcdef.lock",
    });
    expect(() => handoffPaths("/tmp/e", "../../etc/passwd")).toThrow('The hand-off key "../../etc/passwd" is not 16 hex digits.');
  });
});
