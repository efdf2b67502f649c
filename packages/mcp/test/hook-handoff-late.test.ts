import { chmodSync, copyFileSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import type { Complete, MemoryStore } from "@engram/core";
import { describe, expect, it } from "vitest";
import { handOffHook, type HandoffPaths, handoffPaths } from "../src/handoff/index.js";
import { handedOffHookOptions, runBackgroundExtraction, runClaudeCodeHook } from "../src/hooks/index.js";
import type { HandoffHook } from "../src/index.js";
import { testHookBudgetMs, writeLines } from "./claude-transcript.js";
import { storeRunner, useHandoffHome } from "./handoff-harness.js";
import { hookSessionId, useHookHarness } from "./hook-harness.js";

const setup = useHookHarness();
const { home: handoffHome, listen } = useHandoffHome();
type Harness = Awaited<ReturnType<typeof setup>>;

/** A promise the test opens itself: the only way these tests wait for one side of a race. */
function latch<T = void>(): { open: (value: T) => void; opened: Promise<T> } {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** The Stop hook as the hook's process hands it over (and, on a fallback, runs it itself). */
function stopHook(h: Harness): HandoffHook {
  return {
    event: "Stop",
    input: JSON.stringify({ session_id: hookSessionId, transcript_path: h.transcript, cwd: h.project, hook_event_name: "Stop" }),
    cwd: h.project,
    home: h.home,
    env: {},
    timeoutMs: testHookBudgetMs,
  };
}

/**
 * `store` as one run of the hook sees it, told when that run was refused the session's archive lease and
 * when it is about to append messages (`beforeAppend` may hold it there, lease in hand and the session
 * read, until the other run has asked for the lease).
 */
function watchedStore(store: MemoryStore, watch: { leaseRefused?: () => void; beforeAppend?: () => Promise<void> }): MemoryStore {
  return new Proxy(store, {
    get(target, name) {
      if (name === "lock")
        return async (lock: string, ttlMs: number) => {
          const lease = await target.lock(lock, ttlMs);
          if (lease === undefined && lock.startsWith("claude-code-archive:")) watch.leaseRefused?.();
          return lease;
        };
      if (name === "appendEvents")
        return async (...args: Parameters<MemoryStore["appendEvents"]>) => {
          if (args[2].some((event) => event.type === "message")) await watch.beforeAppend?.();
          return target.appendEvents(...args);
        };
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A relay in front of a live server's socket that keeps the server's lines from the hook: its `accepted`
 * is on the way when the hook stops waiting. The hook leaving reaches the server only after the server
 * wrote `accepted` (it was sent first), so the server has started the hook by then. Serves `paths`, with
 * the server's token copied beside them.
 */
async function relayWithheldAnswers(server: HandoffPaths, paths: HandoffPaths): Promise<() => Promise<void>> {
  copyFileSync(server.token, paths.token);
  const open = new Set<Socket>();
  const relay = createServer((hook) => {
    const upstream = connect(server.socket);
    const answered = latch();
    open.add(hook).add(upstream);
    upstream.on("data", () => answered.open());
    hook.on("data", (chunk) => upstream.write(chunk));
    hook.on("close", () => void answered.opened.then(() => upstream.destroy()));
    for (const socket of [hook, upstream]) socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(paths.socket, resolve));
  chmodSync(paths.socket, 0o600);
  return async () => {
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => relay.close(resolve));
  };
}

/** A server on the harness's store whose `accepted` the hook never sees in time: the hook falls back as it would. */
async function lateAcceptingServer(h: Harness, run: (hook: HandoffHook) => Promise<{ stdout: string; ok: boolean }>) {
  const { home, paths } = await handoffHome();
  const server = await listen({ paths, timeoutMs: testHookBudgetMs, run });
  if (!server.listening) throw new Error(server.reason);
  const relayed = handoffPaths(home, "fedcba9876543210")!;
  const closeRelay = await relayWithheldAnswers(paths, relayed);
  const result = await handOffHook({ paths: relayed, request: stopHook(h), acceptMs: 100 });
  await closeRelay();
  return result;
}

const transcript = (h: Harness) => [
  h.w.user("u1", "I prefer pnpm over npm for every project."),
  h.w.assistant("a1", "Noted."),
  h.w.user("u2", "We use Vitest for tests."),
  h.w.assistant("a2", "Understood."),
];
const fellBack = { kind: "fallback", quiet: false, detail: "no server accepted the hook within 100 ms" };

describe("a hook whose server accepted it too late: both the server and the hook's own process run it", () => {
  it.each([
    ["the server", "server"],
    ["the hook's own process", "own"],
  ] as const)("archives each message once and extracts each fact once when %s takes the archive lease first", async (_, first) => {
    const h = await setup();
    await writeLines(h.transcript, transcript(h));
    const serverRan: HandoffHook[] = [];
    const serverLog: string[] = [];
    const holding = latch();
    const waiting = latch();
    const serverDone = latch<{ stdout: string; ok: boolean }>();
    // The run that takes the lease first holds it, about to append what it read, until the other run was refused it
    // (or, were the lease no lock, until the other run is about to append what it read meanwhile).
    const holdLease = { beforeAppend: async () => (holding.open(), await waiting.opened) };
    const askLease = { leaseRefused: () => waiting.open(), beforeAppend: async () => waiting.open() };
    const serverStore = watchedStore(h.store, first === "server" ? holdLease : askLease);
    const ownStore = watchedStore(h.store, first === "server" ? askLease : holdLease);
    const result = await lateAcceptingServer(h, async (hook) => {
      if (first === "own") await holding.opened;
      const done = await storeRunner(serverStore, serverRan, serverLog)(hook);
      serverDone.open(done);
      return done;
    });
    expect(result).toEqual(fellBack);

    // The hook's process runs the same Stop itself, while the server is at it.
    const ownLog: string[] = [];
    const own = (async () => {
      if (first === "server") await holding.opened;
      return storeRunner(ownStore, [], ownLog)(stopHook(h));
    })();
    expect(await Promise.all([own, serverDone.opened])).toEqual([
      { stdout: "", ok: true },
      { stdout: "", ok: true },
    ]);
    expect(serverRan.map((hook) => hook.event)).toEqual(["Stop"]);
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(await h.dailyFacts()).toEqual(["User prefers pnpm over npm for every project.", "The team uses Vitest for tests."]);
    expect([serverLog, ownLog]).toEqual([[], []]);

    // The next Stop archives only what is new, and extracts nothing twice.
    await writeLines(h.transcript, [h.w.user("u3", "We use Postgres for the main database."), h.w.assistant("a3", "Noted.")], { append: true });
    expect(await h.hook("Stop")).toEqual({ stdout: "", ok: true });
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2", "u3", "a3"]);
    expect(await h.dailyFacts()).toEqual([
      "User prefers pnpm over npm for every project.",
      "The team uses Vitest for tests.",
      "The team uses Postgres for the main database.",
    ]);
    expect(h.logged).toEqual([]);
  });

  it("with extraction left to a model: both runs start the background job, and the model sees each turn once", async () => {
    const h = await setup();
    await writeLines(h.transcript, transcript(h));
    const prompts: string[] = [];
    const complete: Complete = async ({ prompt }) => {
      prompts.push(prompt);
      const fact = prompt.includes("Vitest") ? "Tests run on Vitest." : "pnpm, never npm.";
      const id = prompt.includes("Vitest") ? "u2" : "u1";
      return {
        text: JSON.stringify({ facts: [{ content: fact, type: "convention", importance: 0.8, confidence: 0.9, source: "user", messageIds: [id], tags: [] }] }),
      };
    };
    const logged: string[] = [];
    // The Stop as it runs when `hooks.complete` names a model: archiving only, extraction left to a job.
    const deferred = (store: MemoryStore) => (hook: HandoffHook) =>
      runClaudeCodeHook({
        ...handedOffHookOptions(hook, store),
        env: {},
        timeoutMs: testHookBudgetMs,
        deferExtraction: true,
        log: (message) => logged.push(message),
      });
    const holding = latch();
    const waiting = latch();
    const serverDone = latch<Awaited<ReturnType<typeof runClaudeCodeHook>>>();
    const serverStore = watchedStore(h.store, { beforeAppend: async () => (holding.open(), await waiting.opened) });
    const ownStore = watchedStore(h.store, { leaseRefused: () => waiting.open(), beforeAppend: async () => waiting.open() });
    const result = await lateAcceptingServer(h, async (hook) => {
      const done = await deferred(serverStore)(hook);
      serverDone.open(done);
      return done;
    });
    expect(result).toEqual(fellBack);
    const [own, served] = await Promise.all([holding.opened.then(() => deferred(ownStore)(stopHook(h))), serverDone.opened]);
    // Each run left extraction to a job, as `engram hooks run` and `engram mcp` each start one.
    expect([own.backgroundJob, served.backgroundJob]).toEqual([{ sessionId: hookSessionId }, { sessionId: hookSessionId }]);
    const job = () =>
      runBackgroundExtraction({
        sessionId: hookSessionId,
        openStore: async () => h.store,
        complete,
        env: {},
        cwd: h.project,
        log: (message) => logged.push(message),
      });
    const reports = await Promise.all([job(), job()]);
    expect(reports.map((report) => report.facts).sort()).toEqual([0, 2]);
    // One prompt per turn: the pnpm turn, then the Vitest one.
    expect(prompts.map((prompt) => prompt.includes("Vitest"))).toEqual([false, true]);
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(await h.dailyFacts()).toEqual(["pnpm, never npm.", "Tests run on Vitest."]);
    expect(logged).toEqual([]);
  });
});

describe("a hook accepted but not answered within its budget (late)", () => {
  it("is not run again by the hook's process; the server's late run and the next Stop archive each message once", async () => {
    const h = await setup();
    await writeLines(h.transcript, transcript(h));
    const { paths } = await handoffHome();
    const gaveUp = latch();
    const serverDone = latch<{ stdout: string; ok: boolean }>();
    const serverRan: HandoffHook[] = [];
    const serverLog: string[] = [];
    const server = await listen({
      paths,
      timeoutMs: testHookBudgetMs,
      // Busy past the hook's budget: it runs the hook only once the hook's process has stopped waiting.
      run: async (hook) => {
        await gaveUp.opened;
        const done = await storeRunner(h.store, serverRan, serverLog)({ ...hook, timeoutMs: testHookBudgetMs });
        serverDone.open(done);
        return done;
      },
    });
    expect(server.listening).toBe(true);
    const result = await handOffHook({ paths, request: { ...stopHook(h), timeoutMs: 100 }, acceptMs: 60_000, graceMs: 0 });
    expect(result).toEqual({ kind: "late", detail: "the server accepted the hook but did not answer within its budget of 100 ms" });
    expect(serverRan).toEqual([]);
    gaveUp.open();
    expect(await serverDone.opened).toEqual({ stdout: "", ok: true });
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2"]);

    await writeLines(h.transcript, [h.w.user("u3", "We use Postgres for the main database."), h.w.assistant("a3", "Noted.")], { append: true });
    expect(await h.hook("Stop")).toEqual({ stdout: "", ok: true });
    expect(serverRan.map((hook) => hook.event)).toEqual(["Stop"]);
    expect((await h.archived()).map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2", "u3", "a3"]);
    expect(await h.dailyFacts()).toEqual([
      "User prefers pnpm over npm for every project.",
      "The team uses Vitest for tests.",
      "The team uses Postgres for the main database.",
    ]);
    expect([serverLog, h.logged]).toEqual([[], []]);
  });
});
