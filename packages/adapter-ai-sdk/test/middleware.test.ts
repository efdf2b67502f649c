import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { EngramError, TokenCounter, createEngram, createInMemoryStore, engramErrorOf, type MessagePart, type PreparedTurn } from "@engram/core";
import { promptMessages } from "@engram/core/testing";
import { openSqliteStore } from "@engram/store-sqlite";
import { generateText, isStepCount, streamText, tool, type ModelMessage } from "ai";
import { MockLanguageModelV4, convertArrayToReadableStream } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { engramModel } from "../src/index.js";
import { archived, systemContent, testClock, textResult, textStream, toolCallResult, toolIds, userTexts } from "./helpers.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const text = (value: string): MessagePart => ({ type: "text", text: value });
const ids = (sessionId: string, userId = "ann") => ({ engram: { sessionId, userId } });

describe("engramMiddleware with generateText and streamText", () => {
  it("recalls a preference from an earlier session into the system message, for the same user only", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    const mock = new MockLanguageModelV4({ doGenerate: textResult("Noted: pnpm it is.") });
    const model = engramModel(mock, { engram });

    await generateText({ model, prompt: "I prefer pnpm over npm for every project.", providerOptions: ids("monday") });
    await generateText({
      model,
      instructions: "You are a coding agent.",
      prompt: "Should the new service use npm or pnpm?",
      providerOptions: ids("tuesday"),
    });

    const prompt = mock.doGenerateCalls[1]!.prompt;
    expect(prompt.map((message) => message.role)).toEqual(["system", "user"]);
    const system = prompt[0]!.content as string;
    expect(system.startsWith("You are a coding agent.\n\n")).toBe(true);
    const memoryBlock = system.slice(system.indexOf("<engram-memory"), system.indexOf("</engram-memory>"));
    expect(memoryBlock).toContain("pnpm over npm");
    expect(prompt[1]).toEqual({ role: "user", content: [{ type: "text", text: "Should the new service use npm or pnpm?" }] });

    await generateText({
      model,
      instructions: "You are a coding agent.",
      prompt: "Should the new service use npm or pnpm?",
      providerOptions: ids("wednesday", "bob"),
    });
    const bobs = mock.doGenerateCalls[2]!.prompt;
    expect(systemContent(bobs)).not.toContain("pnpm over npm");
    expect(bobs.map((message) => message.role)).toEqual(["system", "user"]);
  });

  it("keeps every prompt of a long tool-using conversation within a small window, with summary, anchor and whole tool pairs", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 4_000, maxOutputTokens: 256, now: testClock() });
    let callNumber = 0;
    const mock = new MockLanguageModelV4({
      doGenerate: async ({ prompt }) => {
        callNumber += 1;
        const last = prompt.at(-1)!;
        if (last.role === "tool") return textResult(`Read it. Step ${callNumber}: the file exports one function and two constants.`);
        return toolCallResult(`call-${callNumber}`, "read_file", { path: `src/module-${callNumber}.ts` });
      },
    });
    const turns: PreparedTurn[] = [];
    const model = engramModel(mock, { engram, onPrepared: (turn) => turns.push(turn) });
    const readFile = tool({
      description: "Read a file",
      inputSchema: z.object({ path: z.string() }),
      execute: async ({ path }) =>
        path.endsWith("0.ts") || path.endsWith("5.ts")
          ? `// ${path}\n${Array.from({ length: 120 }, (_, i) => `export const value${i} = compute(${i}, "${path}");`).join("\n")}`
          : `// ${path}\nexport function main() { return 1; }`,
    });

    const history: ModelMessage[] = [];
    const newestUser: string[] = [];
    for (let turn = 0; turn < 40; turn++) {
      const ask =
        turn % 7 === 3
          ? `Turn ${turn}: ${"Please look at the module and explain how the configuration loader decides between environments. ".repeat(8)}`
          : `Turn ${turn}: read the next module and tell me what it exports.`;
      history.push({ role: "user", content: ask });
      const result = await generateText({
        model,
        instructions: "You are a coding agent. Keep answers short.",
        messages: history,
        tools: { read_file: readFile },
        stopWhen: isStepCount(2),
        maxOutputTokens: 256,
        providerOptions: ids("long"),
      });
      history.push(...result.responseMessages);
      newestUser.push(ask, ask);
    }

    const calls = mock.doGenerateCalls;
    expect(calls).toHaveLength(80);
    expect(turns).toHaveLength(80);
    const recount = await TokenCounter.forModel("gpt-4o");
    let trimmed = false;
    calls.forEach((call, index) => {
      const manifest = turns[index]!.context.manifest;
      expect(manifest.tokens.total).toBeLessThanOrEqual(manifest.budget.limit);
      // An independent recount of the messages the model actually received, plus the manifest's
      // overhead (the per-prompt tokens and the declared tool definitions).
      const sent = promptMessages(call.prompt).reduce((total, message) => total + recount.countMessage(message), 0);
      expect(sent + manifest.tokens.overhead).toBeLessThanOrEqual(manifest.budget.limit);
      expect(sent + manifest.tokens.overhead).toBeLessThanOrEqual(manifest.tokens.total);
      if (manifest.droppedInSession > 0) trimmed = true;
      const system = call.prompt[0]!;
      expect(system.role).toBe("system");
      if (trimmed) expect((system.content as string).split("<thread_summary").length - 1).toBe(1);
      expect(call.prompt.slice(1).some((message) => message.role === "system")).toBe(false);
      expect(userTexts(call.prompt).at(-1)).toBe(newestUser[index]);
      const { calls: callIds, results } = toolIds(call.prompt);
      expect(new Set(results)).toEqual(new Set(callIds));
      expect(new Set(callIds).size).toBe(callIds.length);
    });
    expect(trimmed).toBe(true);
    expect(turns.at(-1)!.context.manifest.droppedInSession).toBeGreaterThan(0);
    // The tool definition is declared to core as extra tokens.
    expect(turns[0]!.context.manifest.tokens.overhead).toBeGreaterThan(3);
    // The application re-sent the whole history 80 times; each message is archived once.
    const archive = await archived(store, "long");
    expect(archive).toHaveLength(160);
    expect(archive.map((message) => message.role).slice(0, 4)).toEqual(["user", "assistant", "tool", "assistant"]);
  }, 60_000);

  it("archives the reply of a generate call and of a streamed call", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    const mock = new MockLanguageModelV4({
      doGenerate: textResult("Renamed in 3 files."),
      doStream: textStream(["Renamed ", "in 4 ", "files."]),
    });
    const model = engramModel(mock, { engram });

    const generated = await generateText({ model, prompt: "Rename parseConfig to loadConfig.", providerOptions: ids("gen") });
    expect(generated.text).toBe("Renamed in 3 files.");
    expect(await archived(store, "gen")).toEqual([
      { role: "user", parts: [text("Rename parseConfig to loadConfig.")] },
      { role: "assistant", parts: [text("Renamed in 3 files.")] },
    ]);

    const streamed = streamText({ model, prompt: "Rename loadConfig to readConfig.", providerOptions: ids("stream") });
    expect(await streamed.text).toBe("Renamed in 4 files.");
    expect(await archived(store, "stream")).toEqual([
      { role: "user", parts: [text("Rename loadConfig to readConfig.")] },
      { role: "assistant", parts: [text("Renamed in 4 files.")] },
    ]);
    const usageEvents = (await store.readEvents("stream")).filter((event) => event.type === "usage");
    expect(usageEvents.map((event) => ({ ...event, at: undefined }))).toEqual([expect.objectContaining({ type: "usage", inputTokens: 12, outputTokens: 4 })]);
  });

  it("rebuilds archive-only turns once: an app sending only the new message gets the same prompt objects for them", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    const mock = new MockLanguageModelV4({ doGenerate: textResult("Noted.") });
    const model = engramModel(mock, { engram });
    for (const prompt of ["Use pnpm here.", "Tabs, not spaces.", "Node 24 only."]) await generateText({ model, prompt, providerOptions: ids("server") });

    const [, second, third] = mock.doGenerateCalls.map((call) => call.prompt.filter((message) => message.role !== "system"));
    expect(third!.map((message) => [message.role, message.content.map((part) => (part.type === "text" ? part.text : part.type)).join("")])).toEqual([
      ["user", "Use pnpm here."],
      ["assistant", "Noted."],
      ["user", "Tabs, not spaces."],
      ["assistant", "Noted."],
      ["user", "Node 24 only."],
    ]);
    expect(third![0]).toBe(second![0]);
    expect(third![1]).toBe(second![1]);
    // "Tabs, not spaces." was the AI SDK's own object in the call that sent it, and is rebuilt after.
    expect(third![2]).not.toBe(second![2]);
    expect(third![2]).toEqual(second![2]);
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
    expect(await archived(store, "cancel")).toEqual([
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
    expect(await archived(store, "broken")).toEqual([{ role: "user", parts: [text("Rename it back.")] }]);
  });

  it("archives each message of a multi-step tool loop exactly once (SQLite store)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "engram-ai-sdk-"));
    const store = await openSqliteStore({ path: join(dir, "memory.db") });
    cleanups.push(async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    });
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    const mock = new MockLanguageModelV4({
      doGenerate: [toolCallResult("call-1", "read_file", { path: "src/config.ts" }), textResult("parseConfig is defined in src/config.ts.")],
    });
    const model = engramModel(mock, { engram, sessionId: "loop", userId: "ann" });
    const result = await generateText({
      model,
      instructions: "You are a coding agent.",
      prompt: "Where is parseConfig defined?",
      tools: {
        read_file: tool({
          inputSchema: z.object({ path: z.string() }),
          execute: async ({ path }) => `export function parseConfig() {} // ${path}`,
        }),
      },
      stopWhen: isStepCount(3),
    });
    expect(result.text).toBe("parseConfig is defined in src/config.ts.");

    const call = { type: "tool-call", toolCallId: "call-1", toolName: "read_file", input: { path: "src/config.ts" } } as const;
    expect(await archived(store, "loop")).toEqual([
      { role: "user", parts: [text("Where is parseConfig defined?")] },
      { role: "assistant", parts: [call] },
      {
        role: "tool",
        parts: [{ type: "tool-result", toolCallId: "call-1", toolName: "read_file", output: "export function parseConfig() {} // src/config.ts" }],
      },
      { role: "assistant", parts: [text("parseConfig is defined in src/config.ts.")] },
    ]);

    const second = mock.doGenerateCalls[1]!.prompt;
    expect(second.map((message) => message.role)).toEqual(["system", "user", "assistant", "tool"]);
    expect(userTexts(second)).toEqual(["Where is parseConfig defined?"]);
    expect(toolIds(second)).toEqual({ calls: ["call-1"], results: ["call-1"] });
    expect(second[2]).toMatchObject({ role: "assistant", content: [call] });
  });

  it("retries with a smaller prompt after a context-length rejection and succeeds", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    let rejected = false;
    const mock = new MockLanguageModelV4({
      doGenerate: async () => {
        if (!rejected) {
          rejected = true;
          throw new Error("This model's maximum context length is 4096 tokens. However, your messages resulted in 5210 tokens.");
        }
        return textResult("Here is the plan.");
      },
    });
    const turns: PreparedTurn[] = [];
    const model = engramModel(mock, { engram, onPrepared: (turn) => turns.push(turn) });
    const messages: ModelMessage[] = [];
    for (let i = 0; i < 12; i++) {
      messages.push({ role: "user", content: `Question ${i}: ${"how does the billing webhook retry failed deliveries? ".repeat(12)}` });
      messages.push({ role: "assistant", content: `Answer ${i}: ${"it retries with exponential backoff up to five times. ".repeat(12)}` });
    }
    messages.push({ role: "user", content: "Now write the plan for adding idempotency keys." });

    const result = await generateText({ model, messages, maxRetries: 0, providerOptions: ids("big") });
    expect(result.text).toBe("Here is the plan.");
    expect(mock.doGenerateCalls).toHaveLength(2);
    const [first, second] = mock.doGenerateCalls.map((call) => call.prompt);
    expect(turns.map((turn) => turn.attempt)).toEqual([0, 1]);
    expect(turns[1]!.context.manifest.tokens.total).toBeLessThan(turns[0]!.context.manifest.tokens.total);
    expect(second!.length).toBeLessThan(first!.length);
    expect(JSON.stringify(second).length).toBeLessThan(JSON.stringify(first).length);
    expect(userTexts(second!).at(-1)).toBe("Now write the plan for adding idempotency keys.");
    expect((await archived(store, "big")).at(-1)).toEqual({ role: "assistant", parts: [text("Here is the plan.")] });
  });

  it("rejects a call without a session id with INVALID_OPTIONS saying how to pass one", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o" });
    const mock = new MockLanguageModelV4({ doGenerate: textResult("never") });
    const model = engramModel(mock, { engram, userId: "ann" });
    const call = generateText({ model, prompt: "Hi", maxRetries: 0 });
    await expect(call).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
    await expect(generateText({ model, prompt: "Hi", maxRetries: 0 })).rejects.toThrow("providerOptions: { engram: { sessionId } }");
    expect(mock.doGenerateCalls).toHaveLength(0);
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
