import { describe, expect, it } from "vitest";
import { createContextPipeline, createEngram, createInMemoryStore, createMemory, type MemoryStore, type MessageDraft } from "./core-internals.js";
import { engramRejection } from "../src/testing/index.js";
import { userText as user } from "./fixtures.js";

const now = () => new Date("2026-03-02T09:00:00.000Z");
const callWith = (input: unknown): MessageDraft => ({
  id: "call-1",
  role: "assistant",
  parts: [{ type: "tool-call", toolCallId: "c1", toolName: "read_file", input }],
});

function nested(levels: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

class Point {
  constructor(readonly x: number) {}
}
const circular: Record<string, unknown> = { name: "loop" };
circular["self"] = circular;
const throwing = Object.defineProperty({}, "secret", {
  enumerable: true,
  get() {
    throw new Error("getter exploded");
  },
});

/** Each hostile tool-call input, and the path and reason the error must name. */
const hostileInputs: ReadonlyArray<{ name: string; input: unknown; problem: string }> = [
  { name: "a BigInt", input: { n: 10n }, problem: "parts.0.input.n is a BigInt (use a number or a string)" },
  { name: "a circular value", input: circular, problem: "parts.0.input.self refers back to an object that contains it (a circular value)" },
  { name: "a function", input: { run: () => 1 }, problem: "parts.0.input.run is a function" },
  { name: "a symbol", input: { tag: Symbol("x") }, problem: "parts.0.input.tag is a symbol" },
  { name: "undefined in an array", input: { list: [1, undefined] }, problem: "parts.0.input.list.1 is undefined inside an array (use null)" },
  // biome-ignore lint/suspicious/noSparseArray: the hole is the hostile input under test.
  { name: "a hole in an array", input: { list: [1, , 3] }, problem: "parts.0.input.list.1 is a hole in an array (use null)" },
  { name: "a Date", input: { at: new Date(0) }, problem: "parts.0.input.at is a Date, not a plain object" },
  { name: "a Map", input: new Map([["a", 1]]), problem: "parts.0.input is a Map, not a plain object" },
  { name: "a class instance", input: { p: new Point(1) }, problem: "parts.0.input.p is a Point instance, not a plain object" },
  { name: "NaN", input: { score: Number.NaN }, problem: "parts.0.input.score is NaN, not a finite number" },
  { name: "Infinity", input: [Number.NEGATIVE_INFINITY], problem: "parts.0.input.0 is -Infinity, not a finite number" },
  { name: "a throwing getter", input: { box: throwing }, problem: "parts.0.input.box.secret could not be read (getter exploded)" },
  { name: "a key with a lone surrogate", input: { "bad\uD800key": 1 }, problem: 'parts.0.input."bad\\ud800key" is a key holding a lone UTF-16 surrogate' },
];

async function messageCount(store: MemoryStore, sessionId: string): Promise<number> {
  return (await store.readEvents(sessionId)).filter((event) => event.type === "message").length;
}

describe("messages that are not JSON", () => {
  for (const { name, input, problem } of hostileInputs) {
    it(`refuses ${name} in a tool call through session.append with INVALID_MESSAGE and archives nothing of the call`, async () => {
      const store = createInMemoryStore();
      const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
      await session.append(user("first"));
      const error = await engramRejection(session.append([user("second"), callWith(input)]));
      expect(error.code).toBe("INVALID_MESSAGE");
      expect(error.message).toContain(`Invalid message (at position 2, id "call-1"): ${problem}. A message holds JSON values only`);
      expect(await messageCount(store, "s1")).toBe(1);
      expect(session.messages.length).toBe(1);
    });

    it(`refuses ${name} in a tool call through createEngram.prepare with INVALID_MESSAGE and archives nothing of the call`, async () => {
      const store = createInMemoryStore();
      const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
      const error = await engramRejection(engram.prepare({ sessionId: "s1", userId: "ann" }, { messages: [user("hello"), callWith(input)] }));
      expect(error.code).toBe("INVALID_MESSAGE");
      expect(error.message).toContain(`: ${problem}. A message holds JSON values only`);
      expect(await store.getSession("s1")).toBeUndefined();
    });
  }

  it("reports a tool-call input nested 100,000 levels where it passes 64 levels, without overflowing the stack", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
    const error = await engramRejection(session.append(callWith(nested(100_000))));
    expect(error.code).toBe("INVALID_MESSAGE");
    // The message is level 1, parts 2, the part 3, the input 4: the 65th level sits 61 keys into the input.
    const path = ["parts", 0, "input", ...Array<string>(61).fill("a")];
    expect(error.details).toMatchObject({ position: 0, id: "call-1", path, reason: "nests objects and arrays deeper than 64 levels" });
    expect(error.message).toContain(`${path.join(".")} nests objects and arrays deeper than 64 levels`);
    expect(await store.getSession("s1")).toBeUndefined();
  });

  it("accepts a tool-call input nested to exactly the 64th level", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
    await session.append(callWith(nested(61)));
    expect(await messageCount(store, "s1")).toBe(1);
  });

  it("refuses a message larger than 16 MiB with INVALID_MESSAGE", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
    const error = await engramRejection(session.append({ id: "big", role: "user", parts: [{ type: "text", text: "x".repeat(16 * 1024 * 1024) }] }));
    expect(error.code).toBe("INVALID_MESSAGE");
    expect(error.message).toContain('Invalid message (at position 0, id "big"): parts.0.text passes the size limit of 16777216');
    expect(await store.getSession("s1")).toBeUndefined();
  });

  it("refuses BigInt and circular values in metadata", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
    const bigint = await engramRejection(session.append({ ...user("hi"), metadata: { count: 1n } }));
    expect(bigint.message).toContain("metadata.count is a BigInt");
    const loop = await engramRejection(session.append({ ...user("hi"), metadata: { loop: circular } }));
    expect(loop.message).toContain("metadata.loop.self refers back to an object that contains it");
    expect(await store.getSession("s1")).toBeUndefined();
  });

  it("refuses a draft that is not an object, and a conversation that is not an array, with INVALID_MESSAGE", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
    for (const draft of [null, 42, "hello", [user("nested")]]) {
      const error = await engramRejection(session.append([user("ok"), draft as unknown as MessageDraft]));
      expect([error.code, error.message.startsWith("Invalid message (at position 1): expected an object")]).toEqual(["INVALID_MESSAGE", true]);
    }
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
    const inConversation = await engramRejection(engram.prepare({ sessionId: "s2" }, { messages: [user("ok"), null as unknown as MessageDraft] }));
    expect(inConversation.message).toBe("Invalid message (at index 1 of the conversation): expected an object { role, parts, id?, createdAt? }, got null.");
    const notAList = await engramRejection(engram.prepare({ sessionId: "s2" }, { messages: "hello" as unknown as MessageDraft[] }));
    expect([notAList.code, notAList.message]).toEqual(["INVALID_MESSAGE", "Invalid conversation: expected an array of messages."]);
    expect((await store.listSessions()).sessions).toEqual([]);
  });

  it("refuses a BigInt through the context pipeline with INVALID_MESSAGE naming its position", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 16_000, maxOutputTokens: 1_000 });
    const messages = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "hi" }], createdAt: now().toISOString() },
      { id: "a1", role: "assistant", parts: [{ type: "tool-call", toolCallId: "c1", toolName: "t", input: { n: 1n } }], createdAt: now().toISOString() },
    ];
    const error = await engramRejection(pipeline.session("p1").prepare({ messages: messages as never }));
    expect(error.code).toBe("INVALID_MESSAGE");
    expect(error.message).toContain('Invalid message (at position 1, id "a1"): parts.0.input.n is a BigInt');
  });
});

