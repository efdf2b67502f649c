import { describe, expect, it } from "vitest";
import { Mastra } from "@mastra/core";
import { RequestContext } from "@mastra/core/request-context";
import { createInMemoryStore, isEngramError } from "@engram/core";
import { EngramMastraMemory } from "../src/index.js";
import { agentWith, archived, queuedModel, text, textReply } from "./helpers.js";

// What every adapter shows (archive once, budget, retries, ids, recall, tools, stable prompts) is proven by
// the conformance suite (conformance.test.ts); these are Mastra's own paths.
describe("EngramMastraMemory in an Agent", () => {
  it("throws INVALID_OPTIONS itself from getInputProcessors for a request without a thread, where Mastra surfaces it as thrown", async () => {
    const memory = new EngramMastraMemory({ store: createInMemoryStore(), model: "gpt-4o" });
    const direct = await memory.getInputProcessors(undefined, new RequestContext()).catch((thrown: unknown) => thrown);
    expect(isEngramError(direct, "INVALID_OPTIONS")).toBe(true);
    expect((direct as Error).message).toBe(
      "No session id for this call: pass it as `memory: { thread, resource }` in agent.generate()/agent.stream() (thread = Engram session, resource = user), or fix one when creating the adapter (sessionId).",
    );
    // Listing processors without a request (Mastra's Studio does) checks nothing.
    expect((await memory.getInputProcessors()).map((processor) => processor.id)).toEqual(["engram-input"]);
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

  it("lists the memory tools once per memory: Mastra asks on every step, and each tool reads its ids from the call", () => {
    const memory = new EngramMastraMemory({ store: createInMemoryStore(), model: "gpt-4o" });
    expect(Object.keys(memory.listTools())).toEqual(["memory_store", "memory_recall", "memory_forget"]);
    expect(memory.listTools()).toBe(memory.listTools());
  });
});
