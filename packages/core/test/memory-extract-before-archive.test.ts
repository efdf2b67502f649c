import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, type Message, type MemoryStore, type Scope } from "./core-internals.js";
import { extractedFactId } from "../src/store/ids.js";

// Decision 0259: an exchange's facts are written before its messages are archived, under ids fixed by
// the messages, so a process that stops anywhere in between loses no fact and a retry writes none twice.

const scope = { workspace: "acme" };
const start = Date.parse("2026-03-02T09:00:00.000Z");
const now = () => new Date(start + 3_600_000);

function message(id: string, role: Message["role"], text: string, minute: number): Message {
  return { id, role, parts: [{ type: "text", text }], createdAt: new Date(start + minute * 60_000).toISOString() };
}

const stopped = new Error("the process stopped");

/**
 * The store as a process that stops at a given call sees it: that call and every call after it fail,
 * and nothing more reaches `inner` (what a killed process leaves behind). `at` picks the call: the nth
 * daily write, or the first `appendEvents`.
 */
function stoppingStore(inner: MemoryStore, at: { dailyWrite: number } | "appendEvents"): MemoryStore {
  let left = at === "appendEvents" ? Number.POSITIVE_INFINITY : at.dailyWrite;
  let dead = false;
  return new Proxy(inner, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (dead) return Promise.reject(stopped);
        const record = args[0] as { kind?: string } | undefined;
        const dailyWrite = (property === "put" || property === "putIf") && record?.kind === "daily";
        if ((dailyWrite && left-- <= 0) || (at === "appendEvents" && property === "appendEvents")) {
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

async function archivedIds(store: MemoryStore, sessionId: string): Promise<string[]> {
  return (await store.readEvents(sessionId)).flatMap((event) => (event.type === "message" ? [event.message.id] : []));
}

const exchange = [message("u1", "user", "We use Vitest for tests. Our API runs on port 8080.", 1), message("a1", "assistant", "Noted.", 2)];
const facts = [
  { id: extractedFactId(scope, "s1", ["u1", "a1"], 0), content: "The team uses Vitest for tests.", tags: ["vitest"] },
  { id: extractedFactId(scope, "s1", ["u1", "a1"], 1), content: "The team's API runs on port 8080.", tags: [] },
];

/** A new process taking the conversation up again, as a hook reading the transcript does: archives what is missing. */
async function retry(store: MemoryStore): Promise<readonly Message[]> {
  return (await createMemory({ store, scope, now, autoConsolidate: false }).session("s1")).sync(exchange);
}

describe("an exchange's facts are written before its messages are archived (decision 0259)", () => {
  it("a process that stops before the facts archives nothing, and the retry archives and extracts the exchange once", async () => {
    const inner = createInMemoryStore();
    const first = await createMemory({ store: stoppingStore(inner, { dailyWrite: 0 }), scope, now, autoConsolidate: false }).session("s1");
    await expect(first.append(exchange)).rejects.toBe(stopped);
    // Archived first, the messages would be here and their facts lost for good (the retry finds nothing to archive).
    expect(await archivedIds(inner, "s1")).toEqual([]);
    expect(await daily(inner)).toEqual([]);
    expect((await retry(inner)).map((m) => m.id)).toEqual(["u1", "a1"]);
    expect(await archivedIds(inner, "s1")).toEqual(["u1", "a1"]);
    expect(await daily(inner)).toEqual(facts);
    expect(await retry(inner)).toEqual([]);
    expect(await daily(inner)).toEqual(facts);
  });

  it("a process that stops between the facts and the archive leaves the facts, which the retry keeps as they are (consolidation's tag too)", async () => {
    const inner = createInMemoryStore();
    const first = await createMemory({ store: stoppingStore(inner, "appendEvents"), scope, now, autoConsolidate: false }).session("s1");
    await expect(first.append(exchange)).rejects.toBe(stopped);
    expect(await archivedIds(inner, "s1")).toEqual([]);
    expect(await daily(inner)).toEqual(facts);
    // Consolidation took the first item in between: marked, and not to be written over.
    const [item] = (await inner.query({ kind: "daily", scope, order: "created-asc" })).records;
    await inner.put({ ...item!, tags: [...item!.tags, "consolidated"] });
    await retry(inner);
    expect(await archivedIds(inner, "s1")).toEqual(["u1", "a1"]);
    expect(await daily(inner)).toEqual([{ ...facts[0]!, tags: ["vitest", "consolidated"] }, facts[1]]);
  });

  it("a process that stops between two facts: the retry writes the rest beside the first", async () => {
    const inner = createInMemoryStore();
    const first = await createMemory({ store: stoppingStore(inner, { dailyWrite: 1 }), scope, now, autoConsolidate: false }).session("s1");
    await expect(first.append(exchange)).rejects.toBe(stopped);
    expect(await daily(inner)).toEqual([facts[0]]);
    await retry(inner);
    expect(await archivedIds(inner, "s1")).toEqual(["u1", "a1"]);
    expect(await daily(inner)).toEqual(facts);
  });

  it("an append the store refuses leaves no fact behind, and the same session retried extracts the exchange again", async () => {
    const inner = createInMemoryStore();
    let refuse = true;
    const refusing: MemoryStore = new Proxy(inner, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property === "appendEvents" && refuse) return () => Promise.reject(new Error("disk full"));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const session = await createMemory({ store: refusing, scope, now, autoConsolidate: false }).session("s1");
    await expect(session.append(exchange)).rejects.toThrow("disk full");
    expect(await daily(inner)).toEqual([]);
    expect(session.messages).toEqual([]);
    refuse = false;
    expect((await session.append(exchange)).map((m) => m.id)).toEqual(["u1", "a1"]);
    expect(await daily(inner)).toEqual(facts);
  });

  it("a failed extraction still archives the messages and reports the failure", async () => {
    const inner = createInMemoryStore();
    const failing: MemoryStore = new Proxy(inner, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property === "putIf") return () => Promise.reject(new Error("daily log unwritable"));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const session = await createMemory({ store: failing, scope, now, autoConsolidate: false }).session("s1");
    await expect(session.append(exchange)).rejects.toThrow("daily log unwritable");
    expect(await archivedIds(inner, "s1")).toEqual(["u1", "a1"]);
    expect(session.messages.map((m) => m.id)).toEqual(["u1", "a1"]);
  });

  it("with a model, the messages are archived before the model is asked: no message waits on a model", async () => {
    const inner = createInMemoryStore();
    let asked!: () => void;
    const askedModel = new Promise<void>((resolve) => (asked = resolve));
    let answer!: (reply: { text: string }) => void;
    const complete = () => {
      asked();
      return new Promise<{ text: string }>((resolve) => (answer = resolve));
    };
    const session = await createMemory({ store: inner, scope, now, autoConsolidate: false, complete }).session("s1");
    const appending = session.append(exchange);
    await askedModel;
    expect(await archivedIds(inner, "s1")).toEqual(["u1", "a1"]);
    expect(await daily(inner)).toEqual([]);
    answer({
      text: JSON.stringify({
        facts: [
          { content: "The team uses Vitest for tests.", type: "convention", importance: 0.6, confidence: 0.9, source: "user", messageIds: ["u1"], tags: [] },
        ],
      }),
    });
    expect((await appending).map((m) => m.id)).toEqual(["u1", "a1"]);
    expect((await daily(inner)).map((item) => [item.id, item.content])).toEqual([[facts[0]!.id, "The team uses Vitest for tests."]]);
  });

  it("another tenant's session id is refused with nothing written, and identical ids in two scopes name different items", async () => {
    const other = { workspace: "rival" };
    expect(extractedFactId(other, "s1", ["u1", "a1"], 0)).not.toBe(extractedFactId(scope, "s1", ["u1", "a1"], 0));
    // Ids whose characters would join into the same text, were each not preceded by its length, stay apart.
    expect(extractedFactId(scope, "s1", ["u1", "a1"], 0)).not.toBe(extractedFactId(scope, "s1", ["u1a1"], 0));
    expect(extractedFactId(scope, "s1", ["1:u"], 0)).not.toBe(extractedFactId(scope, "s", ["11:u"], 0));
    const inner = createInMemoryStore();
    await (await createMemory({ store: inner, scope, now, autoConsolidate: false }).session("s1")).append(exchange);
    const hostile = [message("u1", "user", "We use Jest for tests.", 1), message("a1", "assistant", "Noted.", 2)];
    const rival = await createMemory({ store: inner, scope: other, now, autoConsolidate: false }).session("s1");
    await expect(rival.append(hostile)).rejects.toMatchObject({ code: "SCOPE_MISMATCH" });
    expect(await daily(inner)).toEqual(facts);
    expect(await daily(inner, other)).toEqual([]);
    expect(await archivedIds(inner, "s1")).toEqual(["u1", "a1"]);
  });
});