describe("lone UTF-16 surrogates", () => {
  it("are stored as U+FFFD in text, tool inputs and outputs, on the session and in the store", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
    const [archived] = await session.append({
      role: "assistant",
      parts: [
        { type: "text", text: "cut \uD83D here and \uDE00 there" },
        { type: "tool-call", toolCallId: "c1", toolName: "t", input: { path: "a\uDC00b", list: ["\uD800"] } },
      ],
    });
    const expected = [
      { type: "text", text: "cut \uFFFD here and \uFFFD there" },
      { type: "tool-call", toolCallId: "c1", toolName: "t", input: { path: "a\uFFFDb", list: ["\uFFFD"] } },
    ];
    expect(archived?.parts).toEqual(expected);
    const [event] = await store.readEvents("s1");
    expect(event?.type === "message" ? event.message.parts : undefined).toEqual(expected);
  });

  it("are refused in identifiers (message id, tool call id and name) with INVALID_MESSAGE", async () => {
    const store = createInMemoryStore();
    const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
    const id = await engramRejection(session.append({ id: "m\uD800", ...user("hi") }));
    expect(id.message).toContain('id "m\\ud800"): id holds a lone UTF-16 surrogate (identifiers must be well-formed Unicode)');
    const callId = await engramRejection(
      session.append({ role: "assistant", parts: [{ type: "tool-call", toolCallId: "c\uDC00", toolName: "t", input: {} }] }),
    );
    expect(callId.message).toContain("parts.0.toolCallId holds a lone UTF-16 surrogate");
    const toolName = await engramRejection(
      session.append({ role: "tool", parts: [{ type: "tool-result", toolCallId: "c1", toolName: "\uD800", output: "" }] }),
    );
    expect(toolName.message).toContain("parts.0.toolName holds a lone UTF-16 surrogate");
    expect([id.code, callId.code, toolName.code]).toEqual(["INVALID_MESSAGE", "INVALID_MESSAGE", "INVALID_MESSAGE"]);
    expect(await store.getSession("s1")).toBeUndefined();
  });

  it("do not make a re-sent message look new after a restart", async () => {
    const store = createInMemoryStore();
    const history = [user("half an emoji \uD83D"), { role: "assistant", parts: [{ type: "text", text: "noted" }] } satisfies MessageDraft];
    await createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now }).prepare({ sessionId: "s1" }, { messages: history });
    const restarted = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
    const turn = await restarted.prepare({ sessionId: "s1" }, { messages: [...history, user("next")] });
    expect(turn.archived.map((message) => message.parts)).toEqual([[{ type: "text", text: "next" }]]);
    expect(await messageCount(store, "s1")).toBe(3);
  });
});
