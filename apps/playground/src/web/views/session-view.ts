import { messageText, type MemoryStore } from "@engram/core";
import { renderThreadSummary } from "@engram/core/pipeline";
import type { DailyRecord, SessionEvent } from "@engram/core/store";
import type { BudgetPoint, MessageState, MessageView, SessionView, SummaryView } from "../api-types.js";
import { manifestView, traceSummary, type StoredTraceEvent } from "./trace-views.js";

type TraceEvent = Extract<SessionEvent, { type: "trace" }>;
const isTrace = (event: SessionEvent): event is TraceEvent => event.type === "trace";

/**
 * A session as the page shows it, from its archive alone (so it survives a restart): the user and
 * assistant messages, each with where it stands in the latest prompt; the thread summary and the last
 * message it covers; every model call's trace in short, the assistant replies pointing at the call that
 * wrote them; and the budget over time.
 */
export async function sessionView(store: MemoryStore, sessionId: string, daily: readonly DailyRecord[], offlineModel: boolean): Promise<SessionView> {
  const events = await store.readEvents(sessionId);
  const dropped = new Set(events.flatMap((event) => (event.type === "trim" ? event.droppedIds : [])));
  const traces = events.filter(isTrace).map((event): StoredTraceEvent => ({ seq: event.seq, at: event.at, trace: event.trace }));
  const latest = traces.at(-1);
  const inWindow = latest ? new Set(latest.trace.parts.filter((part) => part.kind === "message").map((part) => part.id)) : undefined;
  const summaryRecord = await store.get("summary", sessionId);
  const summaryInPrompt = latest ? latest.trace.summary.present : summaryRecord !== undefined;

  // Messages archived after the latest prompt (its reply) go into the next one.
  const stateOf = (id: string, seq: number): MessageState => {
    if ((latest !== undefined && seq > latest.seq) || (inWindow?.has(id) ?? !dropped.has(id))) return "in-window";
    return dropped.has(id) && summaryInPrompt ? "summarized" : "archived-only";
  };
  const messages: MessageView[] = [];
  let turnTrace: StoredTraceEvent | undefined;
  let throughMessageId: string | undefined;
  let summarized = 0;
  for (const event of events) {
    if (event.type === "trace") turnTrace = { seq: event.seq, at: event.at, trace: event.trace };
    if (event.type !== "message" || (event.message.role !== "user" && event.message.role !== "assistant")) continue;
    const { message } = event;
    if (message.role === "user") turnTrace = undefined;
    const state = stateOf(message.id, event.seq);
    if (dropped.has(message.id)) {
      throughMessageId = message.id;
      summarized += 1;
    }
    messages.push({
      id: message.id,
      role: message.role,
      text: messageText(message),
      at: message.createdAt,
      state,
      ...(message.role === "assistant" && turnTrace ? { traceId: String(turnTrace.seq) } : {}),
    });
  }
  const timeline: BudgetPoint[] = traces.map((trace) => ({
    traceId: String(trace.seq),
    at: trace.at,
    total: trace.trace.tokens.total,
    trimBasis: trace.trace.tokens.trimBasis,
    trimBasisAfter: trace.trace.tokens.trimBasisAfter,
    proactiveAt: trace.trace.budget.proactiveAt,
    limit: trace.trace.budget.limit,
    trimmed: trace.trace.trigger !== "none",
  }));
  const summary: SummaryView | undefined = summaryRecord
    ? { text: renderThreadSummary(summaryRecord.summary), ...(throughMessageId === undefined ? {} : { throughMessageId }), messages: summarized }
    : undefined;
  return {
    id: sessionId,
    messages,
    ...(summary ? { summary } : {}),
    traces: traces.map((trace) => traceSummary(trace, events, daily, offlineModel)),
    timeline,
    ...(latest ? { manifest: manifestView(latest.trace) } : {}),
  };
}
