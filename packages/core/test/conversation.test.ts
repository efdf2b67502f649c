import { describe, expect, it } from "vitest";
import {
  createEngram,
  createInMemoryStore,
  isEngramError,
  TokenCounter,
  knownPrefixLength,
  messageFingerprint,
  type MessageDraft,
  type MemoryStore,
} from "./core-internals.js";
import { tickingClock, userText as user, assistantText as assistant } from "./fixtures.js";

const now = tickingClock();
const ann = { sessionId: "s1", userId: "ann" };

async function archivedTexts(store: MemoryStore, sessionId: string): Promise<string[]> {
  const events = await store.readEvents(sessionId);
  return events.flatMap((event) =>
    event.type === "message" ? [`${event.message.role}: ${event.message.parts.map((p) => (p.type === "text" ? p.text : p.type)).join(" ")}`] : [],
  );
}

describe("knownPrefixLength", () => {
  const run = (incoming: string[], archive: string[]) => knownPrefixLength(incoming.length, archive.length, (i, k) => incoming[i] === archive[k]);
  it("finds the longest start of the incoming list that the archive ends with", () => {
    expect(run(["a", "b", "c"], ["a", "b"])).toBe(2);
    expect(run(["b", "c"], ["a", "b"])).toBe(1);
    expect(run(["c"], ["a", "b"])).toBe(0);
    expect(run(["a", "b"], ["a", "b"])).toBe(2);
    expect(run(["ok", "x"], ["ok", "y", "ok"])).toBe(1);
    expect(run([], ["a"])).toBe(0);
  });
});

