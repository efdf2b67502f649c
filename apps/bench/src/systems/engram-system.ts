import type { Message } from "@engram/core";
import { createContextPipeline, type ContextPipeline, type PreparedContext } from "@engram/core/pipeline";
import type { ReferenceCounter } from "./reference-counter.js";
import { brokenToolPair } from "./tool-pairs.js";
import { ensure, type CaseInput, type OutputCheck, type TimedCall, type TrimSystem, type WarmSession } from "./trim-system.js";

const name = "engram";
/** A model with a public tokenizer, so Engram counts exactly with o200k_base like the competitors. */
const model = "gpt-4o";

/**
 * A new pipeline per run: the pipeline's counter caches counts by message id, so reusing one
 * would turn a "cold" call warm. The encoder itself is loaded once per process, before timing.
 */
async function freshPipeline(input: CaseInput): Promise<ContextPipeline> {
  const pipeline = createContextPipeline({ model, contextWindow: input.contextWindow, maxOutputTokens: input.maxOutputTokens });
  await pipeline.counter();
  return pipeline;
}

/** What was passed in: how many messages, and the newest one (which must be sent last). */
interface Sent {
  readonly count: number;
  readonly newest: Message | undefined;
}

function checkOutput(input: CaseInput, sent: Sent, result: PreparedContext | undefined, reference: ReferenceCounter): OutputCheck {
  ensure(result !== undefined, name, "the call produced no output");
  const { manifest, messages } = result;
  ensure(manifest.budget.limit === input.budget, name, `manifest.budget.limit ${manifest.budget.limit} differs from the case budget ${input.budget}`);
  ensure(manifest.tokens.total <= manifest.budget.limit, name, `sent ${manifest.tokens.total} tokens over a ${manifest.budget.limit} budget`);
  const first = messages[0]?.parts[0];
  ensure(first?.type === "text" && first.text === input.system, name, "the system prompt is not the first message");
  ensure(messages.at(-1) === sent.newest, name, "the newest message was not sent last");
  const broken = brokenToolPair(messages);
  ensure(broken === undefined, name, broken ?? "");
  const referenceTokens = reference.prompt(messages);
  // Engram counts tool overheads the reference leaves out, so its own total is never lower.
  ensure(referenceTokens <= manifest.tokens.total, name, `reference count ${referenceTokens} exceeds Engram's own ${manifest.tokens.total}`);
  return {
    inputMessages: sent.count,
    keptMessages: manifest.keptMessages,
    ownTokens: manifest.tokens.total,
    referenceTokens,
    budget: input.budget,
    trimmedThisCall: manifest.trigger !== "none",
  };
}

/** Engram's context pipeline: `session.prepare` with the whole session every call; the session keeps its state. */
export function engramSystem(input: CaseInput, reference: ReferenceCounter): TrimSystem {
  return {
    name,
    baseline: null,
    async cold(): Promise<TimedCall> {
      const pipeline = await freshPipeline(input);
      let result: PreparedContext | undefined;
      return {
        // A new session and its first prepare: every message is validated and counted.
        run: async () => {
          result = await pipeline.session("bench-cold").prepare({ system: input.system, messages: input.session });
        },
        check: async () => checkOutput(input, { count: input.session.length, newest: input.session.at(-1) }, result, reference),
      };
    },
    async warm(): Promise<WarmSession> {
      const pipeline = await freshPipeline(input);
      const session = pipeline.session("bench-warm");
      // The app's own list: it appends each new message and passes the whole list every call.
      const messages = [...input.session];
      await session.prepare({ system: input.system, messages });
      let appended = 0;
      return {
        next: (): TimedCall => {
          const followUp = input.followUps[appended++];
          if (!followUp) throw new Error(`The case has only ${input.followUps.length} follow-up messages.`);
          messages.push(followUp);
          const sent: Sent = { count: messages.length, newest: followUp };
          let result: PreparedContext | undefined;
          return {
            run: async () => {
              result = await session.prepare({ system: input.system, messages });
            },
            check: async () => checkOutput(input, sent, result, reference),
          };
        },
      };
    },
  };
}
