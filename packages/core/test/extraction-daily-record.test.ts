import { describe, expect, it } from "vitest";
import { dailyRecordSchema, extractFacts, isEngramError, toDailyRecord, type ExtractedFact } from "./core-internals.js";
import { ExchangeBuilder } from "./extraction-helpers.js";

const fact: ExtractedFact = {
  content: "User prefers tabs over spaces.",
  type: "preference",
  importance: 0.75,
  confidence: 0.9,
  trust: "user",
  sourceMessageIds: ["u1"],
  tags: ["style"],
};

describe("toDailyRecord", () => {
  it("dates the record by the calendar day of `at` and keeps provenance and tags", () => {
    const record = toDailyRecord(fact, { scope: { workspace: "acme", user: "ana" }, sessionId: "s1", at: new Date("2026-03-02T23:30:00Z"), id: "d1" });
    expect(record).toEqual({
      kind: "daily",
      id: "d1",
      scope: { workspace: "acme", user: "ana" },
      tags: ["style"],
      createdAt: "2026-03-02T23:30:00.000Z",
      updatedAt: "2026-03-02T23:30:00.000Z",
      date: "2026-03-02",
      content: "User prefers tabs over spaces.",
      type: "preference",
      importance: 0.75,
      provenance: { sessionId: "s1", messageIds: ["u1"], trust: "user" },
    });
    expect(dailyRecordSchema.parse(record)).toEqual(record);
    expect(toDailyRecord(fact, { scope: {}, at: new Date("2026-03-02T23:30:00Z"), id: "d2", utcOffsetMinutes: 60 }).date).toBe("2026-03-03");
  });

  it("redacts the content once more, whoever built the fact", () => {
    const leaky = { ...fact, content: "The deploy key sk-proj-abcdefghijklmnopqrstuvwxyz012345 is rotated monthly." };
    expect(toDailyRecord(leaky, { scope: {}, at: new Date("2026-03-02T10:00:00Z"), id: "d3" }).content).toBe(
      "The deploy key [REDACTED:openai-key] is rotated monthly.",
    );
  });

  it("throws INVALID_RECORD for a record the schema refuses", () => {
    let error: unknown;
    try {
      toDailyRecord({ ...fact, importance: 3 }, { scope: {}, at: new Date("2026-03-02T10:00:00Z"), id: "d4" });
    } catch (caught) {
      error = caught;
    }
    expect(isEngramError(error, "INVALID_RECORD")).toBe(true);
    expect((error as Error).message).toBe(
      'Invalid daily record "d4": importance: Too big: expected number to be <=1. Check the fact and the options passed to toDailyRecord.',
    );
  });

  it("turns an exchange into daily records end to end", () => {
    const b = new ExchangeBuilder().user("u1", "We use pnpm. Never commit directly to main.");
    const records = extractFacts(b.exchange).map((f, i) =>
      toDailyRecord(f, { scope: { workspace: "acme" }, sessionId: "s1", at: new Date("2026-03-02T09:00:05Z"), id: `d${i}` }),
    );
    expect(records.map((r) => [r.id, r.date, r.content, r.type, r.provenance])).toEqual([
      ["d0", "2026-03-02", "Never commit directly to main.", "convention", { sessionId: "s1", messageIds: ["u1"], trust: "user" }],
      ["d1", "2026-03-02", "The team uses pnpm.", "convention", { sessionId: "s1", messageIds: ["u1"], trust: "user" }],
    ]);
  });
});
