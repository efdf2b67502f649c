import { describe, expect, it } from "vitest";
import { evidenceReport } from "../src/conversation-set.js";
import { parseRealtalkDate } from "../src/dataset-dates.js";
import { parseEvidence, turnIndexOf } from "../src/evidence-ids.js";
import { turnMessage } from "../src/ingest-conversation.js";
import { parseRealtalkChat } from "../src/realtalk-data.js";
import { scoreRankings } from "../src/score-rankings.js";
import { tinyRealtalk } from "./realtalk-fixture.js";

const chat = parseRealtalkChat(tinyRealtalk, "Chat_1_Ana_Ben");
const turns = turnIndexOf(chat.sessions);

describe("REALTALK dates", () => {
  it("reads day-first times as UTC and refuses others, naming where", () => {
    expect(parseRealtalkDate("29.12.2023, 22:42:04")).toBe("2023-12-29T22:42:04.000Z");
    expect(parseRealtalkDate("02.01.2024, 18:00")).toBe("2024-01-02T18:00:00.000Z");
    expect(() => parseRealtalkDate("31.02.2024, 10:00:00", "c.json: session_3_date_time")).toThrow(
      'c.json: session_3_date_time: Unreadable REALTALK date "31.02.2024, 10:00:00": expected like "29.12.2023, 22:42:04".',
    );
    expect(() => parseRealtalkDate("2023-12-29 22:42")).toThrow('Unreadable REALTALK date "2023-12-29 22:42"');
  });
});

describe("REALTALK evidence", () => {
  it("expands a range to every turn between, in conversation order, across sessions", () => {
    expect(turns.order).toEqual(["D1:1", "D1:2", "D1:3", "D1:4", "D1:5", "D2:1", "D2:2"]);
    expect(parseEvidence(["D1:1-D1:3"], turns)).toEqual({ ids: ["D1:1", "D1:2", "D1:3"], unknown: [] });
    expect(parseEvidence(["D1:4-D2:1"], turns)).toEqual({ ids: ["D1:4", "D1:5", "D2:1"], unknown: [] });
    expect(parseEvidence(["D1:3 - 1"], turns)).toEqual({ ids: ["D1:1", "D1:2", "D1:3"], unknown: [] });
  });

  it("expands a range whose end names no turn by number within its dialogue, reporting what is missing", () => {
    expect(parseEvidence(["D1:4-D1:7"], turns)).toEqual({ ids: ["D1:4", "D1:5"], unknown: ["D1:6", "D1:7"] });
    expect(parseEvidence(["D1:2-D5:1"], turns)).toEqual({ ids: ["D1:2"], unknown: ["D5:1"] });
  });

  it("reads spaces, leading zeros, a colon after the D and several ids in one string", () => {
    expect(parseEvidence(["D 1:4", "D:2:01", "D1:05"], turns)).toEqual({ ids: ["D1:4", "D2:1", "D1:5"], unknown: [] });
    expect(parseEvidence(["D2:1; D2:2", "D1:1, D1:2", "D1:3. D1:4", "D1:5 and D2:2", ""], turns)).toEqual({
      ids: ["D2:1", "D2:2", "D1:1", "D1:2", "D1:3", "D1:4", "D1:5"],
      unknown: [],
    });
  });

  it("reports ids that name no turn and text that names no id", () => {
    expect(parseEvidence(["D1:5, D9:9", "D17;39", "see above"], turns)).toEqual({ ids: ["D1:5"], unknown: ["D9:9", "D17;39", "see above"] });
  });
});

