import { MockEmbeddingModelV4, MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { engramComplete, engramEmbed } from "../src/index.js";
import { textResult } from "./helpers.js";

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
