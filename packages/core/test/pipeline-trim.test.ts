import { describe, expect, it } from "vitest";
import { EngramError, createContextPipeline, type FlushEvent, type PreparedContext } from "./core-internals.js";
import { SessionBuilder, conversationIds, filler, orphanedToolCalls } from "./fixtures.js";

const system = "You are a careful coding agent.";

/** A session of `turns` request/tool/answer rounds with ~`words`-word tool outputs. */
function longSession(turns: number, words = 60): SessionBuilder {
  const s = new SessionBuilder();
  for (let i = 0; i < turns; i++) {
    s.user(`Request ${i}: update module ${i}.`);
    s.tool("read_file", { path: `src/m${i}.ts` }, filler(words, `m${i}`));
    s.assistant(`Updated module ${i}.`);
  }
  return s;
}

describe("proactive trim", () => {
  it("does nothing below 75% of the budget and reports trigger none", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 8192, maxOutputTokens: 1024 });
    const s = longSession(3);
    const { messages, manifest } = await pipeline.session("s").prepare({ system, messages: s.messages });
    expect(manifest.trigger).toBe("none");
    expect(manifest.dropped).toEqual([]);
    expect(conversationIds(messages)).toEqual(s.messages.map((m) => m.id));
    expect(manifest.summary.present).toBe(false);
  });

  it("drops the oldest units once past 75%, down to at most 50%, and keeps order", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 4096, maxOutputTokens: 512 });
    const session = pipeline.session("s");
    const s = longSession(40);
    const { messages, manifest } = await session.prepare({ system, messages: s.messages });
    expect(manifest.trigger).toBe("proactive");
    expect(manifest.budget.limit).toBe(4096 - 512 - 256);
    const kept = conversationIds(messages);
    // What is kept is the newest stretch of the session, in order.
    const all = s.messages.map((m) => m.id);
    expect(kept).toEqual(all.slice(all.length - kept.length));
    expect(manifest.dropped.map((d) => d.id)).toEqual(all.slice(0, all.length - kept.length));
    expect(manifest.tokens.total).toBeLessThanOrEqual(manifest.budget.targetAt);
    expect(manifest.tokens.total).toBe(manifest.parts.reduce((n, p) => n + p.tokens, 0) + manifest.tokens.overhead);
    expect(orphanedToolCalls(messages)).toEqual([]);
  });

  it("keeps a tool call with its result when the cut falls between them", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 2048, maxOutputTokens: 256 });
    const s = new SessionBuilder();
    s.user("Investigate the flaky test.");
    for (let i = 0; i < 30; i++) s.tool("grep", { pattern: `p${i}` }, filler(25, `g${i}`));
    const { messages, manifest } = await pipeline.session("s").prepare({ system, messages: s.messages });
    expect(manifest.trigger).toBe("proactive");
    expect(orphanedToolCalls(messages)).toEqual([]);
    const first = conversationIds(messages)[1]!;
    expect(s.messages.find((m) => m.id === first)!.role).toBe("assistant");
  });

  it("keeps the newest user message as the anchor even when the tool output after it is larger than the target", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 4096, maxOutputTokens: 512 });
    const s = new SessionBuilder();
    s.user("First: set up the project.");
    s.assistant("Set up.");
    const anchor = s.user("Now find every TODO in the repository.");
    for (let i = 0; i < 20; i++) s.tool("grep", { pattern: "TODO", path: `pkg${i}` }, filler(80, `todo${i}`));
    const { messages, manifest } = await pipeline.session("s").prepare({ system, messages: s.messages });
    expect(manifest.trigger).toBe("proactive");
    const kept = conversationIds(messages);
    expect(kept[0]).toBe(anchor.id);
    expect(kept).not.toContain("u1");
    expect(orphanedToolCalls(messages)).toEqual([]);
  });

  it("remembers what it dropped: the next call sends the same window plus the new message", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 4096, maxOutputTokens: 512 });
    const session = pipeline.session("s");
    const s = longSession(40);
    const first = await session.prepare({ system, messages: s.messages });
    const added = s.user("One more thing.");
    const second = await session.prepare({ system, messages: s.messages });
    expect(second.manifest.trigger).toBe("none");
    expect(conversationIds(second.messages)).toEqual([...conversationIds(first.messages), added.id]);
  });

  it("keeps the prompt prefix byte-identical between trims", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 4096, maxOutputTokens: 512 });
    const session = pipeline.session("s");
    const s = longSession(40);
    const first = await session.prepare({ system, messages: s.messages });
    expect(first.manifest.summary.changed).toBe(true);
    const calls: PreparedContext[] = [];
    for (let i = 0; i < 5; i++) {
      s.user(`Small follow-up ${i}.`);
      calls.push(await session.prepare({ system, messages: s.messages }));
    }
    const prefixOf = (c: PreparedContext) => JSON.stringify(c.messages.slice(0, first.messages.length));
    for (const call of calls) {
      expect(call.manifest.trigger).toBe("none");
      expect(call.manifest.summary.changed).toBe(false);
      expect(prefixOf(call)).toBe(JSON.stringify(first.messages));
    }
  });

  it("hands the units to the flush hook before they leave, and drops nothing when the hook fails", async () => {
    const flushed: FlushEvent[] = [];
    let fail = true;
    const pipeline = createContextPipeline({
      model: "gpt-4o",
      contextWindow: 4096,
      maxOutputTokens: 512,
      onFlush: (event) => {
        if (fail) throw new Error("extractor offline");
        flushed.push(event);
      },
    });
    const session = pipeline.session("s");
    const s = longSession(40);
    const error = await session.prepare({ system, messages: s.messages }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngramError);
    expect((error as EngramError).code).toBe("FLUSH_FAILED");
    expect(((error as EngramError).cause as Error).message).toBe("extractor offline");
    expect(session.state().droppedInSession).toBe(0);
    expect(session.summary).toBeUndefined();

    fail = false;
    const { manifest } = await session.prepare({ system, messages: s.messages });
    expect(flushed).toHaveLength(1);
    expect(flushed[0]!.trigger).toBe("proactive");
    expect(flushed[0]!.sessionId).toBe("s");
    expect(flushed[0]!.messages.map((m) => m.id)).toEqual(manifest.dropped.map((d) => d.id));
    expect(flushed[0]!.units.flatMap((u) => u.messages)).toEqual(flushed[0]!.messages);
  });

  it("writes a session_progress checkpoint at each trim", async () => {
    const checkpoints: unknown[] = [];
    const pipeline = createContextPipeline({
      model: "gpt-4o",
      contextWindow: 4096,
      maxOutputTokens: 512,
      now: () => new Date("2026-03-01T12:00:00.000Z"),
      onCheckpoint: (checkpoint) => void checkpoints.push(checkpoint),
    });
    const s = longSession(40);
    const { checkpoint } = await pipeline.session("s").prepare({ system, messages: s.messages });
    expect(checkpoint).toEqual({
      kind: "session_progress",
      sessionId: "s",
      iteration: 1,
      trims: 1,
      task: "Request 39: update module 39.",
      recentToolCalls: [35, 36, 37, 38, 39].map((i) => ({
        toolName: "read_file",
        input: `{"path":"src/m${i}.ts"}`,
        at: s.messages[i * 4 + 1]!.createdAt,
      })),
      createdAt: "2026-03-01T12:00:00.000Z",
    });
    expect(checkpoints).toEqual([checkpoint]);
  });
});

