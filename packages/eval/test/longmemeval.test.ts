import { describe, expect, it } from "vitest";
import { evidenceReport } from "../src/conversation-set.js";
import { parseLongMemEvalDate } from "../src/dataset-dates.js";
import { createInMemoryStore, createMemory } from "@engram/core";
import { conversationScope, ingestConversation, turnMessage, type IngestMode } from "../src/ingest-conversation.js";
import { parseLongMemEvalFile, parseLongMemEvalQuestion } from "../src/longmemeval-data.js";
import { parseLiteral } from "../src/python-literal.js";
import { scoreRankings, scoreSessionRankings } from "../src/score-rankings.js";
import { tripQuestion, vaseQuestion } from "./longmemeval-fixture.js";

const vase = parseLongMemEvalQuestion(vaseQuestion, "q-vase.json");
const trip = parseLongMemEvalQuestion(tripQuestion, "q-trip.json");

describe("LongMemEval dates", () => {
  it("reads haystack and question dates as UTC, the weekday ignored", () => {
    expect(parseLongMemEvalDate("2023/05/20 (Sat) 02:21")).toBe("2023-05-20T02:21:00.000Z");
    expect(parseLongMemEvalDate("2023/5/2 14:05")).toBe("2023-05-02T14:05:00.000Z");
    expect(() => parseLongMemEvalDate("May 20, 2023", "f.json: question_date")).toThrow(
      'f.json: question_date: Unreadable LongMemEval date "May 20, 2023": expected like "2023/05/20 (Sat) 02:21".',
    );
  });
});

describe("a LongMemEval question", () => {
  it("is its own conversation: haystack sessions in date order, both roles as themselves", () => {
    expect(vase.id).toBe("q-vase");
    expect(vase.sessions.map((session) => [session.id, session.at, session.turns.map((turn) => `${turn.id} ${turn.role}`)])).toEqual([
      ["s-vase", "2023-05-20T02:21:00.000Z", ["s-vase#0 user", "s-vase#1 assistant"]],
      ["s-fern", "2023-05-22T09:00:00.000Z", ["s-fern#0 user", "s-fern#1 assistant"]],
      ["s-pasta", "2023-05-25T10:00:00.000Z", ["s-pasta#0 user", "s-pasta#1 assistant"]],
    ]);
    expect(vase.sessions[0]!.turns[0]).toEqual({
      id: "s-vase#0",
      role: "user",
      text: "I bought a blue vase at the Camden flea market yesterday. How should I clean it?",
      at: "2023-05-20T02:21:00.000Z",
      dateText: "2023/05/20 (Sat) 02:21",
    });
  });

  it("appends user turns as user messages and assistant turns as assistant messages, text as written", () => {
    expect(turnMessage(vase.id, vase.sessions[0]!.turns[0]!)).toEqual({
      id: "q-vase:s-vase#0",
      role: "user",
      parts: [{ type: "text", text: "I bought a blue vase at the Camden flea market yesterday. How should I clean it?" }],
      createdAt: "2023-05-20T02:21:00.000Z",
      metadata: { diaIds: ["s-vase#0"] },
    });
    expect(turnMessage(vase.id, vase.sessions[0]!.turns[1]!)).toMatchObject({ id: "q-vase:s-vase#1", role: "assistant", metadata: { diaIds: ["s-vase#1"] } });
  });

  it("takes the has_answer turns as evidence, answer_session_ids as session evidence, asked at question_date", () => {
    expect(vase.questions).toEqual([
      {
        key: "q-vase",
        question: "Where did I buy the blue vase?",
        category: "single-session-user",
        askedAt: "2023-05-30T23:42:00.000Z",
        answer: "At the Camden flea market",
        evidence: ["s-vase#0"],
        unknownEvidence: [],
        evidenceSessions: ["s-vase"],
        unknownEvidenceSessions: [],
      },
    ]);
  });

  it("reads list fields written as strings of Python lists, and keeps a repeated session apart", () => {
    expect(trip.sessions.map((session) => [session.id, session.sourceId])).toEqual([
      ["s-porto", "s-porto"],
      ["s-chat", "s-chat"],
      ["s-kyoto", "s-kyoto"],
      ["s-chat~2", "s-chat"],
    ]);
    expect(trip.questions[0]).toMatchObject({
      evidence: ["s-porto#1", "s-kyoto#1"],
      evidenceSessions: ["s-porto", "s-kyoto"],
      askedAt: "2023-06-10T08:00:00.000Z",
    });
  });

  it("reports answer sessions the haystack does not hold, and skips a question without has_answer turns", () => {
    const lost = parseLongMemEvalQuestion(
      {
        ...vaseQuestion,
        question_id: "q-lost",
        answer_session_ids: ["s-gone"],
        haystack_sessions: vaseQuestion.haystack_sessions.map((session) => session.map(({ role, content }) => ({ role, content }))),
      },
      "q-lost.json",
    );
    expect(lost.questions[0]).toMatchObject({ evidence: [], unknownEvidence: [], evidenceSessions: [], unknownEvidenceSessions: ["s-gone"] });
    expect(evidenceReport([lost])).toEqual({
      questions: 1,
      scored: 0,
      skipped: [{ question: "q-lost", reason: "no evidence" }],
      unknownEvidence: [{ question: "q-lost", id: "session s-gone" }],
    });
  });

  it("reads a file holding one question or an array of them, naming the question's place in errors", () => {
    expect(parseLongMemEvalFile([vaseQuestion, tripQuestion], "all.json").map((conversation) => conversation.id)).toEqual(["q-vase", "q-trip"]);
    expect(() => parseLongMemEvalFile([vaseQuestion, { ...tripQuestion, answer_session_ids: 5 }], "all.json")).toThrow(
      "all.json: [1].answer_session_ids is a number; expected a list of session ids (a JSON array, or a string holding a JSON or Python list).",
    );
  });

  it("names the file, the field and what was expected when a field does not fit", () => {
    expect(() => parseLongMemEvalQuestion({ ...vaseQuestion, haystack_dates: "2023/05/20 (Sat) 02:21" }, "q.json")).toThrow(
      /^q\.json: haystack_dates is a string that holds no list \(.+\); expected a list of dates like "2023\/05\/20 \(Sat\) 02:21" \(a JSON array, or a string holding a JSON or Python list\)\.$/,
    );
    expect(() => parseLongMemEvalQuestion({ ...vaseQuestion, haystack_sessions: [[{ role: "system", content: "x" }], [], []] }, "q.json")).toThrow(
      'q.json: haystack_sessions[0][0].role is the string "system"; expected "user" or "assistant".',
    );
    expect(() => parseLongMemEvalQuestion({ ...vaseQuestion, haystack_dates: ["2023/05/20 (Sat) 02:21"] }, "q.json")).toThrow(
      "q.json has 3 haystack_sessions, 3 haystack_session_ids and 1 haystack_dates; expected one id and one date per haystack session.",
    );
    expect(() => parseLongMemEvalQuestion({ ...vaseQuestion, question_date: undefined }, "q.json")).toThrow(
      'q.json: question_date is missing; expected a date like "2023/05/30 (Tue) 23:42".',
    );
  });
});

