import { describe, expect, it } from "vitest";
import { createEngram, createInMemoryStore, createMemory, isEngramError, type Engram, type MemoryStore } from "./core-internals.js";

const words = ["deploy", "cache", "router", "schema", "billing", "queue", "retry", "index", "token", "shard"];

/** The user's turn n; the assistant's long replies get the conversation trimmed several times in a 3,000-token window. */
function userText(n: number): string {
  const topic = words[n % words.length]!;
  return `I prefer ${topic} v${n} over the others for every project.`;
}

async function converse(engram: Engram, turns: number, tick: () => void): Promise<string[]> {
  const prompts: string[] = [];
  for (let n = 1; n <= turns; n++) {
    tick();
    const ids = { sessionId: n % 3 === 0 ? "side" : "main", userId: "ann" };
    const turn = await engram.prepare(ids, { system: ["You are a coding agent."], messages: [{ role: "user", parts: [{ type: "text", text: userText(n) }] }] });
    prompts.push(JSON.stringify({ system: turn.systemText, messages: turn.messages.map((message) => [message.role, message.parts]) }));
    const reply =
      n % 4 === 0
        ? [
            {
              role: "assistant" as const,
              parts: [{ type: "tool-call" as const, toolCallId: `c${n}`, toolName: "read_file", input: { path: `src/${words[n % 10]}.ts` } }],
            },
            {
              role: "tool" as const,
              parts: [{ type: "tool-result" as const, toolCallId: `c${n}`, toolName: "read_file", output: { text: "export const x = 1;" } }],
            },
            { role: "assistant" as const, parts: [{ type: "text" as const, text: `Read src/${words[n % 10]}.ts; done.` }] },
          ]
        : [{ role: "assistant" as const, parts: [{ type: "text" as const, text: `Noted turn ${n}. ${"Details of the plan follow. ".repeat(40)}` }] }];
    await engram.record(ids, reply, { inputTokens: 900, outputTokens: 40 });
  }
  return prompts;
}

async function dailyContents(store: MemoryStore): Promise<string[]> {
  return (await store.query({ kind: "daily", limit: 1000 })).records.map((record) => `${record.type}: ${record.content}`).sort();
}

const clockAt = (start: number) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe("bounded per-process state", () => {
  it("keeps at most openScopes.max memories, dropping the least recently used", async () => {
    const engram = createEngram({ store: createInMemoryStore(), openScopes: { max: 2 }, autoConsolidate: false });
    const ann = engram.memory({ userId: "ann" });
    const bob = engram.memory({ userId: "bob" });
    expect(engram.memory({ userId: "ann" })).toBe(ann);
    engram.memory({ userId: "cid" });
    expect(engram.openState().scopes).toBe(2);
    expect(engram.memory({ userId: "ann" })).toBe(ann);
    expect(engram.memory({ userId: "bob" })).not.toBe(bob);
  });

  it("drops memories and sessions left unused for idleMs once the next call arrives", async () => {
    const clock = clockAt(Date.parse("2026-05-01T10:00:00.000Z"));
    const engram = createEngram({
      store: createInMemoryStore(),
      now: clock.now,
      openScopes: { idleMs: 60_000 },
      openSessions: { idleMs: 60_000 },
      autoConsolidate: false,
    });
    for (const userId of ["ann", "bob"]) {
      await engram.prepare({ sessionId: `${userId}-1`, userId }, { messages: [{ role: "user", parts: [{ type: "text", text: "hi" }] }] });
    }
    expect(engram.openState()).toEqual({ scopes: 2, sessions: 2 });
    clock.advance(60_001);
    await engram.prepare({ sessionId: "cid-1", userId: "cid" }, { messages: [{ role: "user", parts: [{ type: "text", text: "hi" }] }] });
    expect(engram.openState()).toEqual({ scopes: 1, sessions: 1 });
  });

  it("serves a conversation evicted after every call exactly as one never evicted: same prompts, same daily log", async () => {
    const keepStore = createInMemoryStore();
    const dropStore = createInMemoryStore();
    const options = { model: "gpt-4o", contextWindow: 3_000, maxOutputTokens: 200, autoConsolidate: false };
    // Each run reads its own clock, which moves a minute per turn: both see the same times.
    const keptClock = clockAt(Date.parse("2026-05-01T10:00:00.000Z"));
    const droppedClock = clockAt(Date.parse("2026-05-01T10:00:00.000Z"));
    const kept = createEngram({ ...options, store: keepStore, now: keptClock.now });
    const dropped = createEngram({ ...options, store: dropStore, now: droppedClock.now, openScopes: { max: 0 } });
    const keptPrompts = await converse(kept, 30, () => keptClock.advance(60_000));
    const droppedPrompts = await converse(dropped, 30, () => droppedClock.advance(60_000));
    expect(dropped.openState()).toEqual({ scopes: 0, sessions: 0 });
    // The conversation was trimmed (a summary went into the prompt), so resuming covered the trim state too.
    expect(keptPrompts.filter((prompt) => prompt.includes("<thread_summary>")).length).toBeGreaterThan(5);
    droppedPrompts.forEach((prompt, i) => expect(prompt, `turn ${i + 1}`).toBe(keptPrompts[i]));
    expect(await dailyContents(dropStore)).toEqual(await dailyContents(keepStore));
    expect((await dailyContents(keepStore)).length).toBeGreaterThan(0);
  });

  it("extracts an exchange that was under way when its session was dropped", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: { user: "ann" }, autoConsolidate: false, openSessions: { max: 0 } });
    await (await memory.session("s1")).append({ role: "user", parts: [{ type: "text", text: "I prefer tabs over spaces in every project." }] });
    expect(memory.openSessionCount).toBe(0);
    await (await memory.session("s1")).append({ role: "assistant", parts: [{ type: "text", text: "Noted." }] });
    expect((await store.query({ kind: "daily" })).records.map((record) => record.content)).toEqual([expect.stringContaining("tabs over spaces")]);
  });

  it("close() forgets every open memory and session, refuses later calls with STORE_CLOSED, and leaves the store open", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, autoConsolidate: false });
    const ids = { sessionId: "s1", userId: "ann" };
    await engram.prepare(ids, { messages: [{ role: "user", parts: [{ type: "text", text: "hi" }] }] });
    const memory = engram.memory(ids);
    await engram.close();
    await engram.close();
    expect(engram.openState()).toEqual({ scopes: 0, sessions: 0 });
    const refused = await engram.prepare(ids, { messages: [] }).catch((error: unknown) => error);
    expect(isEngramError(refused, "STORE_CLOSED")).toBe(true);
    expect(() => engram.memory(ids)).toThrow(expect.objectContaining({ code: "STORE_CLOSED" }));
    const memoryRefused = await memory.remember({ content: "x" }).catch((error: unknown) => error);
    expect(isEngramError(memoryRefused, "STORE_CLOSED")).toBe(true);
    expect((await store.readEvents("s1")).length).toBe(1);
  });

  it("refuses bad openScopes and openSessions options (INVALID_OPTIONS)", () => {
    expect(() => createEngram({ store: createInMemoryStore(), openScopes: { max: -1 } })).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(() => createEngram({ store: createInMemoryStore(), openScopes: { idleMs: 0 } })).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(() => createMemory({ store: createInMemoryStore(), scope: {}, openSessions: { max: 1.5 } })).toThrow(
      expect.objectContaining({ code: "INVALID_OPTIONS" }),
    );
  });
});
