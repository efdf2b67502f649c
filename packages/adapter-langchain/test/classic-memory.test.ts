import { afterEach, describe, expect, it } from "vitest";
import { LLMChain } from "@langchain/classic/chains";
import { ChatPromptTemplate, MessagesPlaceholder } from "@langchain/core/prompts";
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import type { BaseMessage } from "@langchain/core/messages";
import { createEngram, createInMemoryStore } from "@engram/core";
import { EngramChatMessageHistory, EngramMemory } from "../src/index.js";
import { archived, shape, tempSqliteStore } from "./helpers.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const prompt = ChatPromptTemplate.fromMessages([["system", "You are helpful.\n{memory}"], new MessagesPlaceholder("history"), ["human", "{input}"]]);

describe("EngramMemory (BaseMemory) in a classic LLMChain", () => {
  it("archives each exchange once, gives the history back, and recalls across sessions", async () => {
    const { store, cleanup } = await tempSqliteStore();
    cleanups.push(cleanup);
    const engram = createEngram({ store, model: "gpt-4o", now: () => new Date("2026-03-02T10:00:00Z") });
    // fakeModel() leaves the generation's text empty, and LLMChain's output is that text, so this
    // test uses FakeListChatModel (which fills it) and records the prompts with a callback.
    const model = new FakeListChatModel({ responses: ["Noted.", "Fish it is.", "pnpm."] });
    const calls: BaseMessage[][] = [];
    model.callbacks = [{ handleChatModelStart: async (_llm, messages) => void calls.push(messages[0]!) }];
    const monday = new EngramMemory({ engram, sessionId: "monday", userId: "ann", returnMessages: true });
    const chain = new LLMChain({ llm: model, prompt, memory: monday });

    await chain.invoke({ input: "I prefer pnpm over npm for every project." });
    await chain.invoke({ input: "Which shell should I use?" });

    expect(shape(calls[1]!)).toEqual([
      ["system", "You are helpful.\n"],
      ["human", "I prefer pnpm over npm for every project."],
      ["ai", "Noted."],
      ["human", "Which shell should I use?"],
    ]);
    expect(await archived(store, "monday")).toEqual([
      { role: "user", parts: [{ type: "text", text: "I prefer pnpm over npm for every project." }] },
      { role: "assistant", parts: [{ type: "text", text: "Noted." }] },
      { role: "user", parts: [{ type: "text", text: "Which shell should I use?" }] },
      { role: "assistant", parts: [{ type: "text", text: "Fish it is." }] },
    ]);

    const tuesday = new LLMChain({ llm: model, prompt, memory: new EngramMemory({ engram, sessionId: "tuesday", userId: "ann", returnMessages: true }) });
    await tuesday.invoke({ input: "npm or pnpm for the new service?" });
    const [system, question] = calls[2]!;
    expect(system!.text).toBe(
      [
        "You are helpful.",
        '<engram-memory data-engram="recalled">',
        "Recalled memories, best first. Each shows when it was written.",
        // The entry extracted from Monday's turn absorbs that turn: curated memory over raw transcript.
        "- [2026-03-02, just now] User prefers pnpm over npm for every project.",
        "</engram-memory>",
      ].join("\n"),
    );
    expect(question!.text).toBe("npm or pnpm for the new service?");
  });

  it("returns the history as a buffer string by default, under the configured keys", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const memory = new EngramMemory({ engram, sessionId: "s", memoryKey: "recalled", historyKey: "chat" });
    expect(memory.memoryKeys).toEqual(["recalled", "chat"]);
    await memory.saveContext({ input: "Hi" }, { text: "Hello!" });
    expect(await memory.loadMemoryVariables({ input: "How are you?" })).toEqual({ recalled: "", chat: "Human: Hi\nAI: Hello!" });
    await memory.saveContext({ input: "How are you?" }, { text: "Fine." });
    expect(await archived(engram.options.store, "s")).toEqual([
      { role: "user", parts: [{ type: "text", text: "Hi" }] },
      { role: "assistant", parts: [{ type: "text", text: "Hello!" }] },
      { role: "user", parts: [{ type: "text", text: "How are you?" }] },
      { role: "assistant", parts: [{ type: "text", text: "Fine." }] },
    ]);
  });
});

describe("EngramChatMessageHistory", () => {
  it("archives added messages (tool calls and results included) and reads them back; clear() erases the session", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const history = new EngramChatMessageHistory({ engram, sessionId: "h1" });
    await history.addMessage(new HumanMessage("Read the config."));
    await history.addMessages([
      new AIMessage({ content: "", tool_calls: [{ id: "c1", name: "read_file", args: { path: "config.json" }, type: "tool_call" }] }),
      new ToolMessage({ content: '{"port":3000}', tool_call_id: "c1" }),
    ]);
    await history.addAIMessage("It runs on port 3000.");

    const messages = await new EngramChatMessageHistory({ engram, sessionId: "h1" }).getMessages();
    expect(messages.map((m) => [m.type, m.text])).toEqual([
      ["human", "Read the config."],
      ["ai", ""],
      ["tool", '{"port":3000}'],
      ["ai", "It runs on port 3000."],
    ]);
    expect((messages[1] as AIMessage).tool_calls).toEqual([{ id: "c1", name: "read_file", args: { path: "config.json" }, type: "tool_call" }]);
    expect((messages[2] as ToolMessage).name).toBe("read_file");

    expect(await history.getMessages()).toHaveLength(4);
    await history.clear();
    expect(await history.getMessages()).toEqual([]);
    expect(await engram.options.store.readEvents("h1")).toEqual([]);
    await history.addUserMessage("A fresh start.");
    expect((await history.getMessages()).map((message) => message.text)).toEqual(["A fresh start."]);
  });
});
