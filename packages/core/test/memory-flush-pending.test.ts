import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, type Message } from "./core-internals.js";

const scope = { workspace: "acme" };
const start = Date.parse("2026-03-02T09:00:00.000Z");
const now = () => new Date(start);

function message(id: string, role: Message["role"], text: string, minute: number): Message {
  return { id, role, parts: [{ type: "text", text }], createdAt: new Date(start + minute * 60_000).toISOString() };
}

const call = (id: string, minute: number): Message => ({
  id,
  role: "assistant",
  parts: [{ type: "tool-call", toolCallId: `c-${id}`, toolName: "Bash", input: { command: "pnpm test" } }],
  createdAt: new Date(start + minute * 60_000).toISOString(),
});

const result = (id: string, callId: string, minute: number): Message => ({
  id,
  role: "tool",
  parts: [{ type: "tool-result", toolCallId: `c-${callId}`, toolName: "Bash", output: "ok" }],
  createdAt: new Date(start + minute * 60_000).toISOString(),
});

async function dailyContents(store: ReturnType<typeof createInMemoryStore>): Promise<string[]> {
  // Facts of one exchange share a time, so their order in the log is their ids': compared sorted.
  return (await store.query({ kind: "daily", scope, order: "created-asc" })).records.map((record) => record.content).sort();
}

describe("MemorySession.append", () => {
  it("extracts each exchange a batch finishes on its own, so a whole transcript keeps more than three facts", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now, autoConsolidate: false });
    const session = await memory.session("s1");
    await session.append([
      message("u1", "user", "I prefer pnpm over npm for every project.", 1),
      message("a1", "assistant", "Noted.", 2),
      message("u2", "user", "We use Vitest for tests.", 3),
      message("a2", "assistant", "Understood.", 4),
      message("u3", "user", "Our API runs on port 8080.", 5),
      message("a3", "assistant", "Got it.", 6),
      message("u4", "user", "I always want tabs, never spaces.", 7),
      message("a4", "assistant", "Will do.", 8),
    ]);
    expect(await dailyContents(store)).toEqual([
      "The team uses Vitest for tests.",
      "The team's API runs on port 8080.",
      "User always wants tabs, never spaces.",
      "User prefers pnpm over npm for every project.",
    ]);
  });
});

describe("MemorySession.flushPending", () => {
  it("extracts the exchange under way once, records it as a trim, and a resumed session never extracts it again", async () => {
    const store = createInMemoryStore();
    const first = await createMemory({ store, scope, now, autoConsolidate: false }).session("s1");
    await first.append([message("u1", "user", "We use Vitest for tests.", 1), call("a1", 2), result("t1", "a1", 3)]);
    expect(await dailyContents(store)).toEqual([]);
    expect(await first.flushPending("compact-auto")).toEqual(["u1", "a1", "t1"]);
    // The test run that passed is a command that works.
    const firstFacts = ["The team uses Vitest for tests.", "The tests run with `pnpm test` (it passed)."];
    expect(await dailyContents(store)).toEqual(firstFacts);
    expect(await first.flushPending("stop")).toEqual([]);
    const trims = (await store.readEvents("s1")).filter((event) => event.type === "trim");
    expect(trims.map((event) => (event.type === "trim" ? { trigger: event.trigger, droppedIds: event.droppedIds } : undefined))).toEqual([
      { trigger: "compact-auto", droppedIds: ["u1", "a1", "t1"] },
    ]);

    // Another process resumes the session; the exchange finishes there.
    const resumed = await createMemory({ store, scope, now, autoConsolidate: false }).session("s1");
    expect(await resumed.flushPending("stop")).toEqual([]);
    // The reply finishes the exchange: only it is new to extraction (it holds no fact).
    await resumed.append([message("a2", "assistant", "All tests pass with Vitest.", 4), message("u2", "user", "Our API runs on port 8080.", 5)]);
    expect(await dailyContents(store)).toEqual(firstFacts);
    expect(await resumed.flushPending("session-end")).toEqual(["u2"]);
    expect(await dailyContents(store)).toEqual([
      "The team uses Vitest for tests.",
      "The team's API runs on port 8080.",
      "The tests run with `pnpm test` (it passed).",
    ]);
  });

  it("writes nothing in incognito", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope, now, mode: "incognito" }).session("s1");
    await session.append(message("u1", "user", "We use Vitest for tests.", 1));
    expect(await session.flushPending("stop")).toEqual(["u1"]);
    expect(await store.getSession("s1")).toBeUndefined();
    expect(await dailyContents(store)).toEqual([]);
  });
});

describe("MemorySession.append, for an agent that writes text between its tool calls", () => {
  it("keeps the turn whole until the next user message: the failure, the fix and the passing run are one exchange", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope, now, autoConsolidate: false }).session("s1");
    const tool = (id: string, minute: number, output: string, isError = false): Message[] => [
      {
        id,
        role: "assistant",
        parts: [{ type: "tool-call", toolCallId: `c-${id}`, toolName: "Bash", input: { command: "pnpm test" } }],
        createdAt: new Date(start + minute * 60_000).toISOString(),
      },
      {
        id: `${id}r`,
        role: "tool",
        parts: [{ type: "tool-result", toolCallId: `c-${id}`, toolName: "Bash", output, ...(isError ? { isError } : {}) }],
        createdAt: new Date(start + minute * 60_000 + 1).toISOString(),
      },
    ];
    await session.append([
      message("u1", "user", "Fix the failing test.", 1),
      ...tool("a1", 2, "Exit code 1\nError: boom", true),
      // Text with no tool call: before this round it ended the exchange, splitting the failure from the pass.
      message("a2", "assistant", "The root cause was a missing await in src/queue.ts.", 3),
      ...tool("a3", 4, "Tests 3 passed"),
      message("a4", "assistant", "It passes now.", 5),
    ]);
    expect(await dailyContents(store)).toEqual(["The root cause was a missing await in src/queue.ts.", "The tests run with `pnpm test` (it passed)."]);
  });
});
