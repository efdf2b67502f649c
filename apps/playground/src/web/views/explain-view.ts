import { messageText, type Memory, type MemoryStore } from "@engram/core";
import type { Trace } from "@engram/core/store";
import { ApiError } from "../api/http-json.js";
import type { ExplainView } from "../api-types.js";
import { signalViews } from "./trace-views.js";

export type ExplainTarget = { readonly entry: string } | { readonly message: string };

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Why an entry or a message was (not) recalled for a trace's query, with that call's recall budget:
 * core's `explainRecallOf`, which runs recall's own ranking and reads only. A message of the trace's own
 * session is answered here: recall leaves the session's turns out, they are in its window or summary.
 */
export async function explainView(store: MemoryStore, memory: Memory, sessionId: string, trace: Trace, target: ExplainTarget): Promise<ExplainView> {
  const query = trace.recall.query;
  if ("message" in target) {
    const own = (await store.readEvents(sessionId)).find((event) => event.type === "message" && event.message.id === target.message);
    if (own?.type === "message") {
      return {
        query,
        target: { kind: "message", id: target.message, text: messageText(own.message) },
        verdict: "same-session",
        explanation: "This message is in the session being answered: recall leaves the session's own turns out, since they are in the window or its summary.",
      };
    }
  }
  if (!query) throw new ApiError(409, "NOTHING_RECALLED", "Recall did not run on this turn (nothing to recall for), so there is nothing to explain.");
  const explained = await memory.explainRecallOf(query, "entry" in target ? { entryId: target.entry } : { messageId: target.message }, {
    budgetTokens: trace.recall.budgetTokens,
  });
  const signals = signalViews({ ...(explained.signals ?? {}) }, { ...(explained.weights ?? {}) });
  const text = "entry" in target ? ((await memory.get(target.entry))?.content ?? "") : "";
  return {
    query,
    target: { kind: "entry" in target ? "entry" : "message", id: "entry" in target ? target.entry : target.message, text },
    verdict: explained.verdict,
    explanation: explained.explanation,
    ...(explained.rank === undefined ? {} : { rank: explained.rank }),
    ...(explained.candidates === undefined ? {} : { candidates: explained.candidates }),
    ...(signals.length ? { signals } : {}),
    ...(explained.total === undefined ? {} : { total: round(explained.total) }),
  };
}
