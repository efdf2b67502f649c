import { createEngram, createInMemoryStore } from "@engram/core";
import { generateText, isStepCount } from "ai";
import { MockEmbeddingModelV4, MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { engramComplete, engramEmbed, engramTools } from "../src/index.js";
import { testClock, textResult, toolCallResult } from "./helpers.js";

describe("engramComplete and engramEmbed", () => {
  it("completes a prompt with the model's instructions and text", async () => {
    const mock = new MockLanguageModelV4({ doGenerate: textResult("A short summary.") });
    const complete = engramComplete(mock);
    expect(await complete({ system: "Summarize.", prompt: "Long transcript" })).toEqual({ text: "A short summary." });
    expect(mock.doGenerateCalls[0]!.prompt).toEqual([
      { role: "system", content: "Summarize." },
      { role: "user", content: [{ type: "text", text: "Long transcript" }] },
    ]);
  });

  it("asks for JSON with a schema and returns the parsed object, or only the text when it does not parse", async () => {
    const schema = z.object({ facts: z.array(z.string()) });
    const mock = new MockLanguageModelV4({ doGenerate: [textResult('{"facts":["The team uses pnpm."]}'), textResult("no json here")] });
    const complete = engramComplete(mock);
    expect(await complete({ system: "Extract.", prompt: "We use pnpm.", schema })).toEqual({
      text: '{"facts":["The team uses pnpm."]}',
      object: { facts: ["The team uses pnpm."] },
    });
    expect(mock.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: "json", schema: { type: "object" } });
    expect(await complete({ system: "Extract.", prompt: "We use pnpm.", schema })).toEqual({ text: "no json here" });
  });

  it("passes a request's maxOutputTokens to the model, and none when the request sets none", async () => {
    const mock = new MockLanguageModelV4({ doGenerate: [textResult('{"selected":["m1"]}'), textResult("Free text.")] });
    const complete = engramComplete(mock);
    await complete({ system: "Select.", prompt: "Headers", schema: z.object({ selected: z.array(z.string()) }), maxOutputTokens: 256 });
    await complete({ system: "Summarize.", prompt: "Transcript" });
    expect(mock.doGenerateCalls.map((call) => call.maxOutputTokens)).toEqual([256, undefined]);
  });

  it("embeds texts through embedMany, in order", async () => {
    const mock = new MockEmbeddingModelV4({
      maxEmbeddingsPerCall: 10,
      doEmbed: {
        embeddings: [
          [1, 0],
          [0, 1],
        ],
        warnings: [],
      },
    });
    const embed = engramEmbed(mock);
    expect(await embed(["pnpm", "npm"])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(mock.doEmbedCalls[0]!.values).toEqual(["pnpm", "npm"]);
    expect(await embed([])).toEqual([]);
    expect(mock.doEmbedCalls).toHaveLength(1);
  });
});

describe("engramTools", () => {
  it("stores a memory when the model calls memory_store, and recalls it with memory_recall", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", now: testClock() });
    const tools = engramTools(engram, { sessionId: "t1", userId: "ann" });
    expect(Object.keys(tools)).toEqual(["memory_store", "memory_recall", "memory_forget"]);
    const mock = new MockLanguageModelV4({
      doGenerate: [
        toolCallResult("c1", "memory_store", { content: "Deploys happen on Fridays.", key: "deploy-day", type: "convention" }),
        textResult("Remembered."),
      ],
    });
    const result = await generateText({ model: mock, prompt: "Remember: we deploy on Fridays.", tools, stopWhen: isStepCount(2) });
    expect(result.steps[0]!.toolResults.map((r) => r.output)).toEqual(['Stored under "deploy-day".']);
    const stored = await engram.memory({ userId: "ann" }).get("deploy-day");
    expect(stored).toMatchObject({ key: "deploy-day", content: "Deploys happen on Fridays.", type: "convention", scope: { user: "ann" } });
    expect(mock.doGenerateCalls[0]!.tools?.map((t) => t.name)).toEqual(["memory_store", "memory_recall", "memory_forget"]);

    const recalled = await tools.memory_recall.execute!({ query: "when do we deploy" }, { toolCallId: "c2", messages: [], context: {} });
    expect(recalled).toContain("Deploys happen on Fridays.");
  });
});
