import { isGreetingOrThanks } from "../extraction/skip-rules.js";
import { stripInjectedMemory } from "../extraction/memory-fence.js";
import { analyzeQuery, queryStopWords } from "../recall/recall-query.js";
import { coverageWeight } from "../recall/score-candidates.js";
import { recallInLayers, type LayeredRecallOptions, type LayeredRecallResult } from "./layered-recall.js";

export interface PromptRecallOptions extends Omit<LayeredRecallOptions, "query" | "minRelevance"> {
  /** The message as the person typed it; only its first `promptQueryChars` characters are the query. */
  readonly prompt: string;
}

export interface PromptRecall extends LayeredRecallResult {
  /** Why nothing was recalled without asking the store: the prompt is small talk, or names no topic. */
  readonly skipped?: "small talk" | "no topic";
}

/** How much of a prompt is the query: what `memory_recall` accepts, so a pasted log does not become one. */
export const promptQueryChars = 1_000;

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

/** The part of a prompt recall reads: without injected memory blocks, at most `promptQueryChars` characters. */
function promptQuery(prompt: string): string {
  return stripInjectedMemory(prompt.slice(0, promptQueryChars * 4))
    .trim()
    .slice(0, promptQueryChars);
}

/**
 * Why `recallForPrompt` would read nothing for this prompt ("small talk", "no topic"), or undefined
 * when it would recall: a caller may check it before it opens a store.
 */
export function promptRecallSkip(prompt: string): PromptRecall["skipped"] {
  const query = promptQuery(prompt);
  if (isGreetingOrThanks(query)) return "small talk";
  if (!analyzeQuery(query).terms.some((term) => !queryStopWords.has(term))) return "no topic";
  return undefined;
}