describe("messageFingerprint", () => {
  it("ignores key order and undefined fields but not content", () => {
    const a = messageFingerprint({ role: "assistant", parts: [{ type: "tool-call", toolCallId: "c1", toolName: "ls", input: { a: 1, b: [2] } }] });
    const b = messageFingerprint({
      role: "assistant",
      parts: [{ toolName: "ls", type: "tool-call", input: { b: [2], a: 1, c: undefined }, toolCallId: "c1" }],
    });
    const c = messageFingerprint({ role: "assistant", parts: [{ type: "tool-call", toolCallId: "c1", toolName: "ls", input: { a: 2, b: [2] } }] });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});

describe("createEngram", () => {
  it("archives each message once when the application re-sends the whole history", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
    const first = await engram.prepare(ann, { messages: [user("Hi, I am working on the billing service.")] });
    expect(first.archived.map((m) => m.role)).toEqual(["user"]);
    await engram.record(ann, [assistant("Great, what do you need?")]);
    const second = await engram.prepare(ann, {
      messages: [user("Hi, I am working on the billing service."), assistant("Great, what do you need?"), user("Add retries to the webhook.")],
    });
    expect(second.archived.map((m) => m.role)).toEqual(["user"]);
    expect(second.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(await archivedTexts(store, "s1")).toEqual([
      "user: Hi, I am working on the billing service.",
      "assistant: Great, what do you need?",
      "user: Add retries to the webhook.",
    ]);
  });

  it("tells which kept messages the framework sent in this call, by their index in the input", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, now });
    await engram.prepare(ann, { messages: [user("Earlier question")] });
    await engram.record(ann, [assistant("Earlier answer")]);
    const input = [{ role: "system", parts: [{ type: "text", text: "Be brief." }] } as MessageDraft, user("New question")];
    const turn = await engram.prepare(ann, { messages: input });
    expect(turn.messages.map((m) => turn.sourceOf(m.id))).toEqual([undefined, undefined, 1]);
  });

  it("deletes a session so the same id starts afresh", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, now });
    await engram.prepare(ann, { messages: [user("Old question")] });
    await engram.memory(ann).notes("s1").store("plan", "step 1");
    expect(await engram.memory(ann).deleteSession("s1")).toBe(true);
    expect(await store.getSession("s1")).toBeUndefined();
    expect(await engram.memory(ann).notes("s1").list()).toEqual([]);
    const turn = await engram.prepare(ann, { messages: [user("New question")] });
    expect(turn.messages.map((m) => m.parts[0]?.type === "text" && m.parts[0].text)).toEqual(["New question"]);
    expect(await engram.memory(ann).deleteSession("nope")).toBe(false);
  });

  it("accepts only the new turn and supplies the history itself", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, now });
    await engram.prepare(ann, { messages: [user("First question")] });
    await engram.record(ann, [assistant("First answer")]);
    const turn = await engram.prepare(ann, { messages: [user("Second question")] });
    expect(turn.messages.map((m) => m.parts[0]?.type === "text" && m.parts[0].text)).toEqual(["First question", "First answer", "Second question"]);
  });

  it("archives a tool loop's call and result once across its steps", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, now });
    const question = user("What is in the repo root?");
    const call: MessageDraft = { role: "assistant", parts: [{ type: "tool-call", toolCallId: "c1", toolName: "ls", input: { path: "." } }] };
    const result: MessageDraft = { role: "tool", parts: [{ type: "tool-result", toolCallId: "c1", toolName: "ls", output: "README.md src" }] };
    await engram.prepare(ann, { messages: [question] });
    await engram.record(ann, [call]);
    const step2 = await engram.prepare(ann, { messages: [question, call, result] });
    expect(step2.archived.map((m) => m.role)).toEqual(["tool"]);
    expect(step2.messages.map((m) => m.role)).toEqual(["user", "assistant", "tool"]);
    await engram.record(ann, [assistant("README.md and src.")]);
    expect(await archivedTexts(store, "s1")).toEqual([
      "user: What is in the repo root?",
      "assistant: tool-call",
      "tool: tool-result",
      "assistant: README.md and src.",
    ]);
  });

  it("recognises a re-sent message whose archived copy was redacted, also after a restart", async () => {
    const store = createInMemoryStore();
    const secret = user("Deploy with key sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD please");
    const engram = createEngram({ store, now });
    await engram.prepare(ann, { messages: [secret] });
    await engram.record(ann, [assistant("Done.")]);
    await engram.prepare(ann, { messages: [secret, assistant("Done."), user("Thanks")] });
    const restarted = createEngram({ store, now });
    const turn = await restarted.prepare(ann, { messages: [secret, assistant("Done."), user("Thanks"), user("One more thing")] });
    expect(turn.archived.map((m) => m.parts[0]?.type === "text" && m.parts[0].text)).toEqual(["One more thing"]);
    const texts = await archivedTexts(store, "s1");
    expect(texts).toHaveLength(4);
    expect(texts[0]).toBe("user: Deploy with key [REDACTED:openai-key] please");
  });

  it("moves system messages to the system blocks and never archives them", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, now });
    const turn = await engram.prepare(ann, {
      system: ["You are a coding agent."],
      messages: [{ role: "system", parts: [{ type: "text", text: "Answer briefly." }] }, user("Hello")],
    });
    expect(turn.system.map((block) => [block.kind, block.text])).toEqual([
      ["system", "You are a coding agent."],
      ["system", "Answer briefly."],
    ]);
    expect(turn.systemText).toBe("You are a coding agent.\n\nAnswer briefly.");
    expect(await archivedTexts(store, "s1")).toEqual(["user: Hello"]);
  });

  it("gives a re-used framework id with new content a fresh id instead of shadowing the original", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, now });
    await engram.prepare(ann, { messages: [{ ...user("Use Postgres"), id: "msg-1" }] });
    const turn = await engram.prepare(ann, { messages: [{ ...user("Use SQLite instead"), id: "msg-1" }] });
    expect(turn.archived).toHaveLength(1);
    expect(turn.archived[0]?.id).not.toBe("msg-1");
    expect((await store.readEvents("s1")).filter((e) => e.type === "message").map((e) => e.type === "message" && e.message.id)[0]).toBe("msg-1");
  });

  it("carries a preference from one session into the next session's system blocks for the same user", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
    await engram.prepare({ sessionId: "s1", userId: "ann" }, { messages: [user("I prefer pnpm over npm for every project.")] });
    await engram.record({ sessionId: "s1", userId: "ann" }, [assistant("Noted, I will use pnpm.")]);
    const turn = await engram.prepare({ sessionId: "s2", userId: "ann" }, { messages: [user("Should the new service use npm or pnpm?")] });
    const memoryBlock = turn.system.find((block) => block.kind === "injection");
    expect(memoryBlock?.text).toContain("User prefers pnpm over npm for every project.");
    // Within session 1 the preference is in the prompt as a turn: its daily item is not recalled again.
    const same = await engram.prepare({ sessionId: "s1", userId: "ann" }, { messages: [user("Should the new service use npm or pnpm?")] });
    expect(same.system.map((block) => block.text).join("\n")).not.toContain("User prefers pnpm");
    const other = await engram.prepare({ sessionId: "s3", userId: "bob" }, { messages: [user("Should the new service use npm or pnpm?")] });
    expect(other.system.filter((block) => block.kind === "injection")).toEqual([]);
  });

  it("retries a length rejection with a smaller prompt and stops after three", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 8_000, maxOutputTokens: 500, now });
    for (let i = 0; i < 30; i++) {
      await engram.prepare(ann, { messages: [user(`Step ${i}: ${"refactor the billing module carefully ".repeat(20)}`)] });
      await engram.record(ann, [assistant(`Done with step ${i}.`)]);
    }
    const sizes: number[] = [];
    const lengthError = Object.assign(new Error("This model's maximum context length is 8000 tokens"), { statusCode: 400 });
    const answer = await engram.run(ann, { messages: [user("Summarize where we are")] }, async (turn) => {
      sizes.push(turn.context.manifest.tokens.total);
      if (turn.attempt < 2) throw lengthError;
      return `answered at attempt ${turn.attempt}`;
    });
    expect(answer).toBe("answered at attempt 2");
    expect(sizes).toHaveLength(3);
    expect(sizes[1]!).toBeLessThan(sizes[0]!);
    expect(sizes[2]!).toBeLessThan(sizes[1]!);
    const attempts: number[] = [];
    await expect(
      engram.run(ann, { messages: [] }, async (turn) => {
        attempts.push(turn.attempt);
        throw lengthError;
      }),
    ).rejects.toBe(lengthError);
    expect(attempts).toEqual([0, 1, 2, 3]);
  });

  it("hands every prepared prompt to onPrepared: the first of each call and each smaller retry", async () => {
    const store = createInMemoryStore();
    const seen: string[] = [];
    const engram = createEngram({
      store,
      model: "gpt-4o",
      contextWindow: 8_000,
      maxOutputTokens: 500,
      now,
      onPrepared: (turn) => seen.push(`${turn.ids.sessionId}#${turn.attempt}:${turn.archived.length}:${turn.context.manifest.tokens.total}`),
    });
    await engram.prepare(ann, { messages: [user("first")] });
    const lengthError = new Error("prompt is too long: 9000 tokens > 8000 maximum");
    const sizes: number[] = [];
    await engram.run(ann, { messages: [user("first"), assistant("ok"), user("second")] }, async (turn) => {
      sizes.push(turn.context.manifest.tokens.total);
      if (turn.attempt === 0) throw lengthError;
      return "done";
    });
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatch(/^s1#0:1:\d+$/);
    // The run archived the reply and the new question (2), then one retry built from the same turn.
    expect(seen.slice(1)).toEqual([`s1#0:2:${sizes[0]}`, `s1#1:2:${sizes[1]}`]);
  });

  it("retries a turn prepared elsewhere without archiving its messages again", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 8_000, maxOutputTokens: 500, now });
    for (let i = 0; i < 20; i++) {
      await engram.prepare(ann, { messages: [user(`Step ${i}: ${"migrate the invoices table ".repeat(25)}`)] });
      await engram.record(ann, [assistant(`Step ${i} done.`)]);
    }
    const turn = await engram.prepare(ann, { messages: [user("And now?")] });
    const lengthError = new Error("prompt is too long: 9000 tokens > 8000 maximum");
    const seen: number[] = [];
    const result = await engram.retry(turn, async (current) => {
      seen.push(current.attempt);
      if (current.attempt === 0) throw lengthError;
      return current.messages.at(-1)?.parts[0];
    });
    expect(seen).toEqual([0, 1]);
    expect(result).toEqual({ type: "text", text: "And now?" });
    expect((await archivedTexts(store, "s1")).filter((text) => text === "user: And now?")).toHaveLength(1);
  });

  it("counts tool definitions with the model's tokenizer", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const definition = { name: "read_file", description: "Read a file", inputSchema: { type: "object", properties: { path: { type: "string" } } } };
    const counter = await TokenCounter.forModel("gpt-4o");
    expect(await engram.extraTokens([])).toBe(0);
    expect(await engram.extraTokens([definition, definition])).toBe(2 * counter.countText(JSON.stringify(definition)));
  });

  it("marks a recalled entry used once per session, not on every call", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", now });
    await engram.memory(ann).remember({ key: "pkg", content: "The team uses pnpm for every project.", type: "convention" });
    const ask = async (sessionId: string) => {
      const turn = await engram.prepare({ sessionId, userId: "ann" }, { messages: [user("Which package manager, pnpm?")] });
      await engram.record({ sessionId, userId: "ann" }, [assistant("pnpm.")]);
      return turn.system.some((block) => block.text.includes("The team uses pnpm"));
    };
    expect([await ask("a"), await ask("a"), await ask("a"), await ask("b")]).toEqual([true, true, true, true]);
    expect((await engram.memory(ann).get("pkg"))?.useCount).toBe(2);
  });

  it("names the missing session id and where to pass it", () => {
    const engram = createEngram({ store: createInMemoryStore() });
    try {
      engram.ids({ userId: "ann" }, undefined, "as providerOptions.engram.sessionId");
      expect.unreachable();
    } catch (error) {
      expect(isEngramError(error, "INVALID_OPTIONS")).toBe(true);
      expect((error as Error).message).toBe(
        "No session id for this call: pass it as providerOptions.engram.sessionId, or fix one when creating the adapter (sessionId).",
      );
    }
    expect(engram.ids({ userId: "ann", sessionId: "fixed" }, { sessionId: "s9" }, "")).toEqual({ userId: "ann", sessionId: "s9" });
  });
});
