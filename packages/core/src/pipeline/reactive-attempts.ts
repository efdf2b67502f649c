/**
 * How many smaller prompts a length rejection gets: the pipeline's reactive stages, 50% and 25% of the
 * budget, then the minimum prompt (system, summary, anchor and the last two messages).
 */
export const maxReactiveAttempts = 3;
