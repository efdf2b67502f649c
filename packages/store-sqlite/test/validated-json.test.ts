import { isEngramError } from "@engram/core";
import { memoryRecordSchema, sessionEventSchema } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { rowToRecord } from "../src/record-rows.js";
import { readEventRow, readValidated } from "../src/validated-json.js";
import { entry, message } from "./helpers.js";

describe("readValidated", () => {
  it("returns the validated value on every read and validates again once the stored text changes", () => {
    const json = JSON.stringify({ ...message("m", "hello"), seq: 1 });
    const first = readValidated(sessionEventSchema, "events", "s#1", json);
    const again = readValidated(sessionEventSchema, "events", "s#1", json);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    const changed = JSON.stringify({ ...message("m", "changed"), seq: 1 });
    expect(readValidated(sessionEventSchema, "events", "s#1", changed)).toMatchObject({ message: { parts: [{ text: "changed" }] } });
    const corrupt = JSON.stringify({ seq: 1, type: "message" });
    expect(() => readValidated(sessionEventSchema, "events", "s#1", corrupt)).toThrow(expect.toSatisfy((e) => isEngramError(e, "STORE_CORRUPT")));
    expect(() => readValidated(sessionEventSchema, "events", "s#1", "{")).toThrow(expect.toSatisfy((e) => isEngramError(e, "STORE_CORRUPT")));
  });
});

describe("readEventRow", () => {
  it("reads an event row as the schema returns it, in the schema's key order, whether core's quick path or the schema answers", () => {
    const rows = [
      // A message event as the table stores it (`seq` last): the quick path answers.
      JSON.stringify({ ...message("m", "hello"), seq: 3 }),
      // Keys the schema strips, and an event type only the schema reads.
      JSON.stringify({ ...message("m", "hello"), seq: 3, extra: true }),
      JSON.stringify({ at: "2026-01-01T00:00:00.000Z", type: "title", title: "Flaky deploy", seq: 4 }),
    ];
    for (const [index, json] of rows.entries()) {
      const expected = sessionEventSchema.parse(JSON.parse(json));
      for (let read = 0; read < 2; read++) {
        const event = readEventRow(`s#${index}`, json);
        expect(event).toStrictEqual(expected);
        expect(Object.keys(event)).toEqual(Object.keys(expected));
        expect(Object.keys(event).slice(0, 3)).toEqual(["seq", "at", "type"]);
      }
    }
  });

  it("refuses a corrupt row with STORE_CORRUPT naming it, whichever path read it before", () => {
    const good = JSON.stringify({ ...message("m", "hello"), seq: 5 });
    expect(readEventRow("s#5", good)).toMatchObject({ seq: 5 });
    const wrongRole = JSON.stringify({ ...message("m", "hello"), seq: 5 }).replace('"role":"user"', '"role":"robot"');
    expect(wrongRole).toContain('"role":"robot"');
    for (const corrupt of [wrongRole, JSON.stringify({ seq: 5, type: "message" }), "{"]) {
      expect(() => readEventRow("s#5", corrupt)).toThrow(
        expect.toSatisfy((e) => isEngramError(e, "STORE_CORRUPT") && (e as Error).message.includes("The row s#5 of the table events")),
      );
    }
  });
});

describe("rowToRecord", () => {
  it("reads an entry row as the schema returns it, and refuses a corrupt one with STORE_CORRUPT naming the row", () => {
    const stored = memoryRecordSchema.parse(entry("e1", "Deploys happen on Fridays", { scope: { user: "ann" }, type: "convention" }));
    const json = JSON.stringify(stored);
    for (let read = 0; read < 2; read++) {
      const record = rowToRecord({ rid: 1, kind: "entry", id: "e1", json });
      expect(record).toStrictEqual(stored);
      expect(JSON.stringify(record)).toBe(json);
    }
    for (const corrupt of [json.replace('"importance":0.5', '"importance":8'), json.replace('"user":"ann"', '"user":"ann\\u200b"'), "{"]) {
      expect(corrupt).not.toBe(json);
      expect(() => rowToRecord({ rid: 1, kind: "entry", id: "e1", json: corrupt })).toThrow(
        expect.toSatisfy((e) => isEngramError(e, "STORE_CORRUPT") && (e as Error).message.includes("The row entry/e1 of the table records")),
      );
    }
    expect(() => rowToRecord({ rid: 1, kind: "entry", id: "e2", json })).toThrow(expect.toSatisfy((e) => isEngramError(e, "STORE_CORRUPT")));
  });
});
