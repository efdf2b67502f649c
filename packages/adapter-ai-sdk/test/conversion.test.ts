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
