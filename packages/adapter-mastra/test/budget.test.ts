import { describe, expect, it } from "vitest";
import { createTool } from "@mastra/core/tools";
import { computeBudget, tokenOverheads } from "@engram/core/pipeline";
import { createInMemoryStore, TokenCounter } from "@engram/core";
import { promptMessages } from "@engram/core/testing";
import { MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import { EngramMastraMemory } from "../src/index.js";
import { agentWith, textReply, toolCallReply } from "./helpers.js";

type Prompt = MockLanguageModelV4["doGenerateCalls"][number]["prompt"];

function toolIds(prompt: Prompt, type: "tool-call" | "tool-result"): string[] {
  return prompt.flatMap((message) => (message.role === "system" ? [] : message.content.flatMap((part) => (part.type === type ? [part.toolCallId] : []))));
}

describe("a long conversation through a small context window", () => {
  it("keeps every prompt in budget, with the summary once trimming started, the newest user message and no orphaned tool result", async () => {
    const memory = new EngramMastraMemory({ store: createInMemoryStore(), model: "gpt-4o", contextWindow: 4_000, maxOutputTokens: 500 });
    const readFile = createTool({
      id: "read_file",
      description: "Read a file",
      inputSchema: z.object({ path: z.string() }),
      execute: async ({ path }) => ({
        path,
        content: path.endsWith("0.ts") ? `// ${path}\n${"export const value = compute(input);\n".repeat(40)}` : `// ${path} is short`,
      }),
    });
    // Answers from what it receives: a user message asks for a file, a tool result gets a text reply.
    let turn = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => {
        const last = options.prompt.at(-1)!;
        if (last.role === "tool") return textReply(`Read it. ${"The module looks consistent. ".repeat(turn % 4 === 0 ? 30 : 2)}`);
        return toolCallReply(`call-${turn}`, "read_file", { path: `src/module-${turn}.ts` });
      },
    });
    const agent = agentWith(model, memory, { read_file: readFile });

    for (turn = 0; turn < 40; turn++) {
      const ask = `Turn ${turn}: open src/module-${turn}.ts and check it.${turn % 5 === 0 ? ` ${"Keep the public API stable. ".repeat(25)}` : ""}`;
      const result = await agent.generate(ask, { memory: { thread: "long", resource: "ann" } });
      expect(result.text.startsWith("Read it.")).toBe(true);
    }

    const limit = computeBudget({ contextWindow: 4_000, maxOutputTokens: 500 });
    const recount = await TokenCounter.forModel("gpt-4o");
    let trimmed = false;
    expect(model.doGenerateCalls).toHaveLength(80);
    model.doGenerateCalls.forEach(({ prompt }, index) => {
      const sent = promptMessages(prompt).reduce((n: number, message) => n + recount.countMessage(message), tokenOverheads.perPrompt);
      expect(sent).toBeLessThanOrEqual(limit);
      const summaries = prompt.filter((message) => message.role === "system" && message.content.includes("<thread_summary>"));
      if (summaries.length > 0) trimmed = true;
      if (trimmed) expect(summaries).toHaveLength(1);
      const newest = `Turn ${Math.floor(index / 2)}: open src/module-${Math.floor(index / 2)}.ts`;
      const users = prompt.filter((message) => message.role === "user");
      expect(JSON.stringify(users.at(-1))).toContain(newest);
      expect(new Set(toolIds(prompt, "tool-result"))).toEqual(new Set(toolIds(prompt, "tool-call")));
    });
    expect(trimmed).toBe(true);
  });
});
