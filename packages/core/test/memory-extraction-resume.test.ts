import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, type Message, type MemoryStore, type Scope } from "./core-internals.js";
import { extractedFactId } from "../src/store/ids.js";

// Decision 0259: a process that stops between archiving the messages that finish an exchange and
// writing that exchange's facts loses no fact; the session's next opening extracts it again.

const scope = { workspace: "acme" };
const start = Date.parse("2026-03-02T09:00:00.000Z");
const now = () => new Date(start + 3_600_000);

function message(id: string, role: Message["role"], text: string, minute: number): Message {
  return { id, role, parts: [{ type: "text", text }], createdAt: new Date(start + minute * 60_000).toISOString() };
}

const call = (id: string, minute: number): Message => ({
  id,
  role: "assistant",
  parts: [{ type: "tool-call", toolCallId: `c-${id}`, toolName: "Bash", input: { command: "pnpm test" } }],
  createdAt: new Date(start + minute * 60_000).toISOString(),
});

const stopped = new Error("the process stopped");

/**
 * The store as a process that stops after its `dailyWrites`th daily write sees it: that write and
 * every call after it fail, and nothing more reaches `inner` (what a killed process leaves behind).
 */
function stoppingStore(inner: MemoryStore, dailyWrites: number): MemoryStore {
  let left = dailyWrites;
  let dead = false;
  return new Proxy(inner, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (dead) return Promise.reject(stopped);
        const record = args[0] as { kind?: string } | undefined;
        if ((property === "put" || property === "putIf") && record?.kind === "daily" && left-- <= 0) {
          dead = true;
          return Promise.reject(stopped);
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function daily(store: MemoryStore, within: Scope = scope): Promise<{ id: string; content: string; tags: readonly string[] }[]> {
  const { records } = await store.query({ kind: "daily", scope: within, scopeMode: "exact", order: "created-asc" });
  return records.map((record) => ({ id: record.id, content: record.kind === "daily" ? record.content : "", tags: record.tags }));
}

async function extractionEvents(store: MemoryStore, sessionId: string): Promise<string[]> {
  return (await store.readEvents(sessionId)).flatMap((event) => (event.type === "extraction" ? [`${event.state} ${event.messageIds.join(",")}`] : []));
}

const twoExchanges = [
  message("u1", "user", "We use Vitest for tests.", 1),
  message("a1", "assistant", "Noted.", 2),
  message("u2", "user", "Our API runs on port 8080.", 3),
  message("a2", "assistant", "Got it.", 4),
];

describe("extraction resumed after a stop (decision 0259)", () => {
  it("extracts an exchange whose process stopped before its facts were written when the session is opened again, once", async () => {
    const inner = createInMemoryStore();
    const first = await createMemory({ store: stoppingStore(inner, 0), scope, now, autoConsolidate: false }).session("s1");
    await expect(first.append(twoExchanges.slice(0, 2))).rejects.toBe(stopped);
    // The messages were archived with what extraction was about to read; no fact, no `done`.
    expect((await inner.readEvents("s1")).map((event) => event.type)).toEqual(["message", "message", "extraction"]);
    expect(await daily(inner)).toEqual([]);

    const memory = createMemory({ store: inner, scope, now, autoConsolidate: false });
    const resumed = await memory.session("s1");
    const facts = [{ id: extractedFactId(scope, "s1", ["u1", "a1"], 0), content: "The team uses Vitest for tests.", tags: ["vitest"] }];
    expect(await daily(inner)).toEqual(facts);
    expect(await extractionEvents(inner, "s1")).toEqual(["due u1,a1", "done u1,a1"]);
    // Opened again (and in a tail): nothing is extracted twice, nothing more is written.
    await memory.session("s1");
    await memory.sessionTail("s1", { afterSeq: 2 });
    expect(await daily(inner)).toEqual(facts);
    expect((await inner.readEvents("s1")).length).toBe(4);
    // The resumed session goes on: the next exchange is extracted as usual.
    await resumed.append(twoExchanges.slice(2));
    expect((await daily(inner)).map((item) => item.content)).toEqual(["The team uses Vitest for tests.", "The team's API runs on port 8080."]);
  });

  it("keeps the items an interrupted run wrote (and what consolidation did to them) and writes only the rest", async () => {
    const inner = createInMemoryStore();
    const exchange = [message("u1", "user", "We use Vitest for tests. Our API runs on port 8080.", 1), message("a1", "assistant", "Noted.", 2)];
    const first = await createMemory({ store: stoppingStore(inner, 1), scope, now, autoConsolidate: false }).session("s1");
    await expect(first.append(exchange)).rejects.toBe(stopped);
    const written = await daily(inner);
    expect(written.map((item) => item.content)).toEqual(["The team uses Vitest for tests."]);
    // Consolidation took the first item in between: marked, not to be written over.
    const [item] = (await inner.query({ kind: "daily", scope })).records;
    await inner.put({ ...item!, tags: [...item!.tags, "consolidated"] });

    await createMemory({ store: inner, scope, now, autoConsolidate: false }).session("s1");
    expect(await daily(inner)).toEqual([
      { id: extractedFactId(scope, "s1", ["u1", "a1"], 0), content: "The team uses Vitest for tests.", tags: ["vitest", "consolidated"] },
      { id: extractedFactId(scope, "s1", ["u1", "a1"], 1), content: "The team's API runs on port 8080.", tags: [] },
    ]);
  });

  it("reads the session whole when a tail starts after messages an unfinished extraction names", async () => {
    const inner = createInMemoryStore();
    const first = await createMemory({ store: stoppingStore(inner, 0), scope, now, autoConsolidate: false }).session("s1");
    // One batch finishes two exchanges; the process stops at the first one's facts.
    await expect(first.append(twoExchanges)).rejects.toBe(stopped);
    expect(await extractionEvents(inner, "s1")).toEqual(["due u1,a1", "due u2,a2"]);

    const tail = await createMemory({ store: inner, scope, now, autoConsolidate: false }).sessionTail("s1", { afterSeq: 2 });
    expect(tail.whole).toBe(true);
    expect(tail.messages.map((m) => m.id)).toEqual(["u1", "a1", "u2", "a2"]);
    expect((await daily(inner)).map((item) => item.content)).toEqual(["The team uses Vitest for tests.", "The team's API runs on port 8080."]);
    expect(await extractionEvents(inner, "s1")).toEqual(["due u1,a1", "due u2,a2", "done u1,a1", "done u2,a2"]);
    // Everything done: a later tail stays a tail.
    expect((await createMemory({ store: inner, scope, now, autoConsolidate: false }).sessionTail("s1", { afterSeq: 2 })).whole).toBe(false);
  });

  it("resumes the pending exchange a flush was extracting, and does not extract it again when the exchange finishes", async () => {
    const inner = createInMemoryStore();
    const first = await createMemory({ store: stoppingStore(inner, 0), scope, now, autoConsolidate: false }).session("s1");
    await first.append([message("u1", "user", "We use Vitest for tests.", 1), call("a1", 2)]);
    await expect(first.flushPending("pre-compact")).rejects.toBe(stopped);

    const session = await createMemory({ store: inner, scope, now, autoConsolidate: false }).session("s1");
    expect((await daily(inner)).map((item) => item.content)).toEqual(["The team uses Vitest for tests."]);
    await session.append([
      message("a2", "assistant", "Done.", 3),
      message("u3", "user", "Our API runs on port 8080.", 4),
      message("a3", "assistant", "Ok.", 5),
    ]);
    expect((await daily(inner)).map((item) => item.content)).toEqual(["The team uses Vitest for tests.", "The team's API runs on port 8080."]);
    expect(await extractionEvents(inner, "s1")).toEqual(["due u1,a1", "done u1,a1", "due a2", "due u3,a3", "done a2,u3,a3"]);
  });

  it("gives two tenants' identical sessions different items, and never lets one tenant's session take another's", async () => {
    const other = { workspace: "rival" };
    // The same session and message ids (a store per tenant, or ids copied on purpose) give other items.
    expect(extractedFactId(other, "s1", ["u1", "a1"], 0)).not.toBe(extractedFactId(scope, "s1", ["u1", "a1"], 0));
    // Ids whose characters would join into the same text, were they not counted, stay apart too.
    expect(extractedFactId(scope, "s1", ["u1", "a1"], 0)).not.toBe(extractedFactId(scope, "s1", ["u1a1"], 0));
    expect(extractedFactId(scope, "s1", ["1:u"], 0)).not.toBe(extractedFactId(scope, "s", ["11:u"], 0));
    const inner = createInMemoryStore();
    await (await createMemory({ store: inner, scope, now, autoConsolidate: false }).session("s1")).append(twoExchanges.slice(0, 2));
    const before = await daily(inner);
    const hostile = [message("u1", "user", "We use Jest for tests.", 1), message("a1", "assistant", "Noted.", 2)];
    const rival = await createMemory({ store: inner, scope: other, now, autoConsolidate: false }).session("s1");
    await expect(rival.append(hostile)).rejects.toMatchObject({ code: "SCOPE_MISMATCH" });
    expect(await daily(inner)).toEqual(before);
    expect(await daily(inner, other)).toEqual([]);
    expect(await extractionEvents(inner, "s1")).toEqual(["due u1,a1", "done u1,a1"]);
  });

  it("closes an unfinished group naming messages the session does not hold (an edited archive) without extracting it or reading it whole again", async () => {
    const inner = createInMemoryStore();
    const memory = createMemory({ store: inner, scope, now, autoConsolidate: false });
    await (await memory.session("s1")).append(twoExchanges);
    await inner.appendEvents("s1", scope, [{ at: now().toISOString(), type: "extraction", state: "due", messageIds: ["gone", "../../etc/passwd", "u1"] }]);
    const before = await daily(inner);
    const tail = await memory.sessionTail("s1", { afterSeq: 6 });
    expect(tail.whole).toBe(true);
    // Not a group this session archived: closed, nothing extracted from it.
    expect(await daily(inner)).toEqual(before);
    expect((await extractionEvents(inner, "s1")).at(-1)).toBe("done gone,../../etc/passwd,u1");
    expect((await memory.sessionTail("s1", { afterSeq: 6 })).whole).toBe(false);
  });

  it("writes no extraction events when extraction is off or the memory is incognito", async () => {
    for (const options of [{ extraction: false as const }, { mode: "incognito" as const }]) {
      const inner = createInMemoryStore();
      const session = await createMemory({ store: inner, scope, now, autoConsolidate: false, ...options }).session("s1");
      await session.append(twoExchanges);
      await session.flushPending("stop");
      expect((await inner.readEvents("s1")).filter((event) => event.type !== "message" && event.type !== "trim")).toEqual([]);
      expect(await daily(inner)).toEqual([]);
    }
  });
});
