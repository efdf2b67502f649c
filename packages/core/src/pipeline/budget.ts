import { EngramError } from "../errors.js";

export interface BudgetOptions {
  /** The model's context window in tokens. */
  contextWindow: number;
  /** Tokens reserved for the model's reply on this call. */
  maxOutputTokens: number;
  /** Tokens held back for counting error; default 2% of the window, at least 256. */
  safetyMargin?: number;
}

export function defaultSafetyMargin(contextWindow: number): number {
  return Math.max(256, Math.ceil(contextWindow * 0.02));
}

/** The prompt budget: context window minus the reply's tokens minus a safety margin. */
export function computeBudget(options: BudgetOptions): number {
  const { contextWindow, maxOutputTokens } = options;
  for (const [name, value] of Object.entries({ contextWindow, maxOutputTokens })) {
    if (!Number.isInteger(value) || value < 0) {
      throw new EngramError("INVALID_OPTIONS", `${name} must be a non-negative integer number of tokens (got ${value}).`);
    }
  }
  const safetyMargin = options.safetyMargin ?? defaultSafetyMargin(contextWindow);
  const budget = contextWindow - maxOutputTokens - safetyMargin;
  if (budget <= 0) {
    throw new EngramError(
      "CONTEXT_TOO_SMALL",
      `contextWindow ${contextWindow} minus maxOutputTokens ${maxOutputTokens} minus safetyMargin ${safetyMargin} ` +
        `leaves no room for a prompt: raise contextWindow to at least ${maxOutputTokens + safetyMargin + 1} or lower maxOutputTokens.`,
      { details: { contextWindow, maxOutputTokens, safetyMargin } },
    );
  }
  return budget;
}
