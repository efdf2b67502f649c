import { describe, expect, it } from "vitest";
import { bm25Rankings, floorDocumentText, floorTokens } from "../src/bm25-baseline.js";
import { engramRankings } from "../src/engram-rankings.js";
import { parseLocomo } from "../src/locomo-data.js";
import { parseLocomoDate } from "../src/locomo-date.js";
import { createInMemoryStore, createMemory } from "@engram/core";
import { conversationScope, ingestConversation, turnMessageText } from "../src/ingest-conversation.js";
import { tinyLocomo } from "./fixture.js";

const conversations = parseLocomo(tinyLocomo);

describe("LoCoMo dates", () => {
  it("parses LoCoMo's session times as UTC", () => {
    expect(parseLocomoDate("1:56 pm on 8 May, 2023")).toBe("2023-05-08T13:56:00.000Z");
    expect(parseLocomoDate("12:09 am on 13 September, 2023")).toBe("2023-09-13T00:09:00.000Z");
    expect(parseLocomoDate("12:30 pm on 20 April, 2024")).toBe("2024-04-20T12:30:00.000Z");
  });

  it("rejects what it cannot read", () => {
    expect(() => parseLocomoDate("yesterday")).toThrow(/Unreadable LoCoMo date "yesterday"/);
    expect(() => parseLocomoDate("1:00 pm on 31 February, 2023")).toThrow(/no such day/);
  });
});

describe("the LoCoMo file", () => {
  it("reads sessions in order with speakers, ids and image captions", () => {
    const [tiny] = conversations;
    expect(tiny?.sessions.map((session) => [session.id, session.turns.length])).toEqual([
      ["tiny-1-session-1", 3],
      ["tiny-1-session-2", 2],
    ]);
    expect(tiny?.sessions[0]?.turns[1]).toEqual({
      id: "D1:2",
      role: "user",
      speaker: "Ben",
      text: "Nice! I went hiking in the Alps.",
      imageCaption: "a photo of snowy mountains",
      at: "2024-03-03T09:05:00.000Z",
      dateText: "9:05 am on 3 March, 2024",
    });
    expect(turnMessageText(tiny!.sessions[0]!.turns[1]!)).toBe("Ben: Nice! I went hiking in the Alps. (shared an image: a photo of snowy mountains)");
    expect(() => parseLocomo([{ sample_id: 1 }], "x.json")).toThrow("x.json: [0] has no sample_id; expected LoCoMo's format");
  });

  it("asks every question at the last session's time, category 5 apart, evidence normalised against the turns", () => {
    const questions = conversations[0]!.questions;
    expect(questions.map((q) => [q.key, q.category, q.apart ?? false, q.askedAt, q.evidence, q.unknownEvidence])).toEqual([
      ["tiny-1#0", "4", false, "2024-04-20T12:30:00.000Z", ["D1:1"], []],
      ["tiny-1#1", "1", false, "2024-04-20T12:30:00.000Z", ["D1:3", "D1:2"], []],
      ["tiny-1#2", "2", false, "2024-04-20T12:30:00.000Z", ["D2:2"], []],
      ["tiny-1#3", "3", false, "2024-04-20T12:30:00.000Z", [], []],
      ["tiny-1#4", "5", true, "2024-04-20T12:30:00.000Z", ["D1:2"], []],
    ]);
  });
});

describe("the BM25 floor", () => {
  it("indexes `[date] speaker: text` without stop words and ranks by BM25", () => {
    expect(floorTokens(floorDocumentText("9:05 am on 3 March, 2024", "Ana", "I started the cello"))).toEqual([
      "9",
      "05",
      "3",
      "march",
      "2024",
      "ana",
      "started",
      "cello",
    ]);
    const rankings = bm25Rankings(conversations);
    expect(rankings["tiny-1#0"]?.[0]).toEqual({
      ids: ["D1:1"],
      tokens: Math.ceil("[9:05 am on 3 March, 2024] Ana: I started learning the cello last week.".length / 4),
    });
    expect(rankings["tiny-1#2"]?.map((item) => item.ids[0])).toEqual(["D2:2"]);
  });
});

describe("Engram's rankings", () => {
  it("ingests through the store API and recalls each question with its dia_ids", async () => {
    const rankings = await engramRankings(conversations);
    expect(Object.keys(rankings)).toEqual(["tiny-1#0", "tiny-1#1", "tiny-1#2", "tiny-1#3", "tiny-1#4"]);
    expect(rankings["tiny-1#0"]?.[0]?.ids).toContain("D1:1");
    expect(rankings["tiny-1#2"]?.[0]?.ids).toContain("D2:2");
    for (const items of Object.values(rankings)) for (const item of items) expect(item.tokens).toBeGreaterThan(0);
  });
});

describe("a LoCoMo conversation ingested turn by turn", () => {
  it("has a usage report after every named speaker's turn, and ranks exactly as the batch does", async () => {
    const tiny = conversations[0]!;
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: conversationScope(tiny.id), now: () => new Date(0) });
    await ingestConversation(memory, tiny, "turns");
    const events = await store.readEvents("tiny-1-session-1");
    expect(events.map((event) => (event.type === "message" ? event.message.id : event.type))).toEqual([
      "tiny-1:D1:1",
      "usage",
      "tiny-1:D1:2",
      "usage",
      "tiny-1:D1:3",
      "usage",
    ]);
    await store.close();
    expect(await engramRankings(conversations, { ingest: "turns" })).toEqual(await engramRankings(conversations));
  });
});
