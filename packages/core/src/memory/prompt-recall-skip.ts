import { stripInjectedMemory } from "../extraction/memory-fence.js";
import { withoutRequestVerbs } from "../extraction/request-verbs.js";
import { isGreetingOrThanks } from "../extraction/skip-rules.js";
import { queryStopWords, queryTerms } from "../recall/query-terms.js";
import { tokenize } from "../text/text-tokens.js";

/** How much of a prompt is the query: what `memory_recall` accepts, so a pasted log does not become one. */
export const promptQueryChars = 1_000;

/** Why a prompt reads nothing: it is small talk, or it names no topic. */
export type PromptRecallSkip = "small talk" | "no topic";

/**
 * The part of a prompt recall reads: without injected memory blocks, at most `promptQueryChars` characters,
 * and without the verbs its requests open with ("add", "fix", "please update": `withoutRequestVerbs`), which
 * say what to do rather than what about.
 */
export function promptQuery(prompt: string): string {
  const text = stripInjectedMemory(prompt.slice(0, promptQueryChars * 4))
    .trim()
    .slice(0, promptQueryChars);
  return withoutRequestVerbs(text).trim();
}

/**
 * Why `recallForPrompt` would read nothing for this prompt ("small talk", "no topic"), or undefined
 * when it would recall: a caller may check it before it opens a store. Its own file (and the
 * `@engram/core/prompt-skip` entry), so a prompt hook decides this without loading recall or a store.
 */
export function promptRecallSkip(prompt: string): PromptRecallSkip | undefined {
  const query = promptQuery(prompt);
  if (isGreetingOrThanks(query)) return "small talk";
  if (!queryTerms(tokenize(query)).some((term) => !queryStopWords.has(term))) return "no topic";
  return undefined;
}
