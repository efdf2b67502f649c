import { describe, expect, it } from "vitest";
import {
  createInMemoryStore,
  createMemory,
  fenceMemoryBlock,
  type MemoryBlockLayer,
  type MemoryStore,
  promptQueryChars,
  promptRelevanceBar,
  recallForPrompt,
  type Scope,
} from "./core-internals.js";

const clock = "2026-06-01T09:00:00.000Z";
const charTokens = (text: string): number => Math.ceil(text.length / 4);
const context: Scope = { workspace: "p1", session: "s1" };
const layers: MemoryBlockLayer[] = [
  { name: "session", scope: context },
  { name: "project", scope: { workspace: "p1" } },
  { name: "global", scope: {} },
];

async function projectMemories(): Promise<MemoryStore> {
  const store = createInMemoryStore();
  const memory = createMemory({ store, scope: { workspace: "p1" }, now: () => new Date(clock) });
  await memory.remember({ key: "pnpm", content: "User prefers pnpm over npm for every project.", type: "preference" });
  await memory.remember({ key: "redis", content: "Integration tests need a local redis-server on port 6379." });
  await memory.remember({ key: "deploy", content: "Deploys go out on Fridays with the blue green script." });
  await memory.remember({ key: "great", content: "The onboarding guide calls the CLI great for scripting." });
  return store;
}

const recall = (store: MemoryStore, prompt: string) =>
  recallForPrompt({ store, context, layers, prompt, budgetTokens: 1_000, countTokens: charTokens, now: new Date(clock), markUsed: false });

describe("recall for a prompt (recallForPrompt)", () => {
  it("recalls what the prompt is about", async () => {
    const store = await projectMemories();
    const result = await recall(store, "Install the dependencies with npm, please");
    expect(result.items.map((item) => item.record.content)).toEqual(["User prefers pnpm over npm for every project."]);
    expect(result.skipped).toBeUndefined();
    const tests = await recall(store, "The integration tests fail to connect to redis");
    expect(tests.items.map((item) => [item.layer, item.record.content])).toEqual([["project", "Integration tests need a local redis-server on port 6379."]]);
  });

  it("reads nothing for small talk or a prompt without a topic word", async () => {
    const store = await projectMemories();
    for (const prompt of ["thanks, that looks great!", "ok", "Sounds good, go ahead", "   "]) {
      expect(await recall(store, prompt)).toEqual({ items: [], block: "", tokens: 0, leftOut: 0, skipped: "small talk" });
    }
    expect(await recall(store, "what is it?")).toEqual({ items: [], block: "", tokens: 0, leftOut: 0, skipped: "no topic" });
    // A memory block pasted back is not a topic either.
    expect((await recall(store, fenceMemoryBlock("Deploys go out on Fridays.", { origin: "recalled" }))).skipped).toBe("small talk");
  });

  it("keeps only matches whose relevance clears the bar: weak ones sharing a word with the prompt stay out", async () => {
    const store = await projectMemories();
    const result = await recall(store, "deploy the blue green script to staging and check the redis port");
    expect(promptRelevanceBar).toBe(0.5);
    expect(result.items.map((item) => (item.record.kind === "entry" ? item.record.key : item.record.id))).toEqual(["deploy"]);
    expect(result.leftOut).toBe(0);
  });

  it("reads a request for what it is about, not for the verb it opens with (decision 0270)", async () => {
    const store = await projectMemories();
    const memory = createMemory({ store, scope: { workspace: "p1" }, now: () => new Date(clock) });
    await memory.remember({ key: "comments", content: "User does not want the agent to add comments that restate the code.", type: "preference" });
    await memory.remember({ key: "update-hook", content: "The update hook runs the migrations first." });
    const keys = async (prompt: string) => {
      const result = await recall(store, prompt);
      return [result.skipped, result.items.map((item) => (item.record.kind === "entry" ? item.record.key : item.record.id))];
    };
    // Only "add" is shared: no match.
    expect(await keys("add a refund endpoint that talks to Stripe")).toEqual([undefined, []]);
    expect(await keys("Please add a refund flow. Then fix the invoice totals")).toEqual([undefined, []]);
    // A request of nothing but its verb names no topic.
    expect(await keys("fix it")).toEqual(["no topic", []]);
    expect(await keys("Can you fix it?")).toEqual(["no topic", []]);
    // The same word anywhere else in the sentence is what it is about.
    expect(await keys("why does update hang on startup")).toEqual([undefined, ["update-hook"]]);
    expect(await keys("should we add comments to the exports")).toEqual([undefined, ["comments"]]);
    expect(await keys("Now add a test for the redis port")).toEqual([undefined, ["redis"]]);
  });

  it("finds the tool the project uses when the prompt asks by its kind (tool-kinds.ts)", async () => {
    const store = await projectMemories();
    const memory = createMemory({ store, scope: { workspace: "p1" }, now: () => new Date(clock) });
    await memory.remember({ key: "vitest", content: "The suite moved off Jest, everything runs on Vitest now." });
    await memory.remember({ key: "sentry", content: "Crashes are reported to Sentry under the mobile project." });
    await memory.remember({ key: "manager", content: "Ask the release manager before tagging." });
    const keys = async (prompt: string) => (await recall(store, prompt)).items.map((item) => (item.record.kind === "entry" ? item.record.key : item.record.id));
    // No word of the question is in the memory that answers it: the kind's tools' names are.
    expect(await keys("which package manager do we use?")).toEqual(["pnpm"]);
    expect(await keys("what's our test framework?")).toEqual(["vitest"]);
    expect(await keys("which error tracker do we use")).toEqual(["sentry"]);
    // "manager" alone names no kind: the memory holding the word is found, the tools are not searched.
    expect(await keys("who is the manager?")).toEqual(["manager"]);
  });

  it("as an attacker: a prompt of endless request words or sentences recalls nothing", async () => {
    const store = await projectMemories();
    for (const prompt of [`${"please can you now ".repeat(2_000)}add`, `\n${"and\n".repeat(30_000)}y`]) {
      const result = await recall(store, prompt);
      expect([result.items, result.block]).toEqual([[], ""]);
    }
  });

  it("leaves out what the sessions it is told to exclude extracted", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: { workspace: "p1" }, now: () => new Date(clock), autoConsolidate: false });
    const at = new Date(clock).toISOString();
    await (await memory.session("s1")).append([
      { id: "u1", role: "user", parts: [{ type: "text", text: "I prefer pnpm over npm for every project." }], createdAt: at },
      { id: "a1", role: "assistant", parts: [{ type: "text", text: "Noted." }], createdAt: at },
    ]);
    const base = { store, context, layers, prompt: "Install it with npm", budgetTokens: 1_000, countTokens: charTokens, now: new Date(clock) };
    expect((await recallForPrompt(base)).items.map((item) => item.record.content)).toEqual(["User prefers pnpm over npm for every project."]);
    expect((await recallForPrompt({ ...base, excludeSessionIds: ["s1"] })).items).toEqual([]);
  });

  it("queries only the start of a huge prompt", async () => {
    const store = await projectMemories();
    const result = await recall(store, `${"lorem ipsum ".repeat(promptQueryChars)} npm`);
    expect(result.items).toEqual([]);
    expect(result.skipped).toBeUndefined();
  });
});
