import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { EngramError, createEngram, createInMemoryStore, engramErrorOf, type MessagePart } from "@engram/core";
import { archivedMessages } from "@engram/core/testing";
import { generateText, streamText } from "ai";
import { MockLanguageModelV4, convertArrayToReadableStream } from "ai/test";
import { describe, expect, it } from "vitest";
import { engramModel } from "../src/index.js";
import { testClock, textResult, textStream } from "./helpers.js";

const text = (value: string): MessagePart => ({ type: "text", text: value });
const ids = (sessionId: string, userId = "ann") => ({ engram: { sessionId, userId } });

// What every adapter shows (archive once, budget, retries, ids, recall, tools, stable prompts) is proven by
// the conformance suite (conformance.test.ts); these are the AI SDK's own paths.
describe("engramMiddleware with generateText and streamText", () => {
  it("records the usage the provider reports, after a generate call and after a streamed call", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    const mock = new MockLanguageModelV4({
      doGenerate: textResult("Renamed in 3 files."),
      doStream: textStream(["Renamed ", "in 4 ", "files."]),
    });
    const model = engramModel(mock, { engram });

    await generateText({ model, prompt: "Rename parseConfig to loadConfig.", providerOptions: ids("gen") });
    await streamText({ model, prompt: "Rename loadConfig to readConfig.", providerOptions: ids("stream") }).consumeStream();

    const usage = async (sessionId: string) =>
      (await store.readEvents(sessionId)).flatMap((event) => (event.type === "usage" ? [[event.inputTokens, event.outputTokens]] : []));
    expect(await usage("gen")).toEqual([[10, 5]]);
    expect(await usage("stream")).toEqual([[12, 4]]);
  });

  it("archives a streamed reply the provider finished even when the reader stops early, and nothing from one without a finish", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    const mock = new MockLanguageModelV4({ doStream: textStream(["Renamed ", "in 4 ", "files."]) });
    const model = engramModel(mock, { engram });
    const streamed = streamText({ model, prompt: "Rename loadConfig to readConfig.", providerOptions: ids("cancel") });
    const reader = streamed.textStream.getReader();
    expect((await reader.read()).value).toBe("Renamed ");
    await reader.cancel();
    // streamText drains the model's stream on its own, so the finished reply is archived whole.
    expect(await archivedMessages(store, "cancel")).toEqual([
      { role: "user", parts: [text("Rename loadConfig to readConfig.")] },
      { role: "assistant", parts: [text("Renamed in 4 files.")] },
    ]);

    const unfinished = new MockLanguageModelV4({
      doStream: {
        stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([
          { type: "text-start", id: "t1" },
          { type: "text-delta", id: "t1", delta: "Renamed " },
          { type: "error", error: new Error("connection reset") },
        ]),
      },
    });
    const broken = streamText({ model: engramModel(unfinished, { engram }), prompt: "Rename it back.", providerOptions: ids("broken"), onError: () => {} });
    await broken.consumeStream();
    expect(await archivedMessages(store, "broken")).toEqual([{ role: "user", parts: [text("Rename it back.")] }]);
  });

  it("hands streamText's onError and fullStream the EngramError of a call without a session id; the text stays empty", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const mock = new MockLanguageModelV4({ doStream: textStream(["never"]) });
    const model = engramModel(mock, { engram, userId: "ann" });
    const reported: unknown[] = [];
    const result = streamText({ model, prompt: "Hi", maxRetries: 0, onError: ({ error }) => void reported.push(error) });
    const parts: unknown[] = [];
    for await (const part of result.fullStream) parts.push(part);
    expect(parts.map((part) => (part as { type: string }).type)).toEqual(["start", "error"]);
    const streamed = (parts[1] as { error: unknown }).error;
    expect(streamed).toBeInstanceOf(EngramError);
    expect(engramErrorOf(streamed)?.code).toBe("INVALID_OPTIONS");
    expect((streamed as Error).message).toContain("providerOptions: { engram: { sessionId } }");
    expect(reported).toEqual([streamed]);
    await expect(result.text).rejects.toMatchObject({ name: "AI_NoOutputGeneratedError" });
    expect(mock.doStreamCalls).toHaveLength(0);
  });

  it("never passes providerOptions.engram to the provider, and keeps other providers' options", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const mock = new MockLanguageModelV4({ doGenerate: textResult("ok"), doStream: textStream(["ok"]) });
    const model = engramModel(mock, { engram });
    await generateText({ model, prompt: "Hi", providerOptions: { ...ids("p1"), openai: { user: "u-1" } } });
    await streamText({ model, prompt: "Hi", providerOptions: ids("p2") }).consumeStream();
    expect(mock.doGenerateCalls[0]!.providerOptions).toEqual({ openai: { user: "u-1" } });
    expect(mock.doStreamCalls[0]!.providerOptions?.engram).toBeUndefined();
    expect(JSON.stringify([mock.doGenerateCalls, mock.doStreamCalls])).not.toContain('"engram"');
  });
});
