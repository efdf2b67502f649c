import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAgent } from "langchain";
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { Embeddings } from "@langchain/core/embeddings";
import { createEngram, createInMemoryStore } from "@engram/core";
import { engramComplete, engramEmbed, engramTools } from "../src/index.js";
import { shape } from "./helpers.js";

class LengthEmbeddings extends Embeddings {
  readonly seen: string[][] = [];
  constructor() {
    super({});
  }
  async embedDocuments(texts: string[]): Promise<number[][]> {
    this.seen.push(texts);
    return texts.map((text) => [text.length, 1]);
  }
  async embedQuery(text: string): Promise<number[]> {
    return [text.length, 1];
  }
}

describe("engramComplete and engramEmbed", () => {
  it("sends system and prompt to the chat model and returns its text", async () => {
    const model = fakeModel().respond(new AIMessage("A short summary."));
    const complete = engramComplete(model);
    expect(await complete({ system: "Summarize.", prompt: "Long text" })).toEqual({ text: "A short summary." });
    expect(shape(model.calls[0]!.messages)).toEqual([
      ["system", "Summarize."],
      ["human", "Long text"],
    ]);
  });

  it("asks for structured output when a schema is given", async () => {
    const model = fakeModel().structuredResponse({ facts: ["User prefers pnpm."] });
    const complete = engramComplete(model);
    const result = await complete({ system: "Extract.", prompt: "I prefer pnpm.", schema: z.object({ facts: z.array(z.string()) }) });
    expect(result).toEqual({ text: '{"facts":["User prefers pnpm."]}', object: { facts: ["User prefers pnpm."] } });
  });

  it("embeds through embedDocuments", async () => {
    const embeddings = new LengthEmbeddings();
    const embed = engramEmbed(embeddings);
    expect(await embed(["ab", "abcd"])).toEqual([
      [2, 1],
      [4, 1],
    ]);
    expect(await embed([])).toEqual([]);
    expect(embeddings.seen).toEqual([["ab", "abcd"]]);
  });
});

// The memory tools working through the agent, in the invoke's scope, are proven by the conformance suite
// (conformance.test.ts); these are what LangChain's tools add.
describe("engramTools", () => {
  it("gives the application the stored entry as the ToolMessage's artifact, and ids fixed at creation win over the invoke's context", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const tools = engramTools(engram, { userId: "team" });
    const model = fakeModel()
      .respond(
        new AIMessage({
          content: "",
          tool_calls: [
            { id: "m-1", name: "memory_store", args: { content: "The team deploys on Fridays.", key: "deploy-day", type: "convention" }, type: "tool_call" },
          ],
        }),
      )
      .respond(new AIMessage("Stored."));
    const agent = createAgent({ model, tools, contextSchema: z.object({ userId: z.string(), sessionId: z.string() }) });

    const result = await agent.invoke({ messages: [new HumanMessage("Remember: we deploy on Fridays.")] }, { context: { userId: "ann", sessionId: "s-1" } });

    const toolMessage = result.messages.find((message) => ToolMessage.isInstance(message)) as ToolMessage;
    expect(toolMessage.text).toBe('Stored under "deploy-day".');
    const entry = await engram.memory({ userId: "team" }).get("deploy-day");
    expect(entry).toMatchObject({ content: "The team deploys on Fridays.", scope: { user: "team" }, provenance: { sessionId: "s-1", trust: "agent" } });
    expect(toolMessage.artifact).toEqual(entry);
    expect(await engram.memory({ userId: "ann" }).get("deploy-day")).toBeUndefined();
  });
});
