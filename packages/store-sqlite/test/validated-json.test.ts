import { isEngramError } from "@engram/core";
import { sessionEventSchema } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { readValidated } from "../src/validated-json.js";
import { message } from "./helpers.js";

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
