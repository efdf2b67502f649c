import { EngramError } from "../errors.js";
import { tokenOverheads, type TokenCounter } from "../tokens/token-counter.js";
import { costOf, type Window } from "./context-window.js";

/** The error for a budget that cannot hold even what is always kept; it says how far to raise the window. */
export function contextTooSmall(args: {
  sessionId: string;
  counter: TokenCounter;
  window: Window;
  systemTokens: number;
  limit: number;
  contextWindow: number;
}): EngramError {
  const { counter, window, systemTokens, limit, contextWindow, sessionId } = args;
  const anchorTokens = window.anchor === undefined ? 0 : costOf(window, window.anchor);
  let pendingTokens = 0;
  for (const position of window.required) if (position !== window.anchor) pendingTokens += costOf(window, position);
  const needed = systemTokens + anchorTokens + pendingTokens + tokenOverheads.perPrompt;
  const short = Math.max(1, needed - limit);
  const parts = [`the system prompt (${systemTokens})`, `the current user message (${anchorTokens})`];
  if (pendingTokens > 0) parts.push(`the tool calls still awaiting their results (${pendingTokens})`);
  return new EngramError(
    "CONTEXT_TOO_SMALL",
    `The prompt budget of session "${sessionId}" is ${limit} tokens, but ${parts.join(" and ")} alone need ${needed}, ` +
      `before any summary or history. Raise contextWindow to at least ${contextWindow + short} ` +
      `(or lower maxOutputTokens/safetyMargin by ${short}), or shorten the system prompt.`,
    { details: { sessionId, limit, needed, systemTokens, anchorTokens, pendingTokens, tokenizer: counter.info } },
  );
}
