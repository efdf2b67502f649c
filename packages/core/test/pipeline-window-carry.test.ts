import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngramError, createContextPipeline, type Message, type PreparedContext } from "./core-internals.js";
import { scenario, toMessages } from "./pipeline-arbitraries.js";

/** A tool result moved after the next message: a late result, which merges everything from its call on. */
function withLateResults(messages: Message[], every: number): Message[] {
  const out = [...messages];
  for (let i = every; i < out.length - 1; i += every) {
    if (out[i]!.role === "tool" && out[i + 1]!.role !== "tool") [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
  }
  return out;
}

/** The same message with other text: a framework that re-sends an edited history. */
function edited(message: Message): Message {
  return { ...message, parts: message.parts.map((part) => (part.type === "text" ? { ...part, text: `${part.text} (edited)` } : part)) };
}

async function outcome(run: () => Promise<PreparedContext>): Promise<PreparedContext | string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof EngramError) return error.code;
    throw error;
  }
}

describe("the working window carried from call to call", () => {
  it("prepares exactly what a session restored from the same state prepares, building its window anew", async () => {
    const carry = fc.record({ sameArray: fc.boolean(), lateEvery: fc.integer({ min: 0, max: 9 }), editEvery: fc.integer({ min: 0, max: 7 }) });
    await fc.assert(
      fc.asyncProperty(scenario, carry, async (sc, how) => {
        const options = { model: sc.model, contextWindow: sc.contextWindow, maxOutputTokens: sc.maxOutputTokens, now: () => new Date("2026-02-01T00:00:00Z") };
        const carried = createContextPipeline(options).session("p");
        const restore = createContextPipeline(options);
        let all = toMessages(sc.steps);
        if (how.lateEvery > 0) all = withLateResults(all, how.lateEvery + 2);
        const system = "You are a coding agent. Keep answers short.";
        const injections = sc.injection ? [{ id: "recall", label: "recalled", text: sc.injection }] : [];
        const grown: Message[] = [];
        let call = 0;
        for (let end = Math.min(sc.chunk, all.length); ; end = Math.min(end + sc.chunk, all.length)) {
          call += 1;
          // The session's own list grown in place (as a memory session does), or a new list each call.
          if (how.sameArray) grown.push(...all.slice(grown.length, end));
          const messages = how.sameArray ? grown : all.slice(0, end);
          // Now and then a message the window may hold is re-sent edited (another object, other text).
          if (how.editEvery > 0 && call % how.editEvery === 0 && end > 2) {
            const at = end - 2;
            messages[at] = edited(messages[at]!);
            all[at] = messages[at]!;
          }
          const input = { system, messages, injections };
          const fresh = restore.session("p", carried.state());
          const expected = await outcome(() => fresh.prepare(input));
          const actual = await outcome(() => carried.prepare(input));
          expect(actual).toEqual(expected);
          if (typeof actual === "string") return;
          const rejections = sc.rejections[call % sc.rejections.length]!;
          for (let r = 0; r < rejections; r++) if (typeof (await outcome(() => carried.recover(input))) === "string") return;
          if (end === all.length) return;
        }
      }),
      { numRuns: 150, seed: 20261124 },
    );
  }, 120_000);
});
