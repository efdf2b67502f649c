import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, fenceMemoryBlock, memoryTools, type Message } from "./core-internals.js";

let clock = Date.parse("2026-03-02T09:00:00.000Z");
const now = () => new Date(clock);
let next = 0;
const message = (role: Message["role"], text: string): Message => {
  clock += 60_000;
  next += 1;
  return { id: `m${next}`, role, parts: [{ type: "text", text }], createdAt: new Date(clock).toISOString() };
};
const scope = { workspace: "acme", user: "ann" };
const system = "You are a coding agent.";

function textOf(messages: readonly Message[], id: string): string {
  const found = messages.find((m) => m.id === id);
  return found?.parts[0]?.type === "text" ? found.parts[0].text : "";
}

describe("createMemory", () => {
  it("carries a preference told in one session into the prompt of the next", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, model: "gpt-4o", contextWindow: 16_000, maxOutputTokens: 1_000, now });
    const first = await memory.session("s1");
    await first.append([message("user", "I prefer pnpm over npm for every project."), message("assistant", "Noted, I will use pnpm.")]);
    expect((await store.query({ kind: "daily", scope })).records.map((d) => d.content)).toEqual(["User prefers pnpm over npm for every project."]);

    const second = await memory.session("s2");
    await second.append(message("user", "Should the new service use npm or pnpm?"));
    const context = await second.context({ system });
    const recalled = textOf(context.messages, "engram:injection:recalled-memories");
    expect(recalled).toContain("User prefers pnpm over npm for every project.");
    expect(context.manifest.recall.explanation?.items.length).toBeGreaterThan(0);
    expect(context.manifest.parts.map((p) => p.kind)).toEqual(["system", "injection", "message"]);
  });

  it("keeps the old content as a dated revision when remembering under an existing key", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now });
    const first = await memory.remember({ key: "node-version", content: "The service runs on Node 20.", type: "fact" });
    clock += 86_400_000;
    const second = await memory.remember({ key: "node-version", content: "The service runs on Node 22.", type: "fact" });
    expect(second?.id).toBe(first?.id);
    expect(second?.content).toBe("The service runs on Node 22.");
    expect(second?.revisions).toEqual([{ at: first?.updatedAt, content: "The service runs on Node 20." }]);
    expect(await memory.forget("node-version")).toBe(true);
    expect(await memory.get("node-version")).toBeUndefined();
  });

  it("redacts secrets before anything is archived or extracted", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now });
    const session = await memory.session("s1");
    await session.append([
      message("user", "Remember that the staging key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD and we deploy from main."),
      message("assistant", "Understood."),
    ]);
    const archived = JSON.stringify(await store.readEvents("s1"));
    expect(archived).not.toContain("sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD");
    expect(archived).toContain("[REDACTED:openai-key]");
    const daily = JSON.stringify((await store.query({ kind: "daily", scope })).records);
    expect(daily).not.toContain("sk-proj-");
  });

  it("does not extract a recalled memory pasted back into the conversation", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now });
    const session = await memory.session("s1");
    const pasted = fenceMemoryBlock("- User prefers tabs over spaces. (2 days ago)");
    await session.append([message("user", `${pasted}\nThanks, that is all.`), message("assistant", "You're welcome.")]);
    expect(await store.count({ kind: "daily", scope })).toBe(0);
  });

  it("reads and writes nothing in incognito mode, and says so", async () => {
    const store = createInMemoryStore();
    await createMemory({ store, scope, now }).remember({ content: "User prefers tabs.", type: "preference" });
    const memory = createMemory({ store, scope, now, mode: "incognito" });
    const session = await memory.session("s1");
    await session.append([message("user", "I prefer dark mode everywhere."), message("assistant", "Okay.")]);
    const context = await session.context({ system });
    expect(context.manifest.recall.note).toBe("Incognito: memory is neither read nor written in this session.");
    expect(context.manifest.parts.map((p) => p.kind)).toEqual(["system", "message", "message"]);
    expect(await store.getSession("s1")).toBeUndefined();
    expect(await store.count({ kind: "daily" })).toBe(0);
    expect(await memory.remember({ content: "x" })).toBeUndefined();
    const [storeTool] = memoryTools(memory);
    expect(await storeTool!.execute({ content: "User likes tea." })).toEqual({
      ok: false,
      text: "Memory is off in this session (incognito): nothing was stored, recalled or forgotten.",
    });
  });

  it("keeps the session but injects no long-term memory in no-ltm mode", async () => {
    const store = createInMemoryStore();
    await createMemory({ store, scope, now }).remember({ content: "User prefers tabs over spaces.", type: "preference" });
    const memory = createMemory({ store, scope, now, mode: "no-ltm" });
    const session = await memory.session("s1");
    await session.append(message("user", "Should I use tabs or spaces?"));
    const context = await session.context({ system });
    expect(context.manifest.parts.some((p) => p.kind === "injection")).toBe(false);
    expect((await store.getSession("s1"))?.eventCount).toBe(1);
  });

  it("resumes a session from the store with its history", async () => {
    const store = createInMemoryStore();
    const options = { store, scope, now, model: "gpt-4o", contextWindow: 4_096, maxOutputTokens: 512 };
    const first = await createMemory(options).session("s1");
    for (let i = 0; i < 40; i++) {
      await first.append([
        message(
          "user",
          `Step ${i}: rename module ${i} to its new name, update every import of it in src/m${i}.ts and the tests, and keep the public API unchanged.`,
        ),
        message(
          "assistant",
          `Renamed module ${i}, updated the imports in src/m${i}.ts and the two test files; the public API is unchanged and the tests pass.`,
        ),
      ]);
    }
    const before = await first.context({ system });
    expect(before.manifest.trigger).toBe("proactive");
    const resumed = await createMemory(options).session("s1");
    expect(resumed.messages.map((m) => m.id)).toEqual(first.messages.map((m) => m.id));
    const after = await resumed.context({ system });
    expect(after.manifest.trigger).toBe("none");
    expect(after.messages.filter((m) => !m.id.startsWith("engram:injection")).map((m) => m.id)).toEqual(
      before.messages.filter((m) => !m.id.startsWith("engram:injection")).map((m) => m.id),
    );
  });

  it("validates tool input with zod and reports what is wrong", async () => {
    const memory = createMemory({ store: createInMemoryStore(), scope, now });
    const [storeTool, recallTool, forgetTool] = memoryTools(memory);
    expect(storeTool!.name).toBe("memory_store");
    expect(await storeTool!.execute({ content: "" })).toEqual({ ok: false, text: "Invalid input: content: Too small: expected string to have >=1 characters" });
    const stored = await storeTool!.execute({ content: "The API listens on port 3000.", key: "api-port", type: "fact" });
    expect(stored.ok).toBe(true);
    const recalled = await recallTool!.execute({ query: "which port does the API listen on" });
    expect(recalled.text).toContain("The API listens on port 3000.");
    expect(await forgetTool!.execute({ key: "api-port" })).toEqual({ ok: true, text: 'Forgot "api-port".' });
  });

  it("never shows workspace A's memory in workspace B", async () => {
    const store = createInMemoryStore();
    const a = createMemory({ store, scope: { workspace: "a" }, now });
    const b = createMemory({ store, scope: { workspace: "b" }, now });
    const entry = await a.remember({ key: "secret-plan", content: "Project A migrates to Postgres in June.", type: "decision" });
    expect(await b.get(entry!.id)).toBeUndefined();
    expect(await b.get("secret-plan")).toBeUndefined();
    expect((await b.list()).records).toEqual([]);
    expect((await b.recall("Postgres migration June")).items).toEqual([]);
    expect((await b.stats()).entries).toBe(0);
    const lines: string[] = [];
    for await (const line of b.export()) lines.push(line);
    expect(lines.join("\n")).not.toContain("Postgres");
    expect(await b.forget(entry!.id)).toBe(false);
    expect(await a.get("secret-plan")).toMatchObject({ key: "secret-plan", content: "Project A migrates to Postgres in June." });
  });
});

