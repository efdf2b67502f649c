import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAgent, tool } from "langchain";
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { MemorySaver } from "@langchain/langgraph-checkpoint";
import { createEngram, createInMemoryStore, TokenCounter, type Message, type PreparedTurn } from "@engram/core";
import { tokenOverheads } from "@engram/core/pipeline";
import { engramMiddleware, toMessageDrafts } from "../src/index.js";

const readFile = tool(
  async ({ path }: { path: string }) => (path.endsWith("big.ts") ? `// ${path}\n${"export const value = compute(input);\n".repeat(60)}` : `// ${path}\nok`),
  {
    name: "read_file",
    description: "Read a file",
    schema: z.object({ path: z.string() }),
  },
);

/** Counts what the model received the way the manifest counts it: each system block as a system message. */
function recount(counter: TokenCounter, received: readonly BaseMessage[], overhead: number): number {
  const [first, ...rest] = received;
  const systemBlocks = SystemMessage.isInstance(first)
    ? typeof first.content === "string"
      ? [first.content]
      : (first.content as Array<{ text: string }>).map((block) => block.text)
    : [];
  const conversation = SystemMessage.isInstance(first) ? rest : received;
  const asMessages: Message[] = [
    ...systemBlocks.map((text, i) => ({ id: `s${i}`, role: "system" as const, parts: [{ type: "text" as const, text }], createdAt: "2026-01-01T00:00:00Z" })),
    ...toMessageDrafts(conversation).map((draft, i) => ({ ...draft, id: `r${i}`, createdAt: "2026-01-01T00:00:00Z" })),
  ];
  return asMessages.reduce((sum, message) => sum + counter.countMessage(message), 0) + overhead;
}

describe("engramMiddleware: a long conversation in a small window", () => {
  it("keeps every prompt within the budget, with the summary once trimmed, the newest user message and no orphaned tool result", async () => {
    const engram = createEngram({ store: createInMemoryStore(), model: "gpt-4o", contextWindow: 4_000, maxOutputTokens: 500 });
    const model = fakeModel();
    const questions: string[] = [];
    for (let turn = 0; turn < 40; turn++) {
      const question =
        `Turn ${turn}: look at src/file-${turn}${turn % 3 === 0 ? "-big" : ""}.ts ${turn % 5 === 0 ? "and explain every branch of it carefully ".repeat(15) : ""}`.trim();
      questions.push(question);
      model.respond(
        new AIMessage({
          content: "",
          tool_calls: [{ id: `call-${turn}`, name: "read_file", args: { path: `src/file-${turn}${turn % 3 === 0 ? "-big" : ""}.ts` }, type: "tool_call" }],
        }),
      );
      model.respond(new AIMessage(`Turn ${turn} answer: ${"the function validates its input first. ".repeat(turn % 4 === 0 ? 12 : 2)}`));
    }
    const turns: PreparedTurn[] = [];
    const agent = createAgent({
      model,
      tools: [readFile],
      systemPrompt: "You are a coding agent.",
      checkpointer: new MemorySaver(),
      middleware: [engramMiddleware({ engram, sessionId: "long", onPrepared: (turn) => void turns.push(turn) })],
    });
    for (const question of questions) await agent.invoke({ messages: [new HumanMessage(question)] }, { configurable: { thread_id: "long" } });

    const counter = await TokenCounter.forModel("gpt-4o");
    expect(model.callCount).toBe(80);
    expect(turns).toHaveLength(80);
    let trimmed = false;
    model.calls.forEach((call, index) => {
      const { manifest } = turns[index]!.context;
      const received = call.messages;
      expect(manifest.tokens.total).toBeLessThanOrEqual(manifest.budget.limit);
      expect(recount(counter, received, manifest.tokens.overhead)).toBe(manifest.tokens.total);
      expect(manifest.tokens.overhead).toBeGreaterThan(tokenOverheads.perPrompt); // the tool definition is counted

      trimmed ||= manifest.dropped.length > 0;
      const systemText = received[0]!.text;
      expect(SystemMessage.isInstance(received[0])).toBe(true);
      expect(systemText.startsWith("You are a coding agent.")).toBe(true);
      expect(systemText.split("<thread_summary>").length - 1).toBe(trimmed ? 1 : 0);

      const question = questions[Math.floor(index / 2)]!;
      expect(received.filter((m) => HumanMessage.isInstance(m)).at(-1)?.text).toBe(question);

      const calls = received.flatMap((m) => (AIMessage.isInstance(m) ? (m.tool_calls ?? []).map((c) => c.id) : []));
      const results = received.flatMap((m) => (ToolMessage.isInstance(m) ? [m.tool_call_id] : []));
      expect([...results].sort()).toEqual([...calls].sort());
    });
    expect(trimmed).toBe(true);
  });
});
