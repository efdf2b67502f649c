import { afterEach, describe, expect, it } from "vitest";
import { Mastra } from "@mastra/core";
import { RequestContext } from "@mastra/core/request-context";
import { createTool } from "@mastra/core/tools";
import { createInMemoryStore, engramErrorOf, isEngramError } from "@engram/core";
import { z } from "zod";
import { EngramMastraMemory } from "../src/index.js";
import { agentWith, archived, queuedModel, tempSqliteStore, text, textReply, toolCallReply, type TempStore } from "./helpers.js";

let temp: TempStore | undefined;
afterEach(async () => {
  await temp?.cleanup();
  temp = undefined;
});

describe("EngramMastraMemory in an Agent", () => {
  it("recalls a preference from an earlier thread inside Engram's system block, for the same resource only", async () => {
    temp = await tempSqliteStore();
    const memory = new EngramMastraMemory({ store: temp.store, model: "gpt-4o", contextWindow: 16_000 });
    const model = queuedModel([textReply("Noted: pnpm it is."), textReply("Use pnpm."), textReply("Either works.")]);
    const agent = agentWith(model, memory);

    await agent.generate("I prefer pnpm over npm for every project.", { memory: { thread: "monday", resource: "ann" } });
    const answer = await agent.generate("Should the new service use npm or pnpm?", { memory: { thread: "tuesday", resource: "ann" } });
    await agent.generate("Should the new service use npm or pnpm?", { memory: { thread: "other", resource: "bob" } });

    expect(answer.text).toBe("Use pnpm.");
    const prompt = model.doGenerateCalls[1]!.prompt;
    expect(prompt.map((message) => message.role)).toEqual(["system", "system", "user"]);
    expect(prompt[0]).toEqual({ role: "system", content: "You are a coding agent." });
    expect(prompt[1]!.content).toContain("<engram-memory");
    expect(prompt[1]!.content).toContain("prefers pnpm over npm");
    expect(prompt[2]!.content).toEqual([expect.objectContaining(text("Should the new service use npm or pnpm?"))]);

    const otherPrompt = model.doGenerateCalls[2]!.prompt;
    expect(otherPrompt.map((message) => message.role)).toEqual(["system", "user"]);
    expect(otherPrompt[0]).toEqual({ role: "system", content: "You are a coding agent." });
    expect(JSON.stringify(otherPrompt)).not.toContain("pnpm over npm");
  });

  it("archives generate and stream turns, each message once", async () => {
    const store = createInMemoryStore();
    const memory = new EngramMastraMemory({ store, model: "gpt-4o", contextWindow: 16_000 });
    const model = queuedModel([textReply("Hello Ann.")]);
    const agent = agentWith(model, memory);
    const ids = { memory: { thread: "chat", resource: "ann" } };

    const generated = await agent.generate("Hi, I am Ann.", ids);
    expect(generated.text).toBe("Hello Ann.");
    expect(await archived(store, "chat")).toEqual([
      { role: "user", parts: [text("Hi, I am Ann.")] },
      { role: "assistant", parts: [text("Hello Ann.")] },
    ]);

    const streamed = await agent.stream("What did I just say?", ids);
    expect(await streamed.text).toBe("streamed reply");
    await memory.settled();
    expect(await archived(store, "chat")).toEqual([
      { role: "user", parts: [text("Hi, I am Ann.")] },
      { role: "assistant", parts: [text("Hello Ann.")] },
      { role: "user", parts: [text("What did I just say?")] },
      { role: "assistant", parts: [text("streamed reply")] },
    ]);
    // The streamed call saw the first turn as history, once, before its own input.
    const prompt = model.doStreamCalls[0]!.prompt;
    expect(prompt.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(prompt[1]!.content).toEqual([text("Hi, I am Ann.")]);
    expect(prompt[2]!.content).toEqual([text("Hello Ann.")]);
  });

  it("sends the same prompt objects for archived turns call after call (each converted once)", async () => {
    const store = createInMemoryStore();
    const memory = new EngramMastraMemory({ store, model: "gpt-4o", contextWindow: 16_000 });
    const model = queuedModel([textReply("Noted."), textReply("Noted."), textReply("Noted.")]);
    const agent = agentWith(model, memory);
    const ids = { memory: { thread: "chat", resource: "ann" } };
    for (const input of ["Use pnpm here.", "Tabs, not spaces.", "Node 24 only."]) await agent.generate(input, ids);

    const [, second, third] = model.doGenerateCalls.map((call) => call.prompt.filter((message) => message.role !== "system"));
    expect(third!.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
    expect(third![0]!.content).toEqual([text("Use pnpm here.")]);
    expect(third![3]!.content).toEqual([text("Noted.")]);
    expect(third![0]).toBe(second![0]);
    expect(third![1]).toBe(second![1]);
  });

  it("archives each message of a multi-step tool loop once and never repeats step one in step two", async () => {
    const store = createInMemoryStore();
    const memory = new EngramMastraMemory({ store, model: "gpt-4o", contextWindow: 16_000 });
    const readFile = createTool({
      id: "read_file",
      description: "Read a file",
      inputSchema: z.object({ path: z.string() }),
      execute: async ({ path }) => ({ content: `contents of ${path}` }),
    });
    const model = queuedModel([toolCallReply("call-1", "read_file", { path: "README.md" }), textReply("The README says hello.")]);
    const agent = agentWith(model, memory, { read_file: readFile });

    const result = await agent.generate("What is in README.md?", { memory: { thread: "loop", resource: "ann" } });

    expect(result.text).toBe("The README says hello.");
    expect(await archived(store, "loop")).toEqual([
      { role: "user", parts: [text("What is in README.md?")] },
      { role: "assistant", parts: [{ type: "tool-call", toolCallId: "call-1", toolName: "read_file", input: { path: "README.md" } }] },
      { role: "tool", parts: [{ type: "tool-result", toolCallId: "call-1", toolName: "read_file", output: { content: "contents of README.md" } }] },
      { role: "assistant", parts: [text("The README says hello.")] },
    ]);
    const stepTwo = model.doGenerateCalls[1]!.prompt;
    expect(stepTwo.map((message) => message.role)).toEqual(["system", "user", "assistant", "tool"]);
    expect(stepTwo[1]!.content).toEqual([expect.objectContaining(text("What is in README.md?"))]);
    expect(stepTwo[2]!.content).toEqual([{ type: "tool-call", toolCallId: "call-1", toolName: "read_file", input: { path: "README.md" } }]);
    expect(stepTwo[3]!.content).toEqual([
      expect.objectContaining({ type: "tool-result", toolCallId: "call-1", output: { type: "json", value: { content: "contents of README.md" } } }),
    ]);
  });

  it("retries a context-length rejection with Engram's smaller prompt and succeeds", async () => {
    const store = createInMemoryStore();
    const prepared: string[] = [];
    const memory = new EngramMastraMemory({
      store,
      model: "gpt-4o",
      contextWindow: 16_000,
      maxOutputTokens: 1_000,
      // Core's hook: every prompt Engram prepares for this agent, retries included.
      onPrepared: (turn) => prepared.push(`${turn.ids.sessionId}#${turn.attempt}`),
    });
    const filler = (i: number) => `Turn ${i}: ${"the build pipeline caches node modules between stages ".repeat(40)}`;
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(textReply(`Answer ${i}.`));
    replies.push(Object.assign(new Error("This model's maximum context length is 4096 tokens"), { statusCode: 400 }));
    replies.push(textReply("Recovered answer."));
    const model = queuedModel(replies);
    const agent = agentWith(model, memory);
    const ids = { memory: { thread: "long", resource: "ann" } };
    for (let i = 0; i < 6; i++) await agent.generate(filler(i), ids);

    const result = await agent.generate("Summarize where we are.", ids);

    expect(result.text).toBe("Recovered answer.");
    const rejected = model.doGenerateCalls[6]!.prompt;
    const retried = model.doGenerateCalls[7]!.prompt;
    expect(JSON.stringify(retried).length).toBeLessThan(JSON.stringify(rejected).length * 0.75);
    expect(rejected.filter((message) => message.role === "user")).toHaveLength(7);
    expect(retried[0]).toEqual({ role: "system", content: "You are a coding agent." });
    expect(retried.some((message) => message.role === "system" && message.content.includes("<recovery_context>"))).toBe(true);
    expect(retried.at(-1)).toEqual({ role: "user", content: [text("Summarize where we are.")] });
    expect((await archived(store, "long")).at(-1)).toEqual({ role: "assistant", parts: [text("Recovered answer.")] });
    expect(prepared).toEqual([...Array.from({ length: 7 }, () => "long#0"), "long#1"]);
  });

  it("fails with INVALID_OPTIONS naming how to pass a thread when a call has no session id", async () => {
    const memory = new EngramMastraMemory({ store: createInMemoryStore(), model: "gpt-4o" });
    const model = queuedModel([textReply("unused")]);
    const agent = agentWith(model, memory);
    const expected =
      "No session id for this call: pass it as `memory: { thread, resource }` in agent.generate()/agent.stream() (thread = Engram session, resource = user), or fix one when creating the adapter (sessionId).";
    // Mastra wraps what a memory throws (AGENT_GENERATE_FAILED); Engram's error is its cause.
    const error: unknown = await agent.generate("Hello").then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ id: "AGENT_GENERATE_FAILED", cause: { code: "INVALID_OPTIONS", message: expected } });
    expect(isEngramError(engramErrorOf(error), "INVALID_OPTIONS")).toBe(true);
    expect(model.doGenerateCalls).toHaveLength(0);
    // Called directly, the memory throws the EngramError itself.
    const direct = await memory.getInputProcessors(undefined, new RequestContext()).catch((thrown: unknown) => thrown);
    expect(isEngramError(direct, "INVALID_OPTIONS")).toBe(true);
    expect((direct as Error).message).toBe(expected);
  });

  it("works inside a Mastra instance with no Mastra storage", async () => {
    const store = createInMemoryStore();
    const memory = new EngramMastraMemory({ store, model: "gpt-4o" });
    const mastra = new Mastra({ agents: { coder: agentWith(queuedModel([textReply("Ready.")]), memory) } });

    const result = await mastra.getAgent("coder").generate("Start the session.", { memory: { thread: "in-mastra", resource: "ann" } });

    expect(result.text).toBe("Ready.");
    expect(await archived(store, "in-mastra")).toEqual([
      { role: "user", parts: [text("Start the session.")] },
      { role: "assistant", parts: [text("Ready.")] },
    ]);
    expect(await memory.getThreadById({ threadId: "in-mastra" })).toMatchObject({ id: "in-mastra", resourceId: "ann" });
  });

  it("stores a memory through the memory_store tool the agent calls", async () => {
    const store = createInMemoryStore();
    const memory = new EngramMastraMemory({ store, model: "gpt-4o" });
    const model = queuedModel([
      toolCallReply("call-m", "memory_store", { content: "The team deploys on Fridays.", key: "deploy-day", type: "convention" }),
      textReply("Saved."),
    ]);
    const agent = agentWith(model, memory);

    await agent.generate("Remember that we deploy on Fridays.", { memory: { thread: "tools", resource: "ann" } });

    const entry = await memory.engram.memory({ userId: "ann" }).get("deploy-day");
    expect(entry).toMatchObject({ key: "deploy-day", content: "The team deploys on Fridays.", type: "convention", scope: { user: "ann" } });
    const toolMessage = (await archived(store, "tools"))[2];
    expect(toolMessage).toEqual({
      role: "tool",
      parts: [{ type: "tool-result", toolCallId: "call-m", toolName: "memory_store", output: { ok: true, text: 'Stored under "deploy-day".' } }],
    });
    expect(Object.keys(memory.listTools())).toEqual(["memory_store", "memory_recall", "memory_forget"]);
    // Built once per memory: Mastra asks on every step, and each tool reads its ids from the call.
    expect(memory.listTools()).toBe(memory.listTools());
  });
});
