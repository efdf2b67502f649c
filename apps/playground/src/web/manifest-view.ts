import { messageText, type PreparedTurn } from "@engram/core";
import type { ExplainedRecall } from "@engram/core/memory";

/** The start of a part's text, line breaks kept (clipText flattens them; the panel shows blocks as sent). */
const preview = (text: string, max = 600): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
import type { ManifestView, PartView, RecallItemView } from "./api-types.js";

/** The last prepared prompt as the panels show it: budget, each part with its text, and recall's items. */
export function manifestView(turn: PreparedTurn, framework: string): ManifestView {
  const { manifest, messages } = turn.context;
  const recall = manifest.recall;
  const parts: PartView[] = manifest.parts.map((part, index) => {
    const message = messages[index];
    const label = part.label ?? (part.kind === "message" ? (part.role ?? "message") : part.kind);
    return { kind: part.kind, label, tokens: part.tokens, text: message ? preview(messageText(message)) : "" };
  });
  return {
    framework,
    trigger: manifest.trigger,
    budget: {
      contextWindow: manifest.budget.contextWindow,
      maxOutputTokens: manifest.budget.maxOutputTokens,
      limit: manifest.budget.limit,
      proactiveAt: manifest.budget.proactiveAt,
      targetAt: manifest.budget.targetAt,
    },
    tokens: {
      total: manifest.tokens.total,
      untrimmed: manifest.tokens.untrimmed,
      system: manifest.tokens.system,
      summary: manifest.tokens.summary,
      injections: manifest.tokens.injections,
      messages: manifest.tokens.messages,
    },
    parts,
    droppedNow: manifest.dropped.length,
    droppedInSession: manifest.droppedInSession,
    recall: {
      query: recall.explanation?.query ?? "",
      tokens: recall.explanation?.tokens ?? 0,
      budgetTokens: recall.explanation?.budgetTokens ?? 0,
      indexTokens: recall.indexTokens,
      ...(recall.note === undefined ? {} : { note: recall.note }),
      items: (recall.explanation?.items ?? []).map(recallItemView),
      leftOut: (recall.explanation?.leftOut ?? []).map(recallItemView),
    },
  };
}

function recallItemView(item: ExplainedRecall): RecallItemView {
  const { total, ...rest } = item.signals;
  const signals: Record<string, number> = {};
  for (const [name, value] of Object.entries(rest)) if (typeof value === "number") signals[name] = round(value);
  return {
    kind: item.source.kind,
    text: item.text,
    tokens: item.tokens,
    signals,
    total: round(total),
    ...(item.reason === undefined ? {} : { reason: item.reason }),
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
