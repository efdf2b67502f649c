import type { DailyRecord, SessionEvent, Trace, TraceRecallItem } from "@engram/core/store";
import type { ManifestView, RecallItemView, SignalView, TraceSummary, TraceView } from "../api-types.js";
import { dailyView } from "../memory-views.js";

/** A trace event of a session's archive: its seq is the trace's id. */
export interface StoredTraceEvent {
  readonly seq: number;
  readonly at: string;
  readonly trace: Trace;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Each signal with its weight and what weight × value added (signals recall weighs no further are left out). */
export function signalViews(signals: Readonly<Record<string, number | undefined>>, weights: Readonly<Record<string, number>>): SignalView[] {
  return Object.entries(signals).flatMap(([name, value]) => {
    const weight = weights[name];
    if (name === "total" || weight === undefined || value === undefined) return [];
    return [{ name, value: round(value), weight: round(weight), contribution: round(weight * value) }];
  });
}

function recallItemView(item: TraceRecallItem, weights: Readonly<Record<string, number>>): RecallItemView {
  return {
    kind: item.source.kind,
    ids: item.ids,
    text: item.text,
    tokens: item.tokens,
    signals: signalViews(item.signals, weights),
    total: round(item.signals["total"] ?? 0),
    ...(item.reason === undefined ? {} : { reason: item.reason }),
  };
}

/** The trace as the gauge and the panels read it. */
export function manifestView(trace: Trace): ManifestView {
  const { recall } = trace;
  return {
    framework: trace.label ?? "",
    trigger: trace.trigger,
    stages: trace.stages,
    budget: {
      contextWindow: trace.budget.contextWindow,
      maxOutputTokens: trace.budget.maxOutputTokens,
      limit: trace.budget.limit,
      proactiveAt: trace.budget.proactiveAt,
      targetAt: trace.budget.targetAt,
    },
    tokens: {
      total: trace.tokens.total,
      untrimmed: trace.tokens.untrimmed,
      system: trace.tokens.system,
      summary: trace.tokens.summary,
      injections: trace.tokens.injections + trace.tokens.recovery,
      messages: trace.tokens.messages,
      overhead: trace.tokens.overhead,
      trimBasis: trace.tokens.trimBasis,
      trimBasisAfter: trace.tokens.trimBasisAfter,
    },
    parts: trace.parts.map((part) => ({
      kind: part.kind,
      label: part.label ?? (part.kind === "message" ? (part.role ?? "message") : part.kind),
      tokens: part.tokens,
      text: part.text,
    })),
    droppedNow: trace.dropped.length + trace.droppedLeftOut,
    droppedInSession: trace.droppedInSession,
    recall: {
      query: recall.query,
      tokens: recall.tokens,
      budgetTokens: recall.budgetTokens,
      indexTokens: recall.indexTokens,
      ...(recall.note === undefined ? {} : { note: recall.note }),
      items: recall.items.map((item) => recallItemView(item, recall.weights)),
      leftOut: recall.leftOut.map((item) => recallItemView(item, recall.weights)),
    },
  };
}

/**
 * The message ids of the turn a trace belongs to: the last user message archived before it, and the
 * replies after it up to the next user message. Extraction files a turn's facts under these ids.
 */
function turnMessageIds(seq: number, events: readonly SessionEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type !== "message") continue;
    if (event.seq < seq) {
      if (event.message.role === "user") ids.clear();
      if (event.message.role === "user" || event.message.role === "assistant") ids.add(event.message.id);
    } else if (event.message.role === "user") {
      break;
    } else {
      ids.add(event.message.id);
    }
  }
  return ids;
}

const extractedFrom = (ids: ReadonlySet<string>, daily: readonly DailyRecord[]): DailyRecord[] =>
  daily.filter((item) => item.provenance.messageIds.some((id) => ids.has(id)));

export function traceSummary(stored: StoredTraceEvent, events: readonly SessionEvent[], daily: readonly DailyRecord[], offlineModel: boolean): TraceSummary {
  const { trace } = stored;
  return {
    id: String(stored.seq),
    at: stored.at,
    framework: trace.label ?? "",
    offlineModel,
    attempt: trace.attempt,
    tokens: trace.tokens.total,
    trimBasis: trace.tokens.trimBasis,
    proactiveAt: trace.budget.proactiveAt,
    limit: trace.budget.limit,
    trigger: trace.trigger,
    recalled: trace.recall.items.length,
    recalledLongTerm: trace.recall.items.filter((item) => item.source.kind === "entry").length,
    extracted: extractedFrom(turnMessageIds(stored.seq, events), daily).length,
    droppedNow: trace.dropped.length + trace.droppedLeftOut,
  };
}

/** The prompt as one text: each part under a header naming it, in the order sent. */
export function rawPrompt(trace: Trace): string {
  return trace.parts
    .map((part) => `### ${part.kind}${part.label ? `: ${part.label}` : part.role ? `: ${part.role}` : ""} (${part.tokens} tokens)\n${part.text}`)
    .join("\n\n");
}

export function traceView(
  sessionId: string,
  stored: StoredTraceEvent,
  events: readonly SessionEvent[],
  daily: readonly DailyRecord[],
  offlineModel: boolean,
): TraceView {
  const flushed = new Set(stored.trace.flushed);
  return {
    ...traceSummary(stored, events, daily, offlineModel),
    sessionId,
    manifest: manifestView(stored.trace),
    rawPrompt: rawPrompt(stored.trace),
    extractedItems: extractedFrom(turnMessageIds(stored.seq, events), daily).map(dailyView),
    flushedItems: daily.filter((item) => flushed.has(item.id)).map(dailyView),
    droppedIds: stored.trace.dropped.map((message) => message.id),
  };
}