describe("validation against the hard limit", () => {
  it("trims again when injected memory pushes the prompt over the limit, and flushes on that path too", async () => {
    const triggers: string[] = [];
    const pipeline = createContextPipeline({
      model: "gpt-4o",
      contextWindow: 4096,
      maxOutputTokens: 512,
      onFlush: (event) => void triggers.push(event.trigger),
    });
    const s = longSession(12);
    const memory = { id: "recall", label: "recalled memories", text: filler(1500, "mem") };
    const { messages, manifest } = await pipeline.session("s").prepare({ system, messages: s.messages, injections: [memory] });
    expect(manifest.trigger).toBe("validation");
    expect(triggers).toEqual(["validation"]);
    expect(manifest.tokens.total).toBeLessThanOrEqual(manifest.budget.limit);
    expect(conversationIds(messages).at(-1)).toBe(s.messages.at(-1)!.id);
    expect(orphanedToolCalls(messages)).toEqual([]);
  });

  it("leaves out injections, last first, when even the anchor alone leaves no room for them", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 4096, maxOutputTokens: 512 });
    const s = new SessionBuilder();
    s.user("What do you remember about the deploy?");
    const index = { id: "index", label: "memory index", text: filler(400, "idx") };
    const recall = { id: "recall", label: "recalled memories", text: filler(3000, "rec") };
    const { messages, manifest } = await pipeline.session("s").prepare({ system, messages: s.messages, injections: [index, recall] });
    expect(manifest.omitted.map((o) => o.id)).toEqual(["recall"]);
    expect(manifest.parts.filter((p) => p.kind === "injection").map((p) => p.id)).toEqual(["index"]);
    expect(messages.map((m) => m.id)).toEqual(["engram:system:0", "engram:injection:index", "u1"]);
    expect(manifest.tokens.total).toBeLessThanOrEqual(manifest.budget.limit);
  });

  it("throws CONTEXT_TOO_SMALL naming what to raise when the system prompt and anchor cannot fit", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 2048, maxOutputTokens: 512 });
    const s = new SessionBuilder();
    s.user(filler(1500, "huge"));
    const error = await pipeline
      .session("s")
      .prepare({ system, messages: s.messages })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngramError);
    const engramError = error as EngramError;
    expect(engramError.code).toBe("CONTEXT_TOO_SMALL");
    expect(engramError.message).toMatch(/budget of session "s" is 1280 tokens/);
    expect(engramError.message).toMatch(/Raise contextWindow to at least \d+/);
    expect(engramError.details.limit).toBe(1280);
  });

  it("throws CONTEXT_TOO_SMALL at creation when the reply reservation eats the window", () => {
    expect(() => createContextPipeline({ contextWindow: 4096, maxOutputTokens: 4000 })).toThrowError(
      "contextWindow 4096 minus maxOutputTokens 4000 minus safetyMargin 256 leaves no room for a prompt: raise contextWindow to at least 4257 or lower maxOutputTokens.",
    );
  });

  it("rejects thresholds that cannot work", () => {
    expect(() => createContextPipeline({ contextWindow: 8192, maxOutputTokens: 512, thresholds: { proactive: 0.4, target: 0.6 } })).toThrowError(
      /thresholds.target \(0.6\) must not exceed thresholds.proactive \(0.4\)/,
    );
  });
});
