import { createEngram, createMemory } from "@engram/core";
import type { MessageDraft } from "@engram/core/adapter-kit";
import { describe, expect, it } from "vitest";
import { openTemp } from "./helpers.js";
import { engramRejection } from "@engram/core/testing";

const now = () => new Date("2026-03-02T09:00:00.000Z");
const user = (text: string): MessageDraft => ({ role: "user", parts: [{ type: "text", text }] });
const call = (input: unknown): MessageDraft => ({ id: "a1", role: "assistant", parts: [{ type: "tool-call", toolCallId: "c1", toolName: "run", input }] });

function nested(levels: number): unknown {
  let value: unknown = null;
  for (let i = 0; i < levels; i++) value = { deeper: value };
  return value;
}
const loop: Record<string, unknown> = {};
loop["back"] = loop;

const hostile = [
  {
    name: "a tool-call input nested 100,000 levels",
    input: nested(100_000),
    problem: `parts.0.input${".deeper".repeat(61)} nests objects and arrays deeper than 64 levels`,
  },
  { name: "a BigInt", input: { size: 12n }, problem: "parts.0.input.size is a BigInt (use a number or a string)" },
  { name: "a circular value", input: { loop }, problem: "parts.0.input.loop.back refers back to an object that contains it (a circular value)" },
];

describe("messages that are not JSON, on SQLite", () => {
  for (const { name, input, problem } of hostile) {
    it(`session.append refuses ${name} with INVALID_MESSAGE and the file holds nothing new`, async () => {
      const { store } = await openTemp();
      const session = await createMemory({ store, scope: { user: "ann" }, now }).session("s1");
      await session.append(user("kept"));
      const error = await engramRejection(session.append([user("not kept"), call(input)]));
      expect(error.code).toBe("INVALID_MESSAGE");
      expect(error.message).toContain(`Invalid message (at position 2, id "a1"): ${problem}.`);
      expect((await store.readEvents("s1")).map((event) => event.seq)).toEqual([1]);
    });

    it(`createEngram.prepare refuses ${name} with INVALID_MESSAGE and creates no session`, async () => {
      const { store } = await openTemp();
      const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
      const error = await engramRejection(engram.prepare({ sessionId: "s1", userId: "ann" }, { messages: [user("hello"), call(input)] }));
      expect([error.code, error.message.includes(`: ${problem}.`)]).toEqual(["INVALID_MESSAGE", true]);
      expect(await store.getSession("s1")).toBeUndefined();
    });
  }

  it("keeps lone surrogates as U+FFFD, as the file stores them, so a restarted process does not archive a re-sent message again", async () => {
    const { store } = await openTemp();
    const history = [user("half an emoji \uD83D"), { role: "assistant", parts: [{ type: "text", text: "noted" }] } satisfies MessageDraft];
    const first = await createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now }).prepare({ sessionId: "s1" }, { messages: history });
    expect(first.archived[0]?.parts).toEqual([{ type: "text", text: "half an emoji \uFFFD" }]);
    const restarted = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now });
    const turn = await restarted.prepare({ sessionId: "s1" }, { messages: [...history, user("next")] });
    expect(turn.archived.map((message) => message.parts)).toEqual([[{ type: "text", text: "next" }]]);
    expect((await store.readEvents("s1")).length).toBe(3);
  });
});
