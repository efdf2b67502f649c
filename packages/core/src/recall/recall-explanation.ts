import { recentMemo } from "../util/recent-memo.js";
import { clipText } from "../message/message-text.js";
import type { LeftOutItem, RecallExplanation, RecalledItem, RecallSelectionReport } from "./recall-types.js";

/** The memory's text as the explanation shows it: cut to 300 characters (clipText), kept for the next calls. */
const shownText = recentMemo((text) => clipText(text, 300), 1_024);

export function explainRecall(
  query: string,
  budgetTokens: number,
  result: {
    readonly items: readonly RecalledItem[];
    readonly leftOut: readonly LeftOutItem[];
    readonly tokens: number;
    readonly selection?: RecallSelectionReport | undefined;
  },
): RecallExplanation {
  return {
    query,
    budgetTokens,
    tokens: result.tokens,
    items: result.items.map((item) => ({
      source: item.source,
      text: shownText(item.text),
      ids: item.ids,
      tokens: item.tokens,
      signals: item.signals,
    })),
    leftOut: result.leftOut.map((item) => ({
      source: item.source,
      text: shownText(item.text),
      ids: item.ids,
      tokens: item.tokens,
      signals: item.signals,
      reason: item.reason,
    })),
    ...(result.selection ? { selection: result.selection } : {}),
  };
}
