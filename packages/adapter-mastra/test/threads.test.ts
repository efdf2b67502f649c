import { afterEach, describe, expect, it } from "vitest";
import { isEngramError } from "@engram/core";
import { EngramMastraMemory } from "../src/index.js";
import { agentWith, archived, queuedModel, tempSqliteStore, text, textReply, type TempStore } from "./helpers.js";

let temp: TempStore | undefined;
afterEach(async () => {
  await temp?.cleanup();
  temp = undefined;
});

describe("threads, messages and working memory over Engram's store", () => {
  it("saves, reads, lists, updates and deletes threads as Engram sessions", async () => {
    temp = await tempSqliteStore();
    const memory = new EngramMastraMemory({ store: temp.store, model: "gpt-4o" });
    const created = await memory.createThread({ threadId: "t1", resourceId: "ann", title: "Deploys", metadata: { project: "api" } });
    await memory.createThread({ threadId: "t2", resourceId: "ann", title: "Tests" });
    await memory.createThread({ threadId: "t3", resourceId: "bob", title: "Other" });

    expect(created).toMatchObject({ id: "t1", resourceId: "ann", title: "Deploys", metadata: { project: "api" } });
    expect(await temp.store.getSession("t1")).toMatchObject({ id: "t1", scope: { user: "ann" }, title: "Deploys" });
    const listed = await memory.listThreads({ filter: { resourceId: "ann" }, orderBy: { field: "createdAt", direction: "ASC" } });
    expect(listed.threads.map((thread) => thread.id)).toEqual(["t1", "t2"]);
    expect(listed).toMatchObject({ total: 2, page: 0, perPage: 100, hasMore: false });
    expect((await memory.listThreads({ filter: { metadata: { project: "api" } } })).threads.map((thread) => thread.id)).toEqual(["t1"]);

    const updated = await memory.updateThread({ id: "t1", title: "Friday deploys", metadata: { owner: "ann" } });
    expect(updated).toMatchObject({ title: "Friday deploys", metadata: { project: "api", owner: "ann" } });

    await memory.deleteThread("t1");
    expect(await memory.getThreadById({ threadId: "t1" })).toBeNull();
    expect(await temp.store.getSession("t1")).toBeUndefined();
  });

  it("an adapter fixed to one workspace neither reads, lists nor deletes another workspace's thread, even by its id", async () => {
    temp = await tempSqliteStore();
    const acme = new EngramMastraMemory({ store: temp.store, model: "gpt-4o", workspaceId: "acme" });
    const other = new EngramMastraMemory({ store: temp.store, model: "gpt-4o", workspaceId: "other" });
    await other.createThread({ threadId: "secret-thread", resourceId: "ann", title: "Other's plans" });
    expect(await acme.getThreadById({ threadId: "secret-thread" })).toBeNull();
    expect((await acme.listThreads({ filter: { resourceId: "ann" } })).threads).toEqual([]);
    expect((await acme.recall({ threadId: "secret-thread", perPage: false })).messages).toEqual([]);
    await acme.deleteThread("secret-thread");
    expect(await temp.store.getSession("secret-thread")).toMatchObject({ scope: { workspace: "other", user: "ann" }, title: "Other's plans" });
    expect(await other.getThreadById({ threadId: "secret-thread" })).toMatchObject({ id: "secret-thread", resourceId: "ann" });
  });

  it("recalls a thread's archive as Mastra messages, paged, and refuses to delete single messages", async () => {
    temp = await tempSqliteStore();
    const memory = new EngramMastraMemory({ store: temp.store, model: "gpt-4o" });
    const agent = agentWith(queuedModel([textReply("One."), textReply("Two.")]), memory);
    await agent.generate("First question", { memory: { thread: "chat", resource: "ann" } });
    await agent.generate("Second question", { memory: { thread: "chat", resource: "ann" } });

    const all = await memory.recall({ threadId: "chat", perPage: false });
    expect(all.messages.map((message) => [message.role, message.content.parts])).toEqual([
      ["user", [text("First question")]],
      ["assistant", [text("One.")]],
      ["user", [text("Second question")]],
      ["assistant", [text("Two.")]],
    ]);
    expect(all).toMatchObject({ total: 4, perPage: false, hasMore: false });
    const page = await memory.recall({ threadId: "chat", perPage: 3, page: 1 });
    expect(page.messages.map((message) => message.content.parts)).toEqual([[text("Two.")]]);
    expect(page).toMatchObject({ total: 4, page: 1, perPage: 3, hasMore: false });

    const refused = await memory.deleteMessages([all.messages[0]!.id]).catch((error: unknown) => error);
    expect(isEngramError(refused, "INVALID_OPTIONS")).toBe(true);
    expect((refused as Error).message).toContain("append-only");
    expect(await archived(temp.store, "chat")).toHaveLength(4);
  });

  it("saves messages once and clones a thread with new message ids", async () => {
    temp = await tempSqliteStore();
    const memory = new EngramMastraMemory({ store: temp.store, model: "gpt-4o" });
    await memory.createThread({ threadId: "src", resourceId: "ann", title: "Source" });
    const messages = [
      {
        id: "u1",
        role: "user" as const,
        createdAt: new Date("2026-03-01T09:00:00Z"),
        threadId: "src",
        resourceId: "ann",
        content: { format: 2 as const, parts: [text("We use Postgres.")] },
      },
      {
        id: "a1",
        role: "assistant" as const,
        createdAt: new Date("2026-03-01T09:00:01Z"),
        threadId: "src",
        resourceId: "ann",
        content: { format: 2 as const, parts: [text("Got it.")] },
      },
    ];
    await memory.saveMessages({ messages });
    await memory.saveMessages({ messages }); // the same messages again: already archived
    expect(await archived(temp.store, "src")).toEqual([
      { role: "user", parts: [text("We use Postgres.")] },
      { role: "assistant", parts: [text("Got it.")] },
    ]);

    const clone = await memory.cloneThread({ sourceThreadId: "src", newThreadId: "copy", options: { messageLimit: 1 } });
    expect(clone.thread).toMatchObject({ id: "copy", resourceId: "ann", title: "Clone of Source", metadata: { clone: { sourceThreadId: "src" } } });
    expect(clone.clonedMessages.map((message) => message.content.parts)).toEqual([[text("Got it.")]]);
    expect(Object.keys(clone.messageIdMap ?? {})).toEqual(["a1"]);
    expect(clone.clonedMessages[0]!.id).toBe(clone.messageIdMap!.a1);
    expect(await archived(temp.store, "copy")).toEqual([{ role: "assistant", parts: [text("Got it.")] }]);
  });

  it("keeps working memory as a pinned entry of the resource, which the next call sees in Engram's block", async () => {
    temp = await tempSqliteStore();
    const memory = new EngramMastraMemory({ store: temp.store, model: "gpt-4o", workingMemoryTemplate: "# User\n- Name:" });
    await memory.createThread({ threadId: "wm", resourceId: "ann" });
    await memory.updateWorkingMemory({ threadId: "wm", workingMemory: "# User\n- Name: Ann" });
    const partial = await memory.__experimental_updateWorkingMemoryVNext({ threadId: "wm", workingMemory: "- Name: Ann Lee", searchString: "- Name: Ann" });

    expect(partial).toEqual({ success: true, reason: "Replaced the passage matching the search string." });
    expect(await memory.getWorkingMemory({ threadId: "wm" })).toBe("# User\n- Name: Ann Lee");
    expect(await memory.getWorkingMemoryTemplate({})).toEqual({ format: "markdown", content: "# User\n- Name:" });
    const entry = await memory.engram.memory({ userId: "ann" }).get("working-memory");
    expect(entry).toMatchObject({ pinned: true, scope: { user: "ann" }, revisions: [{ content: "# User\n- Name: Ann" }] });

    const model = queuedModel([textReply("Hi Ann Lee.")]);
    await agentWith(model, memory).generate("What is my name?", { memory: { thread: "wm", resource: "ann" } });
    const system = model.doGenerateCalls[0]!.prompt.filter((message) => message.role === "system").map((message) => message.content);
    expect(system.some((content) => content.includes("Name: Ann Lee"))).toBe(true);
  });
});
