import { afterEach, describe, expect, it } from "vitest";
import { createAgent } from "langchain";
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { MemorySaver } from "@langchain/langgraph-checkpoint";
import { createEngram, TokenCounter } from "@engram/core";
import { engramMiddleware } from "../src/index.js";
import { archived, shape, tempSqliteStore } from "./helpers.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe("engramMiddleware: invoke, stream and retries", () => {
  it("archives the turn after agent.invoke and after agent.stream", async () => {
    const { store, cleanup } = await tempSqliteStore();
    cleanups.push(cleanup);
    const engram = createEngram({ store, model: "gpt-4o" });
    const model = fakeModel().respond(new AIMessage("Hello Ann.")).respond(new AIMessage("It is 4."));
    const agent = createAgent({ model, checkpointer: new MemorySaver(), middleware: [engramMiddleware({ engram, userId: "ann" })] });
    const config = { configurable: { thread_id: "chat-7" } };

    const result = await agent.invoke({ messages: [new HumanMessage("Hi, I am Ann.")] }, config);
    expect(result.messages.at(-1)?.text).toBe("Hello Ann.");
    expect(await archived(store, "chat-7")).toEqual([
      { role: "user", parts: [{ type: "text", text: "Hi, I am Ann." }] },
      { role: "assistant", parts: [{ type: "text", text: "Hello Ann." }] },
    ]);

    const states: BaseMessage[][] = [];
    for await (const state of await agent.stream({ messages: [new HumanMessage("What is 2 + 2?")] }, { ...config, streamMode: "values" })) {
      states.push(state.messages);
    }
    expect(states.at(-1)?.at(-1)?.text).toBe("It is 4.");
    expect(await archived(store, "chat-7")).toEqual([
      { role: "user", parts: [{ type: "text", text: "Hi, I am Ann." }] },
      { role: "assistant", parts: [{ type: "text", text: "Hello Ann." }] },
      { role: "user", parts: [{ type: "text", text: "What is 2 + 2?" }] },
      { role: "assistant", parts: [{ type: "text", text: "It is 4." }] },
    ]);
    expect(shape(model.calls[1]!.messages)).toEqual([
      ["human", "Hi, I am Ann."],
      ["ai", "Hello Ann."],
      ["human", "What is 2 + 2?"],
    ]);
  });

  it("rebuilds archive-only turns once: later prompts carry the same message objects, with the same content", async () => {
    const { store, cleanup } = await tempSqliteStore();
    cleanups.push(cleanup);
    const engram = createEngram({ store, model: "gpt-4o" });
    const model = fakeModel().respond(new AIMessage("Hello Ann.")).respond(new AIMessage("It is 4.")).respond(new AIMessage("It is 6."));
    // No checkpointer: each invoke sends only its new message, so earlier turns come from the archive.
    const agent = createAgent({ model, middleware: [engramMiddleware({ engram, userId: "ann" })] });
    const config = { configurable: { thread_id: "chat-9" } };
    for (const text of ["Hi, I am Ann.", "What is 2 + 2?", "And 3 + 3?"]) await agent.invoke({ messages: [new HumanMessage(text)] }, config);

    const [, second, third] = model.calls.map((call) => call.messages);
    expect(shape(third!)).toEqual([
      ["human", "Hi, I am Ann."],
      ["ai", "Hello Ann."],
      ["human", "What is 2 + 2?"],
      ["ai", "It is 4."],
      ["human", "And 3 + 3?"],
    ]);
    expect(third![0]).toBe(second![0]);
    expect(third![1]).toBe(second![1]);
    // The new message of each call is the application's own object.
    expect(third![4]).not.toBe(second![2]);
  });

  it("retries a context-length rejection with a smaller prompt, then succeeds", async () => {
    const { store, cleanup } = await tempSqliteStore();
    cleanups.push(cleanup);
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 8_000, maxOutputTokens: 500 });
    const model = fakeModel()
      .respond(new Error("This model's maximum context length is 4096 tokens. However, your messages resulted in 5120 tokens."))
      .respond(new AIMessage("Short answer."));
    const agent = createAgent({ model, systemPrompt: "You are terse.", middleware: [engramMiddleware({ engram, sessionId: "long-1" })] });
    const history: BaseMessage[] = [];
    for (let i = 0; i < 12; i++) {
      history.push(new HumanMessage(`Question ${i}: ${"explain the parser in detail ".repeat(20)}`));
      history.push(new AIMessage(`Answer ${i}: ${"the parser reads tokens one by one ".repeat(20)}`));
    }
    history.push(new HumanMessage("Summarize in one line."));

    const result = await agent.invoke({ messages: history });

    expect(result.messages.at(-1)?.text).toBe("Short answer.");
    expect(model.callCount).toBe(2);
    const [first, second] = [model.calls[0]!.messages, model.calls[1]!.messages];
    const counter = await TokenCounter.forModel("gpt-4o");
    const tokens = (messages: BaseMessage[]) => messages.reduce((n, m) => n + counter.countText(m.text), 0);
    expect(first).toHaveLength(26);
    expect(second.length).toBeLessThan(first.length);
    // Core aims each retry at least a quarter below the rejected prompt.
    expect(tokens(second)).toBeLessThanOrEqual(tokens(first) * 0.75);
    expect(second.at(-1)?.text).toBe("Summarize in one line.");
    expect(SystemMessage.isInstance(second[0])).toBe(true);
    expect(second[0]!.text).toContain("<recovery_context>");
    expect((await archived(store, "long-1")).at(-1)).toEqual({ role: "assistant", parts: [{ type: "text", text: "Short answer." }] });
  });
});
