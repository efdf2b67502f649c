import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAgent, tool } from "langchain";
import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { MemorySaver } from "@langchain/langgraph-checkpoint";
import { createEngram, createInMemoryStore } from "@engram/core";
import { engramMiddleware } from "../src/index.js";
import { archived } from "./helpers.js";

const readFile = tool(async ({ path }: { path: string }) => `// ${path}\nexport const main = 1;`, {
  name: "read_file",
  description: "Read a file",
  schema: z.object({ path: z.string() }),
});

const callRead = (id: string, path: string) => new AIMessage({ content: "", tool_calls: [{ id, name: "read_file", args: { path }, type: "tool_call" }] });

// What every adapter shows (archive once, budget, retries, ids, recall, tools, stable prompts) is proven by
// the conformance suite (conformance.test.ts); these are LangChain's own paths.
describe("engramMiddleware: archiving", () => {
  it("records the usage_metadata of each model reply as the turn's usage", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000 });
    const model = fakeModel()
      .respond(callRead("call-1", "src/a.ts"))
      .respond(new AIMessage({ content: "src/a.ts exports main.", usage_metadata: { input_tokens: 120, output_tokens: 7, total_tokens: 127 } }));
    const agent = createAgent({ model, tools: [readFile], checkpointer: new MemorySaver(), middleware: [engramMiddleware({ engram, userId: "ann" })] });

    await agent.invoke({ messages: [new HumanMessage("What does src/a.ts export?")] }, { configurable: { thread_id: "thread-1" } });

    // The tool-call reply carried no usage, so only the final reply's is recorded.
    const usage = (await store.readEvents("thread-1")).filter((event) => event.type === "usage");
    expect(usage.map((event) => (event.type === "usage" ? [event.inputTokens, event.outputTokens] : []))).toEqual([[120, 7]]);
  });

  it("archives the result of a tool that ends the run (no model call follows it) once, at the end of the run", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const store = engram.options.store;
    const deploy = tool(async () => "deployed", { name: "deploy", description: "Deploy", schema: z.object({}), returnDirect: true });
    const model = fakeModel().respond(new AIMessage({ content: "", tool_calls: [{ id: "d-1", name: "deploy", args: {}, type: "tool_call" }] }));
    const agent = createAgent({ model, tools: [deploy], checkpointer: new MemorySaver(), middleware: [engramMiddleware({ engram })] });

    await agent.invoke({ messages: [new HumanMessage("Deploy it.")] }, { configurable: { thread_id: "t-deploy" } });

    expect(await archived(store, "t-deploy")).toEqual([
      { role: "user", parts: [{ type: "text", text: "Deploy it." }] },
      { role: "assistant", parts: [{ type: "tool-call", toolCallId: "d-1", toolName: "deploy", input: {} }] },
      { role: "tool", parts: [{ type: "tool-result", toolCallId: "d-1", toolName: "deploy", output: "deployed" }] },
    ]);
  });
});