describe("Python list literals", () => {
  it("reads strings in either quote with escapes, numbers, tuples, dicts and Python's constants", () => {
    expect(parseLiteral(`['a', "b's", 'it\\'s', 'tab\\tx', '\\u00e9']`)).toEqual(["a", "b's", "it's", "tab\tx", "é"]);
    expect(parseLiteral(`[{'role': 'user', 'has_answer': True, 'n': -1.5, 'x': None}, ('t', 2,)]`)).toEqual([
      { role: "user", has_answer: true, n: -1.5, x: null },
      ["t", 2],
    ]);
    expect(parseLiteral(`["json", 1]`)).toEqual(["json", 1]);
    expect(() => parseLiteral("['a' 'b']")).toThrow('expected "," or "]" at character 6');
    expect(() => parseLiteral("['open")).toThrow("a string that is never closed");
  });
});

describe("session-level scoring", () => {
  const rankings = {
    "q-trip": [
      { ids: ["s-chat~2#0"], tokens: 10 },
      { ids: ["s-chat#0"], tokens: 10 },
      { ids: ["s-porto#1"], tokens: 30 },
      { ids: ["s-kyoto#1"], tokens: 30 },
    ],
    "q-vase": [{ ids: ["s-vase#1"], tokens: 20 }],
  };

  it("counts the first k distinct sessions the ranking reaches (a repeated session once) and the sessions a budget takes", () => {
    expect(scoreSessionRankings([vase, trip], rankings, { ks: [1, 2, 3], budgets: [50] })).toEqual({
      "multi-session": { n: 1, metrics: { "all@1": 0, "any@1": 0, "all@2": 0, "any@2": 100, "all@3": 100, "any@3": 100, "all@50t": 0, "any@50t": 100 } },
      overall: { n: 2, metrics: { "all@1": 50, "any@1": 50, "all@2": 50, "any@2": 100, "all@3": 100, "any@3": 100, "all@50t": 50, "any@50t": 100 } },
      "single-session-user": {
        n: 1,
        metrics: { "all@1": 100, "any@1": 100, "all@2": 100, "any@2": 100, "all@3": 100, "any@3": 100, "all@50t": 100, "any@50t": 100 },
      },
    });
  });

  it("scores the same rankings at turn level beside it", () => {
    expect(scoreRankings([vase, trip], rankings, { ks: [1, 3], budgets: [50] })["overall"]).toEqual({
      n: 2,
      metrics: { "all@1": 0, "any@1": 0, "all@3": 0, "any@3": 50, "all@50t": 0, "any@50t": 50 },
    });
  });
});

describe("ingesting turn by turn", () => {
  it("archives the same messages as a batch, with a usage report after each assistant turn", async () => {
    const written = async (mode: IngestMode): Promise<string[][]> => {
      const store = createInMemoryStore();
      const memory = createMemory({ store, scope: conversationScope(vase.id), now: () => new Date(0) });
      await ingestConversation(memory, vase, mode);
      const sessions: string[][] = [];
      for (const session of vase.sessions) {
        const events = await store.readEvents(session.id);
        sessions.push(events.map((event) => (event.type === "message" ? `message ${event.message.id}` : event.type)));
      }
      await store.close();
      return sessions;
    };
    expect(await written("batch")).toEqual([
      ["message q-vase:s-vase#0", "message q-vase:s-vase#1"],
      ["message q-vase:s-fern#0", "message q-vase:s-fern#1"],
      ["message q-vase:s-pasta#0", "message q-vase:s-pasta#1"],
    ]);
    expect(await written("turns")).toEqual([
      ["message q-vase:s-vase#0", "message q-vase:s-vase#1", "usage"],
      ["message q-vase:s-fern#0", "message q-vase:s-fern#1", "usage"],
      ["message q-vase:s-pasta#0", "message q-vase:s-pasta#1", "usage"],
    ]);
  });
});
