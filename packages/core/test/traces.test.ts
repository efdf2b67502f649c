import { describe, expect, it } from "vitest";
import {
  createEngram,
  createInMemoryStore,
  exportStore,
  importIntoStore,
  readTraces,
  sessionEventSchema,
  toolExtras,
  traceCutMarker,
  traceLimits,
  traceSchema,
  type MemoryStore,
  type MessageDraft,
  type SessionEvent,
} from "./core-internals.js";
import { tickingClock, userText as user, assistantText as assistant } from "./fixtures.js";

const now = tickingClock();
const ann = { sessionId: "s1", userId: "ann" };

const tools = [
  { name: "search_docs", description: "Searches the documentation", inputSchema: { type: "object", properties: { query: { type: "string" } } } },
  { name: "read_file", description: "Reads a file", inputSchema: { type: "object", properties: { path: { type: "string" } } } },
];

async function eventsOf(store: MemoryStore, sessionId: string): Promise<SessionEvent[]> {
  return store.readEvents(sessionId);
}

describe("traces", () => {
  it("keeps each prepared prompt in the archive after what the call archived, with every part's text as sent", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now, traces: { label: () => "ai-sdk" } });
    const turn = await engram.prepare(ann, {
      messages: [user("Hi, I am working on the billing service.")],
      system: ["You are a helpful agent."],
      extras: toolExtras(tools),
    });
    await engram.record(ann, [assistant("Great, what do you need?")]);
    const events = await eventsOf(store, "s1");
    expect(events.map((event) => event.type)).toEqual(["message", "trace", "message"]);
    const [trace] = await readTraces(store, "s1");
    expect(trace!.id).toBe(2);
    expect(trace!.at).toBe(events[1]!.at);
    expect(trace!.label).toBe("ai-sdk");
    expect(trace!.attempt).toBe(0);
    expect(trace!.iteration).toBe(turn.context.manifest.iteration);
    expect(trace!.tokens).toEqual({
      system: turn.context.manifest.tokens.system,
      summary: turn.context.manifest.tokens.summary,
      recovery: turn.context.manifest.tokens.recovery,
      injections: turn.context.manifest.tokens.injections,
      messages: turn.context.manifest.tokens.messages,
      overhead: turn.context.manifest.tokens.overhead,
      total: turn.context.manifest.tokens.total,
      untrimmed: turn.context.manifest.tokens.untrimmed,
      trimBasis: turn.context.manifest.tokens.trimBasis,
      trimBasisAfter: turn.context.manifest.tokens.trimBasisAfter,
    });
    expect(trace!.parts.map(({ kind, id, text }) => [kind, id, text])).toEqual([
      ["system", "engram:system:0", "You are a helpful agent."],
      ["message", turn.session.messages[0]!.id, "Hi, I am working on the billing service."],
      ["tools", "tool:search_docs", JSON.stringify(tools[0])],
      ["tools", "tool:read_file", JSON.stringify(tools[1])],
    ]);
    expect(trace!.parts.filter((part) => part.kind === "tools").map((part) => part.tokens)).toEqual(turn.context.manifest.extras.map((extra) => extra.tokens));
    expect(turn.context.manifest.extras.map((extra) => extra.label)).toEqual(["search_docs", "read_file"]);
    expect(trace!.recall.weights).toEqual({ relevance: 1, vector: 0.6, importance: 0.15, recency: 0.1, use: 0.05, scope: 0.05, staleness: 0.2, focus: 0.2 });
    expect(trace!.recall.scoring).toBe("match-times-lift");
    expect(trace!.flushed).toEqual([]);
    const { id: _id, at: _at, ...stored } = trace!;
    expect(traceSchema.parse(stored)).toEqual(stored);
  });

  it("writes nothing when off, and nothing in incognito", async () => {
    for (const options of [{}, { traces: true as const, mode: "incognito" as const }]) {
      const store = createInMemoryStore();
      const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now, ...options });
      await engram.prepare(ann, { messages: [user("Hi there, how are you today?")] });
      expect((await eventsOf(store, "s1")).filter((event) => event.type === "trace")).toEqual([]);
    }
  });

  it("traces each smaller retry with its attempt, and the daily items the pre-trim flush wrote", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 2_000, maxOutputTokens: 200, now, traces: true });
    // An exchange still under way (no text reply yet) is extracted by the flush when a trim drops it.
    const history: MessageDraft[] = [user("We decided to deploy the billing service with blue-green releases on Fly.io. I prefer small pull requests.")];
    const toolRound = (i: number): MessageDraft[] => [
      { role: "assistant", parts: [{ type: "tool-call", toolCallId: `c${i}`, toolName: "read_file", input: { path: `src/m${i}.ts` } }] },
      {
        role: "tool",
        parts: [{ type: "tool-result", toolCallId: `c${i}`, toolName: "read_file", output: `export const m${i} = ${i}; // ${"filler ".repeat(40)}` }],
      },
    ];
    for (let i = 0; i < 12; i++) history.push(...toolRound(i));
    history.push(user("Now summarise the deployment plan."));
    for (let i = 12; i < 16; i++) history.push(...toolRound(i));
    const first = await engram.prepare(ann, { messages: history });
    expect(first.context.manifest.trigger).toBe("proactive");
    const retry = await engram.recover(first);
    const traces = await readTraces(store, "s1");
    expect(traces.map((trace) => [trace.attempt, trace.trigger])).toEqual([
      [0, "proactive"],
      [1, "reactive-1"],
    ]);
    const daily = (await store.query({ kind: "daily" })).records.map((record) => record.id).sort();
    expect(daily.length).toBeGreaterThan(0);
    expect([...traces[0]!.flushed].sort()).toEqual(daily);
    expect(traces[0]!.dropped.map((dropped) => dropped.id)).toEqual(first.context.manifest.dropped.map((dropped) => dropped.id));
    expect(traces[1]!.iteration).toBe(retry.context.manifest.iteration);
    // Each trace follows its call's trim events.
    const types = (await eventsOf(store, "s1")).map((event) => event.type).filter((type) => type !== "message");
    expect(types).toEqual(["trim", "summary", "checkpoint", "trace", "trim", "summary", "checkpoint", "trace"]);
  });

  it("is ignored by a resumed session, and travels with export and import", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now, traces: true });
    await engram.prepare(ann, { messages: [user("My favourite editor is Helix, remember that.")] });
    await engram.record(ann, [assistant("Got it: Helix.")]);
    const resumed = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
    const session = await resumed.session(ann);
    expect(session.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    const second = await resumed.prepare(ann, {
      messages: [user("My favourite editor is Helix, remember that."), assistant("Got it: Helix."), user("And the theme?")],
    });
    expect(second.archived.map((message) => message.role)).toEqual(["user"]);

    const lines: string[] = [];
    for await (const line of exportStore(store)) lines.push(line);
    const target = createInMemoryStore();
    await importIntoStore(target, lines);
    expect(await readTraces(target, "s1")).toEqual(await readTraces(store, "s1"));
    expect(await store.deleteSession("s1")).toBe(true);
    expect(await readTraces(store, "s1")).toEqual([]);
  });

  it("bounds every text and list, and the schema accepts what was written", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 1_000_000, maxOutputTokens: 1_000, now, traces: true });
    const long = "lorem ipsum dolor ".repeat(3_000);
    await engram.prepare(ann, { messages: [user(long)], system: [long] });
    const [event] = (await eventsOf(store, "s1")).filter((one) => one.type === "trace");
    expect(sessionEventSchema.parse(event)).toEqual(event);
    const trace = event!.type === "trace" ? event!.trace : undefined;
    for (const part of trace!.parts) {
      expect(part.text.length).toBe(traceLimits.textChars + traceCutMarker.length);
      expect(part.text.endsWith(traceCutMarker)).toBe(true);
    }
  });
});
