import { recentMemo } from "../util/recent-memo.js";
import { clipText } from "../message/message-text.js";
import type { LeftOutItem, RecallSignals, RecallSource, RecalledItem } from "./recall-types.js";
import type { RecallSelectionReport } from "./model-selection.js";

/** One memory in the manifest: where it came from, what it cost, and why it ranked where it did. */
export interface ExplainedRecall {
  readonly source: RecallSource;
  /** The memory's text, cut to 300 characters: what a person reading the manifest needs to see. */
  readonly text: string;
  readonly ids: readonly string[];
  readonly tokens: number;
  readonly signals: RecallSignals;
  /** Left-out items only: why it is not in the block. */
  readonly reason?: "budget" | "limit";
}

/** What recall put into the prompt and the best of what it left out, for the pipeline's manifest. */
export interface RecallExplanation {
  readonly query: string;
  readonly budgetTokens: number;
  /** What the rendered block costs. */
  readonly tokens: number;
  readonly items: readonly ExplainedRecall[];
  readonly leftOut: readonly ExplainedRecall[];
  /** Only when recall ran with `selection`: whether the model's choice was used, or why not. */
  readonly selection?: RecallSelectionReport;
}

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
