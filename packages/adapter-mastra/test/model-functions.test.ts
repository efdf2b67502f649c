import { describe, expect, it } from "vitest";
import { isEngramError } from "@engram/core";
import { MockEmbeddingModelV4, MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import { engramComplete, engramEmbed } from "../src/index.js";
import { textReply } from "./helpers.js";

describe("engramComplete and engramEmbed", () => {
  it("completes through an AI SDK language model, parsing JSON when a schema is given", async () => {
    const model = new MockLanguageModelV4({ doGenerate: [textReply("plain answer"), textReply('```json\n{"facts":["uses pnpm"]}\n```')] });
    const complete = engramComplete(model);

    expect(await complete({ system: "Be brief.", prompt: "Say something." })).toEqual({ text: "plain answer" });
    const schema = z.object({ facts: z.array(z.string()) });
    expect(await complete({ system: "Extract.", prompt: "I use pnpm.", schema })).toEqual({
      text: '```json\n{"facts":["uses pnpm"]}\n```',
      object: { facts: ["uses pnpm"] },
    });
    expect(model.doGenerateCalls[0]!.prompt).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: [{ type: "text", text: "Say something." }] },
    ]);
    expect(model.doGenerateCalls[1]!.responseFormat).toMatchObject({ type: "json", schema: { type: "object", required: ["facts"] } });
  });

  it("passes a request's maxOutputTokens to doGenerate, and none when the request sets none", async () => {
    const model = new MockLanguageModelV4({ doGenerate: [textReply('{"selected":["m1"]}'), textReply("plain")] });
    const complete = engramComplete(model);
    await complete({ system: "Select.", prompt: "Headers", schema: z.object({ selected: z.array(z.string()) }), maxOutputTokens: 256 });
    await complete({ system: "Be brief.", prompt: "Say something." });
    expect(model.doGenerateCalls.map((call) => call.maxOutputTokens)).toEqual([256, undefined]);
  });

  it("embeds through an AI SDK embedding model and rejects what is not a model", async () => {
    const embedder = new MockEmbeddingModelV4({ doEmbed: async ({ values }) => ({ embeddings: values.map((value) => [value.length, 1]), warnings: [] }) });
    const embed = engramEmbed(embedder);

    expect(await embed(["ab", "abcd"])).toEqual([
      [2, 1],
      [4, 1],
    ]);
    expect(await embed([])).toEqual([]);
    expect(
      isEngramError(
        (() => {
          try {
            engramComplete("openai/gpt-4o");
          } catch (error) {
            return error;
          }
        })(),
        "INVALID_OPTIONS",
      ),
    ).toBe(true);
    expect(
      isEngramError(
        (() => {
          try {
            engramEmbed({});
          } catch (error) {
            return error;
          }
        })(),
        "INVALID_OPTIONS",
      ),
    ).toBe(true);
  });
});
