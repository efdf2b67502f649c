import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generateText } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createAgent } from "langchain";
import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { createEngram, type MemoryStore } from "@engram/core";
import { openSqliteStore } from "@engram/store-sqlite";
import { engramModel } from "@engram/adapter-ai-sdk";
import { engramMiddleware } from "@engram/adapter-langchain";
import { EngramMastraMemory } from "@engram/adapter-mastra";

const preference = "User prefers pnpm over npm for every project.";
const question = "Should the new service use npm or pnpm?";
const usage = {
  inputTokens: { total: 40, noCache: 40, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 3, text: 3, reasoning: undefined },
};
const answering = (text: string) =>
  new MockLanguageModelV4({
    doGenerate: async () => ({ content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] }),
  });

let dir: string;
const opened: MemoryStore[] = [];
// Each framework opens the file itself, as three separate applications would.
const openStore = async (): Promise<MemoryStore> => {
  const store = await openSqliteStore({ path: join(dir, "memory.db") });
  opened.push(store);
  return store;
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "engram-portability-"));
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("one memory, three frameworks", () => {
  it("recalls through LangChain and Mastra what was said through the AI SDK, on one SQLite file", async () => {
    const aiSdkEngram = createEngram({ store: await openStore(), model: "gpt-4o", contextWindow: 16_000 });
    await generateText({
      model: engramModel(answering("Noted, pnpm it is."), { engram: aiSdkEngram, userId: "ann" }),
      instructions: "You are a coding agent.",
      prompt: "I prefer pnpm over npm for every project.",
      providerOptions: { engram: { sessionId: "ai-sdk-monday" } },
    });

    const langchainEngram = createEngram({ store: await openStore(), model: "gpt-4o", contextWindow: 16_000 });
    const chatModel = fakeModel().respond(new AIMessage("Use pnpm."));
    const agent = createAgent({ model: chatModel, systemPrompt: "You are a coding agent.", middleware: [engramMiddleware({ engram: langchainEngram })] });
    await agent.invoke({ messages: [new HumanMessage(question)] }, { context: { sessionId: "langchain-tuesday", userId: "ann" } });
    const langchainSystem = chatModel.calls[0]!.messages[0]!;
    expect(langchainSystem.getType()).toBe("system");
    expect(langchainSystem.text).toContain(preference);

    const mastraModel = answering("Use pnpm.");
    const mastraAgent = new Agent({
      id: "coder",
      name: "coder",
      instructions: "You are a coding agent.",
      model: mastraModel as unknown as MastraModelConfig,
      memory: new EngramMastraMemory({ store: await openStore(), model: "gpt-4o", contextWindow: 16_000 }),
    });
    await mastraAgent.generate(question, { memory: { thread: "mastra-wednesday", resource: "ann" } });
    const mastraPrompt = mastraModel.doGenerateCalls[0]!.prompt;
    const memoryBlock = mastraPrompt.find((message) => message.role === "system" && message.content.includes("<engram-memory"));
    expect(memoryBlock?.content).toContain(preference);

    // Someone else on the same file gets nothing of Ann's.
    const bobModel = fakeModel().respond(new AIMessage("Either works."));
    const bobAgent = createAgent({ model: bobModel, systemPrompt: "You are a coding agent.", middleware: [engramMiddleware({ engram: langchainEngram })] });
    await bobAgent.invoke({ messages: [new HumanMessage(question)] }, { context: { sessionId: "bob-1", userId: "bob" } });
    expect(bobModel.calls[0]!.messages[0]!.text).toBe("You are a coding agent.");

    // All three sessions are in the one file, each archived once.
    const sessions = (await (await openStore()).listSessions({ limit: 10 })).sessions.map((info) => info.id).sort();
    expect(sessions).toEqual(["ai-sdk-monday", "bob-1", "langchain-tuesday", "mastra-wednesday"]);
  });
});
