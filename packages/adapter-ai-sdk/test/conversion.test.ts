import { createHash } from "node:crypto";
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { createEngram, createInMemoryStore, type Message } from "@engram/core";
import { describe, expect, it } from "vitest";
import { messageFromEngram, promptFromTurn, promptToDrafts } from "../src/index.js";
import { testClock } from "./helpers.js";

const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
const prompt: LanguageModelV4Prompt = [
  { role: "system", content: "You are a coding agent.", providerOptions: { anthropic: { cacheControl: { type: "ephemeral" } } } },
  {
    role: "user",
    content: [
      { type: "text", text: "What is in this screenshot and this spec?" },
      { type: "file", data: { type: "data", data: bytes }, mediaType: "image/png", filename: "shot.png" },
      { type: "file", data: { type: "url", url: new URL("https://example.com/spec.pdf") }, mediaType: "application/pdf" },
    ],
  },
  {
    role: "assistant",
    content: [
      { type: "reasoning", text: "I should read the spec first.", providerOptions: { anthropic: { signature: "sig-1" } } },
      { type: "tool-call", toolCallId: "c1", toolName: "read_spec", input: { page: 2 } },
    ],
  },
  {
    role: "tool",
    content: [{ type: "tool-result", toolCallId: "c1", toolName: "read_spec", output: { type: "error-json", value: { error: "page 2 is blank" } } }],
  },
];

describe("promptToDrafts with the previous conversion", () => {
  /** The AI SDK's next prompt for the same history: new message and part objects, the same field values. */
  const resent = (source: LanguageModelV4Prompt): LanguageModelV4Prompt =>
    source.map(
      (message) =>
        ({ ...message, content: typeof message.content === "string" ? message.content : message.content.map((part) => ({ ...part })) }) as typeof message,
    );

  it("keeps the drafts of messages re-sent with the same values and converts the changed and the new ones", () => {
    const first = promptToDrafts(prompt);
    const next = resent(prompt);
    // The tool call's input is now another object with the same value: converted again, to an equal draft.
    const call = next[2]!.content[1] as { input: unknown };
    call.input = { page: 2 };
    next.push({ role: "user", content: [{ type: "text", text: "And page 3?" }] });
    const second = promptToDrafts(next, first);
    expect(second.drafts[0]).toBe(first.drafts[0]);
    expect(second.drafts[2]).toBe(first.drafts[2]);
    expect(second.drafts[1]).not.toBe(first.drafts[1]);
    expect(second.drafts[1]).toEqual(first.drafts[1]);
    expect(second.drafts[3]).toEqual({ role: "user", parts: [{ type: "text", text: "And page 3?" }] });
    expect(second.originals).toEqual(next.slice(1));
  });

  it("converts a message afresh when a field differs, a part is added or the history moved", () => {
    const first = promptToDrafts(prompt);
    const edited = resent(prompt);
    (edited[1]!.content[0] as { text: string }).text = "What is in this screenshot?";
    expect(promptToDrafts(edited, first).drafts[0]).toEqual(
      expect.objectContaining({ parts: expect.arrayContaining([{ type: "text", text: "What is in this screenshot?" }]) }),
    );
    const shifted = [prompt[0]!, ...prompt.slice(2)];
    const moved = promptToDrafts(shifted, first);
    expect(moved.drafts[0]).not.toBe(first.drafts[0]);
    expect(moved.drafts[0]).toEqual(first.drafts[1]);
    const extra = resent(prompt);
    (extra[3]!.content[0] as { providerOptions?: unknown }).providerOptions = { openai: { note: "x" } };
    expect(promptToDrafts(extra, first).drafts[2]).not.toBe(first.drafts[2]);
  });
});

describe("converting V4 prompts", () => {
  it("archives files by reference, leaves reasoning out, and keeps the tool output's shape in metadata", () => {
    const { system, systemProviderOptions, drafts } = promptToDrafts(prompt);
    expect(system).toEqual(["You are a coding agent."]);
    expect(systemProviderOptions).toEqual({ anthropic: { cacheControl: { type: "ephemeral" } } });
    const hash = createHash("sha256").update(bytes).digest("hex");
    expect(drafts.map((draft) => draft.parts)).toEqual([
      [
        { type: "text", text: "What is in this screenshot and this spec?" },
        { type: "file", uri: `engram-file://sha256/${hash}`, mediaType: "image/png", name: "shot.png" },
        { type: "file", uri: "https://example.com/spec.pdf", mediaType: "application/pdf" },
      ],
      [{ type: "tool-call", toolCallId: "c1", toolName: "read_spec", input: { page: 2 } }],
      [{ type: "tool-result", toolCallId: "c1", toolName: "read_spec", output: { error: "page 2 is blank" }, isError: true }],
    ]);
    expect(JSON.stringify(drafts)).not.toContain("137,80,78");
    expect(drafts[2]!.metadata).toEqual({ aiSdk: { parts: [{ output: { type: "error-json" } }] } });
  });

  it("sends messages of this call as the AI SDK gave them, and rebuilds archived ones with their V4 shapes", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o", contextWindow: 16_000, now: testClock() });
    const incoming = promptToDrafts(prompt);
    const turn = await engram.prepare({ sessionId: "files" }, { messages: incoming.drafts, system: incoming.system });
    const sent = promptFromTurn(turn, incoming);
    expect(sent[0]).toEqual({ role: "system", content: "You are a coding agent.", providerOptions: incoming.systemProviderOptions });
    expect(sent.slice(1)).toEqual(prompt.slice(1));

    // From the archive alone (a later call that does not re-send them): bytes are gone, shapes are back.
    const [user, assistant, toolMessage] = turn.messages as Message[];
    expect(messageFromEngram(user!)).toEqual({
      role: "user",
      content: [
        { type: "text", text: "What is in this screenshot and this spec?" },
        { type: "text", text: '[file "shot.png" (image/png) not re-sent: Engram archives files by reference, not their bytes]' },
        { type: "file", data: { type: "url", url: new URL("https://example.com/spec.pdf") }, mediaType: "application/pdf" },
      ],
    });
    expect(messageFromEngram(assistant!)).toEqual({
      role: "assistant",
      content: [{ type: "tool-call", toolCallId: "c1", toolName: "read_spec", input: { page: 2 } }],
    });
    expect(messageFromEngram(toolMessage!)).toEqual(prompt[3]);
  });
});