describe("createMemory maintenance", () => {
  it("turns the daily log into long-term entries on consolidate, and prune keeps pins", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now });
    const session = await memory.session("s1");
    await session.append([message("user", "We use Vitest for every package in this repo."), message("assistant", "Good to know.")]);
    const dry = await memory.consolidate({ dryRun: true });
    expect(dry.changes.filter((c) => c.action === "created")).toHaveLength(1);
    expect(await store.count({ kind: "entry", scope })).toBe(0);
    await memory.consolidate();
    const [entry] = (await memory.list()).records;
    expect(entry).toMatchObject({ content: "The team uses Vitest for every package in this repo.", source: "distilled", type: "convention" });
    expect((await store.query({ kind: "index", scope, scopeMode: "exact" })).records[0]?.content).toContain(
      "The team uses Vitest for every package in this repo.",
    );
    await memory.remember({ key: "pinned-low", content: "Low confidence but pinned.", confidence: 0.1, pinned: true });
    const unsure = await memory.remember({ key: "unsure", content: "Maybe the staging host is blue.", confidence: 0.1 });
    const report = await memory.prune();
    expect(report.changes.filter((c) => c.action === "pruned").map((c) => c.id)).toEqual([unsure!.id]);
    expect(await memory.get("unsure")).toBeUndefined();
    expect((await memory.get("pinned-low"))?.pinned).toBe(true);
  });
});

describe("automatic consolidation", () => {
  it("consolidates when a new session starts and the gates are open, and not before", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now });
    const preferences = ["tabs over spaces", "dark mode", "pnpm over npm", "small commits", "Vitest over Jest"];
    for (const [i, preference] of preferences.entries()) {
      const session = await memory.session(`day-${i}`);
      await session.append([message("user", `I prefer ${preference} in every project.`), message("assistant", "Noted.")]);
      // Four sessions are not enough: nothing is consolidated yet.
      expect(await store.count({ kind: "entry", scope })).toBe(0);
    }
    clock += 25 * 3_600_000;
    await memory.session("day-6");
    expect(await store.count({ kind: "entry", scope })).toBe(5);
    expect((await store.query({ kind: "index", scope, scopeMode: "exact" })).records).toHaveLength(1);
  });

  it("leaves consolidation to the caller with autoConsolidate: false", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now, autoConsolidate: false });
    for (let i = 0; i < 6; i++) {
      const session = await memory.session(`s-${i}`);
      await session.append([message("user", `I prefer option ${i} for the build.`), message("assistant", "Noted.")]);
    }
    expect(await store.count({ kind: "entry", scope })).toBe(0);
  });
});
