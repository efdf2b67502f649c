import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, memoryTools } from "./core-internals.js";

const now = () => new Date("2026-06-01T09:00:00.000Z");

describe("recall filtered by type", () => {
  it("recalls only entries of the types asked for, through the API and the memory_recall tool", async () => {
    const memory = createMemory({ store: createInMemoryStore(), scope: { workspace: "acme" }, now });
    await memory.remember({ key: "port", content: "The API listens on port 3000.", type: "fact" });
    await memory.remember({ key: "port-choice", content: "We chose port 3000 for the API to match staging.", type: "decision" });
    const all = await memory.recall("API port", { markUsed: false });
    expect(all.items.map((item) => (item.source.kind === "entry" ? item.source.key : "")).sort()).toEqual(["port", "port-choice"]);
    const decisions = await memory.recall("API port", { types: ["decision"], markUsed: false });
    expect(decisions.items.map((item) => (item.source.kind === "entry" ? item.source.key : ""))).toEqual(["port-choice"]);
    const recallTool = memoryTools(memory).find((tool) => tool.name === "memory_recall")!;
    const facts = await recallTool.execute({ query: "API port", type: "fact" });
    expect(facts.text).toContain("The API listens on port 3000.");
    expect(facts.text).not.toContain("We chose port 3000");
  });
});
