import path from "node:path";
import { describe, expect, it } from "vitest";
import { bm25Rankings, floorDocumentText, floorTokens } from "../src/bm25-baseline.js";
import { parseEvalArgs } from "../src/cli-args.js";
import { engramRankings } from "../src/engram-rankings.js";
import { parseLocomo } from "../src/locomo-data.js";
import { parseLocomoDate } from "../src/locomo-date.js";
import { turnMessageText } from "../src/ingest-locomo.js";
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
    expect(tiny?.sessions.map((session) => [session.index, session.turns.length])).toEqual([[1, 3], [2, 2]]);
    expect(tiny?.sessions[0]?.turns[1]).toEqual({ speaker: "Ben", diaId: "D1:2", text: "Nice! I went hiking in the Alps.", imageCaption: "a photo of snowy mountains" });
    expect(turnMessageText(tiny!.sessions[0]!.turns[1]!)).toBe("Ben: Nice! I went hiking in the Alps. (shared an image: a photo of snowy mountains)");
    expect(() => parseLocomo([{ sample_id: 1 }])).toThrow(/\[0\] has no sample_id/);
  });
});

describe("the BM25 floor", () => {
  it("indexes `[date] speaker: text` without stop words and ranks by BM25", () => {
    expect(floorTokens(floorDocumentText("9:05 am on 3 March, 2024", "Ana", "I started the cello"))).toEqual([
      "9", "05", "3", "march", "2024", "ana", "started", "cello",
    ]);
    const rankings = bm25Rankings(conversations);
    expect(rankings["tiny-1#0"]?.[0]).toEqual({ ids: ["D1:1"], tokens: Math.ceil("[9:05 am on 3 March, 2024] Ana: I started learning the cello last week.".length / 4) });
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

describe("the command line", () => {
  it("reads its flags, resolves paths from where the command was typed, and refuses unknown ones", () => {
    const caller = process.env.INIT_CWD ?? process.cwd();
    expect(parseEvalArgs(["--data", "x.json", "--k", "1,3", "--baseline", "bm25", "--out", "r.json"])).toEqual({
      data: path.resolve(caller, "x.json"),
      out: path.resolve(caller, "r.json"),
      ks: [1, 3],
      system: "bm25",
    });
    expect(parseEvalArgs(["--data", "x.json", "--compare"]).system).toBe("both");
    expect(() => parseEvalArgs(["--k", "5"])).toThrow(/--data is required/);
    expect(() => parseEvalArgs(["--data", "x", "--nope"])).toThrow(/Unknown argument "--nope"/);
  });
});
