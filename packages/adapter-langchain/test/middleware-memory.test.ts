import { describe, expect, it } from "vitest";
import { createAgent } from "langchain";
import { AIMessage, HumanMessage, SystemMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { createEngram, createInMemoryStore } from "@engram/core";
import { engramMiddleware } from "../src/index.js";

// Recall across sessions and users is proven by the conformance suite (conformance.test.ts); this is
// how the LangChain adapter lays Engram's blocks into the agent's system message.
describe("engramMiddleware: the system message", () => {
  it("appends Engram's blocks to the application's system message as text content blocks, and leaves it as it is when there are none", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o", contextWindow: 16_000 });
    const model = fakeModel().respond(new AIMessage("Noted: pnpm it is.")).respond(new AIMessage("Use pnpm.")).respond(new AIMessage("Either works."));
    const agent = createAgent({ model, systemPrompt: "You are a coding agent.", middleware: [engramMiddleware({ engram })] });

    await agent.invoke({ messages: [new HumanMessage("I prefer pnpm over npm for every project.")] }, { context: { sessionId: "monday", userId: "ann" } });
    const question = "Should the new service use npm or pnpm?";
    await agent.invoke({ messages: [new HumanMessage(question)] }, { context: { sessionId: "tuesday", userId: "ann" } });
    await agent.invoke({ messages: [new HumanMessage(question)] }, { context: { sessionId: "wednesday", userId: "bob" } });

    const [annSystem, bobSystem] = [model.calls[1]!.messages[0], model.calls[2]!.messages[0]];
    expect(SystemMessage.isInstance(annSystem)).toBe(true);
    const blocks = annSystem!.content as Array<{ type: string; text: string }>;
    expect(blocks.map((block) => block.type)).toEqual(["text", "text"]);
    expect(blocks[0]!.text).toBe("You are a coding agent.");
    expect(blocks[1]!.text.startsWith('<engram-memory data-engram="recalled">\n')).toBe(true);
    expect(blocks[1]!.text.endsWith("\n</engram-memory>")).toBe(true);
    // Nothing to add for Bob: the agent's system message is sent as the agent built it.
    expect(SystemMessage.isInstance(bobSystem)).toBe(true);
    expect(bobSystem!.content).toEqual([{ type: "text", text: "You are a coding agent." }]);
  });
});