describe("the REALTALK chat", () => {
  it("reads sessions in order, each turn a user turn of its speaker at its own time", () => {
    expect(chat.id).toBe("Chat_1_Ana_Ben");
    expect(chat.sessions.map((session) => [session.id, session.at, session.turns.map((turn) => turn.id)])).toEqual([
      ["Chat_1_Ana_Ben-session-1", "2023-12-29T22:42:04.000Z", ["D1:1", "D1:2", "D1:3", "D1:4"]],
      ["Chat_1_Ana_Ben-session-2", "2024-01-02T18:00:00.000Z", ["D1:5", "D2:1", "D2:2"]],
    ]);
    expect(chat.sessions[0]!.turns[3]).toEqual({
      id: "D1:4",
      role: "user",
      speaker: "Ben",
      text: "Cute. I am flying to Lisbon next week.",
      at: "2023-12-30T00:05:00.000Z",
      dateText: "30.12.2023, 00:05:00",
    });
    expect(turnMessage(chat.id, chat.sessions[0]!.turns[2]!)).toEqual({
      id: "Chat_1_Ana_Ben:D1:3",
      role: "user",
      parts: [{ type: "text", text: "Ana: A beagle, and he loves carrots. (shared an image: a small beagle on a rug)" }],
      createdAt: "2023-12-29T22:44:00.000Z",
      metadata: { speaker: "Ana", diaIds: ["D1:3"] },
    });
  });

  it("asks each question at the chat's last time with its evidence read against the turns", () => {
    expect(chat.questions.map((q) => [q.key, q.category, q.askedAt, q.evidence, q.unknownEvidence])).toEqual([
      ["Chat_1_Ana_Ben#0", "1", "2024-01-02T18:03:30.000Z", ["D1:1", "D1:2", "D1:3"], []],
      ["Chat_1_Ana_Ben#1", "2", "2024-01-02T18:03:30.000Z", ["D1:4", "D1:5"], []],
      ["Chat_1_Ana_Ben#2", "1", "2024-01-02T18:03:30.000Z", ["D2:1", "D2:2"], []],
      ["Chat_1_Ana_Ben#3", "3", "2024-01-02T18:03:30.000Z", ["D1:5"], ["D9:9"]],
      ["Chat_1_Ana_Ben#4", "3", "2024-01-02T18:03:30.000Z", [], ["D7:1", "D17;39"]],
      ["Chat_1_Ana_Ben#5", "2", "2024-01-02T18:03:30.000Z", ["D1:4", "D1:5", "D2:1"], []],
    ]);
  });

  it("leaves unknown ids out of the score (not misses), skips a question with none left, and reports both", () => {
    expect(evidenceReport([chat])).toEqual({
      questions: 6,
      scored: 5,
      skipped: [{ question: "Chat_1_Ana_Ben#4", reason: "every evidence id names no turn" }],
      unknownEvidence: [
        { question: "Chat_1_Ana_Ben#3", id: "D9:9" },
        { question: "Chat_1_Ana_Ben#4", id: "D7:1" },
        { question: "Chat_1_Ana_Ben#4", id: "D17;39" },
      ],
    });
    const rankings = { "Chat_1_Ana_Ben#3": [{ ids: ["D1:5"], tokens: 12 }], "Chat_1_Ana_Ben#4": [{ ids: ["D1:1"], tokens: 12 }] };
    expect(scoreRankings([chat], rankings, { ks: [1], budgets: [] })).toEqual({
      "1": { n: 2, metrics: { "all@1": 0, "any@1": 0 } },
      "2": { n: 2, metrics: { "all@1": 0, "any@1": 0 } },
      "3": { n: 1, metrics: { "all@1": 100, "any@1": 100 } },
      overall: { n: 5, metrics: { "all@1": 20, "any@1": 20 } },
    });
  });

  it("names the file and the field that does not fit", () => {
    const { session_1_date_time: _, ...undated } = tinyRealtalk;
    expect(() => parseRealtalkChat(undated, "Chat_9", "data/Chat_9.json")).toThrow(
      "data/Chat_9.json: session_1_date_time is missing; expected a date string beside each session in REALTALK's format",
    );
    expect(() => parseRealtalkChat({ ...tinyRealtalk, qa: {} }, "Chat_9", "Chat_9.json")).toThrow("Chat_9.json: qa is not an array");
    expect(() => parseRealtalkChat({ ...tinyRealtalk, session_2: [{ speaker: "Ana" }] }, "Chat_9", "Chat_9.json")).toThrow(
      "Chat_9.json: session_2[0] needs string speaker, dia_id and clean_text",
    );
  });
});
