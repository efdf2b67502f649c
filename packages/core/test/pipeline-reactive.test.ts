import { describe, expect, it } from "vitest";
import { EngramError, createContextPipeline, isContextLengthError, withContextRetry, type PreparedContext } from "./core-internals.js";
import { SessionBuilder, conversationIds, filler, orphanedToolCalls } from "./fixtures.js";

const system = "You are a careful coding agent.";

function session(turns: number): SessionBuilder {
  const s = new SessionBuilder();
  for (let i = 0; i < turns; i++) {
    s.user(`Request ${i}: check service ${i}.`);
    s.tool("http_get", { url: `http://svc${i}.local/health` }, filler(40, `h${i}`));
    s.assistant(`Service ${i} is healthy.`);
  }
  return s;
}

describe("reactive retries after a context-length rejection", () => {
  it("retries at 50%, then 25%, then the minimum, flushing and keeping the anchor each time, then gives up", async () => {
    const flushed: string[] = [];
    const pipeline = createContextPipeline({
      model: "gpt-4o",
      contextWindow: 8192,
      maxOutputTokens: 1024,
      onFlush: (event) => void flushed.push(event.trigger),
    });
    const work = pipeline.session("s");
    const s = session(24);
    const anchor = s.user("Now write the incident report.");
    s.tool("read_file", { path: "notes.md" }, filler(30, "note"));
    s.tool("read_file", { path: "log.txt" }, filler(30, "log"));
    const input = { system, messages: s.messages, recoveryContext: ["Todo: [x] collect logs [ ] write report"] };

    const normal = await work.prepare(input);
    expect(normal.manifest.trigger).toBe("none");
    const limit = normal.manifest.budget.limit;

    const first = await work.recover(input);
    expect(first.manifest.trigger).toBe("reactive-1");
    expect(first.manifest.tokens.total).toBeLessThanOrEqual(Math.floor(limit * 0.5));
    const second = await work.recover(input);
    expect(second.manifest.trigger).toBe("reactive-2");
    expect(second.manifest.tokens.total).toBeLessThanOrEqual(Math.floor(limit * 0.25));
    const third = await work.recover(input);
    expect(third.manifest.trigger).toBe("reactive-3");
    // The minimum: system, summary, recovery context, the anchor and the last two messages (one unit here).
    expect(conversationIds(third.messages)).toEqual([anchor.id, ...s.messages.slice(-2).map((m) => m.id)]);
    expect(third.messages.map((m) => m.id).slice(0, 3)).toEqual(["engram:system:0", "engram:summary:s", "engram:recovery:s"]);

    for (const attempt of [first, second, third]) {
      expect(conversationIds(attempt.messages)).toContain(anchor.id);
      expect(orphanedToolCalls(attempt.messages)).toEqual([]);
      const recovery = attempt.messages.find((m) => m.id === "engram:recovery:s")!;
      const text = recovery.parts[0]!.type === "text" ? recovery.parts[0]!.text : "";
      expect(text).toContain("Current task: Now write the incident report.");
      expect(text).toContain("Todo: [x] collect logs [ ] write report");
      expect(text).toContain('- read_file <data trust="agent">{"path":"log.txt"}</data>');
    }
    expect(flushed).toEqual(["reactive-1", "reactive-2", "reactive-3"]);

    const error = await work.recover(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngramError);
    expect((error as EngramError).code).toBe("CONTEXT_RETRIES_EXHAUSTED");

    // A normal call resets the retry count.
    await work.prepare(input);
    expect((await work.recover(input)).manifest.trigger).toBe("reactive-1");
  });

  it("never retries with a prompt as large as the one the provider rejected", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 8192, maxOutputTokens: 1024 });
    const work = pipeline.session("s");
    const s = session(12); // well under 50% of the budget
    const rejected = await work.prepare({ system, messages: s.messages });
    expect(rejected.manifest.tokens.total).toBeLessThan(rejected.manifest.budget.limit * 0.5);
    const retry = await work.recover({ system, messages: s.messages });
    expect(retry.manifest.trigger).toBe("reactive-1");
    expect(retry.manifest.tokens.total).toBeLessThanOrEqual(Math.floor(rejected.manifest.tokens.total * 0.75));
    expect(retry.manifest.tokens.untrimmed).toBeGreaterThan(retry.manifest.tokens.total);
  });

  it("withContextRetry retries smaller until the provider accepts", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 8192, maxOutputTokens: 1024 });
    const work = pipeline.session("s");
    const s = session(24);
    const seen: number[] = [];
    const providerLimit = 1800;
    const attempts: number[] = [];
    const reply = await withContextRetry(work, { system, messages: s.messages }, async (context: PreparedContext, attempt) => {
      attempts.push(attempt);
      seen.push(context.manifest.tokens.total);
      if (context.manifest.tokens.total > providerLimit) {
        throw Object.assign(new Error("This model's maximum context length is 1800 tokens."), { statusCode: 400 });
      }
      return "ok";
    });
    expect(reply).toBe("ok");
    expect(attempts).toEqual([0, 1, 2]);
    expect(seen[0]!).toBeGreaterThan(providerLimit);
    expect(seen[2]!).toBeLessThanOrEqual(providerLimit);
  });

  it("does not retry errors that are not about length", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 8192, maxOutputTokens: 1024 });
    let calls = 0;
    const error = await withContextRetry(pipeline.session("s"), { system, messages: session(2).messages }, async () => {
      calls += 1;
      throw new Error("invalid api key");
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("invalid api key");
    expect(calls).toBe(1);
  });

  it("recognizes the providers' length errors", () => {
    expect(isContextLengthError(new Error("This model's maximum context length is 128000 tokens"))).toBe(true);
    expect(isContextLengthError({ code: "context_length_exceeded" })).toBe(true);
    expect(isContextLengthError({ message: "prompt is too long: 210000 tokens > 200000 maximum" })).toBe(true);
    expect(isContextLengthError({ statusCode: 413, message: "Payload" })).toBe(true);
    expect(isContextLengthError(new Error("wrapped", { cause: new Error("input is too long for requested model") }))).toBe(true);
    expect(isContextLengthError(new Error("rate limit exceeded"))).toBe(false);
    expect(isContextLengthError("context length")).toBe(false);
  });
});

