import { describe, expect, it } from "vitest";
import {
  buildMemoryBlock,
  consolidate,
  createInMemoryStore,
  createMemory,
  forgetEntry,
  type MemoryBlockLayer,
  type Message,
  recentDailyInLayers,
  type Scope,
} from "./core-internals.js";

const clock = "2026-06-03T09:00:00.000Z";
const charTokens = (text: string): number => Math.ceil(text.length / 4);
const context: Scope = { workspace: "p1", session: "s9" };
const layers: MemoryBlockLayer[] = [
  { name: "session", scope: { workspace: "p1", session: "s9" } },
  { name: "project", scope: { workspace: "p1" } },
  { name: "global", scope: {} },
];

const say = (id: string, role: Message["role"], text: string, at: string): Message => ({ id, role, parts: [{ type: "text", text }], createdAt: at });

/** Three exchanges of project p1 (two days ago, yesterday, today) and one of project p2 today. */
async function extractedStore() {
  const store = createInMemoryStore();
  const days: [string, string, string][] = [
    ["2026-06-01T10:00:00.000Z", "d1", "We use Vitest for tests."],
    ["2026-06-02T10:00:00.000Z", "d2", "I prefer pnpm over npm for every project."],
    ["2026-06-03T08:00:00.000Z", "d3", "Our API runs on port 8080."],
  ];
  for (const [at, id, text] of days) {
    const memory = createMemory({ store, scope: { workspace: "p1" }, now: () => new Date(at), autoConsolidate: false });
    await (await memory.session(id)).append([say(`${id}-u`, "user", text, at), say(`${id}-a`, "assistant", "Noted.", at)]);
  }
  const other = createMemory({ store, scope: { workspace: "p2" }, now: () => new Date(clock), autoConsolidate: false });
  await (await other.session("o1")).append([say("o1-u", "user", "We use Jest for tests.", clock), say("o1-a", "assistant", "Noted.", clock)]);
  return store;
}

describe("the recent daily log (recentDailyInLayers)", () => {
  it("gives the project's facts of today and yesterday, newest first, and nothing of another project", async () => {
    const store = await extractedStore();
    const recent = await recentDailyInLayers({ store, context, layers, days: 2, budgetTokens: 2_000, countTokens: charTokens, now: new Date(clock) });
    expect(recent.items.map((item) => [item.layer, item.record.content, item.age])).toEqual([
      ["project", "The team's API runs on port 8080.", "1 hour ago"],
      ["project", "User prefers pnpm over npm for every project.", "23 hours ago"],
    ]);
    expect(recent.block).toBe(
      [
        '<engram-memory data-engram="recalled">',
        "Recalled memories, best first. Each shows when it was written.",
        "- [project, fact, 2026-06-03, 1 hour ago] The team's API runs on port 8080.",
        "- [project, preference, 2026-06-02, 23 hours ago] User prefers pnpm over npm for every project.",
        "</engram-memory>",
      ].join("\n"),
    );
    expect(recent.leftOut).toBe(0);
  });

  it("leaves out what consolidation distilled and what a forgotten entry came from", async () => {
    const store = await extractedStore();
    await consolidate({ store, scope: { workspace: "p1" }, now: new Date("2026-06-02T12:00:00.000Z") });
    const memory = createMemory({ store, scope: { workspace: "p1" }, now: () => new Date(clock), autoConsolidate: false });
    await memory.remember({ key: "port", content: "Our API runs on port 8080." });
    await forgetEntry(store, { workspace: "p1" }, "port", { now: new Date(clock) });
    const recent = await recentDailyInLayers({ store, context, layers, days: 3, budgetTokens: 2_000, countTokens: charTokens, now: new Date(clock) });
    expect(recent.items.map((item) => item.record.content)).toEqual([]);
  });

  it("refuses a number of days outside 1 to 366", async () => {
    const store = createInMemoryStore();
    await expect(
      recentDailyInLayers({ store, context, layers, days: 0, budgetTokens: 100, countTokens: charTokens, now: new Date(clock) }),
    ).rejects.toMatchObject({
      code: "INVALID_OPTIONS",
      message: "Invalid recent days 0: expected a whole number of days from 1 to 366.",
    });
  });
});

describe("buildMemoryBlock with recentDays", () => {
  it("follows the indexes with the recent daily log when there is no query, within the budget", async () => {
    const store = await extractedStore();
    const memory = createMemory({ store, scope: { workspace: "p1" }, now: () => new Date(clock), autoConsolidate: false });
    await memory.remember({ key: "deploy", content: "Deploy with the blue green script." });
    const options = { store, context, layers, budgetTokens: 2_000, countTokens: charTokens, now: new Date(clock) } as const;
    const block = await buildMemoryBlock({ ...options, recentDays: 2 });
    expect(block.indexes.map((index) => index.layer)).toEqual(["project"]);
    expect(block.recalled?.items.map((item) => item.record.content)).toEqual([
      "The team's API runs on port 8080.",
      "User prefers pnpm over npm for every project.",
    ]);
    expect(block.text.indexOf("MEMORY.md of the project scope")).toBeLessThan(block.text.indexOf("The team's API runs on port 8080."));
    expect(block.tokens).toBe(charTokens(block.text));
    // Without recentDays the block is the indexes alone, as before.
    expect((await buildMemoryBlock(options)).recalled).toBeUndefined();
    // A query recalls instead of listing the recent log.
    const queried = await buildMemoryBlock({ ...options, recentDays: 2, query: "which test runner" });
    expect(queried.recalled?.items.map((item) => item.record.content)).toEqual(["The team uses Vitest for tests."]);
    const small = await buildMemoryBlock({ ...options, recentDays: 2, budgetTokens: 120 });
    expect(small.tokens).toBeLessThanOrEqual(120);
  });
});
