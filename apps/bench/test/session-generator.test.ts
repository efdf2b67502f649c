import { parseMessage } from "@engram/core";
import { describe, expect, it } from "vitest";
import { langChainInput } from "../src/systems/langchain-system.js";
import { mastraInput } from "../src/systems/mastra-system.js";
import { brokenToolPair } from "../src/systems/tool-pairs.js";
import { benchSystemPrompt, generateFollowUps, generateSession } from "../src/session-generator.js";

describe("generateSession", () => {
  const session = generateSession({ messages: 400 });

  it("is deterministic for a seed and differs across seeds", () => {
    expect(generateSession({ messages: 400 })).toEqual(session);
    expect(generateSession({ messages: 400, seed: 7 })).not.toEqual(session);
  });

  it("makes exactly the requested number of valid messages, every tool call answered", () => {
    for (const size of [1, 2, 3, 57, 400]) {
      const messages = generateSession({ messages: size });
      expect(messages).toHaveLength(size);
      messages.forEach((message, position) => expect(parseMessage(message, position)).toEqual(message));
      expect(brokenToolPair(messages)).toBeUndefined();
    }
  });

  it("covers the realistic mix: tools, long outputs, commits, unicode", () => {
    const tools = new Set(session.flatMap((m) => m.parts.flatMap((p) => (p.type === "tool-call" ? [p.toolName] : []))));
    expect([...tools].sort()).toEqual(["edit_file", "grep", "read_file", "run_command"]);
    const outputs = session.flatMap((m) => m.parts.flatMap((p) => (p.type === "tool-result" && typeof p.output === "string" ? [p.output] : [])));
    expect(outputs.some((o) => o.length >= 2000)).toBe(true);
    expect(outputs.some((o) => /^\[main [0-9a-f]{7}\] /.test(o))).toBe(true);
    const text = JSON.stringify(session);
    expect(/\p{Extended_Pictographic}/u.test(text)).toBe(true);
    expect(/\p{Script=Han}/u.test(text)).toBe(true);
    expect(/[éèêôç]/.test(text)).toBe(true);
  });

  it("continues ids and timestamps in the follow-ups", () => {
    const followUps = generateFollowUps({ after: session, count: 3 });
    expect(followUps.map((m) => m.role)).toEqual(["user", "user", "user"]);
    expect(followUps[0]!.id).toBe("msg-000400");
    expect(Date.parse(followUps[0]!.createdAt)).toBeGreaterThan(Date.parse(session.at(-1)!.createdAt));
  });
});

describe("conversions", () => {
  const messages = generateSession({ messages: 120 });

  it("maps every message to one LangChain message after the system message", () => {
    const converted = langChainInput(benchSystemPrompt, messages);
    expect(converted.messages).toHaveLength(messages.length + 1);
    expect(converted.boundaries).toEqual(Array.from({ length: messages.length + 1 }, (_, i) => i + 1));
    expect(converted.messages.map((m) => m.getType())).toEqual([
      "system",
      ...messages.map((m) => ({ user: "human", assistant: "ai", tool: "tool", system: "system" })[m.role]),
    ]);
  });

  it("maps every message to one message of Mastra's provider prompt", async () => {
    const converted = await mastraInput(benchSystemPrompt, messages);
    expect(converted.prompt).toHaveLength(messages.length + 1);
    expect(converted.prompt.map((m) => m.role)).toEqual(["system", ...messages.map((m) => m.role)]);
    expect(converted.sources.size).toBe(messages.length + 1);
  });
});
