import { appendFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { listenForHooks } from "@engram/mcp";
import { handoffPaths } from "@engram/mcp/hook-handoff";
import { handedOffHookOptions, runClaudeCodeHook } from "@engram/mcp/hooks";
import { openSqliteStore } from "@engram/store-sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { engramHome } from "../src/engram-home.js";
import { handoffKey } from "../src/hook-handoff-key.js";
import { ClaudeTranscript, claudeCodeSetup, hookInput, hookLogOf, lines, runHook, sessionA, workspaceOf } from "./helpers/claude-code.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

describe("engram hooks run when the server accepted the hook but did not answer within its budget", () => {
  it("gives up without running the hook itself, logs why and exits 0; the server's late run and the next Stop archive each message once", {
    timeout: 120_000,
  }, async () => {
    const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
    const transcript = transcriptOf(sessionA);
    const t = new ClaudeTranscript(sessionA, project);
    await writeFile(
      transcript,
      lines([
        t.user("u1", "I prefer pnpm over npm for every project."),
        t.assistant("a1", "Noted."),
        t.user("u2", "We use Vitest for tests."),
        t.assistant("a2", "Understood."),
      ]),
    );
    // The store and the socket `engram mcp` would have for this project.
    await mkdir(path.join(home, ".engram"), { recursive: true, mode: 0o700 });
    const store = await openSqliteStore({ path: path.join(home, ".engram", "memory.db") });
    closing.push(() => store.close());
    const env = { PATH: process.env["PATH"] ?? "", HOME: home };
    const paths = handoffPaths(engramHome(env), handoffKey({ env, cwd: project }))!;
    let hookExited = (): void => {};
    const exited = new Promise<void>((resolve) => {
      hookExited = resolve;
    });
    const served: { event: string; ok: boolean }[] = [];
    let serverDone = (): void => {};
    const done = new Promise<void>((resolve) => {
      serverDone = resolve;
    });
    const serverLog: string[] = [];
    const server = await listenForHooks({
      paths,
      timeoutMs: 300_000,
      log: (message) => serverLog.push(message),
      // Busy past the hook's budget: it runs the hook only once the hook's process has given up and exited.
      run: async (hook) => {
        await exited;
        const result = await runClaudeCodeHook({
          ...handedOffHookOptions(hook, store),
          timeoutMs: 300_000,
          log: (message) => serverLog.push(message),
        });
        served.push({ event: hook.event, ok: result.ok });
        serverDone();
        return result;
      },
    });
    if (!server.listening) throw new Error(server.reason);
    closing.unshift(() => server.close());
    const archived = async () => (await store.readEvents(`claude-code-${sessionA}`)).flatMap((event) => (event.type === "message" ? [event.message.id] : []));
    const facts = async () =>
      (await store.query({ kind: "daily", scope: { workspace: workspaceOf(project) }, scopeMode: "exact", order: "created-asc" })).records.map(
        (record) => record.content,
      );

    const stop = hookInput("Stop", sessionA, { transcript_path: transcript, cwd: project, stop_hook_active: false });
    const late = await runHook(["Stop", "--timeout-ms", "1000"], { cwd: project, home, input: stop, env: { ENGRAM_HOOK_HANDOFF_ACCEPT_MS: "60000" } });
    hookExited();
    expect(late).toEqual({ code: 0, stdout: "", stderr: "" });
    // It ran nothing itself: the server has not run the hook yet, and nothing is archived.
    expect(served).toEqual([]);
    expect(await archived()).toEqual([]);
    expect(hookLogOf(home).map((line) => line.replace(/^\S+ /, ""))).toEqual([
      "engram hooks run: the server accepted the hook but did not answer within its budget of 1000 ms",
    ]);

    // The server finishes afterwards; the next Stop, run by the hook itself, archives only what is new.
    await done;
    expect(served).toEqual([{ event: "Stop", ok: true }]);
    expect(await archived()).toEqual(["u1", "a1", "u2", "a2"]);
    await appendFile(transcript, lines([t.user("u3", "We use Postgres for the main database."), t.assistant("a3", "Noted.")]));
    expect(await runHook(["Stop"], { cwd: project, home, input: stop, env: { ENGRAM_HOOK_HANDOFF: "off" } })).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(await archived()).toEqual(["u1", "a1", "u2", "a2", "u3", "a3"]);
    expect(await facts()).toEqual([
      "User prefers pnpm over npm for every project.",
      "The team uses Vitest for tests.",
      "The team uses Postgres for the main database.",
    ]);
    expect(serverLog).toEqual([]);
    expect(hookLogOf(home)).toHaveLength(1);
  });
});
