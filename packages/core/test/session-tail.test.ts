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

async function dailyContents(store: ReturnType<typeof createInMemoryStore>): Promise<string[]> {
  return (await store.query({ kind: "daily", scope, order: "created-asc" })).records.map((record) => record.content);
}

describe("Memory.sessionTail", () => {
  it("holds the messages after the seq it was opened after, and resumes after the turn under way", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now, autoConsolidate: false });
    const whole = await memory.sessionTail("s1");
    expect(whole.whole).toBe(true);
    await whole.append([
      message("u1", "user", "We use Vitest for tests.", 1),
      message("a1", "assistant", "Noted.", 2),
      message("u2", "user", "Our API runs on port 8080.", 3),
      call("a2", 4),
    ]);
    // The exchange under way and the latest user message both start at u2 (seq 3).
    expect(whole.resumeAfter()).toBe(2);
    const tail = await memory.sessionTail("s1", { afterSeq: whole.resumeAfter() });
    expect(tail.whole).toBe(false);
    expect(tail.messages.map((m) => m.id)).toEqual(["u2", "a2"]);
    expect(tail.indexOf("a2")).toBe(1);
    expect(tail.indexOf("u1")).toBeUndefined();
    await tail.append([message("a3", "assistant", "Got it.", 5)]);
    // The exchange finished: extracted once, as `Memory.session` would.
    expect(await dailyContents(store)).toEqual(["The team uses Vitest for tests.", "The team's API runs on port 8080."]);
    expect(tail.resumeAfter()).toBe(2);
    await tail.append([message("u4", "user", "Never commit to main directly.", 6)]);
    expect(tail.resumeAfter()).toBe(5);
    expect(await tail.flushPending("stop")).toEqual(["u4"]);
    expect(await dailyContents(store)).toEqual(["The team uses Vitest for tests.", "The team's API runs on port 8080.", "Never commit to main directly."]);
    // A later tail knows the flushed message was extracted.
    const later = await memory.sessionTail("s1", { afterSeq: tail.resumeAfter() });
    expect(later.messages.map((m) => m.id)).toEqual(["u4"]);
    expect(await later.flushPending("stop")).toEqual([]);
  });

  it("reads a session with trim state of its own whole, and refuses a seq that is not one", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now, autoConsolidate: false, contextWindow: 4_000, maxOutputTokens: 200 });
    const session = await memory.session("s2");
    for (let i = 0; i < 12; i++) {
      await session.append([
        message(`u${i}`, "user", `Question ${i}: ${"word ".repeat(150)}`, 2 * i),
        message(`a${i}`, "assistant", `Answer ${i}.`, 2 * i + 1),
      ]);
      await session.context();
    }
    // The pipeline trimmed and summarized this session: it has trim state of its own (what was dropped).
    const summary = await store.get("summary", "s2");
    expect(summary).toMatchObject({ kind: "summary", id: "s2", sessionId: "s2" });
    expect(summary?.pipelineState).toMatchObject({ trims: 1, droppedThroughId: "u6", droppedInSession: 13 });
    const tail = await memory.sessionTail("s2", { afterSeq: 20 });
    expect(tail.whole).toBe(true);
    expect(tail.messages).toHaveLength(24);
    await expect(memory.sessionTail("s2", { afterSeq: -1 })).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
    await expect(memory.sessionTail("s2", { afterSeq: 1.5 })).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
  });
});
