import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAgent, tool } from "langchain";
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import type { BaseStore } from "@langchain/langgraph-checkpoint";
import { createEngram, createInMemoryStore, EngramError } from "@engram/core";
import { EngramStore } from "../src/index.js";
import { tempSqliteStore } from "./helpers.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe("EngramStore", () => {
  it("round-trips values losslessly, keeps an overwritten value as a revision, and deletes", async () => {
    const { store, cleanup } = await tempSqliteStore();
    cleanups.push(cleanup);
    const langgraphStore = new EngramStore({ engram: createEngram({ store, model: "gpt-4o" }) });
    const value = { food: "pizza", toppings: ["basil", "mozzarella"], spicy: false, level: 3, nested: { a: null } };

    await langgraphStore.put(["user", "ann"], "food", value);
    const item = await langgraphStore.get(["user", "ann"], "food");
    expect(item?.value).toEqual(value);
    expect(item?.namespace).toEqual(["user", "ann"]);
    expect(item?.key).toBe("food");
    expect(await langgraphStore.get(["user", "bob"], "food")).toBeNull();

    await langgraphStore.put(["user", "ann"], "food", { food: "sushi" });
    expect((await langgraphStore.get(["user", "ann"], "food"))?.value).toEqual({ food: "sushi" });
    const [entry] = (await store.query({ kind: "entry", scope: { user: "ann" }, scopeMode: "exact", key: "food" })).records;
    expect(entry?.revisions.map((revision) => JSON.parse(revision.content))).toEqual([value]);

    await langgraphStore.delete(["user", "ann"], "food");
    expect(await langgraphStore.get(["user", "ann"], "food")).toBeNull();
    // MEMORY.md, injected into every prompt, followed each change.
    const index = async () => (await store.query({ kind: "index", scope: { user: "ann" }, scopeMode: "exact" })).records.map((record) => record.content);
    expect(await index()).toEqual(["# Memory\n\nNo long-term entries yet.\n"]);
  });

  it("searches with a query through recall, lists with a filter, and lists namespaces", async () => {
    const langgraphStore = new EngramStore({ engram: createEngram({ store: createInMemoryStore(), model: "gpt-4o" }) });
    await langgraphStore.put(["user", "ann"], "editor", { text: "Ann edits code in Neovim", kind: "tool" });
    await langgraphStore.put(["user", "ann"], "shell", { text: "Ann uses the fish shell", kind: "tool" });
    await langgraphStore.put(["user", "ann"], "lunch", { text: "Ann eats lunch at noon", kind: "habit" });
    await langgraphStore.put(["workspace", "acme", "user", "ann"], "deploys", { text: "Acme deploys on Fridays", kind: "habit" });
    await langgraphStore.put(["user", "bob"], "editor", { text: "Bob edits code in Emacs", kind: "tool" });

    const hits = await langgraphStore.search(["user", "ann"], { query: "which editor for code?" });
    expect(hits.map((hit) => hit.key)).toEqual(["editor"]);
    expect(hits[0]?.score).toBeGreaterThan(0);

    const habits = await langgraphStore.search(["user", "ann"], { filter: { kind: "habit" } });
    expect(habits.map((hit) => [hit.namespace, hit.key])).toEqual([[["user", "ann"], "lunch"]]);
    const everything = await langgraphStore.search([], { filter: { kind: { $in: ["habit"] } } });
    expect(everything.map((hit) => hit.key).sort()).toEqual(["deploys", "lunch"]);

    expect(await langgraphStore.listNamespaces()).toEqual([
      ["user", "ann"],
      ["user", "bob"],
      ["workspace", "acme", "user", "ann"],
    ]);
    expect(await langgraphStore.listNamespaces({ prefix: ["user"] })).toEqual([
      ["user", "ann"],
      ["user", "bob"],
    ]);
    expect(await langgraphStore.listNamespaces({ suffix: ["ann"], maxDepth: 2 })).toEqual([
      ["user", "ann"],
      ["workspace", "acme"],
    ]);
  });

  it("rejects a namespace that does not map to a scope, naming the layout to use", async () => {
    const langgraphStore = new EngramStore({ engram: createEngram({ store: createInMemoryStore() }) });
    const error = await langgraphStore.put(["memories", "ann"], "k", { a: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngramError);
    expect((error as EngramError).code).toBe("INVALID_OPTIONS");
    expect((error as EngramError).message).toBe(
      'Namespace ["memories","ann"] does not map to an Engram scope: "memories" is not a scope key. Use key/value pairs in the order workspace, user, agent, e.g. ["user", "ann"] or ["workspace", "acme", "user", "ann"] (or pass your own `namespaces` mapping to EngramStore).',
    );
  });

  it("is what createAgent hands a tool as runtime.store", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const langgraphStore = new EngramStore({ engram });
    await langgraphStore.put(["user", "ann"], "greeting", { style: "formal" });
    const readPreference = tool(
      async (_input: Record<string, never>, runtime: { store?: BaseStore; context?: { userId?: string } }) => {
        const item = await runtime.store!.get(["user", runtime.context!.userId!], "greeting");
        await runtime.store!.put(["user", runtime.context!.userId!], "seen", { at: "turn-1" });
        return JSON.stringify(item?.value);
      },
      { name: "read_preference", description: "Read the greeting style", schema: z.object({}) },
    );
    const model = fakeModel()
      .respond(new AIMessage({ content: "", tool_calls: [{ id: "p-1", name: "read_preference", args: {}, type: "tool_call" }] }))
      .respond(new AIMessage("Good day."));
    const agent = createAgent({ model, tools: [readPreference], store: langgraphStore, contextSchema: z.object({ userId: z.string() }) });

    const result = await agent.invoke({ messages: [new HumanMessage("Greet me")] }, { context: { userId: "ann" } });

    const toolMessage = result.messages.find((message) => ToolMessage.isInstance(message));
    expect(toolMessage?.text).toBe('{"style":"formal"}');
    expect((await engram.memory({ userId: "ann" }).get("seen"))?.content).toBe('{"at":"turn-1"}');
  });
});