describe("resuming a session", () => {
  it("gives the same prompt from a saved state in a fresh pipeline", async () => {
    const options = { model: "gpt-4o", contextWindow: 4096, maxOutputTokens: 512 };
    const original = createContextPipeline(options).session("s");
    const s = session(40);
    await original.prepare({ system, messages: s.messages });
    const saved = JSON.parse(JSON.stringify(original.state()));
    s.user("And the next one.");
    const expected = await original.prepare({ system, messages: s.messages });
    const resumed = createContextPipeline(options).session("s", saved);
    const actual = await resumed.prepare({ system, messages: s.messages });
    expect(actual.messages).toEqual(expected.messages);
    expect(actual.manifest.droppedInSession).toBe(expected.manifest.droppedInSession);
  });

  it("feeds reported usage to the estimator for models without a public tokenizer", async () => {
    const pipeline = createContextPipeline({ model: "claude-sonnet-4-5", contextWindow: 200_000, maxOutputTokens: 8000 });
    const work = pipeline.session("s");
    const s = session(5);
    const { manifest } = await work.prepare({ system, messages: s.messages });
    expect(manifest.tokenizer).toEqual({ kind: "estimate", charsPerToken: 3 });
    let ratio: number | undefined;
    for (let i = 0; i < 3; i++) ratio = await work.reportUsage({ inputTokens: Math.round(manifest.tokens.total * 0.75) });
    expect(ratio).toBeGreaterThan(3.6);
    expect(ratio).toBeLessThan(4.6);
    const next = await work.prepare({ system, messages: s.messages });
    expect(next.manifest.tokens.total).toBeLessThan(manifest.tokens.total);
  });
});
