import { coverageWeight } from "../recall/score-candidates.js";
import { recallInLayers, type LayeredRecallOptions, type LayeredRecallResult } from "./layered-recall.js";
import { promptQuery, promptRecallSkip, type PromptRecallSkip } from "./prompt-recall-skip.js";

export { promptQueryChars, promptRecallSkip } from "./prompt-recall-skip.js";

export interface PromptRecallOptions extends Omit<LayeredRecallOptions, "query" | "minRelevance"> {
  /** The message as the person typed it; only its first `promptQueryChars` characters are the query. */
  readonly prompt: string;
}

export interface PromptRecall extends LayeredRecallResult {
  /** Why nothing was recalled without asking the store: the prompt is small talk, or names no topic. */
  readonly skipped?: PromptRecallSkip;
}

/**
 * The relevance bar: the text relevance a prompt's best match gets from its words' strength alone,
 * before the share of the prompt's words it holds counts (recall's coordination factor, 1 - its weight).
 * The best match clears it; another clears it when its match is about as strong, or holds more of the
 * prompt's words. A constant of recall's ranking, not one tuned here.
 */
export const promptRelevanceBar = 1 - coverageWeight;

/**
 * Recall for a message as it arrives (a coding agent's prompt hook), so that small talk costs nothing:
 * a greeting or acknowledgement (`isGreetingOrThanks`, the rule extraction skips small talk by) or a
 * message without a topic word (only question and stop words, or only an injected memory block) reads
 * nothing; otherwise `recallInLayers` for its first `promptQueryChars` characters keeps only the matches
 * whose text relevance clears `promptRelevanceBar`, within the budget and limit as always.
 */
export async function recallForPrompt(options: PromptRecallOptions): Promise<PromptRecall> {
  const { prompt, ...rest } = options;
  const skipped = promptRecallSkip(prompt);
  if (skipped !== undefined) return { items: [], block: "", tokens: 0, leftOut: 0, skipped };
  return recallInLayers({ ...rest, query: promptQuery(prompt), minRelevance: promptRelevanceBar });
}
