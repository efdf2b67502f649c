import { describe, expect, it } from "vitest";
import type { NewSessionEvent } from "../../store/session-events.js";
import { at, messageEvent, rejectsWith, workspaceA } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

/** A message event whose tool call carries `input`, built past the types as a caller could. */
function callEvent(input: unknown, toolCallId = "c1"): NewSessionEvent {
  return {
    at: at(2),
    type: "message",
    message: { id: "m2", role: "assistant", parts: [{ type: "tool-call", toolCallId, toolName: "run", input }], createdAt: at(2) },
  } as NewSessionEvent;
}

function nested(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

const circular: Record<string, unknown> = {};
circular["again"] = circular;

/** Values JSON cannot hold, and the path and reason the error names (the event's message is its `message`). */
const hostile: ReadonlyArray<{ name: string; input: unknown; problem: string }> = [
  { name: "a BigInt", input: { n: 2n ** 70n }, problem: "message.parts.0.input.n is a BigInt" },
  { name: "a circular value", input: circular, problem: "message.parts.0.input.again refers back to an object that contains it" },
  {
    name: "nesting 100,000 levels deep",
    input: nested(100_000),
    problem: `message.parts.0.input${".0".repeat(61)} nests objects and arrays deeper than 64 levels`,
  },
  { name: "a function", input: [() => 1], problem: "message.parts.0.input.0 is a function" },
  { name: "undefined in an array", input: [undefined], problem: "message.parts.0.input.0 is undefined inside an array (use null)" },
  { name: "a Map", input: { m: new Map() }, problem: "message.parts.0.input.m is a Map, not a plain object" },
  { name: "NaN", input: { x: Number.NaN }, problem: "message.parts.0.input.x is NaN, not a finite number" },
];

/** Appending what is not a JSON value: refused whole, the same on every store; lone surrogates stored alike. */
export function describeHostileEventConformance(harness: ConformanceHarness): void {
  describe("events that are not JSON", () => {
    for (const { name, input, problem } of hostile) {
      it(`appendEvents refuses ${name} in a message with INVALID_MESSAGE naming its path, and appends none of the batch`, async () => {
        await harness.store.appendEvents("s1", workspaceA, [messageEvent("m0", "before", at(0))]);
        const batch = [messageEvent("m1", "fine", at(1)), callEvent(input)];
        const message = await rejectsWith(harness.store.appendEvents("s1", workspaceA, batch), "INVALID_MESSAGE");
        expect(message).toContain(`Invalid event at index 1 (type "message") for session "s1": ${problem}`);
        expect(message).toContain("No event of the batch was appended.");
        await rejectsWith(harness.store.appendEvents("s2", workspaceA, batch), "INVALID_MESSAGE");
        expect((await harness.store.readEvents("s1")).map((event) => event.seq)).toEqual([1]);
        expect(await harness.store.getSession("s2")).toBeUndefined();
      });
    }

    it("appendEvents stores lone UTF-16 surrogates in message text and tool values as U+FFFD, on every store alike", async () => {
      const text: NewSessionEvent = {
        at: at(1),
        type: "message",
        message: { id: "m1", role: "user", parts: [{ type: "text", text: "a\uD800b\uDC00" }], createdAt: at(1) },
      };
      await harness.store.appendEvents("s1", workspaceA, [text, callEvent({ path: "x\uDBFF" })]);
      const stored = (await harness.store.readEvents("s1")).map((event) => (event.type === "message" ? event.message.parts : []));
      expect(stored).toEqual([
        [{ type: "text", text: "a\uFFFDb\uFFFD" }],
        [{ type: "tool-call", toolCallId: "c1", toolName: "run", input: { path: "x\uFFFD" } }],
      ]);
    });

    it("appendEvents refuses a lone UTF-16 surrogate in a message's identifiers with INVALID_MESSAGE", async () => {
      const message = await rejectsWith(harness.store.appendEvents("s1", workspaceA, [callEvent({}, "c\uD800")]), "INVALID_MESSAGE");
      expect(message).toContain("message.parts.0.toolCallId holds a lone UTF-16 surrogate");
      expect(await harness.store.getSession("s1")).toBeUndefined();
    });
  });
}
