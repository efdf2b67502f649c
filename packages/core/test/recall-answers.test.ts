import { describe, expect, it } from "vitest";
import { createInMemoryStore, recallMemories } from "./core-internals.js";
import { echoesQuery, isQuestion } from "../src/recall/answer-turns.js";
import type { Candidate } from "../src/recall/recall-candidates.js";
import { archive, charTokens, daysAgo, recallNow } from "./recall-helpers.js";

const scope = { workspace: "w" };
const turn = (text: string, label = "user"): Candidate =>
  ({
    key: text,
    kind: "message",
    id: text,
    text,
    at: recallNow,
    atMs: 0,
    ids: [],
    trust: "user",
    importance: 0.5,
    useCount: 0,
    precedence: 1,
    textScore: 1,
    label,
  }) as Candidate;

describe("questions and answers", () => {
  it("knows a question by its last sentence", () => {
    expect(isQuestion("What is my name?")).toBe(true);
    expect(isQuestion("Nice. So what did you eat?\n")).toBe(true);
    expect(isQuestion('He asked "why?"')).toBe(true);
    expect(isQuestion("Why? Because it rained.")).toBe(false);
  });

  it("calls a question an echo only when it adds at most one topic word to the query's", () => {
    const stems = ["name"];
    expect(echoesQuery(turn("What is my name?"), stems)).toBe(true);
    expect(echoesQuery(turn("What is my full legal name?"), stems)).toBe(false);
    expect(echoesQuery(turn("What is my name again, friend?"), stems)).toBe(true);
    expect(echoesQuery(turn("My name is Sam."), stems)).toBe(false);
    expect(echoesQuery(turn("Sam: what is my name?", "Sam"), stems)).toBe(true);
  });

  it("recalls the answer before a past question that repeats the query", async () => {
    const store = createInMemoryStore();
    await archive(store, "s1", scope, daysAgo(9), [{ id: "intro", text: "Hi there, my name is Sam and I work on the billing service." }]);
    await archive(store, "s2", scope, daysAgo(2), [
      { id: "asked", text: "What is my name?" },
      { id: "told", text: "Your name is Sam.", role: "assistant" },
    ]);
    const result = await recallMemories({ store, scope, query: "What is my name?", countTokens: charTokens, now: recallNow, budgetTokens: 1_000 });
    const first = result.items[0]!;
    // The question and its answer come as one item whose best hit is the answer, not the question.
    expect(first.source).toEqual({ kind: "message", sessionId: "s2", seq: 2, seqs: [1, 2] });
    expect(first.text).toBe("user: What is my name?\nassistant: Your name is Sam.");
    expect(result.items.map((item) => item.ids)).toEqual([["asked", "told"], ["intro"]]);
  });

  it("reads the reply after a question that the search found, even when the reply shares no word with the query", async () => {
    const store = createInMemoryStore();
    await archive(store, "s1", scope, daysAgo(3), [
      { id: "q", text: "Ana: Which instrument are you learning these days, Ben?", speaker: "Ana" },
      { id: "a", text: "Ben: The cello! Lessons every Tuesday.", speaker: "Ben" },
      { id: "x", text: "Ana: Cool.", speaker: "Ana" },
    ]);
    const result = await recallMemories({
      store,
      scope,
      query: "What instrument is Ben learning?",
      countTokens: charTokens,
      now: recallNow,
      budgetTokens: 1_000,
    });
    expect(result.items.map((item) => item.ids)).toEqual([["q", "D-q", "a", "D-a"]]);
    expect(result.items[0]!.text).toBe("Ana: Which instrument are you learning these days, Ben?\nBen: The cello! Lessons every Tuesday.");
  });
});

describe("answers that are no answer", () => {
  it("does not recall a reply without text (a tool call) as the answer to a question", async () => {
    const store = createInMemoryStore();
    await store.appendEvents("s1", scope, [
      {
        at: daysAgo(2),
        type: "message",
        message: { id: "q", role: "user", parts: [{ type: "text", text: "Which region hosts staging?" }], createdAt: daysAgo(2) },
      },
      {
        at: daysAgo(2),
        type: "message",
        message: {
          id: "call",
          role: "assistant",
          parts: [{ type: "tool-call", toolCallId: "c1", toolName: "lookup", input: { what: "staging" } }],
          createdAt: daysAgo(2),
        },
      },
    ]);
    const result = await recallMemories({ store, scope, query: "staging region", countTokens: charTokens, now: recallNow, budgetTokens: 1_000 });
    expect(result.items.map((item) => item.ids)).toEqual([["q"]]);
  });
});
