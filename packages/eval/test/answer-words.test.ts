import { describe, expect, it } from "vitest";
import { answerWords, scoreAnswers } from "../src/answer-words.js";
import type { EvalConversation } from "../src/conversation-set.js";

const conversation: EvalConversation = {
  id: "c",
  sessions: [],
  questions: [
    {
      key: "c#0",
      question: "Where did she buy the vase?",
      category: "1",
      askedAt: "2024-01-01T00:00:00.000Z",
      answer: "At the Camden flea market",
      evidence: ["t1"],
      unknownEvidence: [],
    },
    { key: "c#1", question: "How many cats?", category: "1", askedAt: "2024-01-01T00:00:00.000Z", answer: "3", evidence: ["t2"], unknownEvidence: [] },
    // Not counted: apart, no answer, no evidence, an answer of stop words only.
    { key: "c#2", question: "x", category: "5", apart: true, askedAt: "2024-01-01T00:00:00.000Z", answer: "flea", evidence: ["t1"], unknownEvidence: [] },
    { key: "c#3", question: "x", category: "1", askedAt: "2024-01-01T00:00:00.000Z", evidence: ["t1"], unknownEvidence: [] },
    { key: "c#4", question: "x", category: "1", askedAt: "2024-01-01T00:00:00.000Z", answer: "flea", evidence: [], unknownEvidence: [] },
    { key: "c#5", question: "x", category: "1", askedAt: "2024-01-01T00:00:00.000Z", answer: "the of", evidence: ["t1"], unknownEvidence: [] },
  ],
};

describe("the answer measure", () => {
  it("reads an answer's words as the floor reads text", () => {
    expect(answerWords("At the Camden flea market, at the market!")).toEqual(["camden", "flea", "market"]);
  });

  it("counts a question when every answer word is in the items that fit the budget, stopping at the first that does not", () => {
    const rankings = {
      "c#0": [
        { ids: ["t9"], tokens: 10 },
        { ids: ["t1"], tokens: 10 },
      ],
      "c#1": [
        { ids: ["t8"], tokens: 30 },
        { ids: ["t2"], tokens: 5 },
      ],
    };
    const texts = { "c#0": ["We met at Camden.", "The flea market had a blue vase."], "c#1": ["Too long to fit.", "She has 3 cats."] };
    expect(scoreAnswers([conversation], rankings, texts, 20)).toEqual({ n: 2, all: 50 });
    // The first item of c#1 does not fit 25 tokens: nothing after it is taken either.
    expect(scoreAnswers([conversation], rankings, texts, 25)).toEqual({ n: 2, all: 50 });
    expect(scoreAnswers([conversation], rankings, texts, 35)).toEqual({ n: 2, all: 100 });
    expect(scoreAnswers([conversation], rankings, texts, 19)).toEqual({ n: 2, all: 0 });
  });
});
