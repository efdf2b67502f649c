import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { handOffHook } from "../src/handoff/index.js";
import { testHookBudgetMs, writeLines } from "./claude-transcript.js";
import { handoffKeyForTests, useHandoffHome } from "./handoff-harness.js";
import { hookSessionId, useHookHarness } from "./hook-harness.js";

const serverScript = fileURLToPath(new URL("./fixtures/handoff-store-server-process.mjs", import.meta.url));
const setup = useHookHarness();
const { home: handoffHome } = useHandoffHome();
type Harness = Awaited<ReturnType<typeof setup>>;
type Said = { pid?: number; listening?: boolean; reason?: string | null; log?: string; ran?: string; ok?: boolean; holding?: string };

const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }),
  );
});

/**
 * A hand-off server in a process of its own, on the harness's file store: `said` holds every line it printed,
 * and `next(wanted)` resolves with the first that passes `wanted`, at once or as soon as it is printed.
 */
async function startServer(home: string, root: string, hold = "none") {
  const child = spawn(process.execPath, [serverScript, home, handoffKeyForTests, root, hold], { stdio: ["pipe", "pipe", "inherit"] });
  children.push(child);
  const said: Said[] = [];
  let waiting: { wanted: (line: Said) => boolean; resolve: (line: Said) => void } | undefined;
  let read = "";
  child.stdout!.setEncoding("utf8");
  child.stdout!.on("data", (chunk: string) => {
    read += chunk;
    for (let end = read.indexOf("\n"); end >= 0; end = read.indexOf("\n")) {
      const line = JSON.parse(read.slice(0, end)) as Said;
      read = read.slice(end + 1);
      said.push(line);
      if (waiting?.wanted(line)) {
        waiting.resolve(line);
        waiting = undefined;
      }
    }
  });
  const next = (wanted: (line: Said) => boolean) =>
    new Promise<Said>((resolve, reject) => {
      const found = said.find(wanted);
      if (found !== undefined) return resolve(found);
      waiting = { wanted, resolve };
      child.once("exit", () => reject(new Error(`the server process ended first: ${JSON.stringify(said)}`)));
    });
  const first = await next((line) => line.listening !== undefined);
  expect(first).toEqual({ pid: child.pid, listening: true, reason: null });
  return { child, said, next };
}

function stopRequest(h: Harness) {
  return {
    event: "Stop",
    input: JSON.stringify({ session_id: hookSessionId, transcript_path: h.transcript, cwd: h.project, hook_event_name: "Stop" }),
    cwd: h.project,
    home: h.home,
    env: {},
    timeoutMs: testHookBudgetMs,
  };
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

describe("hand-off servers on a real store, in processes of their own", () => {
  it("a server paused past the accept wait does not run the hook its process has run itself once it resumes; each message archived once", {
    timeout: 120_000,
  }, async () => {
    const h = await setup();
    const { home, paths } = await handoffHome();
    const server = await startServer(home, h.store.root);
    await writeLines(h.transcript, [h.w.user("u1", "I prefer pnpm over npm for every project."), h.w.assistant("a1", "Noted.")]);
    // Stopped: it takes the connection (the kernel does) but reads nothing, as a server busy in other work.
    server.child.kill("SIGSTOP");
    expect(await handOffHook({ paths, request: stopRequest(h), acceptMs: 200 })).toEqual({
      kind: "fallback",
      quiet: false,
      detail: "no server accepted the hook within 200 ms",
    });
    expect(await h.hook("Stop")).toEqual({ stdout: "", ok: true });
    server.child.kill("SIGCONT");
    expect(await server.next((line) => line.log !== undefined || line.ran !== undefined)).toEqual({
      log: "Stop: not run: the hook's process stopped waiting before the server accepted it, and runs the hook itself",
    });

    // The server serves the next hook as ever, archiving from where the hook's own process left off.
    await writeLines(h.transcript, [h.w.user("u2", "We use Vitest for tests."), h.w.assistant("a2", "Understood.")], { append: true });
    expect(await handOffHook({ paths, request: stopRequest(h), acceptMs: 60_000 })).toEqual({ kind: "answered", stdout: "", ok: true });
    expect(server.said.slice(1)).toEqual([
      { log: "Stop: not run: the hook's process stopped waiting before the server accepted it, and runs the hook itself" },
      { ran: "Stop", ok: true },
    ]);
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(await h.dailyFacts()).toEqual(["User prefers pnpm over npm for every project.", "The team uses Vitest for tests."]);
    expect(h.logged).toEqual([]);
  });

  const turns = 125;
  it.each([
    ["before it appended the last 50 messages", "before-append:2"],
    ["after it appended the last 50 messages, before its cursor moved past them", "before-cursor:2"],
  ])(
    "a server killed while archiving (%s): the hook runs itself, and after the next Stop each message is archived once and each fact extracted once",
    {
      timeout: 120_000,
    },
    async (_, hold) => {
      const h = await setup();
      const { home, paths } = await handoffHome();
      const server = await startServer(home, h.store.root, hold);
      // 250 messages: archived 200 at a time, the cursor moved after each batch.
      const ids: string[] = [];
      const lines: string[] = [];
      for (let turn = 1; turn <= turns; turn++) {
        const said = turn === 1 ? "I prefer pnpm over npm for every project." : turn === 110 ? "We use Vitest for tests." : `Go on with step ${turn}.`;
        lines.push(h.w.user(`u${turn}`, said), h.w.assistant(`a${turn}`, `Step ${turn} is done.`));
        ids.push(`u${turn}`, `a${turn}`);
      }
      await writeLines(h.transcript, lines);
      const handedOff = handOffHook({ paths, request: stopRequest(h), acceptMs: 60_000 });
      expect(await server.next((line) => line.holding !== undefined)).toEqual({ holding: hold });
      await kill(server.child, "SIGKILL");
      const result = await handedOff;
      expect(result).toMatchObject({ kind: "fallback", quiet: false });
      expect(result.kind === "fallback" && result.detail.startsWith("the server stopped during the hook")).toBe(true);
      // The lease the server held dies with it: the hook's own run takes it at once.
      expect(await h.hook("Stop")).toEqual({ stdout: "", ok: true });
      expect((await h.archived()).map((message) => message.id)).toEqual(ids);

      await writeLines(h.transcript, [h.w.user("u999", "We use Postgres for the main database."), h.w.assistant("a999", "Noted.")], { append: true });
      expect(await h.hook("Stop")).toEqual({ stdout: "", ok: true });
      expect((await h.archived()).map((message) => message.id)).toEqual([...ids, "u999", "a999"]);
      expect(await h.dailyFacts()).toEqual([
        "User prefers pnpm over npm for every project.",
        "The team uses Vitest for tests.",
        "The team uses Postgres for the main database.",
      ]);
      expect(server.said.slice(1)).toEqual([{ holding: hold }]);
      expect(h.logged).toEqual([]);
    },
  );
});
