import { describe, expect, it } from "vitest";
import { createMemory } from "../../memory/create-memory.js";
import type { Message } from "../../message/message-schema.js";
import { recallSessions } from "../../recall/recall-sessions.js";
import type { NewSessionEvent } from "../../store/session-events.js";
import { at, dailyInput, messageEvent, putAll } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";
import { hitKeys } from "./search.js";

/** A tool message holding one result with `output`. */
function toolEvent(id: string, output: unknown, time: string): NewSessionEvent {
  return {
    at: time,
    type: "message",
    message: { id, role: "tool", parts: [{ type: "tool-result", toolCallId: `call-${id}`, toolName: "bash", output }], createdAt: time },
  };
}

/** An assistant message holding one tool call with `input`. */
function callEvent(id: string, input: unknown, time: string): NewSessionEvent {
  return {
    at: time,
    type: "message",
    message: { id, role: "assistant", parts: [{ type: "tool-call", toolCallId: `call-${id}`, toolName: "bash", input }], createdAt: time },
  };
}

async function messageKeys(harness: ConformanceHarness, text: string): Promise<string[]> {
  return hitKeys(await harness.store.search({ scope: {}, text, targets: ["message"] }));
}

/**
 * Tool output in the message documents (docs/search-spec.md, section 1): a tool result's output is
 * searched as text, bounded to its head and tail; tool calls are not; a secret redacted before the
 * store (or by `redactEvents`) is in no index; recall ranks tool output below conversation text.
 */
export function describeToolOutputConformance(harness: ConformanceHarness): void {
  describe("tool output in search (docs/search-spec.md, section 1)", () => {
    it("finds a tool result by its output, scored as the same text in a record is; a tool call's input is not searched", async () => {
      await putAll(harness.store, [dailyInput("same", { content: "suite verdict green lights", updatedAt: at(3), scope: {} })]);
      await harness.store.appendEvents("tool-s", {}, [
        messageEvent("m1", "run the parser suite", at(1)),
        callEvent("m2", { command: "npm test --grep quartzite" }, at(2)),
        toolEvent("m3", "suite verdict green lights", at(3)),
      ]);
      const hits = await harness.store.search({ scope: {}, text: "verdict green", targets: ["message", "daily"] });
      // Equal scores, equal scope and time: the message first (section 8).
      expect(hitKeys(hits)).toEqual(["message:tool-s#3", "daily:same"]);
      expect(hits[0]!.score).toBe(hits[1]!.score);
      expect(await messageKeys(harness, "quartzite")).toEqual([]);
      expect(await messageKeys(harness, "parser suite")).toEqual(["message:tool-s#1", "message:tool-s#3"]);
    });

    it("searches a long output by its first and last 1,000 characters only", async () => {
      const filler = "filler ".repeat(500);
      const output = `opening lighthouse ${filler}middle marzipan ${filler}verdict tangerine`;
      await harness.store.appendEvents("long-s", {}, [toolEvent("t1", output, at(1)), toolEvent("t2", { stdout: "short kumquat" }, at(2))]);
      expect(await messageKeys(harness, "lighthouse")).toEqual(["message:long-s#1"]);
      expect(await messageKeys(harness, "tangerine")).toEqual(["message:long-s#1"]);
      expect(await messageKeys(harness, "marzipan")).toEqual([]);
      // A structured output is searched as its JSON.
      expect(await messageKeys(harness, "kumquat")).toEqual(["message:long-s#2"]);
    });

    it("keeps a secret in tool output out of every index: redacted before the store, and after redactEvents", async () => {
      const memory = createMemory({ store: harness.store, scope: {}, now: () => new Date(at(10)) });
      const session = await memory.session("secret-s");
      const messages: Message[] = [
        {
          id: "t1",
          role: "tool",
          parts: [{ type: "tool-result", toolCallId: "c1", toolName: "bash", output: "admin pw for the staging box: Zq8&Lm3vRt" }],
          createdAt: at(1),
        },
      ];
      await session.append(messages);
      expect(await messageKeys(harness, "staging box")).toEqual(["message:secret-s#1"]);
      expect(await messageKeys(harness, "Lm3vRt")).toEqual([]);
      expect(await messageKeys(harness, "Zq8")).toEqual([]);

      await harness.store.appendEvents("redact-s", {}, [toolEvent("t1", "deploy token quokkafish", at(2))]);
      expect(await messageKeys(harness, "quokkafish")).toEqual(["message:redact-s#1"]);
      const [stored] = await harness.store.readEvents("redact-s");
      if (stored?.type !== "message") throw new Error("expected the tool message");
      const part = stored.message.parts[0]!;
      if (part.type !== "tool-result") throw new Error("expected the tool result");
      await harness.store.redactEvents("redact-s", [
        { ...stored, message: { ...stored.message, parts: [{ ...part, output: "deploy token [REDACTED:token]" }] } },
      ]);
      expect(await messageKeys(harness, "quokkafish")).toEqual([]);
      expect(await messageKeys(harness, "deploy")).toEqual(["message:redact-s#1"]);
    });

    it("recall ranks a tool output below a conversation message with the same words, at half its score", async () => {
      await harness.store.appendEvents("said-s", {}, [messageEvent("u1", "the migration printed checksum mismatch", at(1))]);
      // Newer, so without the weight it would win the tie.
      await harness.store.appendEvents("tool-s", {}, [toolEvent("t1", "the migration printed checksum mismatch", at(2))]);
      const found = await recallSessions({ store: harness.store, scope: {}, query: "checksum mismatch" });
      expect(found.map((excerpt) => [excerpt.sessionId, excerpt.role, excerpt.excerpt])).toEqual([
        ["said-s", "user", "the migration printed checksum mismatch"],
        ["tool-s", "tool", "the migration printed checksum mismatch"],
      ]);
      expect(found[1]!.score).toBeCloseTo(found[0]!.score / 2, 5);
    });
  });
}
